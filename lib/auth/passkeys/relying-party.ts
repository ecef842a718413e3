import "server-only";
import { siteOrigin } from "@/lib/env";

export const PASSKEY_TICKET_TTL_MS = 5 * 60 * 1000;
export const PASSKEY_LIMIT_PER_USER = 10;
export const RP_NAME = "Gigline";

/**
 * The relying party is the site's public origin (NEXTAUTH_URL, else http://localhost:PORT): its hostname
 * is the rpID a passkey is bound to, and the origin is the only one whose responses are accepted.
 */
export function relyingParty(): { rpID: string; origin: string } {
  const origin = new URL(siteOrigin()).origin;
  return { rpID: new URL(origin).hostname, origin };
}
