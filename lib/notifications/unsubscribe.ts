// The one-click unsubscribe of an event's e-mail: a signed token names the person and the kind, so it works
// signed out, and it works once. The link in the mail opens a small confirmation page (/unsubscribe), whose
// button calls user/unsubscribe_email; mail programs that offer "Unsubscribe" themselves POST to the
// List-Unsubscribe address (RFC 8058: user/unsubscribe_email/one_click). Opening a link never changes
// anything: scanners and previews fetch links.
//
// Token: `{userId}.{kind}.{issued, base 36 seconds}.{nonce}.{HMAC-SHA256}`, valid UNSUBSCRIBE_TTL_DAYS. Its
// use is recorded as an AuthToken row (its SHA-256, purpose "email_unsubscribe", kept until it would
// expire), written in the transaction that turns the kind off: a second use finds the row and is refused.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { authSecret, siteUrl } from "@/lib/env";
import { AppError, badRequest } from "@/lib/http/errors";
import { UNSUBSCRIBE_PAGE, UNSUBSCRIBE_TOKEN as TOKEN } from "@/lib/integrations/mail/list-unsubscribe";
import { EMAIL_KINDS, isEmailKind, setEmailKind, type EmailKind } from "@/lib/notifications/email-preferences";

export const UNSUBSCRIBE_TTL_DAYS = 90;
const TTL_MS = UNSUBSCRIBE_TTL_DAYS * 86_400_000;
export const UNSUBSCRIBE_PURPOSE = "email_unsubscribe";

export { ONE_CLICK_PATH, oneClickUrl, UNSUBSCRIBE_PAGE, listUnsubscribeHeaders } from "@/lib/integrations/mail/list-unsubscribe";

export const UNSUBSCRIBE_MSG = {
  invalid: "This unsubscribe link is not valid or has expired. You can choose your e-mails in your notification settings.",
  used: "This unsubscribe link was already used. You can choose your e-mails in your notification settings.",
  done: (label: string) => `Done. You will no longer get e-mails about: ${label}.`,
} as const;

function sign(body: string): string {
  return createHmac("sha256", authSecret()).update(`gigline unsubscribe v1\n${body}`).digest("base64url");
}

/** A new token for this person and kind. */
export function unsubscribeToken(userId: string, kind: EmailKind, now = new Date()): string {
  const body = `${userId}.${kind}.${Math.floor(now.getTime() / 1000).toString(36)}.${randomBytes(9).toString("base64url")}`;
  return `${body}.${sign(body)}`;
}

/** The person, kind and expiry a token names when its signature holds and it has not expired; else null. */
export function readUnsubscribeToken(token: unknown, now = new Date()): { userId: string; kind: EmailKind; expiresAt: Date } | null {
  if (typeof token !== "string" || token.length > 220) return null;
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, userId, kind, issued, , mac] = m;
  const want = Buffer.from(sign(token.slice(0, token.length - mac.length - 1)));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  if (!isEmailKind(kind)) return null;
  const expiresAt = new Date(parseInt(issued, 36) * 1000 + TTL_MS);
  if (!(expiresAt > now)) return null;
  return { userId, kind, expiresAt };
}

export const unsubscribePageUrl = (token: string) => siteUrl(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`);

/** The mail's footer: the kind's own unsubscribe link and the page of every choice. */
export function unsubscribeFooter(token: string): string {
  return [
    "",
    "--",
    `Unsubscribe from these e-mails: ${unsubscribePageUrl(token)}`,
    `Choose which e-mails you get: ${siteUrl("/dashboard/notification-settings")}`,
  ].join("\n");
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** What the confirmation page shows for a token before anything is changed. */
export async function describeUnsubscribeToken(token: unknown, now = new Date()) {
  const t = readUnsubscribeToken(token, now);
  if (!t) return { state: "invalid" as const, message: UNSUBSCRIBE_MSG.invalid };
  const [user, used] = await Promise.all([
    db.user.findUnique({ where: { id: t.userId }, select: { email: true, deletedAt: true } }),
    db.authToken.findUnique({ where: { tokenHash: tokenHash(token as string) }, select: { tokenHash: true } }),
  ]);
  if (!user || user.deletedAt) return { state: "invalid" as const, message: UNSUBSCRIBE_MSG.invalid };
  if (used) return { state: "used" as const, message: UNSUBSCRIBE_MSG.used };
  return { state: "ready" as const, kind: t.kind, label: EMAIL_KINDS[t.kind].label, email: maskEmail(user.email) };
}

/**
 * user/unsubscribe_email and its one-click form: turns the token's kind off for the token's person, once.
 * 400 for a token that is not valid (forged, altered, expired, unknown person), 409 once it was used.
 */
export async function unsubscribeWithToken(token: unknown, now = new Date()) {
  const t = readUnsubscribeToken(token, now);
  if (!t) throw badRequest(UNSUBSCRIBE_MSG.invalid);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: t.userId }, select: { id: true, deletedAt: true } });
    if (!user || user.deletedAt) throw badRequest(UNSUBSCRIBE_MSG.invalid);
    const claimed = await tx.authToken.createMany({
      data: [
        { tokenHash: tokenHash(token as string), userId: t.userId, purpose: UNSUBSCRIBE_PURPOSE, expiresAt: t.expiresAt, usedAt: now },
      ],
      skipDuplicates: true,
    });
    if (claimed.count !== 1) throw new AppError(409, UNSUBSCRIBE_MSG.used);
    await setEmailKind(tx, t.userId, t.kind, false);
    return { kind: t.kind, label: EMAIL_KINDS[t.kind].label, message: UNSUBSCRIBE_MSG.done(EMAIL_KINDS[t.kind].label) };
  });
}

/** "p•••@example.com": enough for a person to recognise their address, no more for whoever holds the link. */
function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 1) return email;
  return `${email[0]}•••${email.slice(at)}`;
}
