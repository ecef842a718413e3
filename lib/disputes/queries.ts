// dispute/list, dispute/get and dispute/respond: the two people of a dispute read it (nobody else; admins read
// it in the console, lib/disputes/detail.ts), and the side that did not open it adds its note once (a guarded
// UPDATE … WHERE "respondedAt" IS NULL).
import "server-only";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/create-notification";
import { displayName } from "@/lib/accounts/dto";
import type { AuthUser } from "@/lib/session/current-user";
import { DISPUTE_MSG } from "@/lib/disputes/messages";
import { awardSplit, disputeLabel, DISPUTE_STATUS } from "@/lib/disputes/states";
import type { RespondDisputeInput } from "@/lib/disputes/schemas";
import { DISPUTE_NOTIFICATION } from "@/lib/disputes/live";

const person = { select: { firstName: true, lastName: true, company: true, accountType: true } } as const;
export const disputeSelect = {
  id: true,
  kind: true,
  status: true,
  contractId: true,
  jobId: true,
  timesheetId: true,
  workerId: true,
  employerId: true,
  openedById: true,
  openerNote: true,
  responseNote: true,
  respondedAt: true,
  frozenCents: true,
  frozenFeeCents: true,
  undisputedCents: true,
  openedAt: true,
  resolvedAt: true,
  workerCents: true,
  resolutionReason: true,
  timesheet: { select: { minutes: true, adjustedMinutes: true, adjustReason: true, decidedAt: true } },
  contract: { select: { user: person, job: { select: { title: true, creator: person } } } },
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof findDispute>>>;
const findDispute = (id: string) => db.dispute.findUnique({ where: { id }, select: disputeSelect });

/** A dispute as both sides (and the console) read it; `viewerId` decides canRespond. */
export function disputeDto(d: Row, viewerId: string | null) {
  const resolved = d.status === DISPUTE_STATUS.resolved && d.workerCents !== null;
  const split = resolved ? awardSplit(d, d.workerCents!) : null;
  const other = d.openedById === d.workerId ? d.employerId : d.workerId;
  return {
    _id: d.id,
    kind: d.kind,
    status: d.status,
    statusLabel: disputeLabel(d.status),
    jobId: d.jobId,
    jobTitle: d.contract.job.title,
    contractId: d.contractId,
    timesheetId: d.timesheetId,
    workerId: d.workerId,
    employerId: d.employerId,
    workerName: displayName(d.contract.user) || "The worker",
    employerName: displayName(d.contract.job.creator) || "The employer",
    openedBy: d.openedById === d.workerId ? ("worker" as const) : ("employer" as const),
    openerNote: d.openerNote,
    responseNote: d.responseNote,
    respondedAt: d.respondedAt?.toISOString() ?? null,
    canRespond: viewerId === other && !d.respondedAt && d.status === DISPUTE_STATUS.open,
    frozenCents: d.frozenCents,
    frozenFeeCents: d.frozenFeeCents,
    undisputedCents: d.undisputedCents,
    openedAt: d.openedAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    workerCents: split?.workerCents ?? null,
    awardFeeCents: split?.feeCents ?? null,
    employerCents: split?.employerCents ?? null,
    resolutionReason: d.resolutionReason,
    timesheet: d.timesheet
      ? {
          minutes: d.timesheet.minutes,
          adjustedMinutes: d.timesheet.adjustedMinutes,
          adjustReason: d.timesheet.adjustReason,
          decidedAt: d.timesheet.decidedAt?.toISOString() ?? null,
        }
      : null,
  };
}
export type DisputeDto = ReturnType<typeof disputeDto>;

const isParty = (d: { workerId: string; employerId: string }, userId: string) => d.workerId === userId || d.employerId === userId;

export async function getDispute(user: AuthUser, id: string) {
  const d = await findDispute(id);
  if (!d) throw notFound(DISPUTE_MSG.NotFound);
  if (!isParty(d, user.id)) throw forbidden(DISPUTE_MSG.NotYours);
  return { dispute: disputeDto(d, user.id) };
}

/** The signed-in person's disputes, newest first (of one job with `jobId`). */
export async function listDisputes(user: AuthUser, jobId?: string) {
  const rows = await db.dispute.findMany({
    where: { OR: [{ workerId: user.id }, { employerId: user.id }], ...(jobId ? { jobId } : {}) },
    orderBy: [{ openedAt: "desc" }, { id: "desc" }],
    take: 100,
    select: disputeSelect,
  });
  return { disputes: rows.map((d) => disputeDto(d, user.id)) };
}

export async function respondDispute(user: AuthUser, input: RespondDisputeInput, now = new Date()) {
  return db.$transaction(async (tx) => {
    const d = await tx.dispute.findUnique({
      where: { id: input.id },
      select: {
        id: true,
        workerId: true,
        employerId: true,
        openedById: true,
        jobId: true,
        contract: { select: { job: { select: { title: true } } } },
      },
    });
    if (!d) throw notFound(DISPUTE_MSG.NotFound);
    if (!isParty(d, user.id)) throw forbidden(DISPUTE_MSG.NotYours);
    if (d.openedById === user.id) throw conflict(DISPUTE_MSG.OpenerCannotAnswer);
    const { count } = await tx.dispute.updateMany({
      where: { id: d.id, respondedAt: null, status: DISPUTE_STATUS.open },
      data: { responseNote: input.note, respondedAt: now },
    });
    if (count === 0) {
      const s = await tx.dispute.findUniqueOrThrow({ where: { id: d.id }, select: { status: true } });
      throw conflict(s.status === DISPUTE_STATUS.resolved ? DISPUTE_MSG.AlreadyResolved : DISPUTE_MSG.AlreadyAnswered);
    }
    await notify(tx, {
      userId: d.openedById,
      type: DISPUTE_NOTIFICATION.answered,
      message: `${displayName(user) || "The other side"} added their side to the dispute about "${d.contract.job.title}". An admin decides.`,
      creatorId: user.id,
      jobId: d.jobId,
    });
    const row = await tx.dispute.findUniqueOrThrow({ where: { id: d.id }, select: disputeSelect });
    return { dispute: disputeDto(row, user.id) };
  });
}
