// The zone a shift's times are read in: its location's (lib/time/place-zone.ts), from the state and
// coordinates sent, else from the place geocoded (city or ZIP code), else the zone the client named, else the
// spec's America/New_York. The date and time a person typed are a wall-clock time in that zone; a client that
// built the instant in another zone (the browser's) says so in `timezone`, and the same wall-clock time is
// read again in the location's zone.
import { zoneOfPlace, type PlaceInput } from "@/lib/time/zone-of-place";
import { dayKey, localParts, minuteOfDay, zonedInstant } from "@/lib/time/zone";
import { formatAvailableTime } from "@/lib/availability/available-time";

export function shiftZoneOf(input: PlaceInput): Promise<string> {
  return zoneOfPlace(input);
}

/** The instant with the same wall-clock time in `to` as `at` has in `from`. */
export function sameWallTime(at: Date, from: string, to: string): Date {
  if (from === to) return at;
  return zonedInstant(dayKey(at, from), minuteOfDay(at, from), to);
}

/** "09:00 AM": the shift's start as the spec's shiftTime, in its zone. */
export function shiftTimeText(at: Date, tz: string): string {
  const p = localParts(at, tz);
  return formatAvailableTime(p.year, p.month, p.day, p.hour * 60 + p.minute).time;
}
