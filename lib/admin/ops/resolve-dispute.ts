// admin/resolve_dispute: an admin settles an open dispute (lib/disputes) with ONE ledger journal out of the
// dispute's frozen account `disputed:{id}`: `workerCents` to the worker's wallet, the service fee on that award
// pro rata (awardSplit, docs/money.md "Disputes") to fee_revenue, and the rest back to the employer's wallet.
// One transaction: the guarded change open → resolved (of two admins at once one resolves, the other is told),
// the journal, the audit row, both sides told in plain words with the reason; the queue item closes with it
// (the Dispute row's trigger, migration 20270107100000_dispute_accounts).
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { notifyAll } from "@/lib/notifications/create-notification";
import { formatCents } from "@/lib/money/amounts/format";
import { lockAccounts, postJournal, type JournalEntry } from "@/lib/money/ledger/ledger";
import { invalidateUserStatistics } from "@/lib/jobs/statistics";
import { recordAudit } from "@/lib/admin/audit";
import { AUDIT_ACTION, AUDIT_TARGET } from "@/lib/admin/states";
import { DISPUTE_MSG } from "@/lib/disputes/messages";
import { awardSplit, DISPUTE_STATUS } from "@/lib/disputes/states";
import { disputedAccount, RESOLVE_KIND, resolveReference, walletAccount } from "@/lib/disputes/freeze";
import type { ResolveDisputeInput } from "@/lib/disputes/schemas";
import { DISPUTE_NOTIFICATION } from "@/lib/disputes/live";

export async function resolveDispute(admin: { id: string }, input: ResolveDisputeInput, now = new Date()) {
  const out = await db.$transaction(async (tx) => {
    const d = await tx.dispute.findUnique({
      where: { id: input.id },
      select: {
        id: true,
        status: true,
        kind: true,
        jobId: true,
        workerId: true,
        employerId: true,
        frozenCents: true,
        frozenFeeCents: true,
        contract: { select: { job: { select: { title: true } } } },
      },
    });
    if (!d) throw notFound(DISPUTE_MSG.NotFound);
    if (input.workerCents > d.frozenCents - d.frozenFeeCents) throw badRequest(DISPUTE_MSG.AwardTooMuch);
    const split = awardSplit(d, input.workerCents);
    // the accounts first, in the ledger's order, then the guarded change
    await lockAccounts(tx, [disputedAccount(d.id), walletAccount(d.workerId), walletAccount(d.employerId)]);
    const journalId = split.workerCents + split.employerCents + split.feeCents > 0 ? randomUUID() : null;
    const { count } = await tx.dispute.updateMany({
      where: { id: d.id, status: DISPUTE_STATUS.open },
      data: {
        status: DISPUTE_STATUS.resolved,
        resolvedAt: now,
        resolvedById: admin.id,
        workerCents: split.workerCents,
        resolutionReason: input.reason,
        journalId,
      },
    });
    if (count === 0) throw conflict(DISPUTE_MSG.AlreadyResolved);
    const title = d.contract.job.title;
    if (journalId) {
      const entries: JournalEntry[] = [
        { account: disputedAccount(d.id), amountCents: -d.frozenCents },
        ...(split.workerCents > 0 ? [{ account: walletAccount(d.workerId), amountCents: split.workerCents }] : []),
        ...(split.feeCents > 0 ? [{ account: { kind: "fee_revenue" as const }, amountCents: split.feeCents }] : []),
        ...(split.employerCents > 0 ? [{ account: walletAccount(d.employerId), amountCents: split.employerCents }] : []),
      ];
      const posted = await postJournal(tx, {
        id: journalId,
        kind: RESOLVE_KIND,
        reference: resolveReference(d.id),
        memo: title,
        jobId: d.jobId,
        at: now,
        entries,
      });
      if (!posted.created) throw conflict(DISPUTE_MSG.AlreadyResolved);
    }
    const audit = await recordAudit(tx, {
      actorId: admin.id,
      action: AUDIT_ACTION.resolve,
      targetType: AUDIT_TARGET.dispute,
      targetId: d.id,
      reason: input.reason,
      before: { status: DISPUTE_STATUS.open, frozenCents: d.frozenCents, frozenFeeCents: d.frozenFeeCents },
      after: { status: DISPUTE_STATUS.resolved, ...split, journalId },
    });
    const what = d.kind === "timesheet" ? `your disputed hours on "${title}"` : `the disputed delivery of "${title}"`;
    const whatEmployer = d.kind === "timesheet" ? `the disputed hours on "${title}"` : `your dispute of the delivery of "${title}"`;
    await notifyAll(tx, [
      {
        userId: d.workerId,
        type: DISPUTE_NOTIFICATION.resolved,
        message: `An admin decided ${what}: you receive ${formatCents(split.workerCents)}${split.employerCents > 0 ? `, and ${formatCents(split.employerCents)} goes back to the employer` : ""}. Reason: ${input.reason}`,
        creatorId: null,
        jobId: d.jobId,
      },
      {
        userId: d.employerId,
        type: DISPUTE_NOTIFICATION.resolved,
        message: `An admin decided ${whatEmployer}: ${formatCents(split.employerCents)} goes back to your wallet and the worker receives ${formatCents(split.workerCents)}${split.feeCents > 0 ? ` (service fee ${formatCents(split.feeCents)})` : ""}. Reason: ${input.reason}`,
        creatorId: null,
        jobId: d.jobId,
      },
    ]);
    return {
      dispute: { _id: d.id, status: DISPUTE_STATUS.resolved, resolvedAt: now.toISOString(), ...split, journalId, auditId: audit.id },
      people: [d.workerId, d.employerId],
    };
  });
  invalidateUserStatistics(...out.people);
  return { dispute: out.dispute };
}
