// Display helpers of the booking screens (client-safe).
import { formatPrice } from "@/lib/money/amounts/format";
import { formatDate } from "@/lib/format/intl";
import type { CellColour } from "@/lib/booking/constants";
import { RESPONSE_LIMITS } from "@/lib/booking/constants";
import { zonedTimeText } from "@/lib/time/place-zone";
import { scheduleText } from "@/lib/time/schedule";

/**
 * "Tue, Nov 24, 2026 · 9:00 AM – 5:00 PM CST": the shift in its location's zone, the zone beside the times
 * (the start alone while the end is not known yet).
 */
export function shiftText(r: { shiftDate: string; shiftEnd?: string | null; timezone: string }) {
  if (r.shiftEnd) return scheduleText(r.shiftDate, r.shiftEnd, r.timezone, true);
  const d = formatDate(r.shiftDate, { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: r.timezone });
  return `${d} · ${zonedTimeText(r.shiftDate, r.timezone)}`;
}

export const priceText = (r: { price: number; payType: string }) => formatPrice(r.price, r.payType);

export const limitLabel = (minutes: number) => RESPONSE_LIMITS.find((l) => l.minutes === minutes)?.label ?? `${minutes} min`;

/** Cell colours with enough contrast for text (axe colour-contrast). */
export const COLOUR_CLASS: Record<CellColour, string> = {
  amber: "bg-amber-100 text-amber-900 border-amber-300",
  blue: "bg-sky-100 text-sky-900 border-sky-300",
  red: "bg-red-100 text-red-900 border-red-300",
  grey: "bg-slate-100 text-slate-700 border-slate-300",
  green: "bg-emerald-100 text-emerald-900 border-emerald-300",
};
