// Time clock and timesheet constants. Client-safe.

/** The time clock can be stopped only after the timer has run this long. */
export const TIMER_MIN_SECONDS = 60;
/** Manual time goes in steps of this many minutes. */
export const MANUAL_STEP_MINUTES = 10;
/** Minutes in a day (the day grid). */
export const DAY_MINUTES = 1440;
/** The time zone used when the viewer's is unknown. */
export const DEFAULT_TIME_ZONE = "America/New_York";
/** Weekly days, Sunday first (the week bar). */
export const WEEK_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** The longest work note. */
export const MEMO_MAX_CHARS = 500;
/** booking_request/create without an end (the spec's calls name only a start): the shift lasts this long. */
export const DEFAULT_SHIFT_HOURS = 8;
/** The longest arrival note and what-to-bring text, and the longest on-site contact name. */
export const ARRIVAL_NOTES_MAX_CHARS = 1000;
export const CONTACT_NAME_MAX_CHARS = 120;
