// The deposit lifecycle (Stripe's PaymentIntent statuses). Events may arrive in any order, so a change only
// moves forward: a `processing` after `succeeded` is ignored. Terminal states never change. A failed attempt
// (payment_intent.payment_failed) is the one way back, to requires_payment_method, and only from a
// non-terminal state. `succeeded` is written only by the credit step (lib/money/intents/credit-deposit.ts).
import type { IntentStatus } from "@/lib/money/processor-base/processor-types";

/** Stripe's PaymentIntent statuses, the deposit's lifecycle (the sandbox and PayPal orders use the same). */
export const INTENT = {
  requires_payment_method: "requires_payment_method",
  requires_confirmation: "requires_confirmation",
  requires_action: "requires_action",
  processing: "processing",
  succeeded: "succeeded",
  canceled: "canceled",
} as const satisfies Record<IntentStatus, IntentStatus>;

/** A PayPal order's own statuses (kept in the intent's sandbox state; the intent's status follows them). */
export const PAYPAL_ORDER = {
  created: "CREATED",
  payerActionRequired: "PAYER_ACTION_REQUIRED",
  approved: "APPROVED",
  completed: "COMPLETED",
  voided: "VOIDED",
} as const;

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

/** The payer still has to give a payment method (new, or after a failed attempt). */
export function needsPaymentMethod(status: string | null | undefined): boolean {
  return status === INTENT.requires_payment_method;
}

/** The method is attached and the payer may confirm. */
export function canConfirm(status: string | null | undefined): boolean {
  return status === INTENT.requires_confirmation;
}

/** The payer must act (3-D Secure, micro-deposit verification, PayPal approval). */
export function needsAction(status: string | null | undefined): boolean {
  return status === INTENT.requires_action;
}

/** Whether an intent in this status may still be confirmed with a card (a new attempt). */
export function canAttempt(status: string | null | undefined): boolean {
  return needsPaymentMethod(status) || canConfirm(status);
}

export function isIntentProcessing(status: string | null | undefined): boolean {
  return status === INTENT.processing;
}

export function isIntentSucceeded(status: string | null | undefined): boolean {
  return status === INTENT.succeeded;
}

/** The payer is done: the money arrived, or is on its way (a bank debit). */
export function isIntentSubmitted(status: string | null | undefined): boolean {
  return isIntentSucceeded(status) || isIntentProcessing(status);
}
