// Wall-clock time in an IANA zone → an instant, with Intl only (client-safe, pure). Daylight-saving gaps move a
// missing wall time forward by the gap (2:30 AM on a spring-forward night is 3:30 AM), as PostgreSQL does.
// The wall clock of an instant and its day key are lib/time/zone.ts's localParts and dayKey.
import { offsetMs } from "@/lib/time/zone";

/** The instant of a wall-clock time in a zone (month 1–12, minutes may reach 1440 = next midnight). */
export function zonedToInstant(year: number, month: number, day: number, minutes: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const first = offsetMs(guess, tz);
  let t = guess - first;
  const second = offsetMs(t, tz);
  if (second !== first) {
    const alt = guess - second;
    // a wall time that exists under the second offset wins; in a gap keep the earlier offset (moves it forward)
    t = offsetMs(alt, tz) === second ? alt : t;
  }
  return new Date(t);
}
