// A demo dispute (docs/money.md "Disputes"): on one of the demo employer's held hourly contracts, a shift adjusted
// down three hours ago (paid for the adjusted minutes through the approval's own payment), which the worker
// disputed an hour ago; the disputed part is set aside from the hold, and the operations console's dispute queue
// has its item (the Dispute row's trigger). Runs after the holds. Seeding again makes the jobs anew: a demo
// dispute whose row went with its contract returns what it set aside to the demo employer first.
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { postJournal } from "@/lib/money/ledger/ledger";
import { payTimesheetInTx, timesheetReference } from "@/lib/money/pay/pay-timesheet";
import { feeCents, minutesCents } from "@/lib/money/pricing/pricing";
import { secondsToBilledMinutes } from "@/lib/time/format";
import { AUTO_APPROVE_HOURS, TIMESHEET } from "@/lib/time/timesheet-states";
import { frozenFeePart } from "@/lib/disputes/states";
import {
  disputedAccount,
  FREEZE_KIND,
  freezeEntries,
  freezePlan,
  freezeReference,
  lockFreeze,
  RESOLVE_KIND,
  resolveReference,
  walletAccount,
} from "@/lib/disputes/freeze";
import { DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/wallets-query";
import { DEFAULT_FEE } from "@/prisma/seed/settings";

const HOUR = 3_600_000;
const SHEET_ID = "seed-timesheet-disputed";

export async function seedDisputes(tx: Tx, now: Date): Promise<{ open: number }> {
  const employer = await tx.user.findUnique({ where: { email: DEMO_EMPLOYER_EMAIL }, select: { id: true } });
  if (!employer) return { open: 0 };
  // an earlier run's shift, timesheet and dispute (with its item) make way; what it set aside goes back
  await tx.timeEntry.deleteMany({ where: { timesheetId: SHEET_ID } });
  await tx.timesheet.deleteMany({ where: { id: SHEET_ID } });
  await releaseOrphanDisputes(tx, employer.id);
  await tx.$executeRaw`DELETE FROM "QueueItem" q WHERE q.kind = 'dispute' AND NOT EXISTS (SELECT 1 FROM "Dispute" d WHERE d.id = q."sourceId")`;
  const contract = await tx.contract.findFirst({
    where: {
      fundedAt: { not: null },
      canceledAt: null,
      completedAt: null,
      job: { creatorId: employer.id, status: JOB_STATUS.progressing, payType: "Hourly" },
    },
    orderBy: { createdAt: "asc" },
    select: { id: true, jobId: true, userId: true, price: true, job: { select: { title: true } } },
  });
  if (!contract) return { open: 0 };
  // a three-hour shift from 09:00 UTC, on the latest day from the day before yesterday on when the worker has no
  // other time (the same day on every run of a day)
  let start = new Date(Math.floor(now.getTime() / (24 * HOUR)) * 24 * HOUR - 2 * 24 * HOUR + 9 * HOUR);
  for (let day = 0; day < 60; day++, start = new Date(start.getTime() - 24 * HOUR)) {
    const end = new Date(start.getTime() + 3 * HOUR);
    const busy = await tx.timeEntry.count({ where: { userId: contract.userId, start: { lt: end }, end: { gt: start } } });
    if (!busy) break;
  }
  const entry = await tx.timeEntry.create({
    data: { contractId: contract.id, userId: contract.userId, start, end: new Date(start.getTime() + 3 * HOUR), type: "track" },
  });
  const minutes = secondsToBilledMinutes(3 * 3600);
  const adjusted = minutes - 60;
  const decidedAt = new Date(now.getTime() - 3 * HOUR);
  const submittedAt = new Date(now.getTime() - 20 * HOUR);
  await tx.timesheet.create({
    data: {
      id: SHEET_ID,
      contractId: contract.id,
      jobId: contract.jobId,
      userId: contract.userId,
      employerId: employer.id,
      minutes,
      adjustedMinutes: adjusted,
      adjustReason: "The site log shows you left an hour early.",
      status: TIMESHEET.adjusted,
      breakAttestation: "took",
      submittedAt,
      autoApproveAt: new Date(submittedAt.getTime() + AUTO_APPROVE_HOURS * HOUR),
      decidedAt,
      decidedBy: employer.id,
      entries: { connect: { id: entry.id } },
    },
  });
  // the adjusted minutes are paid once, ever (the journal's reference is fixed): a later run points at that payment
  const paid = await tx.ledgerJournal.findUnique({
    where: { kind_reference: { kind: "pay", reference: timesheetReference(SHEET_ID) } },
    select: { id: true, createdAt: true },
  });
  if (paid) {
    await tx.timeEntry.update({ where: { id: entry.id }, data: { paidAt: paid.createdAt, paidJournalId: paid.id } });
    await tx.timesheet.update({ where: { id: SHEET_ID }, data: { paidAt: paid.createdAt, paidJournalId: paid.id, paidMinutes: adjusted } });
  } else await payTimesheetInTx(tx, SHEET_ID, decidedAt);

  const payCents = minutesCents(contract.price, minutes - adjusted);
  const fee = feeCents(payCents, DEFAULT_FEE);
  const id = randomUUID();
  const b = await lockFreeze(tx, { disputeId: id, contractId: contract.id, employerId: employer.id, workerId: contract.userId });
  const plan = freezePlan(b.heldCents, b.walletCents, payCents + fee);
  const openedAt = new Date(now.getTime() - HOUR);
  await tx.dispute.create({
    data: {
      id,
      kind: "timesheet",
      contractId: contract.id,
      jobId: contract.jobId,
      timesheetId: SHEET_ID,
      workerId: contract.userId,
      employerId: employer.id,
      openedById: contract.userId,
      openerNote: "I stayed until the end of the shift: the gate log and my messages show I left at 5 pm.",
      frozenCents: plan.frozenCents,
      frozenFeeCents: frozenFeePart(plan.frozenCents, payCents + fee, fee),
      undisputedCents: minutesCents(contract.price, adjusted),
      openedAt,
    },
  });
  const entries = freezeEntries({ disputeId: id, contractId: contract.id, employerId: employer.id, ...plan });
  if (entries.length)
    await postJournal(tx, {
      kind: FREEZE_KIND,
      reference: freezeReference(id),
      memo: contract.job.title,
      userId: employer.id,
      jobId: contract.jobId,
      at: openedAt,
      entries,
    });
  return { open: 1 };
}

/** What earlier demo disputes (gone with their contracts) still set aside goes back to the demo employer. */
async function releaseOrphanDisputes(tx: Tx, employerId: string) {
  const orphans = await tx.$queryRaw<{ id: string; balance: bigint }[]>`
    SELECT a."id", a."balanceCents" AS balance FROM "LedgerAccount" a
    WHERE a."kind" = 'disputed' AND a."balanceCents" > 0
      AND NOT EXISTS (SELECT 1 FROM "Dispute" d WHERE 'disputed:' || d."id" = a."id")`;
  for (const o of orphans) {
    const disputeId = o.id.slice("disputed:".length);
    await postJournal(tx, {
      kind: RESOLVE_KIND,
      reference: resolveReference(disputeId),
      memo: "Demo data reset",
      userId: employerId,
      entries: [
        { account: disputedAccount(disputeId), amountCents: -Number(o.balance) },
        { account: walletAccount(employerId), amountCents: Number(o.balance) },
      ],
    });
  }
}
