// Wall-clock time in an IANA zone ↔ instants, with Intl only (client-safe, pure). Daylight-saving gaps move a
// missing wall time forward by the gap (2:30 AM on a spring-forward night is 3:30 AM), as PostgreSQL does.
import { localParts, offsetMs } from "@/lib/time/zone";

/** The wall clock of an instant in a zone. */
export const wallClock = localParts;

/** milliseconds the zone is ahead of UTC at this instant */
export function zoneOffsetMs(at: Date, tz: string): number {
  return offsetMs(at.getTime(), tz);
}

/** The instant of a wall-clock time in a zone (month 1–12, minutes may reach 1440 = next midnight). */
export function zonedToInstant(year: number, month: number, day: number, minutes: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const first = zoneOffsetMs(new Date(guess), tz);
  let t = guess - first;
  const second = zoneOffsetMs(new Date(t), tz);
  if (second !== first) {
    const alt = guess - second;
    // a wall time that exists under the second offset wins; in a gap keep the earlier offset (moves it forward)
    t = zoneOffsetMs(new Date(alt), tz) === second ? alt : t;
  }
  return new Date(t);
}

/** "YYYY-MM-DD" of an instant in a zone */
export function localDate(at: Date, tz: string): string {
  const w = wallClock(at, tz);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}
