// The one way Gigline shows money (every screen and every DTO label): US dollars with a thousands
// separator and always two decimals — "$3,450.00", rates "$32.50/hr". Pure, safe in the browser.
// Stored amounts are integer cents; the API carries dollars (cents / 100), so both entries exist.

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents → "$3,450.00" (negative: "-$5.00"). */
export function formatCents(cents: number): string {
  return USD.format(Number.isFinite(cents) ? Math.round(cents) / 100 : 0);
}

/** Dollars as the API carries them (at most two decimals) → "$3,450.00". */
export function formatDollars(dollars: number): string {
  return formatCents(Number.isFinite(dollars) ? Math.round(dollars * 100) : 0);
}

/** Cents per hour → "$32.50/hr". */
export function formatRateCents(cents: number): string {
  return `${formatCents(cents)}/hr`;
}

/** Dollars per hour → "$32.50/hr". */
export function formatRateDollars(dollars: number): string {
  return `${formatDollars(dollars)}/hr`;
}

/** A job's or proposal's price: a rate for Hourly pay ("$45.50/hr"), an amount for Fixed ("$300.00"). Dollars in. */
export function formatPrice(dollars: number, payType: string): string {
  return payType === "Hourly" ? formatRateDollars(dollars) : formatDollars(dollars);
}

/** The text a number field starts with when editing a stored amount: 28.5 → "28.50", 30 → "30". */
export function amountInputText(dollars: number): string {
  if (!Number.isFinite(dollars)) return "";
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

/**
 * "Total paid of 1000 or more shown in thousands with one decimal and k" ("$1.5k");
 * below that the ordinary form ("$950.00"). Dollars in.
 */
export function formatTotalPaid(dollars: number): string {
  const v = Number.isFinite(dollars) ? dollars : 0;
  if (v >= 1000) return `$${(Math.round(v / 100) / 10).toFixed(1)}k`;
  return formatDollars(v);
}
