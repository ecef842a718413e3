// The rules → UTC slots materialisation (docs/booking-and-time.md). Slots cover local dates from yesterday (UTC) up
// to the horizon row's `through` (exclusive); the periodic task moves `through` forward and drops old slots.
// The conversion itself is the SQL function availability_slots (AT TIME ZONE handles daylight saving), so the
// app, the seed and the bench share it.
import { db, pool, type Tx } from "@/lib/db";
import { env } from "@/lib/env";

const DAY_MS = 86_400_000;

export const utcDate = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (d: string, n: number) => utcDate(new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY_MS));

/** The horizon's end date (exclusive), created on first use; read under a share lock inside `tx`. */
export async function horizonThrough(tx: Tx, now = new Date()): Promise<string> {
  const rows = await tx.$queryRaw<{ through: Date }[]>`SELECT "through" FROM "AvailabilityHorizon" WHERE "id" = 1 FOR SHARE`;
  if (rows[0]) return utcDate(rows[0].through);
  const through = addDays(utcDate(now), env.AVAILABILITY_HORIZON_DAYS);
  await tx.$executeRaw`INSERT INTO "AvailabilityHorizon" ("id", "through") VALUES (1, ${through}::date) ON CONFLICT ("id") DO NOTHING`;
  return through;
}

/** The horizon's end date without a lock (null before anyone saved availability). */
export async function readThrough(): Promise<string | null> {
  const { rows } = await pool().query<{ through: string }>(`SELECT "through"::text AS "through" FROM "AvailabilityHorizon" WHERE "id" = 1`);
  return rows[0]?.through ?? null;
}

/** Rebuilds one person's slots from their rules (inside the transaction that changed the rules). */
export async function materializeUser(tx: Tx, userId: string, now = new Date()) {
  const through = await horizonThrough(tx, now);
  const from = addDays(utcDate(now), -1);
  await tx.$executeRaw`DELETE FROM "AvailabilitySlot" WHERE "userId" = ${userId}`;
  await tx.$executeRaw`
    INSERT INTO "AvailabilitySlot" ("userId", "geoCell", "lat", "lng", "rankScore", "during")
    SELECT a."userId", s."geoCell", s."lat", s."lng", coalesce(s."rankScore", 0), a."during"
    FROM availability_slots(${from}::date, ${through}::date, ${userId}) a
    LEFT JOIN "UserSearch" s ON s."userId" = a."userId"
    WHERE ${from}::date < ${through}::date`;
}

/**
 * The periodic task: materialises the local dates between the old horizon and today + AVAILABILITY_HORIZON_DAYS
 * for everybody, and deletes slots that ended more than two days ago. Safe to run twice (the horizon row is
 * locked and moved in the same transaction as the insert).
 */
export async function extendAvailabilityHorizon(now = new Date()) {
  const target = addDays(utcDate(now), env.AVAILABILITY_HORIZON_DAYS);
  const added = await db.$transaction(
    async (tx) => {
      await horizonThrough(tx, now);
      const [row] = await tx.$queryRaw<{ through: Date }[]>`SELECT "through" FROM "AvailabilityHorizon" WHERE "id" = 1 FOR UPDATE`;
      let from = utcDate(row.through);
      const yesterday = addDays(utcDate(now), -1);
      if (from < yesterday) from = yesterday;
      if (from >= target) return 0;
      const n = await tx.$executeRaw`
        INSERT INTO "AvailabilitySlot" ("userId", "geoCell", "lat", "lng", "rankScore", "during")
        SELECT a."userId", s."geoCell", s."lat", s."lng", coalesce(s."rankScore", 0), a."during"
        FROM availability_slots(${from}::date, ${target}::date) a
        LEFT JOIN "UserSearch" s ON s."userId" = a."userId"
        ON CONFLICT DO NOTHING`;
      await tx.$executeRaw`UPDATE "AvailabilityHorizon" SET "through" = ${target}::date WHERE "id" = 1`;
      return n;
    },
    { timeout: 600_000 },
  );
  await db.$executeRaw`DELETE FROM "AvailabilitySlot" WHERE upper("during") < ${now}::timestamptz - interval '2 days'`;
  return { added, through: target };
}

/** Is [at, at + minutes) inside the materialised horizon? (local dates reach at most 14 h past UTC midnight) */
export function withinHorizon(through: string, at: Date, minutes: number) {
  return at.getTime() + minutes * 60_000 <= Date.parse(`${through}T00:00:00Z`) - DAY_MS;
}
export const dayBefore = (at: Date) => addDays(utcDate(at), -1);
export const dayAfterNext = (at: Date, minutes: number) => addDays(utcDate(new Date(at.getTime() + minutes * 60_000)), 2);
