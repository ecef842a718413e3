// The List-Unsubscribe headers of a mail whose text carries an unsubscribe link, and the link's shape (the
// token format and the two addresses). The tokens themselves are made and checked by the notifications area
// (lib/notifications/unsubscribe.ts); delivery only recognises a link in the text.
import { siteOrigin, siteUrl } from "@/lib/env";

export const UNSUBSCRIBE_PAGE = "/unsubscribe";
export const ONE_CLICK_PATH = "/api/user/unsubscribe_email/one_click";

/** `{userId}.{kind}.{issued, base 36 seconds}.{nonce}.{HMAC-SHA256}` */
export const UNSUBSCRIBE_TOKEN = /^([A-Za-z0-9_-]{1,64})\.([a-z_]{1,40})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{8,32})\.([A-Za-z0-9_-]{43})$/;

export const oneClickUrl = (token: string) => siteUrl(`${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`);

/**
 * RFC 2369 and RFC 8058 headers for a mail whose text carries an unsubscribe link (unsubscribeFooter): the
 * delivery step adds them, so the outbox row needs no column of its own. None for any other mail.
 */
export function listUnsubscribeHeaders(text: string): Record<string, string> | undefined {
  const page = `${siteOrigin()}${UNSUBSCRIBE_PAGE}?token=`;
  const at = text.lastIndexOf(page);
  if (at < 0) return undefined;
  const token = decodeURIComponent(text.slice(at + page.length).split(/\s/, 1)[0] ?? "");
  if (!UNSUBSCRIBE_TOKEN.test(token)) return undefined;
  return { "List-Unsubscribe": `<${oneClickUrl(token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
