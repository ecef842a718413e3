// Cents ↔ dollars: stored amounts are integer cents; the API carries dollars (at most two decimals).

/** Cents as dollars for the API (a number with at most two decimals). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars from a form or the API (at most two decimals, lib/money/amounts/parse.ts) as integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
