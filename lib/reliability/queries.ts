// Reads of reliability: the worker's own page (reliability/get), and the short summary employers see on a
// worker's profile and in the candidate cards ("Reliability 92 · 40 shifts · 1 late cancellation").
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { loadHistoryShifts, toScoreShift } from "@/lib/reliability/history";
import {
  computeReliability,
  RELIABILITY_LABELS,
  RELIABILITY_WEIGHTS,
  reliabilityLine,
  type ReliabilityCounts,
  type ReliabilityKindName,
} from "@/lib/reliability/score";
import { isOverturned, isShiftCompleted, isUnappealed } from "@/lib/reliability/states";
import { SHIFT } from "@/lib/shifts/states";

/** Why an event does or does not move the score, and by how much (points after the decay, 2 decimals). */
function effectOf(kind: ReliabilityKindName, overturned: boolean, counted: { factor: number } | undefined) {
  if (overturned) return { counts: false, points: 0, note: "Appeal overturned: does not count" };
  if (!counted) return { counts: false, points: 0, note: "Older than the shifts that count" };
  const points = Math.round(RELIABILITY_WEIGHTS[kind] * counted.factor * 100) / 100;
  return {
    counts: true,
    points,
    note: `${RELIABILITY_WEIGHTS[kind] > 0 ? "+" : ""}${RELIABILITY_WEIGHTS[kind]} × ${counted.factor.toFixed(2)}`,
  };
}

/** reliability/get: the worker's score, counts, the policy's figures and every event with its effect. */
export async function getMyReliability(userId: string, now = new Date()) {
  const policy = await getShiftPolicy();
  const shifts = await loadHistoryShifts(userId, policy);
  const result = computeReliability(shifts.map(toScoreShift), policy, now);
  const countedByIndex = new Map(result.counted.map((c) => [c.index, c]));
  const events = shifts.flatMap((shift, index) =>
    shift.reliabilityEvents.map((e) => {
      const kind = e.kind as ReliabilityKindName;
      return {
        id: e.id,
        kind,
        label: RELIABILITY_LABELS[kind],
        occurredAt: e.occurredAt,
        detail: e.detail,
        appealStatus: e.appealStatus,
        appealNote: e.appealNote,
        decisionNote: e.decisionNote,
        canAppeal: kind !== "completed_on_time" && isUnappealed(e.appealStatus),
        effect: effectOf(kind, isOverturned(e.appealStatus), countedByIndex.get(index)),
        shift: {
          id: shift.id,
          start: shift.start,
          end: shift.end,
          timezone: shift.timezone,
          jobId: shift.job.id,
          jobTitle: shift.job.title,
        },
      };
    }),
  );
  events.sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
  return {
    score: result.score,
    counts: result.counts,
    line: reliabilityLine(result.score, result.counts),
    good: Math.round(result.good * 100) / 100,
    bad: Math.round(result.bad * 100) / 100,
    policy: {
      reliabilityShifts: policy.reliabilityShifts,
      reliabilityHalfLifeDays: policy.reliabilityHalfLifeDays,
      lateClockInMinutes: policy.lateClockInMinutes,
      veryLateCancelHours: policy.veryLateCancelHours,
      freeCancelHours: policy.freeCancelHours,
    },
    weights: RELIABILITY_WEIGHTS,
    events,
  };
}

export type WorkerReliability = { score: number | null; counts: ReliabilityCounts; line: string };

type SummaryRow = {
  userId: string;
  shiftId: string;
  start: Date;
  end: Date;
  status: string;
  kind: string | null;
  occurredAt: Date | null;
  appealStatus: string | null;
};

/**
 * The summary of several workers in one statement (a candidate list): for each, the latest shifts with an
 * outcome and their events, scored by the same formula. Workers without history answer "New".
 */
export async function workerReliabilities(userIds: string[], now = new Date()): Promise<Map<string, WorkerReliability>> {
  const ids = [...new Set(userIds)].filter(Boolean);
  const out = new Map<string, WorkerReliability>();
  if (ids.length === 0) return out;
  const policy = await getShiftPolicy();
  const take = Math.max(1, Math.floor(policy.reliabilityShifts)) * 2 + 20;
  const rows = await db.$queryRaw<SummaryRow[]>`
    WITH ranked AS (
      SELECT s."id", s."userId", s."start", s."end", s."status"::text AS "status",
        row_number() OVER (PARTITION BY s."userId" ORDER BY s."start" DESC, s."id") AS n
      FROM "Shift" s
      WHERE s."userId" IN (${Prisma.join(ids)})
        AND (s."status" = ${SHIFT.completed}::"ShiftStatus" OR EXISTS (SELECT 1 FROM "ReliabilityEvent" r WHERE r."shiftId" = s."id"))
    )
    SELECT k."userId", k."id" AS "shiftId", k."start", k."end", k."status",
      r."kind"::text AS "kind", r."occurredAt", r."appealStatus"::text AS "appealStatus"
    FROM ranked k LEFT JOIN "ReliabilityEvent" r ON r."shiftId" = k."id"
    WHERE k.n <= ${take}`;
  const byUser = new Map<string, Map<string, ReturnType<typeof toScoreShift>>>();
  for (const r of rows) {
    const shifts = byUser.get(r.userId) ?? new Map();
    byUser.set(r.userId, shifts);
    const shift = shifts.get(r.shiftId) ?? { start: r.start, end: r.end, completed: isShiftCompleted(r.status), events: [] };
    shifts.set(r.shiftId, shift);
    if (r.kind && r.occurredAt)
      shift.events.push({ kind: r.kind as ReliabilityKindName, occurredAt: r.occurredAt, overturned: isOverturned(r.appealStatus) });
  }
  for (const id of ids) {
    const result = computeReliability([...(byUser.get(id)?.values() ?? [])], policy, now);
    out.set(id, { score: result.score, counts: result.counts, line: reliabilityLine(result.score, result.counts) });
  }
  return out;
}

/** One worker's summary (a profile page). */
export async function workerReliability(userId: string): Promise<WorkerReliability> {
  return (await workerReliabilities([userId])).get(userId)!;
}
