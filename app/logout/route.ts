import { NextResponse } from "next/server";
import { parseCookies, sessionCookieValue, sessionFromCookieValue } from "@/lib/auth/current-user";
import { revokeSession } from "@/lib/auth/sessions";
import { clearSessionCookies } from "@/lib/auth/session-cookie";

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

/** POST (a form of this site): the real sign-out. Ends the server session, clears the cookie, goes to the start. */
export async function POST(req: Request) {
  if (!sameOrigin(req)) return NextResponse.json({ result: false, error: "You are not allowed to do that." }, { status: 403 });
  const value = sessionCookieValue(parseCookies(req.headers.get("cookie")));
  const live = value ? await sessionFromCookieValue(value) : null;
  if (live) await revokeSession(live.sessionId);
  return clearSessionCookies(NextResponse.redirect(new URL("/", req.url), 303));
}

// The session cookie is SameSite=Lax, so another site's POST carries no cookie anyway; the Origin check
// also refuses browsers that send one from elsewhere.
function sameOrigin(req: Request) {
  const origin = req.headers.get("origin");
  if (!origin || origin === "null") return origin === null;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
