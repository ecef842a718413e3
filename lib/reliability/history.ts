// A worker's reliability history from the database: the shifts with an outcome (completed, or carrying an
// event), their events, and the score computed from them (lib/reliability/score.ts). refreshReliability writes
// the score to User.reliabilityScore; the task "reliability:refresh" {userId} runs it after a change elsewhere
// (a cancellation, a no-show) and the appeal decision runs it at once.
import "server-only";
import { db } from "@/lib/db";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import { computeReliability, type ReliabilityKindName, type ScoreShift } from "@/lib/reliability/score";
import { isOverturned, isShiftCompleted } from "@/lib/reliability/states";
import { SHIFT } from "@/lib/shifts/states";

export const RELIABILITY_REFRESH_TASK = "reliability:refresh";

const historyInclude = {
  job: { select: { id: true, title: true } },
  reliabilityEvents: { orderBy: { occurredAt: "asc" } },
} as const;

/** The latest shifts that may count (a few more than the policy's count: some may have no outcome). */
export async function loadHistoryShifts(userId: string, policy: Pick<ShiftPolicy, "reliabilityShifts">) {
  return db.shift.findMany({
    where: { userId, OR: [{ status: SHIFT.completed }, { reliabilityEvents: { some: {} } }] },
    orderBy: [{ start: "desc" }, { id: "asc" }],
    take: Math.max(1, Math.floor(policy.reliabilityShifts)) * 2 + 20,
    include: historyInclude,
  });
}

export type HistoryShift = Awaited<ReturnType<typeof loadHistoryShifts>>[number];

export function toScoreShift(shift: HistoryShift): ScoreShift {
  return {
    start: shift.start,
    end: shift.end,
    completed: isShiftCompleted(shift.status),
    events: shift.reliabilityEvents.map((e) => ({
      kind: e.kind as ReliabilityKindName,
      occurredAt: e.occurredAt,
      overturned: isOverturned(e.appealStatus),
    })),
  };
}

/** Recomputes the worker's score and writes it (null without a shift that counts); answers the result. */
export async function refreshReliability(userId: string, now = new Date()) {
  const policy = await getShiftPolicy();
  const shifts = await loadHistoryShifts(userId, policy);
  const result = computeReliability(shifts.map(toScoreShift), policy, now);
  await db.user.updateMany({ where: { id: userId }, data: { reliabilityScore: result.score } });
  return result;
}

/** The task "reliability:refresh" {userId}: safe to run twice (it recomputes from the rows). */
export async function refreshTask(payload: Record<string, unknown>): Promise<void> {
  const userId = typeof payload.userId === "string" ? payload.userId : "";
  if (userId) await refreshReliability(userId);
}

/**
 * The daily task "reliability:refresh-all": every worker with history gets their score recomputed, so the
 * stored score follows the decay (older events weigh less each day) even when nothing new happens.
 */
export async function refreshAllReliability(now = new Date()): Promise<number> {
  let done = 0;
  let after = "";
  for (;;) {
    const users = await db.reliabilityEvent.findMany({
      where: { userId: { gt: after } },
      distinct: ["userId"],
      orderBy: { userId: "asc" },
      take: 200,
      select: { userId: true },
    });
    for (const { userId } of users) await refreshReliability(userId, now);
    done += users.length;
    if (users.length < 200) return done;
    after = users[users.length - 1].userId;
  }
}
