// The signed link in a standing notice's e-mail (warn, suspend, ban): a suspended or closed account cannot sign
// in, so the e-mail carries a link to a small page (/notice-reply?token=…) where the person reads the notice and
// replies once, signed out. The token names the notice only; its signature is an HMAC-SHA256 with the app's
// secret; it expires after NOTICE_LINK_TTL_DAYS. It is one-time because the reply is: the guarded
// UPDATE … WHERE reply IS NULL of notice/reply_notice answers a second reply 409, by the link or signed in.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, siteUrl } from "@/lib/env";

export const NOTICE_LINK_TTL_DAYS = 30;
const TTL_MS = NOTICE_LINK_TTL_DAYS * 86_400_000;
export const NOTICE_REPLY_PAGE = "/notice-reply";

/** `{noticeId}.{issued, base 36 seconds}.{HMAC-SHA256}` */
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

function sign(body: string): string {
  return createHmac("sha256", authSecret()).update(`gigline notice reply v1\n${body}`).digest("base64url");
}

export function noticeLinkToken(noticeId: string, now = new Date()): string {
  const body = `${noticeId}.${Math.floor(now.getTime() / 1000).toString(36)}`;
  return `${body}.${sign(body)}`;
}

/** The notice a token names when its signature holds and it has not expired; else null. */
export function readNoticeLinkToken(token: unknown, now = new Date()): { noticeId: string; expiresAt: Date } | null {
  if (typeof token !== "string" || token.length > 160) return null;
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, noticeId, issued, mac] = m;
  const want = Buffer.from(sign(`${noticeId}.${issued}`));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const expiresAt = new Date(parseInt(issued, 36) * 1000 + TTL_MS);
  if (!(expiresAt > now)) return null;
  return { noticeId, expiresAt };
}

export const noticeReplyUrl = (noticeId: string, now = new Date()) =>
  siteUrl(`${NOTICE_REPLY_PAGE}?token=${encodeURIComponent(noticeLinkToken(noticeId, now))}`);
