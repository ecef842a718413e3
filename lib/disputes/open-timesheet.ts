// timesheet/dispute: the worker disputes hours the employer adjusted down (or rejected: adjusted to 0), once,
// within DISPUTE_WINDOW_HOURS of the adjustment. The adjusted minutes were paid at the decision (the undisputed
// part); the disputed part is the difference in minutes at the contract's rate plus the service fee on it,
// frozen out of the hold (lib/disputes/freeze.ts) in the transaction of the guarded insert.
//
// Lock order, as the approval's: the job row FOR UPDATE first (so a completion or cancellation releasing the
// hold, a payment from it and the adjustment itself never interleave), the timesheet, then the ledger's accounts.
// The insert is guarded by the unique timesheet id (ON CONFLICT DO NOTHING): of two disputes at once one opens.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { lockJob } from "@/lib/jobs/access";
import { notifyAll } from "@/lib/notifications/create-notification";
import { displayName } from "@/lib/accounts/dto";
import { formatCents } from "@/lib/money/amounts/format";
import { postJournal } from "@/lib/money/ledger/ledger";
import { feeCents, minutesCents } from "@/lib/money/pricing/pricing";
import { getFeePercent } from "@/lib/settings/get-setting";
import type { AuthUser } from "@/lib/session/current-user";
import { durationText } from "@/lib/time/format";
import { TIMESHEET } from "@/lib/time/timesheet-states";
import { DISPUTE_MSG } from "@/lib/disputes/messages";
import { disputeDeadline, DISPUTE_STATUS, frozenFeePart } from "@/lib/disputes/states";
import { FREEZE_KIND, freezeEntries, freezePlan, freezeReference, lockFreeze } from "@/lib/disputes/freeze";
import type { DisputeTimesheetInput } from "@/lib/disputes/schemas";
import { DISPUTE_NOTIFICATION } from "@/lib/disputes/live";

type Sheet = {
  id: string;
  jobId: string;
  contractId: string;
  userId: string;
  employerId: string;
  status: string;
  minutes: number;
  adjustedMinutes: number | null;
  decidedAt: Date | null;
};

export async function disputeTimesheet(user: AuthUser, input: DisputeTimesheetInput, now = new Date()) {
  return db.$transaction(async (tx) => {
    const first = await tx.timesheet.findUnique({ where: { id: input.id }, select: { jobId: true, userId: true } });
    if (!first) throw notFound(DISPUTE_MSG.TimesheetNotFound);
    if (first.userId !== user.id) throw forbidden(DISPUTE_MSG.NotYourTimesheet);
    const job = await lockJob(tx, first.jobId, "update");
    const [t] = await tx.$queryRaw<Sheet[]>`
      SELECT "id", "jobId", "contractId", "userId", "employerId", "status"::text AS "status", "minutes", "adjustedMinutes", "decidedAt"
      FROM "Timesheet" WHERE "id" = ${input.id} FOR UPDATE`;
    if (t.status !== TIMESHEET.adjusted || t.adjustedMinutes === null || t.adjustedMinutes >= t.minutes || !t.decidedAt)
      throw conflict(DISPUTE_MSG.NotAdjusted);
    if (now.getTime() >= disputeDeadline(t.decidedAt).getTime()) throw conflict(DISPUTE_MSG.TooLate);

    const contract = await tx.contract.findUniqueOrThrow({ where: { id: t.contractId }, select: { price: true } });
    const feePercent = await getFeePercent();
    const disputedMinutes = t.minutes - t.adjustedMinutes;
    const payCents = minutesCents(contract.price, disputedMinutes);
    const fee = feeCents(payCents, feePercent);
    const id = randomUUID();
    const { heldCents, walletCents } = await lockFreeze(tx, {
      disputeId: id,
      contractId: t.contractId,
      employerId: t.employerId,
      workerId: t.userId,
    });
    const plan = freezePlan(heldCents, walletCents, payCents + fee);
    const frozenFeeCents = frozenFeePart(plan.frozenCents, payCents + fee, fee);

    // the guarded insert: one dispute per timesheet (a second, even at the same instant, inserts nothing)
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "Dispute" ("id", "kind", "contractId", "jobId", "timesheetId", "workerId", "employerId", "openedById", "openerNote",
        "frozenCents", "frozenFeeCents", "undisputedCents", "openedAt")
      VALUES (${id}, 'timesheet', ${t.contractId}, ${t.jobId}, ${t.id}, ${t.userId}, ${t.employerId}, ${user.id}, ${input.note},
        ${plan.frozenCents}, ${frozenFeeCents}, ${minutesCents(contract.price, t.adjustedMinutes)}, ${now})
      ON CONFLICT DO NOTHING RETURNING "id"`;
    if (!inserted.length) throw conflict(DISPUTE_MSG.AlreadyDisputed);

    const entries = freezeEntries({ disputeId: id, contractId: t.contractId, employerId: t.employerId, ...plan });
    if (entries.length) {
      await postJournal(tx, {
        kind: FREEZE_KIND,
        reference: freezeReference(id),
        memo: job.title,
        userId: t.employerId,
        jobId: t.jobId,
        at: now,
        entries,
      });
    }
    const who = displayName(user) || "Your worker";
    await notifyAll(tx, [
      {
        userId: t.employerId,
        type: DISPUTE_NOTIFICATION.opened,
        message: `${who} disputes your adjustment of their hours on "${job.title}" (${durationText(disputedMinutes * 60)}, ${formatCents(payCents)}). The amount is set aside until an admin decides; you can add your side once.`,
        creatorId: user.id,
        jobId: t.jobId,
      },
    ]);
    return { dispute: { _id: id, status: DISPUTE_STATUS.open, frozenCents: plan.frozenCents, frozenFeeCents, disputedMinutes } };
  });
}
