// SQL for matching a dated shift against a worker's schedule, shared by search and matching
// (docs/booking-and-time.md "Schedule in search and matching"). "Available for the range" is the booking
// dispatch's notion (lib/availability/available-employees.ts isAvailable): one published availability slot
// covers the whole [start, end). Within the materialised horizon the slots are read (GiST on "during"); beyond
// it the worker's rules are expanded for the days around the shift (availability_slots). "Busy" is a booked
// or confirmed Shift overlapping the range (the statuses of the exclusion constraint).
import { Prisma } from "@/lib/generated/prisma/client";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";

type Sql = Prisma.Sql;

/** The last instant the slots answer for: local dates reach 14 h past UTC midnight, so one day before `through`. */
const HORIZON_END = Prisma.sql`(SELECT h."through"::timestamp AT TIME ZONE 'UTC' - interval '1 day' FROM "AvailabilityHorizon" h WHERE h."id" = 1)`;

/** The worker `userId` (a column or a parameter) has one availability slot covering [start, end). */
export function coversRangeSql(userId: Sql, start: Sql, end: Sql): Sql {
  const span = Prisma.sql`tstzrange(${start}, ${end})`;
  return Prisma.sql`(CASE WHEN ${end} <= ${HORIZON_END}
    THEN EXISTS (SELECT 1 FROM "AvailabilitySlot" a WHERE a."userId" = ${userId} AND a."during" @> ${span})
    ELSE EXISTS (SELECT 1 FROM availability_slots((${start} AT TIME ZONE 'UTC')::date - 1, (${end} AT TIME ZONE 'UTC')::date + 2, ${userId}) a
                 WHERE a."during" @> ${span}) END)`;
}

/** The worker `userId` has a booked or confirmed Shift overlapping [start, end). */
export function busyInRangeSql(userId: Sql, start: Sql, end: Sql): Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "Shift" s WHERE s."userId" = ${userId}
    AND s."status" = ANY(${[...ACTIVE_SHIFT]}::"ShiftStatus"[]) AND s."start" < ${end} AND s."end" > ${start})`;
}

/** A dated job `j` (shiftStart and shiftEnd set) that fits worker `userId`: available for it and not busy then. */
export function jobFitsWorkerSql(userId: Sql, j = "j"): Sql {
  const start = Prisma.raw(`${j}."shiftStart"`);
  const end = Prisma.raw(`${j}."shiftEnd"`);
  return Prisma.sql`(${start} IS NOT NULL AND ${end} IS NOT NULL AND ${coversRangeSql(userId, start, end)} AND NOT ${busyInRangeSql(userId, start, end)})`;
}
