// The cancellation and no-show rules as pure functions of the shift policy (lib/settings/shift-policy.ts), so
// the server applies and the screens quote the same figures. Client-safe: no database, no server imports.
import type { ShiftPolicy } from "@/lib/settings/shift-policy";

export type WorkerCancelKind = "free" | "late_cancel" | "very_late_cancel";

/** Whole minutes from `now` to the shift's start (negative once it has started), rounded down. */
export function leadMinutes(start: Date, now: Date): number {
  return Math.floor((start.getTime() - now.getTime()) / 60_000);
}

/** What a worker's cancellation this many minutes before the start is: free from freeCancelHours on. */
export function workerCancelKind(lead: number, policy: Pick<ShiftPolicy, "freeCancelHours" | "veryLateCancelHours">): WorkerCancelKind {
  if (lead >= policy.freeCancelHours * 60) return "free";
  if (lead >= policy.veryLateCancelHours * 60) return "late_cancel";
  return "very_late_cancel";
}

/** Whether an employer's cancellation this many minutes before the start pays the worker. */
export function employerCancelIsLate(lead: number, policy: Pick<ShiftPolicy, "employerLateCancelHours">): boolean {
  return lead < policy.employerLateCancelHours * 60;
}

/**
 * The worker's pay for an employer's late cancellation, in cents. Hourly: min(the policy's hours, the booked
 * hours) × the contract's rate; fixed: the policy's percent of the contract's price. Rounded to the cent,
 * halves up.
 */
export function employerLatePayCents(
  c: { payType: "Hourly" | "Fixed"; priceCents: number; bookedMinutes: number },
  policy: Pick<ShiftPolicy, "employerLateCancelHourlyHours" | "employerLateCancelFixedPercent">,
): number {
  if (c.payType === "Hourly") {
    const minutes = Math.max(0, Math.min(policy.employerLateCancelHourlyHours * 60, c.bookedMinutes));
    return Math.round((c.priceCents * minutes) / 60);
  }
  return Math.round((c.priceCents * policy.employerLateCancelFixedPercent) / 100);
}

/** Whether the employer may mark a no-show (or the arrival) now: from noShowAfterMinutes after the start. */
export function noShowOpen(start: Date, now: Date, policy: Pick<ShiftPolicy, "noShowAfterMinutes">): boolean {
  return now.getTime() >= start.getTime() + policy.noShowAfterMinutes * 60_000;
}

/**
 * Until when a dropped shift is backfilled: a search starts, and its offers stay open, until
 * backfillUntilHoursBeforeEnd before the end — after the start too, so a no-show or a cancellation after it is
 * replaced while enough of the shift is left — and at least until the start.
 */
export function backfillCutoff(start: Date, end: Date, policy: Pick<ShiftPolicy, "backfillUntilHoursBeforeEnd">): Date {
  return new Date(Math.max(start.getTime(), end.getTime() - policy.backfillUntilHoursBeforeEnd * 3_600_000));
}

const hours = (h: number) => `${h} hour${h === 1 ? "" : "s"}`;

/** The worker's side of the policy in plain words (booking, accepting and cancelling screens). */
export function workerPolicyText(p: Pick<ShiftPolicy, "freeCancelHours" | "veryLateCancelHours">): string {
  return (
    `Cancel ${hours(p.freeCancelHours)} or more before the start: free. Later: a late cancellation on your reliability record; ` +
    `under ${hours(p.veryLateCancelHours)} counts double, as does not showing up.`
  );
}

/** The employer's side of the policy in plain words. */
export function employerPolicyText(
  p: Pick<
    ShiftPolicy,
    | "employerLateCancelHours"
    | "employerLateCancelHourlyHours"
    | "employerLateCancelFixedPercent"
    | "noShowAfterMinutes"
    | "backfillUntilHoursBeforeEnd"
  >,
): string {
  return (
    `Cancel under ${hours(p.employerLateCancelHours)} before the start and the worker is paid ${hours(p.employerLateCancelHourlyHours)} ` +
    `(hourly, or the booked hours if fewer) or ${p.employerLateCancelFixedPercent} % of the price (fixed). ` +
    `No clock-in ${p.noShowAfterMinutes} minutes after the start: you can mark a no-show, and we look for a replacement ` +
    `until ${hours(p.backfillUntilHoursBeforeEnd)} before the shift ends.`
  );
}
