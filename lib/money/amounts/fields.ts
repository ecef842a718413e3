// zod fields for money and durations, shared by the forms and the route handlers: one rule everywhere
// (lib/money/amounts/parse.ts). A value PostgreSQL would refuse or that would round is answered with a
// readable message (400) before any write.
import { z } from "zod";
import { NUMBER_MSG, parseDecimal } from "@/lib/money/amounts/parse";

type Opts = {
  /** the field's own message: empty, not a number, out of range */
  invalid: string;
  /** message when more than two decimals were given */
  decimals?: string;
  /** 0 allowed (a job's price may be 0); otherwise the value must be above 0 */
  allowZero?: boolean;
  max: number;
};

/** The message refusing v by the rule, or null when v is fine (for forms that show every message at once). */
export function decimalMessage(v: unknown, o: Opts): string | null {
  const r = parseDecimal(v);
  if (!r.ok) return r.reason === "decimals" ? (o.decimals ?? NUMBER_MSG.TooManyDecimals) : o.invalid;
  if (o.allowZero ? r.value < 0 : r.value <= 0) return o.invalid;
  return r.value > o.max ? o.invalid : null;
}

/** Parses v by the rule; adds an issue and returns null when refused. */
export function checkDecimal(v: unknown, ctx: z.RefinementCtx, o: Opts, path: (string | number)[] = []): number | null {
  const message = decimalMessage(v, o);
  if (message !== null) {
    ctx.addIssue({ code: "custom", path, message });
    return null;
  }
  return (parseDecimal(v) as { value: number }).value;
}

/** Dollars with at most two decimals (whole cents). */
export const moneyField = (o: Opts) =>
  z.unknown().transform((v, ctx) => {
    const n = checkDecimal(v, ctx, o);
    return n === null ? z.NEVER : n;
  });

/** Hours (Hourly) or days (Fixed) with at most two decimals. */
export const durationField = (o: Omit<Opts, "allowZero" | "decimals">) =>
  z.unknown().transform((v, ctx) => {
    const n = checkDecimal(v, ctx, { ...o, decimals: NUMBER_MSG.DurationDecimals });
    return n === null ? z.NEVER : n;
  });
