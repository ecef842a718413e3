// Inputs of the money calls (zod), shared by the forms and the routes. Client-safe.
import { z } from "zod";
import { checkDecimal, moneyField } from "@/lib/money/amounts/fields";
import { isValidRoutingNumber } from "@/lib/money/bank/aba";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { AUTO_PAYOUT_SCHEDULES } from "@/lib/money/ledger/wallet-states";

/** The body field carrying an idempotency key (clients that cannot set the Idempotency-Key header). */
const idempotencyKey = z.string().optional();

/** Dollars: the withdrawal and deposit ceiling 9,999,999.99. */
export const MAX_AMOUNT_DOLLARS = 9_999_999.99;
export const TRANSACTIONS_PAGE_SIZE = 10;

const optionalMoney = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return undefined;
    const n = checkDecimal(v, ctx, { invalid: WALLET_MSG.StalePage, allowZero: true, max: 1e12 });
    return n === null ? z.NEVER : n;
  });

export const payJobSchema = z.object({
  jobId: z.string({ error: "Please choose a job." }).trim().min(1, "Please choose a job.").max(64, "Please choose a job."),
  customerId: z.string().max(64).optional(),
  providerId: z.string().max(64).optional(),
  total: optionalMoney,
  subTotal: optionalMoney,
  idempotencyKey,
});
export type PayJobInput = z.infer<typeof payJobSchema>;

/** job/pay_period: the hours of an ongoing hourly contract, "week" (through the last full week) or "all" (so far). */
export const payPeriodSchema = z.object({
  jobId: z.string({ error: "Please choose a job." }).trim().min(1, "Please choose a job.").max(64, "Please choose a job."),
  through: z
    .enum(["week", "all"], { error: 'Please choose the period: "week" (through the last full week) or "all" (everything so far).' })
    .default("all"),
  total: optionalMoney,
  idempotencyKey,
});
export type PayPeriodInput = z.infer<typeof payPeriodSchema>;

const digits = (s: unknown) => (typeof s === "string" ? s.replace(/[\s-]/g, "") : s);

export const withdrawSchema = z.discriminatedUnion(
  "paymentType",
  [
    z.object({
      paymentType: z.literal("paypal"),
      amount: moneyField({ invalid: WALLET_MSG.InvalidAmount, max: MAX_AMOUNT_DOLLARS }),
      paypal: z
        .string({ error: WALLET_MSG.InvalidPaypalEmail })
        .trim()
        .max(254, WALLET_MSG.InvalidPaypalEmail)
        .pipe(z.email({ error: WALLET_MSG.InvalidPaypalEmail })),
      idempotencyKey,
    }),
    z.object({
      paymentType: z.literal("bank"),
      amount: moneyField({ invalid: WALLET_MSG.InvalidAmount, max: MAX_AMOUNT_DOLLARS }),
      bankName: z
        .string({ error: WALLET_MSG.InvalidBankName })
        .trim()
        .min(2, WALLET_MSG.InvalidBankName)
        .max(100, WALLET_MSG.InvalidBankName),
      routingNumber: z.preprocess(
        digits,
        z
          .string({ error: WALLET_MSG.InvalidRouting })
          .regex(/^\d{9}$/, WALLET_MSG.InvalidRouting)
          .refine(isValidRoutingNumber, WALLET_MSG.InvalidRoutingChecksum),
      ),
      accountNumber: z.preprocess(digits, z.string({ error: WALLET_MSG.InvalidAccount }).regex(/^\d{6,17}$/, WALLET_MSG.InvalidAccount)),
      idempotencyKey,
    }),
  ],
  { error: WALLET_MSG.InvalidPaymentType },
);
export type WithdrawInput = z.infer<typeof withdrawSchema>;

/**
 * withdraw/instant_payout: the amount to the debit card, and the fee the person was shown (dollars): the server
 * charges its own fee and refuses (409) when it differs from the one shown.
 */
export const instantPayoutSchema = z.object({
  amount: moneyField({ invalid: WALLET_MSG.InvalidAmount, max: MAX_AMOUNT_DOLLARS }),
  fee: moneyField({ invalid: WALLET_MSG.InvalidFee, allowZero: true, max: MAX_AMOUNT_DOLLARS }),
  idempotencyKey,
});
export type InstantPayoutInput = z.infer<typeof instantPayoutSchema>;

/** withdraw/auto_payout: off, daily or weekly (weekday 0 = Sunday … 6), and the balance to keep (dollars). */
export const autoPayoutSchema = z.object({
  schedule: z.enum(AUTO_PAYOUT_SCHEDULES, { error: WALLET_MSG.InvalidSchedule }),
  weekday: z.coerce
    .number({ error: WALLET_MSG.InvalidWeekday })
    .int(WALLET_MSG.InvalidWeekday)
    .min(0, WALLET_MSG.InvalidWeekday)
    .max(6, WALLET_MSG.InvalidWeekday)
    .default(1),
  threshold: moneyField({ invalid: WALLET_MSG.InvalidThreshold, allowZero: true, max: MAX_AMOUNT_DOLLARS }).default(0),
});
export type AutoPayoutInput = z.infer<typeof autoPayoutSchema>;

export const transactionsSchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number from 1." })
    .int("Page must be a whole number from 1.")
    .min(1, "Page must be a whole number from 1.")
    .max(100_000, "Page must be a whole number from 1.")
    .default(1),
});
