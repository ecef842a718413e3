// What paying a contract costs, in integer cents. Pure and client-safe: the pay screen and job/pay_job use
// the same functions, and the server always recomputes (a total sent by a client is only compared).
//
// - subtotal: Fixed = price + extra pay; Hourly = rate × minutes / 60 + extra pay, rounded to the cent once,
//   the minutes being those tracked in the contract's timesheet when it has entries (to the minute), otherwise
//   the hired duration (extra pay is part of every contract total shown elsewhere, lib/jobs/format.ts, so an
//   hourly contract pays it too). 10 minutes at $26/h: 2600 × 10 / 60 = 433.33 ¢ → $4.33.
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

/** rate (cents per hour) × minutes / 60, rounded to the cent once, halves up. */
export function minutesCents(rateCents: number, minutes: number): number {
  return divRoundHalfUp(rateCents * Math.max(0, Math.round(minutes)), 60);
}

/** rate (cents per hour) × hours (the hired duration), billed as whole minutes: rate × round(hours × 60) / 60. */
export function hourlyCents(rateCents: number, hours: number): number {
  return minutesCents(rateCents, hoursToMinutes(hours));
}

/** Hours (e.g. the hired duration 2.5) as whole minutes, halves up. */
export function hoursToMinutes(hours: number): number {
  return Math.max(0, Math.round(hours * 60));
}

/** The service fee of a subtotal at a percent, rounded to the cent, halves up. */
export function feeCents(subtotalCents: number, percent: number): number {
  return divRoundHalfUp(subtotalCents * percentToBasisPoints(percent), 10_000);
}

export type ContractAmounts = {
  payType: "Hourly" | "Fixed";
  /** the minutes paid for (Hourly), null for Fixed */
  minutes: number | null;
  /** those minutes in hours, two decimals, for display only (the charge is computed from the minutes) */
  hours: number | null;
  /** whether the minutes come from the timesheet (true) or the hired duration (false) */
  hoursTracked: boolean;
  subTotalCents: number;
  feePercent: number;
  feeCents: number;
  totalCents: number;
};

export function contractAmounts(
  c: { payType: "Hourly" | "Fixed" | string; price: number; duration: number; extraPay: number },
  feePercent: number,
  /** whole minutes tracked in the timesheet, null when it has no entries */
  trackedMinutes: number | null,
): ContractAmounts {
  const hourly = c.payType === "Hourly";
  const minutes = hourly ? (trackedMinutes ?? hoursToMinutes(c.duration)) : null;
  const base = hourly ? minutesCents(c.price, minutes!) : c.price;
  const subTotalCents = base + c.extraPay;
  const fee = feeCents(subTotalCents, feePercent);
  return {
    payType: hourly ? "Hourly" : "Fixed",
    minutes,
    hours: minutes === null ? null : Math.round((minutes * 100) / 60) / 100,
    hoursTracked: hourly && trackedMinutes !== null,
    subTotalCents,
    feePercent,
    feeCents: fee,
    totalCents: subTotalCents + fee,
  };
}
