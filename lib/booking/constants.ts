// Booking request constants, labels and colours. Client-safe: the wizard, the lists and the server share them.

/** Response time limit options in minutes: 15 min, 1 hour, 24 hours. The wizard's default is 1 hour. */
export const RESPONSE_LIMITS = [
  { minutes: 15, label: "15 min" },
  { minutes: 60, label: "1 hour" },
  { minutes: 1440, label: "24 hours" },
] as const;
export const RESPONSE_LIMIT_MINUTES = RESPONSE_LIMITS.map((r) => r.minutes) as number[];
export const DEFAULT_RESPONSE_LIMIT = 60;

/** Repeat every 1 to 4 weeks. */
export const REPEAT_WEEKS = [1, 2, 3, 4] as const;
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BOOKING_TYPES = ["standard", "urgent"] as const;
export type BookingTypeName = (typeof BOOKING_TYPES)[number];

/** Premium (level 3) unlocks recurring bookings; a level above basic (1) creates without credit. */
export const PREMIUM_LEVEL = 3;
export const BASIC_LEVEL = 1;

/** The most employees one request may name. */
export const MAX_EMPLOYEES = 20;

/** The reminder goes this long before an active employee's time runs out: a third of the limit, at most an hour. */
export function reminderLeadMinutes(limitMinutes: number): number {
  return Math.min(60, Math.floor(limitMinutes / 3));
}

/** A recurring series creates each occurrence this long before its shift starts. */
export const RECUR_LEAD_HOURS = 48;

/** Countdown tick on the detail page. */
export const COUNTDOWN_TICK_MS = 60_000;

export type BookingStatusName = "sent" | "accepted" | "declined" | "expired";
export type EmployeeStatusName = "active" | "waiting" | "accepted" | "declined" | "expired";

export const EMPLOYEE_LABEL: Record<EmployeeStatusName, string> = {
  active: "Active",
  waiting: "Waiting",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/** Cell colours of the list and the detail (lib/booking/states.ts picks one per phase). */
export type CellColour = "amber" | "blue" | "red" | "grey" | "green";

export const BOOKING_TABS = ["ACTIVE", "EXPIRED"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** Whole minutes left until `deadline` (0 once passed), as the countdown shows them. */
export function minutesLeft(deadline: string | Date | null | undefined, now: number = Date.now()): number {
  if (!deadline) return 0;
  return Math.max(0, Math.ceil((new Date(deadline).getTime() - now) / 60_000));
}
