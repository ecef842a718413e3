// How time is shown: durations ("2h 30m", decimal hours "2.50") and wall-clock times in the viewer's zone. Client-safe.
import { formatDate } from "@/lib/format/intl";

/** Seconds → "2h 05m" (under an hour: "45m"; under a minute: "0m"). */
export function durationText(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds / 60));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h ? `${h}h ${String(m).padStart(2, "0")}m` : `${m}m`;
}

/** Seconds → "1:02:03" (a running clock). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  return `${h}:${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** Seconds → hours with two decimals as paid ("2.50"), rounded half up to the hundredth of an hour. */
export function hoursText(seconds: number): string {
  return secondsToPaidHours(seconds).toFixed(2);
}

/** Seconds → the hours an hourly contract pays for: to the hundredth of an hour (36 s), halves up. */
export function secondsToPaidHours(seconds: number): number {
  return Math.floor((Math.max(0, seconds) + 18) / 36) / 100;
}

/** Seconds → the whole minutes an hourly contract bills (lib/money/pricing/pricing.ts): to the nearest minute, halves up. */
export function secondsToBilledMinutes(seconds: number): number {
  return Math.floor((Math.max(0, seconds) + 30) / 60);
}

/** "9:30 AM" in the zone. */
export function timeOfDayText(d: Date | string, tz: string): string {
  return formatDate(d, { timeZone: tz, hour: "numeric", minute: "2-digit" });
}

/** "Nov 23, 2026" (MMM D, YYYY) in the zone. */
export function dateText(d: Date | string, tz: string): string {
  return formatDate(d, { timeZone: tz, month: "short", day: "numeric", year: "numeric" });
}

/** "Mon, Nov 23" for a day key. */
export function dayKeyText(key: string): string {
  const [y, m, d] = key.split("-").map(Number);
  return formatDate(new Date(Date.UTC(y, m - 1, d)), { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
}

/** Minutes after midnight → "9:30 AM" (1440 → "12:00 AM (next day)"). */
export function minutesText(minutes: number): string {
  if (minutes === 1440) return "12:00 AM (midnight)";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}
