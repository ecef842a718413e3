// Cross-site request refusal. A browser attaches the session cookie to any
// request for our site, even one a foreign page starts (a form post, a text/plain or multipart fetch),
// so a write authenticated by that cookie must come from one of our own pages. Browsers send `Origin` on
// every POST (and `Referer` unless a policy strips it); a page elsewhere cannot forge either.
import { AppError } from "@/lib/http/errors";
import { SESSION_COOKIES } from "@/lib/session/cookie";
import { env } from "@/lib/env";

export const CROSS_SITE_REFUSED = "This request did not come from a Gigline page, so it was refused. Please reload the page and try again.";

/**
 * Our own origins: the public address (NEXTAUTH_URL), plus the Host the request was sent to. A browser
 * always writes Host itself (a page cannot set it), so a foreign page's request carries Host = our site
 * and Origin = its own, which never match; a page that reaches us under another name (DNS rebinding)
 * is same-origin with that name but holds no cookie of ours. Host therefore only lets the app work when
 * it is reached under another name than NEXTAUTH_URL (e.g. 127.0.0.1 vs localhost), it admits no attacker.
 */
export function isOwnOrigin(origin: string, req: Request): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const site = env.NEXTAUTH_URL;
  if (site) {
    try {
      if (new URL(site).origin === url.origin) return true;
    } catch {}
  }
  const host = req.headers.get("host");
  return !!host && host.toLowerCase() === url.host.toLowerCase();
}

export function hasSessionCookie(req: Request): boolean {
  const cookie = req.headers.get("cookie");
  if (!cookie) return false;
  return cookie.split(";").some((part) => SESSION_COOKIES.includes(part.slice(0, part.indexOf("=")).trim()));
}

/** Refuses (403) a write that rides on the session cookie and does not come from our own pages. */
export function assertSameOrigin(req: Request) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
  if (req.headers.get("authorization")) return; // bearer tokens are never sent by a browser on its own
  if (!hasSessionCookie(req)) return;
  if (req.headers.get("sec-fetch-site") === "cross-site") throw new AppError(403, CROSS_SITE_REFUSED);
  const origin = req.headers.get("origin");
  if (origin && origin !== "null") {
    if (isOwnOrigin(origin, req)) return;
    throw new AppError(403, CROSS_SITE_REFUSED);
  }
  const referer = req.headers.get("referer");
  if (referer && isOwnOrigin(referer, req)) return;
  throw new AppError(403, CROSS_SITE_REFUSED);
}
