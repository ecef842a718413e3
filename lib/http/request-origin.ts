// Where a person is sent back to after a provider's page (3-D Secure, PayPal, Checkout, the plan portal).
// The configured public address (NEXTAUTH_URL) wins; without one, the address the browser used for this
// request: its Host header, which a page cannot set, checked as lib/http/origin.ts trusts it. A
// proxy's X-Forwarded-Host is never read: anyone can send it, and a return URL built from it would
// send the person (and their session) to a site of the sender's choosing.
import { AsyncLocalStorage } from "node:async_hooks";
import { env, siteOrigin } from "@/lib/env";

const current = new AsyncLocalStorage<string | null>();

// a host name or IPv4 address, or a bracketed IPv6 address, with an optional port
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})?(?:\.[a-z0-9](?:[a-z0-9-]{0,62})?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin the browser addressed (scheme of the request, its Host), or null when Host is missing or malformed. */
export function requestOrigin(req: Request): string | null {
  const host = req.headers.get("host")?.trim();
  if (!host || !HOST.test(host)) return null;
  let protocol = "http:";
  try {
    protocol = new URL(req.url).protocol;
  } catch {}
  if (protocol !== "http:" && protocol !== "https:") return null;
  return `${protocol}//${host.toLowerCase()}`;
}

/** Runs `fn` with the request's origin available to returnUrl() (route() wraps every API call in it). */
export function withRequestOrigin<T>(req: Request, fn: () => T): T {
  return current.run(requestOrigin(req), fn);
}

/** NEXTAUTH_URL when set, else the current request's origin, else the default public address. */
export function returnOrigin(): string {
  if (env.NEXTAUTH_URL) return siteOrigin();
  return current.getStore() ?? siteOrigin();
}

/** An absolute URL to send the browser back to (see returnOrigin). */
export function returnUrl(path = "/"): string {
  return `${returnOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}
