// Appeals of reliability marks. The worker appeals a mark against them once (reliability/appeal: none →
// pending, with a note); an admin upholds it (the mark stays) or overturns it (it no longer counts)
// (admin/decide_appeal: pending → upheld | overturned), the worker's score is recomputed and they are told.
// Each change is one guarded UPDATE … WHERE "appealStatus" = expected: a second try changes nothing and is refused.
import "server-only";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/create-notification";
import { refreshReliability } from "@/lib/reliability/history";
import { RELIABILITY_MSG } from "@/lib/reliability/messages";
import { RELIABILITY_LABELS, type ReliabilityKindName } from "@/lib/reliability/score";
import type { AppealInput, DecideAppealInput } from "@/lib/reliability/schemas";
import { APPEAL } from "@/lib/reliability/states";

type Who = { id: string; type: string };

export function assertAdmin(user: Who) {
  if (user.type !== "admin") throw forbidden(RELIABILITY_MSG.AdminsOnly);
}

/** The worker's appeal of one of their marks: once, while it has none. */
export async function appealEvent(user: Who, input: AppealInput) {
  const event = await db.reliabilityEvent.findUnique({ where: { id: input.eventId }, select: { userId: true, kind: true } });
  // someone else's event answers as a missing one: nobody learns what is not theirs
  if (!event || event.userId !== user.id) throw notFound(RELIABILITY_MSG.EventNotFound);
  if (event.kind === "completed_on_time") throw conflict(RELIABILITY_MSG.NothingToAppeal);
  const now = new Date();
  const { count } = await db.reliabilityEvent.updateMany({
    where: { id: input.eventId, userId: user.id, appealStatus: APPEAL.none },
    data: { appealStatus: APPEAL.pending, appealNote: input.note, appealedAt: now },
  });
  if (count === 0) throw conflict(RELIABILITY_MSG.AlreadyAppealed);
  return { id: input.eventId, appealStatus: APPEAL.pending, appealedAt: now };
}

/** The admin queue: pending appeals, oldest first, with the worker and the shift. */
export async function listPendingAppeals(user: Who) {
  assertAdmin(user);
  const rows = await db.reliabilityEvent.findMany({
    where: { appealStatus: APPEAL.pending },
    orderBy: [{ appealedAt: "asc" }, { id: "asc" }],
    take: 200,
    include: {
      user: { select: { id: true, firstName: true, lastName: true, email: true, reliabilityScore: true } },
      shift: {
        select: { start: true, end: true, status: true, canceledBy: true, cancelReason: true, job: { select: { id: true, title: true } } },
      },
    },
  });
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind,
    label: RELIABILITY_LABELS[e.kind as ReliabilityKindName],
    occurredAt: e.occurredAt,
    detail: e.detail,
    appealNote: e.appealNote,
    appealedAt: e.appealedAt,
    worker: { id: e.user.id, name: `${e.user.firstName} ${e.user.lastName}`.trim() || e.user.email, score: e.user.reliabilityScore },
    shift: { start: e.shift.start, end: e.shift.end, status: e.shift.status, jobId: e.shift.job.id, jobTitle: e.shift.job.title },
  }));
}

/** An admin's decision on a pending appeal; the worker's score is recomputed and the worker is told. */
export async function decideAppeal(user: Who, input: DecideAppealInput) {
  assertAdmin(user);
  const now = new Date();
  const event = await db.$transaction(async (tx) => {
    const { count } = await tx.reliabilityEvent.updateMany({
      where: { id: input.eventId, appealStatus: APPEAL.pending },
      data: { appealStatus: input.outcome, decidedAt: now, decidedById: user.id, decisionNote: input.note },
    });
    const row = await tx.reliabilityEvent.findUnique({
      where: { id: input.eventId },
      select: { userId: true, kind: true, shift: { select: { start: true, job: { select: { id: true, title: true } } } } },
    });
    if (!row) throw notFound(RELIABILITY_MSG.EventNotFound);
    if (count === 0) throw conflict(RELIABILITY_MSG.NotPending);
    const label = RELIABILITY_LABELS[row.kind as ReliabilityKindName].toLowerCase();
    const verdict =
      input.outcome === APPEAL.overturned
        ? `Your appeal was accepted: the ${label} on "${row.shift.job.title}" no longer counts toward your reliability.`
        : `Your appeal of the ${label} on "${row.shift.job.title}" was reviewed: the mark stays.`;
    await notify(tx, {
      userId: row.userId,
      type: "reliability_appeal",
      message: input.note ? `${verdict} ${input.note}` : verdict,
      creatorId: null,
      jobId: row.shift.job.id,
    });
    return row;
  });
  const result = await refreshReliability(event.userId, now);
  return { id: input.eventId, appealStatus: input.outcome, score: result.score };
}
