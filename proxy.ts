import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { CACHED_PAGE, HSTS, INJECTS_NONCE_HEADER, NO_DOCUMENT_CSP, pageCsp } from "@/lib/http/security-headers";
import { BodyTooLargeError, PAGE_MAX_BYTES, TOO_LARGE, readBodyCapped } from "@/lib/http/body";
import { authSecretOrNull, env } from "@/lib/env";

// Runs on pages only, never on /api: Next buffers (up to 10 MB) and reads to its end the body of every
// request its proxy runs on, which would undo the route wrapper's streaming body caps. /api requests get
// their 405/400 answers from scripts/server.mjs and their headers from next.config.mjs.
// 0. A body over PAGE_MAX_BYTES (1 MB) is a 413: pages take small posts only (a server action's arguments, the
//    sign-out form). scripts/server.mjs refuses it before Next reads it; this covers hosts that run Next without it.
// 1. A path with broken percent-encoding (/jobs/%ff) is a 404, never a 500.
// 2. The first gate: no session → login; / or /login with a session → home.
//    It only reads the signed cookie; every page and API call checks the session against the database.
// 3. Security headers: a nonce-based Content-Security-Policy on pages, HSTS over HTTPS.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const https = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";

  if (await bodyTooLarge(req)) {
    const headers = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
    return secure(new NextResponse(TOO_LARGE, { status: 413, headers }), https, NO_DOCUMENT_CSP);
  }

  if (!decodes(pathname)) {
    return secure(new NextResponse("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }), https, NO_DOCUMENT_CSP);
  }

  if (pathname.startsWith("/dashboard") || pathname === "/" || pathname === "/login") {
    const secret = authSecretOrNull();
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
  // Cached pages (/jobs/{id}, /pros/{id}) were rendered without one: scripts/server.mjs adds it to their
  // scripts; a server that does not gets the nonce-less policy (lib/http/security-headers.ts).
  const injected = !CACHED_PAGE.test(pathname) || req.headers.get(INJECTS_NONCE_HEADER) === "1";
  const nonce = injected ? btoa(crypto.randomUUID()) : null;
  const csp = pageCsp(nonce, { dev: env.NODE_ENV === "development", https });
  const headers = new Headers(req.headers);
  // A cached page is rendered without a nonce (its copy serves many requests, and so does its RSC payload,
  // which client navigations load under the policy of the document they started from): Next only sees the
  // policy on the pages it renders per request. The response carries the policy either way.
  if (!CACHED_PAGE.test(pathname)) {
    if (nonce) headers.set("x-nonce", nonce);
    headers.set("content-security-policy", csp);
  }
  return secure(NextResponse.next({ request: { headers } }), https, csp);
}

function secure(res: NextResponse, https: boolean, csp?: string) {
  if (csp) res.headers.set("content-security-policy", csp);
  if (https) res.headers.set("strict-transport-security", HSTS);
  return res;
}

/**
 * Content-Length over the cap, or a body without one that turns out larger when counted. Next hands the proxy
 * one copy of the body and keeps another for the page, so reading it here takes nothing from the page (read as
 * given: a clone of it never ends under Next's copy).
 */
async function bodyTooLarge(req: NextRequest) {
  if (req.method === "GET" || req.method === "HEAD" || !req.body) return false;
  const announced = req.headers.get("content-length");
  if (announced !== null && /^\d+$/.test(announced.trim())) return Number(announced) > PAGE_MAX_BYTES;
  try {
    await readBodyCapped(req, PAGE_MAX_BYTES);
    return false;
  } catch (err) {
    return err instanceof BodyTooLargeError;
  }
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
  // every page; not /api (see above) nor Next's static files
  matcher: ["/((?!api/|api$|_next/static|_next/image|favicon.ico|brand/).*)"],
};
