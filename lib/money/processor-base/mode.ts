// Which way money moves on this server, per processor: the one answer every payment call, page, task and the
// health check asks. A processor with keys is real; a processor without keys is the built-in sandbox only where
// the operator chose it (PAYMENTS_SANDBOX=1, which npm start / dev / worker set for their embedded demo
// database), else off: its calls answer 503 and its screens say so. Each processor turns real on its own: with
// Stripe keys and no PayPal keys, cards go through Stripe and PayPal is off, not the sandbox (unless
// PAYMENTS_SANDBOX=1 asks for sandboxes where keys are missing).
import { readEnv, type Env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";

/** cards, bank (ACH) deposits and plan checkout */
export type CardMode = "stripe" | "sandbox" | "off";
export type PaypalMode = "paypal" | "sandbox" | "off";
/** who pays withdrawals out (PAYOUT_PROVIDER) */
export type PayoutMode = "stripe" | "paypal" | "sandbox" | "off";
export type PaymentModes = { cards: CardMode; paypal: PaypalMode; payouts: PayoutMode; anySandbox: boolean };

export type ModeInputs = {
  /** PAYMENTS_SANDBOX=1 */
  sandbox: boolean;
  /** STRIPE_SECRET_KEY set */
  stripe: boolean;
  /** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET set */
  paypal: boolean;
  payoutProvider: "sandbox" | "stripe" | "paypal";
};

/** The truth table (pure: unit-tested). */
export function paymentModesOf(i: ModeInputs): PaymentModes {
  const cards: CardMode = i.stripe ? "stripe" : i.sandbox ? "sandbox" : "off";
  const paypal: PaypalMode = i.paypal ? "paypal" : i.sandbox ? "sandbox" : "off";
  // the name says which provider the deployment is expected to have; without its keys nothing is paid out
  const payouts: PayoutMode =
    i.payoutProvider === "sandbox"
      ? i.sandbox
        ? "sandbox"
        : "off"
      : i.payoutProvider === "stripe"
        ? i.stripe
          ? "stripe"
          : "off"
        : i.paypal
          ? "paypal"
          : "off";
  return { cards, paypal, payouts, anySandbox: cards === "sandbox" || paypal === "sandbox" || payouts === "sandbox" };
}

export function modeInputsOf(
  e: Pick<Env, "PAYMENTS_SANDBOX" | "STRIPE_SECRET_KEY" | "PAYPAL_CLIENT_ID" | "PAYPAL_CLIENT_SECRET" | "PAYOUT_PROVIDER">,
): ModeInputs {
  return {
    sandbox: e.PAYMENTS_SANDBOX === true,
    stripe: !!e.STRIPE_SECRET_KEY,
    paypal: !!(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET),
    payoutProvider: e.PAYOUT_PROVIDER,
  };
}

let memo: { env: Env; modes: PaymentModes } | undefined;

/** This server's modes (readEnv() answers the same object until a variable changes, so this is a compare). */
export function paymentModes(): PaymentModes {
  const e = readEnv();
  if (memo?.env !== e) memo = { env: e, modes: paymentModesOf(modeInputsOf(e)) };
  return memo.modes;
}

/** Whether this processor's built-in sandbox runs here (its pages and calls answer 404 otherwise). */
export function sandboxOn(kind: "cards" | "paypal" | "payouts"): boolean {
  return paymentModes()[kind] === "sandbox";
}

/** Card and bank deposits and plan checkout: the processor, or 503 when none is configured. */
export function requireCards(): "stripe" | "sandbox" {
  const m = paymentModes();
  if (m.cards === "off") throw new AppError(503, m.paypal === "off" ? PAY_MSG.NotConfigured : PAY_MSG.CardsNotConfigured);
  return m.cards;
}

/** PayPal deposits: PayPal, its sandbox, or 503. */
export function requirePaypal(): "paypal" | "sandbox" {
  const m = paymentModes();
  if (m.paypal === "off") throw new AppError(503, m.cards === "off" ? PAY_MSG.NotConfigured : PAY_MSG.PaypalNotConfigured);
  return m.paypal;
}

/**
 * Whether a withdrawal by this method can be paid out here: the sandbox pays both; Stripe and PayPal route by
 * method (bank → Stripe Connect, PayPal e-mail → PayPal Payouts, lib/money/payouts/processor-payouts.ts), so the method's own
 * keys must be set, else its withdrawal would wait forever. "card" (an instant payout to a debit card) goes
 * through Stripe Connect like a bank withdrawal.
 */
export function payoutMethodOn(method: "bank" | "paypal" | "card", m: PaymentModes = paymentModes()): boolean {
  if (m.payouts === "off") return false;
  if (m.payouts === "sandbox") return true;
  return method === "paypal" ? m.paypal === "paypal" : m.cards === "stripe";
}

const METHOD_OFF = {
  bank: PAY_MSG.BankPayoutsNotConfigured,
  paypal: PAY_MSG.PaypalPayoutsNotConfigured,
  card: PAY_MSG.InstantPayoutsNotConfigured,
} as const;

/** Withdrawals: 503 before anything moves when this method cannot be paid out. */
export function requirePayout(method: "bank" | "paypal" | "card"): void {
  const m = paymentModes();
  if (m.payouts === "off") throw new AppError(503, PAY_MSG.NotConfigured);
  if (!payoutMethodOn(method, m)) throw new AppError(503, METHOD_OFF[method]);
}

/** Whether a person can add funds here at all (any deposit method on). */
export function depositsOn(m: PaymentModes = paymentModes()): boolean {
  return m.cards !== "off" || m.paypal !== "off";
}
