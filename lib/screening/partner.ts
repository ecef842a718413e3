// The screening partner behind background checks, modelled on Checkr's flow: a candidate, an invitation (the
// candidate gives consent and details on the partner's hosted page), then a report whose status the partner's
// signed webhooks move (report.updated, report.completed). Production is Checkr's API (CHECKR_API_KEY); the
// offline default is the sandbox partner kept in PostgreSQL (where PAYMENTS_SANDBOX=1); otherwise checks are off
// and their calls answer 503.
import { createHmac } from "node:crypto";
import { authSecret, env } from "@/lib/env";
import { sandboxOn } from "@/lib/money/processor-base/mode";
import { AppError } from "@/lib/http/errors";
import { SCREENING_MSG } from "@/lib/screening/messages";

export type PartnerName = "checkr" | "sandbox";

export type CandidateInput = { email: string; firstName: string; lastName: string; customId: string };

export interface ScreeningPartner {
  name: PartnerName;
  createCandidate(c: CandidateInput): Promise<{ id: string }>;
  /** the invitation to the hosted page where the candidate gives consent and details */
  createInvitation(i: { candidateId: string; packageSlug: string; email: string }): Promise<{ id: string; url: string }>;
}

/** A refusal or a failure of the partner's API. */
export class ScreeningPartnerError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
  }
}

/** Which partner this server uses: Checkr with its key, else the sandbox where the payment sandbox runs, else off. */
export function screeningMode(): PartnerName | "off" {
  if (env.CHECKR_API_KEY) return "checkr";
  return sandboxOn("cards") ? "sandbox" : "off";
}

export function screeningSandboxOn(): boolean {
  return screeningMode() === "sandbox";
}

/** The partner, or 503 before anything is recorded when none is configured. */
export async function requirePartner(): Promise<ScreeningPartner> {
  const mode = screeningMode();
  if (mode === "off") throw new AppError(503, SCREENING_MSG.NotConfigured);
  if (mode === "checkr") return (await import("@/lib/screening/checkr-partner")).checkrPartner();
  return (await import("@/lib/screening/sandbox-partner")).sandboxPartner;
}

/** The sandbox partner's webhook key (derived from the auth secret, like the payment sandbox's). */
export function sandboxScreeningSecret(): string {
  return createHmac("sha256", authSecret()).update("gigline sandbox screening webhooks").digest("hex").slice(0, 40);
}

/** The key X-Checkr-Signature is checked with: Checkr's webhook secret (or API key), the sandbox's, else none. */
export function screeningWebhookSecret(): string | null {
  const mode = screeningMode();
  if (mode === "checkr") return env.CHECKR_WEBHOOK_SECRET ?? env.CHECKR_API_KEY ?? null;
  return mode === "sandbox" ? sandboxScreeningSecret() : null;
}

/** X-Checkr-Signature: the hex HMAC-SHA256 of the exact body with the key. */
export function signScreeningBody(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}
