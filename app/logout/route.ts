import { NextResponse } from "next/server";
import { parseCookies, sessionCookieValue, sessionFromCookieValue } from "@/lib/session/current-user";
import { revokeSession } from "@/lib/session/sessions";
import { clearSessionCookies } from "@/lib/session/cookie";
import { assertSameOrigin } from "@/lib/http/origin";
import { errorResponse } from "@/lib/http/route";

/**
 * GET: pages send a session the database no longer accepts (signed out elsewhere, expired, password
 * changed, account deleted) here; it clears that cookie so the proxy stops sending the browser back to
 * the dashboard. A GET never ends a live session (a link or image on another site must not sign anyone
 * out): with a live cookie it just goes to the dashboard.
 */
export async function GET(req: Request) {
  const value = sessionCookieValue(parseCookies(req.headers.get("cookie")));
  const live = value ? await sessionFromCookieValue(value) : null;
  if (live) return NextResponse.redirect(new URL("/dashboard/home", req.url), 303);
  return clearSessionCookies(NextResponse.redirect(new URL("/", req.url), 303));
}

/**
 * POST (a form of this site): the real sign-out. Ends the server session, clears the cookie, goes to the start.
 * A post carrying the cookie must come from our own pages, checked as every cookie write is (lib/http/origin.ts:
 * Origin, else Referer, against the configured address or the Host the browser wrote; X-Forwarded-Host, which
 * any client can write, is never read): a foreign page cannot sign anyone out.
 */
export async function POST(req: Request) {
  try {
    assertSameOrigin(req);
  } catch (err) {
    return errorResponse(err);
  }
  const value = sessionCookieValue(parseCookies(req.headers.get("cookie")));
  const live = value ? await sessionFromCookieValue(value) : null;
  if (live) await revokeSession(live.sessionId);
  return clearSessionCookies(NextResponse.redirect(new URL("/", req.url), 303));
}
