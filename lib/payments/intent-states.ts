// The deposit lifecycle (Stripe's PaymentIntent statuses). Events may arrive in any order, so a change only
// moves forward: a `processing` after `succeeded` is ignored. Terminal states never change. A failed attempt
// (payment_intent.payment_failed) is the one way back, to requires_payment_method, and only from a
// non-terminal state. `succeeded` is written only by the credit step (lib/payments/credit-deposit.ts).
import type { IntentStatus } from "@/lib/payments/types";

const RANK: Record<IntentStatus, number> = {
  requires_payment_method: 0,
  requires_confirmation: 1,
  requires_action: 2,
  processing: 3,
  succeeded: 4,
  canceled: 4,
};

export const TERMINAL: IntentStatus[] = ["succeeded", "canceled"];

/** The statuses an intent at `to` may be reached from (the guard of the UPDATE). */
export function statusesBefore(to: IntentStatus, opts: { failure?: boolean } = {}): IntentStatus[] {
  const all = Object.keys(RANK) as IntentStatus[];
  if (to === "succeeded") return all.filter((s) => !TERMINAL.includes(s));
  if (opts.failure || to === "canceled") return all.filter((s) => !TERMINAL.includes(s));
  return all.filter((s) => RANK[s] < RANK[to]);
}

export function isIntentStatus(s: string): s is IntentStatus {
  return s in RANK;
}
