// Time-zone arithmetic with the platform's Intl data (no library): local parts of an instant, the instant
// of a local wall-clock time, local day keys ("YYYY-MM-DD") and the Sunday-to-Saturday week. Client-safe.
// Days are not assumed to be 24 hours long: a daylight-saving week in America/New_York has 167 or 169.
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";
import { zoneClockFormat } from "@/lib/format/intl";

/** Is this an IANA time zone the runtime knows (any spelling case, at most 64 characters)? */
export function isTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    zoneClockFormat(tz);
    return true;
  } catch {
    return false;
  }
}

/** The browser's zone, or the default when it is unknown. */
export function browserTimeZone(): string {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz && isTimeZone(tz) ? tz : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export function localParts(d: Date, tz: string): LocalParts {
  const p: Record<string, number> = {};
  for (const part of zoneClockFormat(tz).formatToParts(d)) if (part.type !== "literal") p[part.type] = Number(part.value);
  return { year: p.year, month: p.month, day: p.day, hour: p.hour === 24 ? 0 : p.hour, minute: p.minute, second: p.second };
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function offsetMs(ms: number, tz: string): number {
  const p = localParts(new Date(ms), tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** "YYYY-MM-DD" of an instant in the zone. */
export function dayKey(d: Date, tz: string): string {
  const p = localParts(d, tz);
  return dateKey(p.year, p.month, p.day);
}

function keyToUtc(key: string): number {
  const [y, m, d] = key.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

export function addDays(key: string, days: number): string {
  return new Date(keyToUtc(key) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(key: string): number {
  return new Date(keyToUtc(key)).getUTCDay();
}

/** The Sunday that starts the week of the day. */
export function weekStartKey(key: string): string {
  return addDays(key, -weekday(key));
}

/** The day key of a calendar date (month 1–12). */
export function dateKey(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The instant of a wall-clock time in the zone: day `key`, `minutes` after its midnight (1440 = the next
 * midnight), read as PostgreSQL's `timestamp AT TIME ZONE` reads it (the availability slots are computed that
 * way in SQL): a time skipped by a daylight-saving jump moves forward by the jump (2:30 AM on New York's
 * spring-forward night is 3:30 AM; Santiago's skipped midnight is 1:00 AM), and a time that happens twice
 * (fall-back) is its second occurrence, in the offset after the change.
 */
export function zonedInstant(key: string, minutes: number, tz: string): Date {
  const wall = keyToUtc(key) + minutes * 60_000;
  // the offsets half a day either side: at most one change between them
  const before = offsetMs(wall - 43_200_000, tz);
  const after = offsetMs(wall + 43_200_000, tz);
  const early = wall - before;
  if (before === after) return new Date(early);
  const late = wall - after;
  const reads = (t: number) => offsetMs(t, tz) === wall - t; // the instant's wall clock is the one asked for
  if (reads(late)) return new Date(late); // after the change, or its second occurrence
  return new Date(early); // before the change, or skipped: moved forward by the jump
}

/** Minutes after the local midnight of the instant's own day. */
export function minuteOfDay(d: Date, tz: string): number {
  const p = localParts(d, tz);
  return p.hour * 60 + p.minute;
}

export type Range = { start: Date; end: Date };

export function dayRange(key: string, tz: string): Range {
  return { start: zonedInstant(key, 0, tz), end: zonedInstant(addDays(key, 1), 0, tz) };
}

/** Sunday 00:00 to the next Sunday 00:00 of the week holding `now`, in the zone. */
export function weekRange(now: Date, tz: string): Range & { days: string[] } {
  const first = weekStartKey(dayKey(now, tz));
  const days = Array.from({ length: 7 }, (_, i) => addDays(first, i));
  return { start: zonedInstant(first, 0, tz), end: zonedInstant(addDays(first, 7), 0, tz), days };
}

/** Milliseconds of [start, end) inside [from, to). */
export function overlapMs(start: Date, end: Date, from: Date, to: Date): number {
  return Math.max(0, Math.min(end.getTime(), to.getTime()) - Math.max(start.getTime(), from.getTime()));
}
