// The payout settings: the instant payout fee (a percent of the amount with a minimum) and the hour automatic
// payouts run, in one Setting row ("payouts", a JSON object) over these defaults. global/get_data answers it as
// `payouts`, so the withdraw screen shows the fee the server takes. Pure (no database): the client computes
// the fee it shows with the same function the server charges.

export const PAYOUT_POLICY_DEFAULTS = {
  /** the instant payout fee, percent of the amount */
  instantFeePercent: 1.5,
  /** the instant payout fee is at least this many cents */
  instantFeeMinimumCents: 50,
  /** automatic payouts run from this hour (UTC) of their day */
  autoPayoutHourUtc: 13,
} as const;

export type PayoutPolicy = { -readonly [K in keyof typeof PAYOUT_POLICY_DEFAULTS]: number };

const LIMITS: Record<keyof PayoutPolicy, { max: number; whole: boolean }> = {
  instantFeePercent: { max: 100, whole: false },
  instantFeeMinimumCents: { max: 100_000, whole: true },
  autoPayoutHourUtc: { max: 23, whole: true },
};

/** The Setting's value over the defaults: a field that is missing, not a number, negative or out of range keeps its default. */
export function parsePayoutPolicy(value: unknown): PayoutPolicy {
  const out: PayoutPolicy = { ...PAYOUT_POLICY_DEFAULTS };
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(LIMITS) as (keyof PayoutPolicy)[]) {
    const v = given[key];
    const { max, whole } = LIMITS[key];
    if (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= max && (!whole || Number.isInteger(v))) out[key] = v;
  }
  return out;
}

/**
 * The instant payout fee of `amountCents`, integer cents: the percent of the amount ROUNDED UP to the next
 * cent (1.5 % of $10.01 = 15.015¢ → 16¢), and never below the minimum. The percent is taken in hundredths of a
 * percent (basis points), so the arithmetic is on integers: ceil(amount × bp / 10 000).
 */
export function instantPayoutFeeCents(
  amountCents: number,
  policy: Pick<PayoutPolicy, "instantFeePercent" | "instantFeeMinimumCents">,
): number {
  const bp = Math.round(policy.instantFeePercent * 100);
  const percentCents = Math.ceil((amountCents * bp) / 10_000);
  return Math.max(policy.instantFeeMinimumCents, percentCents);
}
