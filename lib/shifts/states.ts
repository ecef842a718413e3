// Shift statuses as the code names them (the database's "ShiftStatus"), and the groups the rules use.
// Client-safe: no database import.
export const SHIFT = {
  booked: "booked",
  confirmed: "confirmed",
  canceled: "canceled",
  no_show: "no_show",
  completed: "completed",
  released: "released",
} as const;

export type ShiftStatusName = (typeof SHIFT)[keyof typeof SHIFT];

/** A worker is committed: the statuses that may not overlap, that remind and that can be confirmed or ended. */
export const ACTIVE_SHIFT = [SHIFT.booked, SHIFT.confirmed] as const;

/** Notification types of shifts (the bell's Confirm action is on SHIFT_BOOKED_NOTICE). */
export const SHIFT_BOOKED_NOTICE = "shift_booked";
export const SHIFT_REMINDER_NOTICE = "shift_reminder";
export const SHIFT_UNCONFIRMED_NOTICE = "shift_unconfirmed";
export const SHIFT_ON_MY_WAY_NOTICE = "shift_on_my_way";
/** the arrival check found the worker neither on the way nor clocked in (both sides are told) */
export const SHIFT_NOT_ON_THE_WAY_NOTICE = "shift_not_on_the_way";
/** a standby took the shift of a worker who had not tapped "On my way" */
export const SHIFT_STANDBY_TOOK_NOTICE = "shift_standby_took";
export const SHIFT_CONFIRMED_NOTICE = "shift_confirmed";
