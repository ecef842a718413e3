// The one interface every payment processor implements (the built-in sandbox and Stripe; PayPal has its own
// order flow in lib/money/deposits/paypal-deposit.ts). Shapes follow Stripe's objects, so the webhook code reads both alike.
import type { Plan } from "@/lib/money/billing/plans";
import type { Tx } from "@/lib/db";

export type IntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

export type DepositMethod = "card" | "bank" | "paypal";

export type NextAction =
  | { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string } }
  | {
      type: "verify_with_microdeposits";
      verify_with_microdeposits: { microdeposit_type: "descriptor_code" | "amounts"; hosted_verification_url?: string };
    };

/** What a processor answers about a payment intent (Stripe's PaymentIntent fields the app reads). */
export type IntentView = {
  id: string;
  object: "payment_intent";
  status: IntentStatus;
  /** cents */
  amount: number;
  currency: string;
  client_secret: string;
  payment_method_types: string[];
  last_payment_error: { message: string; code?: string } | null;
  next_action: NextAction | null;
  metadata: Record<string, string>;
};

export type Verification = { amounts: number[] } | { descriptorCode: string };

export type CreateIntentOptions = {
  userId: string;
  email: string;
  amountCents: number;
  method: "card" | "bank";
  /** the call's Idempotency-Key, passed to the provider */
  idempotencyKey: string;
  /** the bank account holder (us_bank_account) */
  billing?: { name: string; email: string };
};

export type CheckoutOptions = {
  userId: string;
  email: string;
  plan: Plan;
  sessionRef: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

export interface PaymentProcessor {
  readonly name: "sandbox" | "stripe";
  /** true: the browser confirms card payments itself with Stripe.js (Elements); false: our sandbox form */
  readonly clientConfirmsCards: boolean;
  // Each runs inside the caller's transaction `tx` and uses no other connection (the call's idempotency
  // record is held by that same transaction); the sandbox's events are delivered after it commits.
  createIntent(tx: Tx, o: CreateIntentOptions): Promise<IntentView>;
  /** confirms with a payment method: a pm_… id (Stripe) or a test card number (sandbox); none for a collected bank account */
  confirmIntent(tx: Tx, id: string, paymentMethod?: string): Promise<IntentView>;
  /** a wrong code or amounts answers { error } (the attempt is counted, so the caller commits, then refuses) */
  verifyMicrodeposits(tx: Tx, id: string, v: Verification): Promise<IntentView | { error: string }>;
  createCheckoutSession(o: CheckoutOptions): Promise<{ id: string; url: string }>;
  /** where a person cancels or changes the plan (Stripe's customer portal, or the sandbox's page) */
  createPortalSession(o: { userId: string; email: string; returnUrl: string }): Promise<{ url: string }>;
}

/** Refusal from the provider (a declined card, a wrong micro-deposit): shown as the provider's message. */
export class ProcessorError extends Error {
  constructor(
    message: string,
    public status = 402,
    public code?: string,
    /** the provider's error body, when a caller needs more of it (PayPal's links to an existing payout batch) */
    public body?: unknown,
  ) {
    super(message);
    this.name = "ProcessorError";
  }
}
