// Display helpers of the availability screens (client-safe).
import { DEFAULT_TIMEZONE } from "@/lib/availability/constants";
import { isTimeZone } from "@/lib/time/zone";
import { formatDate } from "@/lib/format/intl";

/** the zones offered in the pickers: the US ones, plus the browser's and the saved one when different */
export const US_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
];

export function zoneChoices(...extra: (string | null | undefined)[]) {
  return [...new Set([...US_ZONES, ...extra.filter((z): z is string => Boolean(z && isTimeZone(z)))])];
}

/** "America/New_York" → "New York (America/New_York)" */
export function zoneLabel(tz: string) {
  const city = tz.split("/").pop()?.replace(/_/g, " ") ?? tz;
  return `${city} (${tz})`;
}

export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** "2026-12-07" → "Mon, Dec 7, 2026" (a calendar date: no zone shift) */
export function formatCalendarDate(iso: string) {
  const d = new Date(`${iso}T12:00:00Z`);
  return formatDate(d, { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export const rangeText = (rows: { start: string; end: string }[]) => rows.map((r) => `${r.start} – ${r.end}`).join(", ");
