import { NextResponse } from "next/server";
import { SESSION_COOKIES } from "@/lib/auth/session-cookie";

// Ends the web session: clears the session cookie and goes to the start page. Pages send a session that
// the database no longer accepts (password changed elsewhere, account deleted) here, which stops the
// proxy from sending it back to the dashboard.
export function GET(req: Request) {
  const res = NextResponse.redirect(new URL("/", req.url));
  for (const name of SESSION_COOKIES) res.cookies.set(name, "", { maxAge: 0, path: "/" });
  return res;
}
