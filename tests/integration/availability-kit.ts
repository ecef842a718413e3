// Helpers of the availability tests: providers at their own remote place, local wall-clock instants of the
// coming weeks, and the calls.
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { remotePoint, uniqueWord } from "./search-kit";
import { zonedToInstant } from "@/lib/availability/zone";
import { POST as updateAvailabilityRoute } from "@/app/api/user/update_availability/route";
import { POST as addAvailabilityRoute } from "@/app/api/user/add_availability/route";

export async function provider(place = remotePoint(), profile: { title?: string; skills?: string[] } = {}) {
  return createUser({
    type: "provider",
    firstName: "Ava",
    lastName: uniqueWord("l"),
    profile: { title: profile.title ?? "Event helper", skills: profile.skills ?? [], hourlyRate: 25 },
    data: { lat: place.lat, lng: place.lng, city: "Testville", state: "NV", location: "Testville, NV" },
  });
}

/** YYYY-MM-DD of the `weekday` (0 = Sun) at least `minDays` days from now (UTC calendar). */
export function nextWeekday(weekday: number, minDays = 3, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + minDays));
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The instant of a local wall-clock time (YYYY-MM-DD, "HH:MM" 24 h) in a zone. */
export function at(date: string, hhmm: string, tz = "America/New_York") {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = hhmm.split(":").map(Number);
  return zonedToInstant(y, m, d, h * 60 + min, tz);
}

export const week = (start = "9:00 AM", end = "5:00 PM", days = ["Mon", "Tue", "Wed", "Thu", "Fri"]) =>
  days.map((date) => ({ date, timesheet: [{ start, end }] }));

export const update = (token: string, body: Record<string, unknown>) => call(updateAvailabilityRoute, { token, body });
export const add = (token: string, body: Record<string, unknown>) => call(addAvailabilityRoute, { token, body });
