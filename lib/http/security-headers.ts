// Security headers. The ones that never change (nosniff, Referrer-Policy,
// Permissions-Policy, X-Frame-Options) come from next.config.mjs `headers()`, so cached pages and static
// files carry them too; the policies below and HSTS are set by proxy.ts.
import { publicEnv } from "@/lib/public-env";

export const HSTS = "max-age=31536000; includeSubDomains";
/** Answers that are never documents (the proxy's own 404 and 413). */
export const NO_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * Uploaded files (app/api/files/…, app/api/chat/image/…): opened on their own they run sandboxed (no script,
 * a unique origin). next.config.mjs sets the same on those paths (scripts/lib/security-headers.mjs).
 */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The policy of an HTML page. Scripts run only with the request's nonce ('strict-dynamic' lets Next's
 * loader add its chunks); no 'unsafe-eval' outside `next dev` (React uses eval for its dev overlay).
 * Styles allow inline style attributes (React `style={…}`), which nonces cannot cover; images may come
 * from any https host (social avatars, the S3/CDN bucket, map tiles).
 */
/**
 * Pages served from Next's cache (ISR, lib/public-pages/cache.ts): their HTML carries no nonce of its own.
 * scripts/server.ts puts the response's nonce on their scripts (scripts/lib/nonce-html.ts, same pattern)
 * and says so with INJECTS_NONCE_HEADER; under a server that does not (Next's standalone server.js) they get
 * the nonce-less policy (pageCsp(null): 'self' scripts and inline ones, still no eval, no framing).
 */
export const CACHED_PAGE = /^\/(?:(?:jobs|pros|help)\/[^/?#]+|help)\/?$/;
export const INJECTS_NONCE_HEADER = "x-gigline-nonce-injection";

export function pageCsp(nonce: string | null, opts: { dev: boolean; https: boolean }): string {
  const maps = publicEnv.googleMapsKey ? " https://maps.googleapis.com https://maps.gstatic.com" : "";
  // pusher-js (realtime in production): its WebSocket host and the HTTP fallback of the app's cluster
  const cluster = publicEnv.pusherCluster || "mt1";
  const pusher = publicEnv.pusherKey ? ` wss://ws-${cluster}.pusher.com https://sockjs-${cluster}.pusher.com` : "";
  // Stripe.js (card deposits with Stripe on, components/payments/stripe-card.tsx): our nonced code loads it
  // ('strict-dynamic'), it calls Stripe's API and shows its card field and 3-D Secure in Stripe's frames
  const stripe = publicEnv.stripePublishableKey ? " https://js.stripe.com https://api.stripe.com" : "";
  const stripeFrames = publicEnv.stripePublishableKey ? "frame-src https://js.stripe.com https://hooks.stripe.com" : "frame-src 'none'";
  const directives = [
    "default-src 'self'",
    nonce === null
      ? "script-src 'self' 'unsafe-inline'"
      : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'unsafe-inline'${maps ? " https://fonts.googleapis.com" : ""}`,
    "img-src 'self' blob: data: https:",
    `font-src 'self' data:${maps ? " https://fonts.gstatic.com" : ""}`,
    `connect-src 'self'${maps}${pusher}${stripe}${opts.dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    stripeFrames,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
