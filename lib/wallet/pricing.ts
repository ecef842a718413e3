// What paying a contract costs, in integer cents. Pure and client-safe: the pay screen and job/pay_job use
// the same functions, and the server always recomputes (a total sent by a client is only compared).
//
// - subtotal: Fixed = price + extra pay; Hourly = rate × hours + extra pay, the hours being those tracked
//   in the contract's timesheet when it has entries, otherwise the hired duration (extra pay is part of
//   every contract total shown elsewhere, lib/jobs/format.ts, so an hourly contract pays it too).
// - fee = subtotal × percent / 100, rounded to the nearest cent, halves up (0.5 ¢ → 1 ¢). Computed in
//   integers (percent in hundredths of a percent), so no binary fraction ever decides a cent.
// - total = subtotal + fee.

/** Percent (two decimals at most, e.g. 2.5) as hundredths of a percent (basis points): 2.5 → 250. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new Error(`fee percent out of range: ${percent}`);
  return Math.round(percent * 100);
}

/** round(a / b), halves up, for non-negative safe integers. */
function divRoundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** rate (cents per hour) × hours (at most two decimals), rounded to the cent, halves up. */
export function hourlyCents(rateCents: number, hours: number): number {
  const hundredths = Math.round(hours * 100);
  return divRoundHalfUp(rateCents * hundredths, 100);
}

/** The service fee of a subtotal at a percent, rounded to the cent, halves up. */
export function feeCents(subtotalCents: number, percent: number): number {
  return divRoundHalfUp(subtotalCents * percentToBasisPoints(percent), 10_000);
}

export type ContractAmounts = {
  payType: "Hourly" | "Fixed";
  /** the hours paid for (Hourly), null for Fixed */
  hours: number | null;
  /** whether the hours come from the timesheet (true) or the hired duration (false) */
  hoursTracked: boolean;
  subTotalCents: number;
  feePercent: number;
  feeCents: number;
  totalCents: number;
};

export function contractAmounts(
  c: { payType: "Hourly" | "Fixed" | string; price: number; duration: number; extraPay: number },
  feePercent: number,
  trackedHours: number | null,
): ContractAmounts {
  const hourly = c.payType === "Hourly";
  const hours = hourly ? (trackedHours ?? c.duration) : null;
  const base = hourly ? hourlyCents(c.price, hours!) : c.price;
  const subTotalCents = base + c.extraPay;
  const fee = feeCents(subTotalCents, feePercent);
  return {
    payType: hourly ? "Hourly" : "Fixed",
    hours,
    hoursTracked: hourly && trackedHours !== null,
    subTotalCents,
    feePercent,
    feeCents: fee,
    totalCents: subTotalCents + fee,
  };
}
