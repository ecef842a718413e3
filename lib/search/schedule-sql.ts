// SQL for matching a dated shift against a worker's schedule, shared by search and matching
// (docs/booking-and-time.md "Schedule in search and matching"). "Available for the range" is the booking
// dispatch's notion (lib/availability/available-employees.ts isAvailable): one published availability slot
// covers the whole [start, end). Within the materialised horizon the slots are read (GiST on "during"); beyond
// it the worker's rules are expanded for the days around the shift (availability_slots). "Busy" is a booked
// or confirmed Shift overlapping the range (the statuses of the exclusion constraint).
import { Prisma } from "@/lib/generated/prisma/client";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";
import { OPEN_STATUS_SQL } from "@/lib/search/open-status";

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

/**
 * coversRangeSql for one known worker (a parameter, as in search), for open jobs: the worker's slots are read
 * once per query into one array (an InitPlan) and each row checks its range against it, rather than probing the
 * slot index once per row. Beyond the horizon their rules are expanded once too, from a few days before the
 * horizon's end to the last day an open dated job reaches (only when such a row comes up: InitPlans run on
 * first use). The same answer as coversRangeSql, and no per-row subplan whose estimate would make a LIMITed
 * search look costly enough for JIT compilation.
 */
export function workerCoversOpenJobSql(userId: string, start: Sql, end: Sql): Sql {
  const span = Prisma.sql`tstzrange(${start}, ${end})`;
  // a shift ends within 25 h of its start; the per-row window is (start's day − 1, end's day + 2)
  const lastDay = Prisma.sql`(SELECT (max(o."shiftStart") AT TIME ZONE 'UTC')::date + 4 FROM "Job" o
    WHERE o."status" = ${OPEN_STATUS_SQL} AND o."shiftStart" IS NOT NULL)`;
  return Prisma.sql`(CASE WHEN ${end} <= ${HORIZON_END}
    THEN ${span} <@ ANY (ARRAY(SELECT a."during" FROM "AvailabilitySlot" a WHERE a."userId" = ${userId}))
    ELSE ${span} <@ ANY (ARRAY(SELECT b."during" FROM availability_slots(
      (SELECT h."through" - 4 FROM "AvailabilityHorizon" h WHERE h."id" = 1), ${lastDay}, ${userId}) b)) END)`;
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

/** jobFitsWorkerSql for one known worker `userId` (the searching employee) and open jobs `j`. */
export function openJobFitsWorkerSql(userId: string, j = "j"): Sql {
  const start = Prisma.raw(`${j}."shiftStart"`);
  const end = Prisma.raw(`${j}."shiftEnd"`);
  return Prisma.sql`(${start} IS NOT NULL AND ${end} IS NOT NULL AND ${workerCoversOpenJobSql(userId, start, end)} AND NOT ${busyInRangeSql(Prisma.sql`${userId}`, start, end)})`;
}
