// Display of a job's money and time (the duration unit is hours for Hourly, days for Fixed).
// Money goes through the one formatter (lib/money/amounts/format.ts): "$3,450.00", "$32.50/hr".
import { formatDollars, formatPrice } from "@/lib/money/amounts/format";
import { numberFormat } from "@/lib/format/intl";
import type { JobDto } from "@/lib/jobs/dto";

/** A job's pay type as the API sends it: "Hourly" (durations in hours) or "Fixed" (in days). */
type PayType = JobDto["payType"];

/** Dollars → "$3,450.00". */
export function money(dollars: number): string {
  return formatDollars(dollars);
}

/** "hours" or "days" (singular for one). */
export function durationUnit(payType: PayType, n = 2): string {
  const word = payType === "Hourly" ? "hour" : "day";
  return n === 1 ? word : `${word}s`;
}

/** "5.5 hours", "3 days", "1 hour": decimals kept as typed (at most two). */
export function durationLabel(duration: number, payType: PayType): string {
  const n = Math.round(duration * 100) / 100;
  return `${numberFormat({ maximumFractionDigits: 2 }).format(n)} ${durationUnit(payType, n)}`;
}

/** "$45.50/hr" for hourly pay, "$300.00" for a fixed amount. */
export function priceLabel(price: number, payType: PayType): string {
  return formatPrice(price, payType);
}

/** The contract cell's caption for the price: a rate for hourly work, an amount for fixed pay. */
export function rateCaption(payType: PayType): string {
  return payType === "Hourly" ? "Hourly rate" : "Fixed amount";
}
