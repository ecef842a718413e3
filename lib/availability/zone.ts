// Wall-clock time in an IANA zone ↔ instants, with Intl only (client-safe, pure). Daylight-saving gaps move a
// missing wall time forward by the gap (2:30 AM on a spring-forward night is 3:30 AM), as PostgreSQL does.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall clock of an instant in a zone. */
export function wallClock(at: Date, tz: string) {
  const parts = Object.fromEntries(formatter(tz).formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second),
  };
}

/** milliseconds the zone is ahead of UTC at this instant */
export function zoneOffsetMs(at: Date, tz: string): number {
  const w = wallClock(at, tz);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
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
