// Availability constants (client-safe). The spec's: slot step 30 minutes, default 9:00 AM–5:00 PM Monday to
// Friday, America/New_York, weekly days Sun to Sat, a new row adds at most 60 minutes, no new row after a
// 23:00 start (no-repeat). Ours where the spec is silent: the minimum duration and the search radius.
export const SLOT_STEP_MINUTES = 30;
/** end at least this long after start: one slot step (the spec does not word the minimum) */
export const MIN_DURATION_MINUTES = 30;
export const DAY_MINUTES = 1440;
export const DEFAULT_START = "9:00 AM";
export const DEFAULT_END = "5:00 PM";
export const DEFAULT_TIMEZONE = "America/New_York";
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Sun: "Sunday",
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
};
export const DEFAULT_WEEKDAYS: Weekday[] = ["Mon", "Tue", "Wed", "Thu", "Fri"];
/** a new row starts where the last one ends and lasts at most this long */
export const NEW_ROW_MAX_MINUTES = 60;
/** no new row once the last row starts at or after 23:00 (no-repeat) */
export const LAST_NEW_ROW_START = 23 * 60;
/** rows per day and days per call (a day has 48 half-hours) */
export const MAX_ROWS_PER_DAY = 48;
export const MAX_DAYS = 400;
/** "available near a place": within this many miles of the city/zip centre */
export const AVAILABLE_RADIUS_MILES = 25;
/** available_employees without a duration asks for this long a stretch from the time given */
export const DEFAULT_QUERY_MINUTES = 30;
export const AVAILABLE_LIMIT_DEFAULT = 30;
export const AVAILABLE_LIMIT_MAX = 100;
/** the detail tab lists this many days ahead */
export const UPCOMING_DAYS = 14;
