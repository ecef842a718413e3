// The stripe package's client, pointed at STRIPE_API_BASE (Stripe, or a local fake in tests). Needs no
// long-lived process and no disk: every call is one HTTPS request.
import Stripe from "stripe";
import { createHmac } from "node:crypto";
import { authSecret, env } from "@/lib/env";
import { sandboxOn } from "@/lib/money/processor-base/mode";

let cached: { key: string; base: string; client: Stripe } | undefined;

export function stripeClient(): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const base = env.STRIPE_API_BASE;
  if (cached?.key === key && cached.base === base) return cached.client;
  const url = new URL(base);
  const client = new Stripe(key, {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80,
    protocol: url.protocol.replace(":", "") as "http" | "https",
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  cached = { key, base, client };
  return client;
}

/** Verifies webhook signatures only (no API key needed): Stripe's own verifier. */
let verifier: Stripe | undefined;
export function stripeVerifier(): Stripe {
  verifier ??= new Stripe("sk_verify_only_no_network");
  return verifier;
}

/** Stripe is on when its secret key is set (lib/money/processor-base/mode.ts: otherwise the sandbox where chosen, else off). */
export function stripeEnabled(): boolean {
  return !!env.STRIPE_SECRET_KEY;
}

/**
 * The secret that signs the sandbox processor's own webhook events: derived from the session secret, so a
 * deployment without Stripe keys still has a secret nobody else knows (a fixed default would let anyone
 * forge a "payment succeeded" event).
 */
export function sandboxWebhookSecret(): string {
  return `whsec_sb_${createHmac("sha256", authSecret()).update("gigline sandbox stripe webhooks").digest("hex").slice(0, 40)}`;
}

/** The secret the webhook route accepts: STRIPE_WEBHOOK_SECRET with Stripe, the sandbox's while it runs, else none. */
export function webhookSecret(): string | null {
  if (stripeEnabled()) return env.STRIPE_WEBHOOK_SECRET ?? null;
  return sandboxOn("cards") ? sandboxWebhookSecret() : null;
}
