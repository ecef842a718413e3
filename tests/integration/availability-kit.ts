// Helpers of the availability tests: providers at their own remote place, local wall-clock instants of the
// coming weeks, and the calls.
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { uniqueWord } from "./search-kit";
import { db } from "@/lib/db";
import { dateKey, zonedInstant } from "@/lib/time/zone";
import { POST as updateAvailabilityRoute } from "@/app/api/user/update_availability/route";
import { POST as addAvailabilityRoute } from "@/app/api/user/add_availability/route";

/**
 * A place no other test of this run uses, so searches around it find only the test's own people whatever
 * runs beside it: a column of its own on the 30th parallel (0.6° of longitude apart, ~36 miles, more than the
 * 25-mile city radius), numbered by a sequence of the run's database (test files run in separate processes).
 * Points north of it (search-kit's northOf) stay in the column.
 */
export async function uniquePoint() {
  await db.$executeRawUnsafe(`create sequence if not exists test_unique_point`);
  const [{ k }] = await db.$queryRawUnsafe<{ k: bigint }[]>(`select nextval('test_unique_point') as k`);
  return { lat: 30, lng: -179 + (Number(k) % 590) * 0.6 };
}

export async function provider(at?: { lat: number; lng: number }, profile: { title?: string; skills?: string[] } = {}) {
  const place = at ?? (await uniquePoint());
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
  return zonedInstant(dateKey(y, m, d), h * 60 + min, tz);
}

export const week = (start = "9:00 AM", end = "5:00 PM", days = ["Mon", "Tue", "Wed", "Thu", "Fri"]) =>
  days.map((date) => ({ date, timesheet: [{ start, end }] }));

export const update = (token: string, body: Record<string, unknown>) => call(updateAvailabilityRoute, { token, body });
export const add = (token: string, body: Record<string, unknown>) => call(addAvailabilityRoute, { token, body });
