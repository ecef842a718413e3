// The US bank deposit flow of the deposit page (money-and-time §4), as plain functions the screen and the unit
// tests share: which screen a PaymentIntent status leads to, with the spec's messages, and the Stripe.js steps
// used when Stripe is on (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY): collectBankAccountForPayment (Stripe's bank
// form / Financial Connections), confirmUsBankAccountPayment, verifyMicrodepositsForPayment. The sandbox path
// (our own deposit/confirm_payment_intent and deposit/verify_microdeposits calls) stays the default.
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { parseVerification } from "@/lib/money/deposits/deposit-schemas";
import { INTENT } from "@/lib/money/intents/intent-states";

export type IntentLike = {
  status: string;
  currency?: string;
  /** cents (Stripe's PaymentIntent.amount) */ amount?: number;
  next_action?: { type?: string } | null;
};

/** What the bank card shows next for an intent's status. */
export type BankScreen =
  | { step: "collect"; message: null } // Stripe: the bank account is collected with Stripe.js first
  | { step: "confirm"; message: string } // requires_confirmation → the Confirm button
  | { step: "verify"; message: string } // requires_action + micro-deposits → the verify-deposit modal
  | { step: "history"; message: string } // processing or succeeded → transaction history
  | { step: "error"; message: string }; // anything else: 'Payment status: {status}'

export function bankScreen(i: IntentLike, stripeCollects = false): BankScreen {
  if (i.status === INTENT.requires_payment_method && stripeCollects) return { step: "collect", message: null };
  if (i.status === INTENT.requires_confirmation) return { step: "confirm", message: PAY_MSG.PressConfirm };
  if (i.status === INTENT.requires_action && i.next_action?.type === "verify_with_microdeposits")
    return { step: "verify", message: PAY_MSG.MustVerify };
  if (i.status === INTENT.processing) return { step: "history", message: PAY_MSG.DebitSubmitted };
  if (i.status === INTENT.succeeded) return { step: "history", message: PAY_MSG.Confirmed(i.amount) };
  return { step: "error", message: PAY_MSG.Status(i.status) };
}

type StripeResult = { error?: { message?: string }; paymentIntent?: IntentLike };
/** The three Stripe.js calls of the flow (the subset of Stripe.js's API used here). */
export type StripeBankJs = {
  collectBankAccountForPayment(o: {
    clientSecret: string;
    params: { payment_method_type: "us_bank_account"; payment_method_data: { billing_details: { name: string; email: string } } };
    expand?: string[];
  }): Promise<StripeResult>;
  confirmUsBankAccountPayment(clientSecret: string): Promise<StripeResult>;
  verifyMicrodepositsForPayment(clientSecret: string, data: { amounts: number[] } | { descriptor_code: string }): Promise<StripeResult>;
};

/** A Stripe.js answer as the next screen (Stripe's own error message when it refused). */
function outcome(r: StripeResult): { intent: IntentLike | null; screen: BankScreen } {
  if (r.error || !r.paymentIntent)
    return { intent: null, screen: { step: "error", message: r.error?.message ?? PAY_MSG.Status("unknown") } };
  return { intent: r.paymentIntent, screen: bankScreen(r.paymentIntent, true) };
}

/** Stripe's bank form for the intent (the person picks or types the account there); then Confirm. */
export async function stripeCollectBank(js: StripeBankJs, clientSecret: string, holder: { name: string; email: string }) {
  const r = await js.collectBankAccountForPayment({
    clientSecret,
    params: { payment_method_type: "us_bank_account", payment_method_data: { billing_details: holder } },
    expand: ["payment_method"],
  });
  // closing Stripe's form without an account leaves the intent at requires_payment_method
  if (!r.error && r.paymentIntent?.status === INTENT.requires_payment_method)
    return { intent: r.paymentIntent, screen: { step: "collect", message: null } as BankScreen };
  return outcome(r);
}

export async function stripeConfirmBank(js: StripeBankJs, clientSecret: string) {
  return outcome(await js.confirmUsBankAccountPayment(clientSecret));
}

/** The verify-deposit modal's text ("32,45" or "SM11AA") as Stripe.js's verification data. */
export async function stripeVerifyBank(js: StripeBankJs, clientSecret: string, text: string) {
  const v = parseVerification(text);
  return outcome(
    await js.verifyMicrodepositsForPayment(clientSecret, "amounts" in v ? { amounts: v.amounts } : { descriptor_code: v.descriptorCode }),
  );
}
