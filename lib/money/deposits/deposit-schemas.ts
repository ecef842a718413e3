// zod inputs of the deposit and checkout calls, shared by the forms (components/payments) and the route
// handlers. Amounts arrive in dollars (the API's unit) and leave as integer cents.
import { z } from "zod";
import { moneyField } from "@/lib/money/amounts/fields";
import { BANK_MIN_CENTS, DEPOSIT_MAX_CENTS, PAY_MSG } from "@/lib/money/processor-base/payment-messages";

const MAX_DOLLARS = (DEPOSIT_MAX_CENTS - 1) / 100; // "below 9999999.99"
const toCents = (dollars: number) => Math.round(dollars * 100);

/** Card and PayPal: above 0 and below 9999999.99. */
export const cardAmountField = moneyField({ invalid: PAY_MSG.CardAmount, max: MAX_DOLLARS }).transform(toCents);
/** Bank (US ACH): above 10 and below 9999999.99. */
export const bankAmountField = moneyField({ invalid: PAY_MSG.BankAmount, max: MAX_DOLLARS })
  .transform(toCents)
  .refine((c) => c > BANK_MIN_CENTS, PAY_MSG.BankAmount);

const idempotencyKey = z.string().optional();
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(255, message);

/** deposit/create_payment_intent: amount, customerId (spec) + the method and, for a bank, name and e-mail. */
export const createIntentSchema = z.discriminatedUnion("paymentType", [
  z.object({
    paymentType: z.literal("card"),
    amount: cardAmountField,
    customerId: z.string().max(255).optional(),
    idempotencyKey,
  }),
  z.object({
    paymentType: z.literal("bank"),
    amount: bankAmountField,
    customerId: z.string().max(255).optional(),
    name: z.string({ error: PAY_MSG.FirstName }).trim().min(1, PAY_MSG.FirstName).max(100, PAY_MSG.FirstName),
    email: z
      .string({ error: PAY_MSG.Email })
      .trim()
      .pipe(z.email({ error: PAY_MSG.Email })),
    idempotencyKey,
  }),
]);

/** The spec sends no paymentType for a card intent: default it. */
export const createIntentInput = z.preprocess(
  (v) => (v && typeof v === "object" && !("paymentType" in v) ? { ...v, paymentType: "card" } : v),
  createIntentSchema,
);

/** deposit/create_deposit: userId, amount, paymentType (paypal or card), deviceType, PayPal email, charge or stripeToken. */
export const createDepositSchema = z.object({
  userId: z.string().max(255).optional(),
  amount: cardAmountField,
  paymentType: z.enum(["card", "paypal"], { error: "paymentType must be card or paypal." }),
  deviceType: z.string().max(20).optional(),
  email: z.string().max(320).optional(),
  /** PayPal: the approved order's id */
  charge: z.string().trim().max(255).optional(),
  /** card: a Stripe PaymentMethod id (pm_…) in production; in the sandbox a test card number */
  stripeToken: z.string().trim().max(255).optional(),
  /** an existing card intent (from create_payment_intent) to confirm instead of creating one */
  paymentIntentId: z.string().trim().max(255).optional(),
  idempotencyKey,
});

export const confirmIntentSchema = z.object({ paymentIntentId: id(PAY_MSG.IntentNotFound) });

/** Verification text: descriptor code, or comma-separated amounts in cents; at most 10 characters. */
export const verifyText = z.string({ error: PAY_MSG.VerifyRequired }).trim().min(1, PAY_MSG.VerifyRequired).max(10, PAY_MSG.VerifyTooLong);

export const verifySchema = z.object({
  paymentIntentId: id(PAY_MSG.IntentNotFound),
  /** the modal's text; with a comma it is sent as amounts, otherwise as a descriptor code */
  verification: verifyText,
});

/** "32,45" → { amounts: [32, 45] }; "SM11AA" → { descriptorCode }. */
export function parseVerification(text: string): { amounts: number[] } | { descriptorCode: string } {
  if (!text.includes(",")) return { descriptorCode: text.trim().toUpperCase() };
  return {
    amounts: text
      .split(",")
      .map((s) => Number.parseInt(s.trim(), 10))
      .map((n) => (Number.isFinite(n) ? n : -1)),
  };
}

/** user/create_stripe_session: customer, userId, type. */
export const createSessionSchema = z.object({
  customer: z.string().max(255).optional(),
  userId: z.string().max(255).optional(),
  type: z.string({ error: PAY_MSG.PlanType }).trim().toLowerCase().max(40, PAY_MSG.PlanType),
});

export const sessionIdSchema = z.object({ id: id(PAY_MSG.CheckoutNotFound) });
