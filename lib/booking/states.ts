// Where a booking request stands for one viewer, from its state AND the clock: the one rule behind the list's
// tabs, its labels and colours and the detail's status (client-safe, pure). A confirmed shift is active until
// it has ended; "Expired" is only for a request nobody answered before the deadline.
//
//   phase          when                                                     tab      list label
//   pending        sent; someone still to answer (customer)                 ACTIVE   PENDING
//   your-turn      sent; my row active, deadline ahead (employee)           ACTIVE   PENDING
//   waiting-turn   sent; my row waiting for the ones before me (employee)   ACTIVE   PENDING
//   upcoming       accepted (by me, or the customer's), before the start    ACTIVE   Starts tomorrow 9:00 AM CST
//   in-progress    accepted, start ≤ now < the shift's end (shiftEnd)       ACTIVE   In progress
//   finished       accepted, the shift is over                              EXPIRED  Shift ended
//   taken          accepted by another employee (employee)                  EXPIRED  FILLED
//   declined       declined (customer: everybody declined; employee: I did) EXPIRED  DECLINED
//   expired        nobody answered in time (or my own deadline passed)      EXPIRED  EXPIRED
import { addDays, dayKey } from "@/lib/time/zone";
import { zonedTimeText } from "@/lib/time/place-zone";
import { formatDate } from "@/lib/format/intl";
import type { BookingStatusName, BookingTab, CellColour, EmployeeStatusName } from "@/lib/booking/constants";

/** A booking request's status (BookingStatus): sent until someone accepts, everybody declines or time runs out. */
export const BOOKING = { sent: "sent", accepted: "accepted", declined: "declined", expired: "expired" } as const;

/**
 * An asked employee's row (BookingEmployeeStatus): waiting for their turn (standard requests ask one at a
 * time, in order), active while it is their turn to answer, then accepted, declined or expired.
 */
export const BOOKING_EMPLOYEE = {
  active: "active",
  waiting: "waiting",
  accepted: "accepted",
  declined: "declined",
  expired: "expired",
} as const;

/** Every status change of a request and of an asked employee's row (event: from → to), each one guarded UPDATE. */
export const BOOKING_TRANSITIONS = {
  accept: { from: [BOOKING.sent], to: BOOKING.accepted },
  decline_all: { from: [BOOKING.sent], to: BOOKING.declined },
  expire: { from: [BOOKING.sent], to: BOOKING.expired },
} as const satisfies Record<string, { from: readonly BookingStatusName[]; to: BookingStatusName }>;

export const BOOKING_EMPLOYEE_TRANSITIONS = {
  activate: { from: [BOOKING_EMPLOYEE.waiting], to: BOOKING_EMPLOYEE.active },
  accept: { from: [BOOKING_EMPLOYEE.active], to: BOOKING_EMPLOYEE.accepted },
  decline: { from: [BOOKING_EMPLOYEE.active], to: BOOKING_EMPLOYEE.declined },
  expire: { from: [BOOKING_EMPLOYEE.active, BOOKING_EMPLOYEE.waiting], to: BOOKING_EMPLOYEE.expired },
} as const satisfies Record<string, { from: readonly EmployeeStatusName[]; to: EmployeeStatusName }>;

/** The realtime notice of a request its owner deleted carries this status (the row is gone). */
export const BOOKING_DELETED = "deleted";

/** A request still being answered (nobody accepted, not declined or expired). */
export function isBookingOpen(status: string): boolean {
  return status === BOOKING.sent;
}

export function isBookingAccepted(status: string): boolean {
  return status === BOOKING.accepted;
}

/** Whether an asked employee's row may answer now (their turn; the deadline is checked apart). */
export function canAnswerBooking(rowStatus: string | null | undefined): boolean {
  return rowStatus === BOOKING_EMPLOYEE.active;
}

/** Whether the row waits for the ones before it (standard requests ask one at a time). */
export function isWaitingTurn(rowStatus: string | null | undefined): boolean {
  return rowStatus === BOOKING_EMPLOYEE.waiting;
}

/** Whether the row still has an answer to give (its turn or waiting for it). */
export function isRowUnanswered(rowStatus: string): boolean {
  return rowStatus === BOOKING_EMPLOYEE.active || rowStatus === BOOKING_EMPLOYEE.waiting;
}

/** Whether the row has been answered (accepted or declined). */
export function isRowAnswered(rowStatus: string): boolean {
  return rowStatus === BOOKING_EMPLOYEE.accepted || rowStatus === BOOKING_EMPLOYEE.declined;
}

export function isRowAccepted(rowStatus: string | null | undefined): boolean {
  return rowStatus === BOOKING_EMPLOYEE.accepted;
}

export function isRowDeclined(rowStatus: string | null | undefined): boolean {
  return rowStatus === BOOKING_EMPLOYEE.declined;
}

export function isRowExpired(rowStatus: string | null | undefined): boolean {
  return rowStatus === BOOKING_EMPLOYEE.expired;
}

/** A provider's row shows their own outcome in the request vocabulary. */
export function providerStatus(myStatus: EmployeeStatusName): BookingStatusName {
  return myStatus === BOOKING_EMPLOYEE.active || myStatus === BOOKING_EMPLOYEE.waiting ? BOOKING.sent : myStatus;
}

export const BOOKING_PHASES = [
  "pending",
  "your-turn",
  "waiting-turn",
  "upcoming",
  "in-progress",
  "finished",
  "taken",
  "declined",
  "expired",
] as const;
export type BookingPhase = (typeof BOOKING_PHASES)[number];

type Row = { status: EmployeeStatusName; responseLimit: Date | string | null };
export type BookingFacts = {
  status: BookingStatusName;
  shiftDate: Date | string;
  /** when the shift ends (after shiftDate; overnight allowed) */
  shiftEnd: Date | string;
  /** customer: every employee's row; employee: their own */
  role: "customer" | "provider";
  employees: Row[];
  mine?: Row | null;
};

const ms = (d: Date | string | number) => (d instanceof Date ? d.getTime() : new Date(d).getTime());

export function bookingPhase(b: BookingFacts, now: number = Date.now()): BookingPhase {
  const mine = b.mine ?? null;
  const open = (r: Row) => r.status === BOOKING_EMPLOYEE.active && r.responseLimit !== null && ms(r.responseLimit) > now;
  if (b.status === BOOKING.accepted) {
    if (b.role === "provider" && mine?.status !== BOOKING_EMPLOYEE.accepted) return "taken";
    if (now < ms(b.shiftDate)) return "upcoming";
    return now < ms(b.shiftEnd) ? "in-progress" : "finished";
  }
  if (b.role === "provider") {
    if (mine?.status === BOOKING_EMPLOYEE.declined) return "declined";
    if (b.status !== BOOKING.sent || !mine || mine.status === BOOKING_EMPLOYEE.expired)
      return b.status === BOOKING.declined ? "declined" : "expired";
    if (mine.status === BOOKING_EMPLOYEE.waiting) return "waiting-turn";
    return open(mine) ? "your-turn" : "expired";
  }
  if (b.status === BOOKING.declined) return "declined";
  if (b.status === BOOKING.expired) return "expired";
  // sent: still someone to answer, unless every asked one's time ran out (the deadline job is a moment behind)
  return b.employees.some((e) => e.status === BOOKING_EMPLOYEE.waiting || open(e)) ? "pending" : "expired";
}

const ACTIVE_PHASES: ReadonlySet<BookingPhase> = new Set(["pending", "your-turn", "waiting-turn", "upcoming", "in-progress"]);

export function phaseTab(phase: BookingPhase): BookingTab {
  return ACTIVE_PHASES.has(phase) ? "ACTIVE" : "EXPIRED";
}

/** The list's tab of a request for this viewer now. */
export function bookingTabAt(b: BookingFacts, now: number = Date.now()): BookingTab {
  return phaseTab(bookingPhase(b, now));
}

/** "Starts today 9:00 AM CST", "Starts tomorrow …", "Starts Mon, Nov 30, 9:00 AM CST": the day as it is at the place. */
export function startsText(shiftDate: Date | string, tz: string, now: number = Date.now()): string {
  const day = dayKey(new Date(shiftDate), tz);
  const today = dayKey(new Date(now), tz);
  const when =
    day === today
      ? "today"
      : day === addDays(today, 1)
        ? "tomorrow"
        : `${formatDate(shiftDate, { timeZone: tz, weekday: "short", month: "short", day: "numeric" })},`;
  return `Starts ${when} ${zonedTimeText(shiftDate, tz)}`;
}

const WORDS: Record<Exclude<BookingPhase, "upcoming">, [list: string, detail: string]> = {
  pending: ["PENDING", "Pending"],
  "your-turn": ["PENDING", "Pending"],
  "waiting-turn": ["PENDING", "Pending"],
  "in-progress": ["In progress", "In progress"],
  finished: ["Shift ended", "Shift ended"],
  taken: ["FILLED", "Filled by another employee"],
  declined: ["DECLINED", "Declined"],
  expired: ["EXPIRED", "Expired"],
};

/** The status a viewer reads: on the list (the spec's capitals for the request words) or on the detail. */
export function phaseLabel(
  phase: BookingPhase,
  shift: { shiftDate: Date | string; timezone: string },
  now: number = Date.now(),
  where: "list" | "detail" = "list",
): string {
  if (phase === "upcoming") return startsText(shift.shiftDate, shift.timezone, now);
  return WORDS[phase][where === "list" ? 0 : 1];
}

/** Cell colours: pending amber (blue when it is my turn), confirmed green, declined red, the rest grey. */
export function phaseColour(phase: BookingPhase): CellColour {
  switch (phase) {
    case "your-turn":
      return "blue";
    case "pending":
    case "waiting-turn":
      return "amber";
    case "upcoming":
    case "in-progress":
      return "green";
    case "declined":
      return "red";
    default:
      return "grey";
  }
}
