// A shift's schedule (client-safe, pure): its end from the time of day it ends (overnight allowed), its text with
// the zone beside the times ("Sat, Dec 5 · 9:00 AM – 5:00 PM CST"), an ongoing job's weekly rows, and the
// clock-in window (from `clockInOpensMinutes` before the start until the end; lib/settings/shift-policy.ts).
import { formatDate } from "@/lib/format/intl";
import { WEEK_DAYS } from "@/lib/time/constants";
import { minutesText } from "@/lib/time/format";
import { zoneAbbrev } from "@/lib/time/place-zone";
import { addDays, dayKey, minuteOfDay, zonedInstant } from "@/lib/time/zone";

/**
 * The shift's end from the time of day it ends (`endAt`'s wall clock in `tz`, or minutes after midnight): on the
 * start's local day, or the next day when that is at or before the start (an overnight shift).
 */
export function shiftEndAfter(start: Date, endAt: Date | number, tz: string): Date {
  const minutes = typeof endAt === "number" ? endAt : minuteOfDay(endAt, tz);
  const day = dayKey(start, tz);
  const sameDay = zonedInstant(day, minutes, tz);
  return sameDay.getTime() > start.getTime() ? sameDay : zonedInstant(addDays(day, 1), minutes, tz);
}

/** Hours between start and end, to the hundredth (a job's duration). */
export function shiftHours(start: Date | string, end: Date | string): number {
  return Math.round((new Date(end).getTime() - new Date(start).getTime()) / 36_000) / 100;
}

const time = (at: Date | string, tz: string) => formatDate(at, { timeZone: tz, hour: "numeric", minute: "2-digit" });

/** "Sat, Dec 5 · 9:00 AM – 5:00 PM CST" (the zone of the end beside both; "(next day)" for an overnight end). */
export function scheduleText(start: Date | string, end: Date | string, tz: string, withYear = false): string {
  const day = formatDate(start, {
    timeZone: tz,
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
  });
  const nextDay = dayKey(new Date(end), tz) !== dayKey(new Date(start), tz);
  return `${day} · ${time(start, tz)} – ${time(end, tz)}${nextDay ? " (next day)" : ""} ${zoneAbbrev(end, tz)}`;
}

/** One row of an ongoing job's weekly schedule: weekday 0 = Sunday … 6, minutes after midnight (end ≤ start: overnight). */
export type WeeklyRow = { weekday: number; startMin: number; endMin: number };

export function parseWeeklySchedule(value: unknown): WeeklyRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is WeeklyRow =>
      !!r &&
      typeof r === "object" &&
      [r.weekday, r.startMin, r.endMin].every((n) => Number.isInteger(n)) &&
      r.weekday >= 0 &&
      r.weekday <= 6 &&
      r.startMin >= 0 &&
      r.startMin < 1440 &&
      r.endMin >= 0 &&
      r.endMin < 1440,
  );
}

/** "Mon 9:00 AM – 5:00 PM" per row, the zone once at the end ("… CST"). */
export function weeklyText(rows: WeeklyRow[], tz: string, now: Date = new Date()): string {
  if (!rows.length) return "";
  const list = rows.map(
    (r) => `${WEEK_DAYS[r.weekday]} ${minutesText(r.startMin)} – ${minutesText(r.endMin)}${r.endMin <= r.startMin ? " (next day)" : ""}`,
  );
  return `${list.join(", ")} ${zoneAbbrev(now, tz)}`;
}

export type ScheduledShift = { start: Date | string; end: Date | string; timezone: string };

/** The clock-in window: from `opensMinutes` before the start until the shift's end. */
export function clockInWindow(shift: ScheduledShift, opensMinutes: number): { from: Date; to: Date } {
  const start = new Date(shift.start).getTime();
  return { from: new Date(start - opensMinutes * 60_000), to: new Date(shift.end) };
}

export function canClockInOnShift(shift: ScheduledShift, opensMinutes: number, now: Date | number = Date.now()): boolean {
  const t = typeof now === "number" ? now : now.getTime();
  const w = clockInWindow(shift, opensMinutes);
  return t >= w.from.getTime() && t < w.to.getTime();
}

/** "Sun, Nov 29 at 8:00 AM CST": when clock-in opens, where the shift happens. */
export function atText(at: Date | string, tz: string): string {
  const day = formatDate(at, { timeZone: tz, weekday: "short", month: "short", day: "numeric" });
  return `${day} at ${time(at, tz)} ${zoneAbbrev(at, tz)}`;
}
