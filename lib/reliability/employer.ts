// An employer's reliability, as workers see it (the job page, the booking request, the employer's profile),
// computed from what happened, in one statement:
//  - late-cancellation rate: of the shifts starting in the last employerReliabilityDays (and those still to
//    come), the share the employer canceled under employerLateCancelHours before the start;
//  - median time to pay: from a contract's completion (or, for a shift whose contract is still running, the
//    shift's end) to the first "pay" journal of that job (lib/money: kind "pay", jobId), over the same
//    window; one not paid yet counts until now, so a slow payer's median grows while they wait;
//  - shifts booked: every shift ever booked with them.
// Cached briefly per employer (the globals' TTL, lib/settings/cache.ts).
import "server-only";
import { db } from "@/lib/db";
import { cached } from "@/lib/settings/cache";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { SHIFT } from "@/lib/shifts/states";

export type EmployerReliability = {
  /** shifts booked with them, ever */
  shiftsBooked: number;
  /** shifts in the window (the rate's denominator) and those the employer canceled late */
  windowShifts: number;
  lateCancels: number;
  /** lateCancels / windowShifts, 0–1; null without a shift in the window */
  lateCancelRate: number | null;
  /** median seconds from completion to payment; null with nothing completed in the window */
  medianPaySeconds: number | null;
  paidCount: number;
  windowDays: number;
  lateCancelHours: number;
};

type Row = { total: bigint; window: bigint; late: bigint; median: number | null; paid: bigint };

export async function employerReliability(employerId: string, now = new Date()): Promise<EmployerReliability> {
  const policy = await getShiftPolicy();
  const key = `employer-reliability:${employerId}`;
  return cached(key, () => loadEmployerReliability(employerId, policy.employerReliabilityDays, policy.employerLateCancelHours, now));
}

async function loadEmployerReliability(employerId: string, days: number, lateHours: number, now: Date): Promise<EmployerReliability> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const lateMinutes = Math.round(lateHours * 60);
  // Contract and LedgerJournal times are UTC timestamps without a zone; Shift times are timestamptz
  const [row] = await db.$queryRaw<Row[]>`
    WITH mine AS (SELECT "start", "status", "canceledBy", "cancelLeadMinutes" FROM "Shift" WHERE "employerId" = ${employerId}),
    pay_waits AS (
      SELECT EXTRACT(EPOCH FROM (COALESCE(p.at, ${now}::timestamp) - c."completedAt")) AS secs, p.at IS NOT NULL AS paid
      FROM "Contract" c JOIN "Job" j ON j."id" = c."jobId"
      LEFT JOIN LATERAL (
        SELECT min(lj."createdAt") AS at FROM "LedgerJournal" lj
        WHERE lj."kind" = 'pay' AND lj."jobId" = c."jobId" AND lj."createdAt" >= c."completedAt" - interval '1 minute'
      ) p ON true
      WHERE j."creatorId" = ${employerId} AND c."completedAt" >= ${since}::timestamp
      UNION ALL
      SELECT EXTRACT(EPOCH FROM (COALESCE(p.at, ${now}::timestamp) - (s."end" AT TIME ZONE 'UTC'))), p.at IS NOT NULL
      FROM "Shift" s LEFT JOIN "Contract" c ON c."jobId" = s."jobId"
      LEFT JOIN LATERAL (
        SELECT min(lj."createdAt") AS at FROM "LedgerJournal" lj
        WHERE lj."kind" = 'pay' AND lj."jobId" = s."jobId" AND lj."createdAt" >= (s."end" AT TIME ZONE 'UTC')
      ) p ON true
      WHERE s."employerId" = ${employerId} AND s."status" = ${SHIFT.completed}::"ShiftStatus" AND s."end" >= ${since}::timestamptz AND s."end" <= ${now}::timestamptz
        AND c."completedAt" IS NULL
    )
    SELECT
      (SELECT count(*) FROM mine) AS total,
      (SELECT count(*) FROM mine WHERE "start" >= ${since}::timestamptz) AS window,
      (SELECT count(*) FROM mine WHERE "start" >= ${since}::timestamptz AND "status" = ${SHIFT.canceled}::"ShiftStatus" AND "canceledBy" = 'employer'
         AND "cancelLeadMinutes" IS NOT NULL AND "cancelLeadMinutes" < ${lateMinutes}) AS late,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY secs) FROM pay_waits)::float8 AS median,
      (SELECT count(*) FROM pay_waits WHERE paid) AS paid`;
  const windowShifts = Number(row.window);
  const lateCancels = Number(row.late);
  return {
    shiftsBooked: Number(row.total),
    windowShifts,
    lateCancels,
    lateCancelRate: windowShifts > 0 ? lateCancels / windowShifts : null,
    medianPaySeconds: row.median === null ? null : Math.max(0, Math.round(Number(row.median))),
    paidCount: Number(row.paid),
    windowDays: days,
    lateCancelHours: lateHours,
  };
}

/** "Cancels late 2% · pays in 1 day (median) · 40 shifts booked", or "New employer" without shifts. */
export function employerReliabilityLine(r: EmployerReliability): string {
  if (r.shiftsBooked === 0 && r.medianPaySeconds === null) return "New employer: no shifts yet";
  const parts: string[] = [];
  if (r.lateCancelRate !== null) parts.push(`Late cancellations ${Math.round(r.lateCancelRate * 100)}%`);
  if (r.medianPaySeconds !== null) parts.push(`pays in ${waitText(r.medianPaySeconds)} (median)`);
  parts.push(`${r.shiftsBooked} shift${r.shiftsBooked === 1 ? "" : "s"} booked`);
  return parts.join(" · ");
}

export function waitText(seconds: number): string {
  if (seconds < 3600) return "under an hour";
  const hours = Math.round(seconds / 3600);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.round(seconds / 86_400);
  return `${days} days`;
}
