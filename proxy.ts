import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";

// The first gate (marketplace.md §2 "Guard"): no session → login; / or /login with a session → home.
// It only reads the signed cookie; every page and API call checks the session against the database.
export async function proxy(req: NextRequest) {
  const secret = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  const token = secret ? await getToken({ req, secret }).catch(() => null) : null;
  const { pathname, search } = req.nextUrl;
  if (pathname.startsWith("/dashboard") && !token) {
    const url = new URL("/", req.url);
    url.searchParams.set("next", pathname + search);
    return NextResponse.redirect(url);
  }
  if ((pathname === "/" || pathname === "/login") && token) {
    return NextResponse.redirect(new URL("/dashboard/home", req.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/", "/login", "/dashboard/:path*"] };
