import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { CACHED_PAGE, HSTS, INJECTS_NONCE_HEADER, NO_DOCUMENT_CSP, pageCsp } from "@/lib/http/security-headers";
import { BodyTooLargeError, PAGE_MAX_BYTES, TOO_LARGE, readBodyCapped } from "@/lib/http/body";
import { authSecretOrNull, env } from "@/lib/env";
import { idFromParam } from "@/lib/public-profiles/format";
import { isClosedPublicJob } from "@/lib/public-jobs/closed-state";
import { isGonePublicProfile } from "@/lib/public-profiles/gone-state";
import { verifiedCache } from "@/lib/session/verified-cache";

// Runs on pages only, never on /api: Next buffers (up to 10 MB) and reads to its end the body of every
// request its proxy runs on, which would undo the route wrapper's streaming body caps. /api requests get
// their 405/400 answers from scripts/server.ts and their headers from next.config.mjs.
// 0. A body over PAGE_MAX_BYTES (1 MB) is a 413: pages take small posts only (a server action's arguments, the
//    sign-out form). scripts/server.ts refuses it before Next reads it; this covers hosts that run Next without it.
// 1. A path with broken percent-encoding (/jobs/%ff) is a 404, never a 500.
// 2. The first gate: no session → login; / or /login with a session → home.
//    It only reads the signed cookie; every page and API call checks the session against the database.
// 3. Security headers: a nonce-based Content-Security-Policy on pages, HSTS over HTTPS.
// 4. /jobs/{id} of a job that has ended (completed or cancelled) is a 410 Gone with a page of its own
//    (app/(public)/jobs/[id]/closed: "This job is no longer open" and similar open jobs). The job page itself
//    is cached and can only answer 200 or 404, so the status is decided here, on every host, with or without
//    scripts/server.ts. The closed page is reached only this way: asked for directly it is a 404 otherwise.
// 5. /pros/{id} of an account an admin suspended or closed is a 410 Gone the same way
//    (app/(public)/pros/[id]/gone: "This account is no longer available").
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const https = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";

  if (await bodyTooLarge(req)) {
    const headers = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
    return secure(new NextResponse(TOO_LARGE, { status: 413, headers }), https, NO_DOCUMENT_CSP);
  }

  if (!decodes(pathname)) return notFoundText(https);

  const jobPage = JOB_PAGE.exec(pathname);
  if (jobPage) {
    const id = idFromParam(jobPage[1]);
    const read = req.method === "GET" || req.method === "HEAD";
    if (id && read && (await closedJob(id))) return closedJobPage(req, id, https);
    if (jobPage[2]) return notFoundText(https);
  }

  const proPage = PRO_PAGE.exec(pathname);
  if (proPage) {
    const id = idFromParam(proPage[1]);
    const read = req.method === "GET" || req.method === "HEAD";
    if (id && read && (await goneProfile(id))) return gonePage(req, `/pros/${encodeURIComponent(id)}/gone`, https);
    if (proPage[2]) return notFoundText(https);
  }

  if (pathname.startsWith("/dashboard") || pathname === "/" || pathname === "/login") {
    const secret = authSecretOrNull();
    const token = secret ? await sessionToken(req, secret) : null;
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
  // Cached pages (/jobs/{id}, /pros/{id}) were rendered without one: scripts/server.ts adds it to their
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

/** /jobs/{id-and-words} and the closed page's own path /jobs/{id}/closed. */
// Session cookies already decrypted, until their expiry (lib/session/verified-cache.ts): next-auth's decode derives
// its key (HKDF) and decrypts the JWT on every call, a large share of a signed-in page's CPU. Keyed by what
// getToken reads (the session cookie under either name, its chunks, the Authorization header); only tokens with
// an expiry are kept, so an expired one is decoded (and refused) again.
const decodedTokens = verifiedCache<object>();

async function sessionToken(req: NextRequest, secret: string): Promise<object | null> {
  const parts = req.cookies
    .getAll()
    .filter((c) => c.name.startsWith("next-auth.session-token") || c.name.startsWith("__Secure-next-auth.session-token"))
    .map((c) => `${c.name}=${c.value}`);
  const auth = req.headers.get("authorization");
  if (!parts.length && !auth) return null;
  const key = `${parts.join(";")}|${auth ?? ""}`;
  const hit = decodedTokens.get(key, secret);
  if (hit) return hit;
  const token = await getToken({ req, secret }).catch(() => null);
  if (token && typeof token.exp === "number") decodedTokens.set(key, secret, token.exp, token);
  return token;
}

const JOB_PAGE = /^\/jobs\/([^/]+?)(\/closed)?\/?$/;
/** /pros/{id-and-words} and the gone page's own path /pros/{id}/gone. */
const PRO_PAGE = /^\/pros\/([^/]+?)(\/gone)?\/?$/;

function notFoundText(https: boolean) {
  return secure(
    new NextResponse("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }),
    https,
    NO_DOCUMENT_CSP,
  );
}

async function closedJob(id: string) {
  try {
    return await isClosedPublicJob(id);
  } catch (err) {
    // the page answers as before (its own read decides 200 or 404)
    console.error(`[proxy] could not read the state of job ${id}: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

async function goneProfile(id: string) {
  try {
    return await isGonePublicProfile(id);
  } catch (err) {
    console.error(`[proxy] could not read the standing of account ${id}: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

function closedJobPage(req: NextRequest, id: string, https: boolean) {
  return gonePage(req, `/jobs/${encodeURIComponent(id)}/closed`, https);
}

/** A page of something that has gone, rendered for this request (its own nonce) under a 410 status. */
function gonePage(req: NextRequest, pathname: string, https: boolean) {
  const nonce = btoa(crypto.randomUUID());
  const csp = pageCsp(nonce, { dev: env.NODE_ENV === "development", https });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  url.search = "";
  return secure(NextResponse.rewrite(url, { status: 410, request: { headers } }), https, csp);
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
