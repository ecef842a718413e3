// The available_employees time: the spec's date 'MMMM Do, YYYY' + time 'hh:mm A' in the browser's time zone
// (or America/New_York), or an ISO instant. Client-safe, pure.
import { DEFAULT_TIMEZONE } from "@/lib/availability/constants";
import { dateKey, isTimeZone, zonedInstant } from "@/lib/time/zone";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const ORDINAL = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th"));

export type AvailableTimeInput = string | { date?: string; time?: string; timezone?: string };
export type ParsedTime = { ok: true; at: Date } | { ok: false; error: "date" | "time" | "timezone" | "instant" };

/** "November 23rd, 2026" → [2026, 11, 23]; the ordinal must fit the day when given */
export function parseLongDate(text: string): [number, number, number] | null {
  const m = /^\s*([A-Za-z]+)\s+(\d{1,2})(st|nd|rd|th)?,?\s+(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
  const day = Number(m[2]);
  const year = Number(m[4]);
  if (month === 0 || day < 1) return null;
  if (m[3] && m[3].toLowerCase() !== ORDINAL(day)) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** "09:00 AM" → minutes (any minute, not only slot steps) */
export function parseTimeOfDay(text: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h < 1 || h > 12 || min > 59) return null;
  return (h % 12) * 60 + min + (m[3].toUpperCase() === "PM" ? 720 : 0);
}

/** Formats an instant's wall clock the way the spec sends it: ['November 23rd, 2026', '09:00 AM']. */
export function formatAvailableTime(year: number, month: number, day: number, minutes: number): { date: string; time: string } {
  const name = MONTHS[month - 1];
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return {
    date: `${name[0].toUpperCase()}${name.slice(1)} ${day}${ORDINAL(day)}, ${year}`,
    time: `${String(h12).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`,
  };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

export function parseAvailableTime(input: AvailableTimeInput, timezoneField?: string): ParsedTime {
  if (typeof input === "string") {
    if (!ISO.test(input.trim())) return { ok: false, error: "instant" };
    const at = new Date(input.trim());
    return Number.isNaN(at.getTime()) ? { ok: false, error: "instant" } : { ok: true, at };
  }
  const tz = (input.timezone ?? timezoneField ?? "").trim() || DEFAULT_TIMEZONE;
  if (!isTimeZone(tz)) return { ok: false, error: "timezone" };
  const date = parseLongDate(input.date ?? "");
  if (!date) return { ok: false, error: "date" };
  const minutes = parseTimeOfDay(input.time ?? "");
  if (minutes === null) return { ok: false, error: "time" };
  return { ok: true, at: zonedInstant(dateKey(date[0], date[1], date[2]), minutes, tz) };
}
