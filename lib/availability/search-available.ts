// search/available_employees: parses the spec's availableTime and asks findAvailableEmployees (never the caller).
import type { z } from "zod";
import { badRequest } from "@/lib/http/errors";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { parseAvailableTime } from "@/lib/availability/available-time";
import { findAvailableEmployees } from "@/lib/availability/available-employees";
import type { availableEmployeesSchema } from "@/lib/availability/schemas";
import { workerReliabilities } from "@/lib/reliability/queries";

const TIME_ERRORS = {
  date: AVAIL_MSG.BadAvailableTime,
  time: AVAIL_MSG.BadAvailableTime,
  timezone: AVAIL_MSG.BadTimezone,
  instant: AVAIL_MSG.BadInstant,
} as const;

export async function searchAvailableEmployees(viewerId: string, input: z.infer<typeof availableEmployeesSchema>) {
  const parsed = parseAvailableTime(input.availableTime, input.timezone);
  if (!parsed.ok) throw badRequest(TIME_ERRORS[parsed.error]);
  if ((input.lat === undefined) !== (input.lng === undefined)) throw badRequest(AVAIL_MSG.InvalidLocation);
  const users = await findAvailableEmployees({
    at: parsed.at,
    durationMinutes: input.duration,
    query: input.query,
    city: input.city,
    county: input.county,
    state: input.state,
    zipcode: input.zipcode,
    lat: input.lat,
    lng: input.lng,
    limit: input.limit,
    excludeUserIds: [viewerId],
  });
  // each candidate's reliability line for the employer choosing (docs/booking-and-time.md, Reliability)
  const reliability = await workerReliabilities(users.map((u) => u._id));
  const withReliability = users.map((u) => {
    const r = reliability.get(u._id)!;
    return { ...u, reliability: { score: r.score, shifts: r.counts.shifts, line: r.line } };
  });
  return { users: withReliability, availableAt: parsed.at.toISOString() };
}
