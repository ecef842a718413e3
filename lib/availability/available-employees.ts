// "Who is available": employees whose materialised slots cover [at, at + duration), near a place, best first.
// With a place the query probes the slot GiST index once per half-degree grid cell of the circle
// ("geoCell", "during"), so it reads only the people available there at that time; beyond the materialised
// horizon the rules are expanded for those days instead (availability_slots). Ranking is the people search's
// score (rating and completed jobs, distance, and text when a query is given).
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";
import { cellsForCircle } from "@/lib/geo/distance";
import { DISTANCE_HALF_MILES, TEXT_WEIGHTS, userScore } from "@/lib/search/ranking";
import { prepareText } from "@/lib/search/text-query";
import { loadUserCards, type UserCard } from "@/lib/search/user-cards";
import { geocodeAddress } from "@/lib/geo/places";
import { badRequest } from "@/lib/http/errors";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { AVAILABLE_LIMIT_DEFAULT, AVAILABLE_LIMIT_MAX, AVAILABLE_RADIUS_MILES, DEFAULT_QUERY_MINUTES } from "@/lib/availability/constants";
import { dayAfterNext, dayBefore, readThrough, withinHorizon } from "@/lib/availability/slots";

export type AvailableEmployee = UserCard;

/** miles per degree of latitude on earthdistance's sphere (6378168 m) */
const MILES_PER_DEGREE = (6378168 / 1609.344) * (Math.PI / 180);

export type FindAvailableInput = {
  at: Date;
  durationMinutes?: number;
  query?: string;
  city?: string;
  county?: string;
  state?: string;
  zipcode?: string;
  lat?: number;
  lng?: number;
  excludeUserIds?: string[];
  limit?: number;
  /** miles around the place (default AVAILABLE_RADIUS_MILES) */
  radiusMiles?: number;
};

export type Candidate = { id: string; quality: number; textRank: number | null; miles: number | null };
type Place = { center: { lat: number; lng: number } | null; state: string | null };

/** Employees available for the whole stretch, best first (the people search's card shape). */
export async function findAvailableEmployees(input: FindAvailableInput): Promise<AvailableEmployee[]> {
  const minutes = input.durationMinutes ?? DEFAULT_QUERY_MINUTES;
  const place = await resolvePlace(input);
  const text = input.query?.trim() ? await prepareText(input.query, "users") : null;
  const through = await readThrough();
  const source = through && withinHorizon(through, input.at, minutes) ? "slots" : "rules";
  const rows = await query<Candidate>(availableCandidateSql(input, place, text?.all ?? null, source));
  const ranked = rows
    .map((r) => ({ r, s: userScore({ textRank: r.textRank, miles: r.miles, quality: r.quality }) }))
    .sort((a, b) => b.s - a.s || (a.r.id < b.r.id ? -1 : 1))
    .map((x) => x.r);
  return loadUserCards(ranked, { text, categories: [] });
}

/** Is this person available for [at, at + durationMinutes)? */
export async function isAvailable(userId: string, at: Date, durationMinutes = DEFAULT_QUERY_MINUTES): Promise<boolean> {
  const through = await readThrough();
  const span = Prisma.sql`tstzrange(${at}::timestamptz, ${new Date(at.getTime() + durationMinutes * 60_000)}::timestamptz)`;
  const source =
    through && withinHorizon(through, at, durationMinutes)
      ? Prisma.sql`(SELECT "userId", "during" FROM "AvailabilitySlot" WHERE "userId" = ${userId})`
      : Prisma.sql`availability_slots(${dayBefore(at)}::date, ${dayAfterNext(at, durationMinutes)}::date, ${userId})`;
  const [row] = await query<{ ok: boolean }>(Prisma.sql`SELECT EXISTS (SELECT 1 FROM ${source} a WHERE a."during" @> ${span}) AS ok`);
  return row.ok;
}

/** The place of the search: coordinates, else city/county/zipcode (geocoded), else a state on its own. */
export async function resolvePlace(input: FindAvailableInput): Promise<Place> {
  if (input.lat !== undefined && input.lng !== undefined) return { center: { lat: input.lat, lng: input.lng }, state: null };
  const has = (v?: string) => Boolean(v && v.trim());
  if (has(input.city) || has(input.zipcode) || has(input.county)) {
    const found = await geocodeAddress({
      city: input.city?.trim() || input.county?.trim(),
      state: input.state?.trim(),
      zipcode: input.zipcode?.trim(),
    });
    if (!found) throw badRequest(AVAIL_MSG.InvalidLocation);
    return { center: { lat: found.lat, lng: found.lng }, state: null };
  }
  return { center: null, state: has(input.state) ? input.state!.trim() : null };
}

/**
 * The candidate query. `source` "slots" reads the materialised slots (the indexed path); "rules" expands every
 * rule of the days around `at` at query time (beyond the horizon, and the bench's naive baseline).
 */
export function availableCandidateSql(input: FindAvailableInput, place: Place, tsquery: string | null, source: "slots" | "rules") {
  const minutes = input.durationMinutes ?? DEFAULT_QUERY_MINUTES;
  const limit = Math.min(Math.max(1, input.limit ?? AVAILABLE_LIMIT_DEFAULT), AVAILABLE_LIMIT_MAX);
  const radius = input.radiusMiles ?? AVAILABLE_RADIUS_MILES;
  const span = Prisma.sql`tstzrange(${input.at}::timestamptz, ${new Date(input.at.getTime() + minutes * 60_000)}::timestamptz)`;
  const c = place.center;
  const cells = c ? cellsForCircle(c.lat, c.lng, radius) : null;

  let from: Prisma.Sql;
  if (source === "slots") {
    from = cells
      ? Prisma.sql`unnest(${cells}::int[]) AS cell(id)
          JOIN "AvailabilitySlot" a ON a."geoCell" = cell.id AND a."during" @> ${span}`
      : Prisma.sql`"AvailabilitySlot" a`;
  } else {
    from = Prisma.sql`availability_slots(${dayBefore(input.at)}::date, ${dayAfterNext(input.at, minutes)}::date) a`;
  }
  // the slots carry the owner's place and rank (only employees have slots); the search document is read only
  // for a text query, the account only for a state on its own
  const conds: Prisma.Sql[] = [Prisma.sql`a."during" @> ${span}`];
  let joins = Prisma.empty;
  if (source === "rules") {
    joins = Prisma.sql`JOIN "UserSearch" p ON p."userId" = a."userId" AND p."type" = 'provider'`;
  } else if (tsquery) {
    joins = Prisma.sql`JOIN "UserSearch" p ON p."userId" = a."userId"`;
  }
  const t = source === "rules" ? "p" : "a";
  const col = (name: string) => Prisma.raw(`${t}."${name}"`);
  // distance on the local flat map (equirectangular): within a city radius it is within a fraction of a
  // percent of the great circle, and plain arithmetic instead of three cube functions per available person
  const miles = c
    ? Prisma.sql`(${MILES_PER_DEGREE}::float8 * sqrt(power(${col("lat")} - ${c.lat}::float8, 2) + power((${col("lng")} - ${c.lng}::float8) * ${Math.cos((c.lat * Math.PI) / 180)}::float8, 2)))`
    : Prisma.sql`NULL::float8`;
  if (c) {
    conds.push(Prisma.sql`${col("lat")} IS NOT NULL AND ${col("lng")} IS NOT NULL`);
    conds.push(Prisma.sql`${miles} <= ${radius}::float8`);
  }
  if (place.state)
    conds.push(Prisma.sql`EXISTS (SELECT 1 FROM "User" u WHERE u."id" = a."userId" AND lower(u."state") = lower(${place.state}))`);
  if (tsquery) conds.push(Prisma.sql`p."searchVector" @@ to_tsquery('english', ${tsquery})`);
  if (input.excludeUserIds?.length) conds.push(Prisma.sql`NOT (a."userId" = ANY(${input.excludeUserIds}::text[]))`);

  const textRank = tsquery
    ? Prisma.sql`ts_rank(${`{${TEXT_WEIGHTS.join(",")}}`}::float4[], p."searchVector", to_tsquery('english', ${tsquery}), 32)::float8`
    : Prisma.sql`NULL::float8`;
  // the same blend as lib/search/ranking.ts userScore (text 0.5, quality 0.3, distance 0.2, absent ones shared out)
  const score = Prisma.sql`(0.3 * ${col("rankScore")}
      ${c ? Prisma.sql`+ 0.2 / (1 + ${miles} / ${DISTANCE_HALF_MILES}::float8)` : Prisma.empty}
      ${tsquery ? Prisma.sql`+ 0.5 * least(1, ${textRank} * 2.5)` : Prisma.empty})
      / (0.3 ${c ? Prisma.sql`+ 0.2` : Prisma.empty} ${tsquery ? Prisma.sql`+ 0.5` : Prisma.empty})`;
  return Prisma.sql`
    SELECT a."userId" AS "id", ${col("rankScore")} AS "quality", ${textRank} AS "textRank", ${miles} AS "miles"
    FROM ${from}
    ${joins}
    WHERE ${Prisma.join(conds, " AND ")}
    ORDER BY ${score} DESC, a."userId"
    LIMIT ${limit}`;
}
