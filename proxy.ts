import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { methodsFor, type ApiRoute } from "@/lib/http/api-methods";
import { API_CSP, HSTS, pageCsp } from "@/lib/http/security-headers";

// Built into the bundle by next.config.mjs (scripts/lib/api-methods.mjs): the methods of every route file.
const API_ROUTES: ApiRoute[] = JSON.parse(process.env.GIGLINE_API_ROUTES || "[]");

// 1. Request hygiene for every path: a path with broken percent-encoding (/jobs/%ff) is a 404 page, or a
//    JSON 400 under /api, never a 500.
// 2. /api: a method the route does not export answers a JSON 405 with Allow (Next's own has no body).
// 3. The first gate (marketplace.md §2 "Guard"): no session → login; / or /login with a session → home.
//    It only reads the signed cookie; every page and API call checks the session against the database.
// 4. Security headers: a nonce-based Content-Security-Policy on pages, HSTS over HTTPS.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const https = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";
  const isApi = pathname === "/api" || pathname.startsWith("/api/");

  if (!decodes(pathname)) {
    if (isApi) return secure(json(400, "The address is not valid: it has a broken %-escape."), https, API_CSP);
    return secure(new NextResponse("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }), https, API_CSP);
  }

  if (isApi) {
    const methods = methodsFor(API_ROUTES, pathname);
    if (methods && !methods.includes(req.method)) {
      const res = json(405, `This call does not accept ${req.method}. Use ${methods.filter((m) => m !== "HEAD" && m !== "OPTIONS").join(" or ")}.`);
      res.headers.set("allow", methods.join(", "));
      return secure(res, https, API_CSP);
    }
    return secure(NextResponse.next(), https, API_CSP);
  }

  if (pathname.startsWith("/dashboard") || pathname === "/" || pathname === "/login") {
    const secret = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
    const token = secret ? await getToken({ req, secret }).catch(() => null) : null;
    if (pathname.startsWith("/dashboard") && !token) {
      const url = new URL("/", req.url);
      url.searchParams.set("next", pathname + search);
      return secure(NextResponse.redirect(url), https);
    }
    if ((pathname === "/" || pathname === "/login") && token) {
      return secure(NextResponse.redirect(new URL("/dashboard/home", req.url)), https);
    }
  }

  // Pages: Next reads the nonce from the request's policy and puts it on its own scripts.
  const nonce = btoa(crypto.randomUUID());
  const csp = pageCsp(nonce, { dev: process.env.NODE_ENV === "development", https });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  return secure(NextResponse.next({ request: { headers } }), https, csp);
}

function json(status: number, error: string) {
  return NextResponse.json({ result: false, error }, { status, headers: { "cache-control": "no-store" } });
}

function secure(res: NextResponse, https: boolean, csp?: string) {
  if (csp) res.headers.set("content-security-policy", csp);
  if (https) res.headers.set("strict-transport-security", HSTS);
  return res;
}

function decodes(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // everything but Next's static files; prefetches of pages still get their policy (they render)
  matcher: ["/((?!_next/static|_next/image|favicon.ico|brand/).*)"],
};
