// The shift policy: every number that decides confirmations, reminders, cancellations, no-shows, dispatch
// tiers, backfill and reliability, in one Setting row ("shiftPolicy", a JSON object) over these defaults.
// global/get_data answers it as `shiftPolicy`, so the screens quote the same figures the server applies.
// Pure (no database), so the seed, the tests and the client can use the defaults and the parser.

export const SHIFT_POLICY_DEFAULTS = {
  /** clock-in opens this many minutes before a scheduled shift's start and closes at its end */
  clockInOpensMinutes: 60,
  /** the worker may confirm from this many hours before start (at once when booked later) */
  confirmWindowHours: 48,
  /** not confirmed this many hours before start: the employer is told and backfill starts */
  confirmDeadlineHours: 12,
  /** reminders go out this many hours before start */
  reminderHours: [24, 2],
  /** "On my way" can be sent in the last this-many minutes before start */
  onMyWayMinutes: 90,
  /** the arrival check: a worker who has neither tapped "On my way" nor clocked in this many minutes before the
   *  start gets a standby search (the first replacement to accept takes the shift unless the worker taps first);
   *  0 turns it off */
  arrivalCheckMinutes: 30,
  /** a worker's cancellation at least this many hours before start is free */
  freeCancelHours: 24,
  /** a worker's cancellation under this many hours before start (or a no-show) counts double */
  veryLateCancelHours: 2,
  /** an employer's cancellation under this many hours before start pays the worker */
  employerLateCancelHours: 24,
  /** hourly: the worker is paid min(this many hours, booked hours) × rate */
  employerLateCancelHourlyHours: 2,
  /** fixed: the worker is paid this percent of the price */
  employerLateCancelFixedPercent: 25,
  /** no clock-in this many minutes after start: the employer may mark a no-show */
  noShowAfterMinutes: 15,
  /** a clock-in more than this many minutes after start is late */
  lateClockInMinutes: 10,
  /** minutes the roster tier has an urgent shift to itself, and a standard one */
  rosterTierUrgentMinutes: 10,
  rosterTierStandardMinutes: 60,
  /** minutes the best-matches tier has before everyone qualified is asked */
  matchTierMinutes: 10,
  /** how many best matches the second tier offers to */
  matchTierSize: 10,
  /** a backfill offer goes out within this many seconds of a drop */
  backfillOfferSeconds: 60,
  /** a backfill starts, and its offers stay open, until this many hours before the shift's end (at least until
   *  its start): a no-show or a cancellation after the start is backfilled while that much of the shift is left */
  backfillUntilHoursBeforeEnd: 2,
  /** reliability: how many recent shifts count, and the half-life in days of an event's weight */
  reliabilityShifts: 50,
  reliabilityHalfLifeDays: 90,
  /** an employer's late-cancellation rate is over this many days */
  employerReliabilityDays: 90,
} as const;

export type ShiftPolicy = {
  -readonly [K in keyof typeof SHIFT_POLICY_DEFAULTS]: (typeof SHIFT_POLICY_DEFAULTS)[K] extends readonly number[] ? number[] : number;
};

/** The Setting's value over the defaults: a field that is missing, not a number or negative keeps its default. */
export function parseShiftPolicy(value: unknown): ShiftPolicy {
  const out = { ...SHIFT_POLICY_DEFAULTS, reminderHours: [...SHIFT_POLICY_DEFAULTS.reminderHours] } as ShiftPolicy;
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(SHIFT_POLICY_DEFAULTS) as (keyof ShiftPolicy)[]) {
    const v = given[key];
    if (key === "reminderHours") {
      if (Array.isArray(v) && v.length > 0 && v.every((h) => typeof h === "number" && Number.isFinite(h) && h > 0)) {
        out.reminderHours = [...(v as number[])].sort((a, b) => b - a);
      }
    } else if (typeof v === "number" && Number.isFinite(v) && v >= 0) {
      (out as Record<string, unknown>)[key] = v;
    }
  }
  return out;
}
