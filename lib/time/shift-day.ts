// When a booked shift may be clocked in on (client-safe, pure): a job hired through a booking request is one
// shift, so its clock runs on the shift's day in the zone of its location — from that day's midnight until
// the day ends, or until the shift's end (BOOKED_SHIFT_HOURS after its start) when it runs past midnight.
// The server refuses a clock-in outside it (lib/timesheets/timer.ts); the time clock offers Clock In only inside it.
import { formatDate } from "@/lib/format/intl";
import { BOOKED_SHIFT_HOURS } from "@/lib/time/constants";
import { zonedTimeText } from "@/lib/time/place-zone";
import { dayKey, dayRange } from "@/lib/time/zone";

export type BookedShift = { start: Date | string; timezone: string };

export function clockInWindow(shift: BookedShift): { day: string; from: Date; to: Date } {
  const start = new Date(shift.start);
  const day = dayKey(start, shift.timezone);
  const r = dayRange(day, shift.timezone);
  return { day, from: r.start, to: new Date(Math.max(r.end.getTime(), start.getTime() + BOOKED_SHIFT_HOURS * 3_600_000)) };
}

export function canClockInOnShift(shift: BookedShift, now: Date | number = Date.now()): boolean {
  const t = typeof now === "number" ? now : now.getTime();
  const w = clockInWindow(shift);
  return t >= w.from.getTime() && t < w.to.getTime();
}

/** "Tue, Nov 24 at 9:00 AM CST": the shift's start where it happens. */
export function shiftStartText(shift: BookedShift): string {
  const day = formatDate(shift.start, { timeZone: shift.timezone, weekday: "short", month: "short", day: "numeric" });
  return `${day} at ${zonedTimeText(shift.start, shift.timezone)}`;
}
