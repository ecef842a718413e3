// The periodic task "reliability:mark": a booked or confirmed shift whose end has passed and that the worker
// clocked in to (or the employer confirmed the arrival of) is completed, and gets its event: completed_on_time,
// or late_clock_in when the first clock-in came more than lateClockInMinutes after the start. Then the
// scores of the workers concerned are recomputed. A shift nobody clocked in to stays as it is: the employer
// marks a no-show (lib/cancellations).
//
// One transaction per batch: the guarded UPDATE (… WHERE status IN ('booked','confirmed'), rows locked with
// SKIP LOCKED so two runs share the work) and the events (ON CONFLICT on shiftId+kind: a second run adds
// nothing) commit together.
import "server-only";
import { db } from "@/lib/db";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { refreshReliability } from "@/lib/reliability/history";
import { ACTIVE_SHIFT, SHIFT } from "@/lib/shifts/states";

export const RELIABILITY_MARK_TASK = "reliability:mark";
const BATCH = 500;

type Marked = { id: string; userId: string; start: Date; end: Date; clockedInAt: Date | null };

/** Completes the ended shifts that were worked; answers how many it completed. */
export async function markEndedShifts(now = new Date()): Promise<number> {
  const policy = await getShiftPolicy();
  const lateMs = policy.lateClockInMinutes * 60_000;
  let total = 0;
  for (;;) {
    const marked = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<Marked[]>`
        UPDATE "Shift" s SET "status" = ${SHIFT.completed}::"ShiftStatus", "updatedAt" = ${now}
        WHERE s."id" IN (
          SELECT "id" FROM "Shift"
          WHERE "status" = ANY(${[...ACTIVE_SHIFT]}::"ShiftStatus"[]) AND "end" <= ${now} AND ("clockedInAt" IS NOT NULL OR "arrivedAt" IS NOT NULL)
          ORDER BY "end" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        AND s."status" = ANY(${[...ACTIVE_SHIFT]}::"ShiftStatus"[])
        RETURNING s."id", s."userId", s."start", s."end", s."clockedInAt"`;
      if (rows.length === 0) return rows;
      const late = (r: Marked) => r.clockedInAt !== null && r.clockedInAt.getTime() - r.start.getTime() > lateMs;
      const minutesLate = (r: Marked) => Math.round((r.clockedInAt!.getTime() - r.start.getTime()) / 60_000);
      await tx.reliabilityEvent.createMany({
        data: rows.map((r) => ({
          userId: r.userId,
          shiftId: r.id,
          kind: late(r) ? ("late_clock_in" as const) : ("completed_on_time" as const),
          occurredAt: r.end,
          detail: late(r) ? `Clocked in ${minutesLate(r)} min after the start.` : "",
        })),
        skipDuplicates: true,
      });
      return rows;
    });
    total += marked.length;
    for (const userId of new Set(marked.map((r) => r.userId))) await refreshReliability(userId, now);
    if (marked.length < BATCH) return total;
  }
}
