// The security headers every answer carries, in one place for next.config.mjs `headers()` (Next's own answers)
// and scripts/lib/app-server.ts (the answers our server gives itself: JSON 400 / 405, the 413 of a page body).
// Pages get their nonce policy from proxy.ts (lib/http/security-headers.ts); these are the rest.

/** The same on every response. */
export const STATIC_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()" },
];

/** An answer that is never a document (API JSON, the server's own errors): nothing loads, nothing frames it. */
export const NO_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Files users uploaded (app/api/files/…, app/api/chat/image/…): opened on their own, they run in a sandbox
 * (no scripts, a unique origin) even if a browser took one for a document.
 */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
export const FILE_PATHS = ["/api/files/:path*", "/api/chat/image/:path*"];

/** Over HTTPS only (the TLS-terminating balancer says so with X-Forwarded-Proto). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Whether the request reached the balancer over HTTPS (its first X-Forwarded-Proto). */
export function isHttps(headers) {
  const proto = headers["x-forwarded-proto"];
  return (
    String(Array.isArray(proto) ? proto[0] : (proto ?? ""))
      .split(",")[0]
      .trim() === "https"
  );
}

/**
 * The headers of an answer our server writes itself, for a Node request's headers: the static ones,
 * the no-document policy, HSTS over HTTPS (lower-case names, for `res.writeHead`).
 * @param {import("node:http").IncomingHttpHeaders} reqHeaders
 * @returns {Record<string, string>}
 */
export function ownAnswerHeaders(reqHeaders) {
  const out = {};
  for (const h of STATIC_HEADERS) out[h.key.toLowerCase()] = h.value;
  out["content-security-policy"] = NO_DOCUMENT_CSP;
  if (isHttps(reqHeaders)) out["strict-transport-security"] = HSTS;
  return out;
}
