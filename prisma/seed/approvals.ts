// Approval on the demo: the demo employer has one shift waiting for approval (submitted five hours ago, so
// the list counts down from about 19 hours) and one approved and paid through the approval's own payment
// (lib/money/pay/pay-timesheet.ts). Runs after the timesheets and the wallets (the payment needs the funded
// wallet). Fixed ids, so a re-run pays nothing twice: the journal of the approved one exists then and
// is only pointed at again.
import type { Tx } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { payTimesheetInTx, timesheetReference } from "@/lib/money/pay/pay-timesheet";
import { secondsToBilledMinutes } from "@/lib/time/format";
import { AUTO_APPROVE_HOURS, TIMESHEET } from "@/lib/time/timesheet-states";

const HOUR = 3_600_000;
// fixed ids: the approved one's journal reference ("pay:timesheet:seed-timesheet-approved") survives a re-seed
// (which gives the contract a new id), so the shift is paid once
const PENDING_ID = "seed-timesheet-pending";
const APPROVED_ID = "seed-timesheet-approved";

export async function seedApprovals(tx: Tx, now: Date): Promise<{ pending: number; approved: number }> {
  const employer = await tx.user.findUnique({ where: { email: "employer@gigline.test" }, select: { id: true } });
  if (!employer) return { pending: 0, approved: 0 };
  const contract = await tx.contract.findFirst({
    where: { job: { creatorId: employer.id, status: JOB_STATUS.progressing, payType: "Hourly" }, timeEntries: { some: {} } },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      jobId: true,
      userId: true,
      timeEntries: { orderBy: { start: "desc" }, take: 2, select: { id: true, start: true, end: true } },
    },
  });
  if (!contract || contract.timeEntries.length < 2) return { pending: 0, approved: 0 };
  await tx.timesheet.deleteMany({ where: { OR: [{ contractId: contract.id }, { id: { in: [PENDING_ID, APPROVED_ID] } }] } });
  const [latest, earlier] = contract.timeEntries;
  const minutesOf = (e: { start: Date; end: Date }) => secondsToBilledMinutes((e.end.getTime() - e.start.getTime()) / 1000);
  const base = {
    contractId: contract.id,
    jobId: contract.jobId,
    userId: contract.userId,
    employerId: employer.id,
    breakAttestation: "took",
  };

  const pendingAt = new Date(now.getTime() - 5 * HOUR);
  await tx.timesheet.create({
    data: {
      ...base,
      id: PENDING_ID,
      minutes: minutesOf(latest),
      submittedAt: pendingAt,
      autoApproveAt: new Date(pendingAt.getTime() + AUTO_APPROVE_HOURS * HOUR),
      entries: { connect: { id: latest.id } },
    },
  });

  const approvedId = APPROVED_ID;
  const submittedAt = new Date(earlier.end.getTime() + 60_000);
  await tx.timesheet.create({
    data: {
      ...base,
      id: approvedId,
      minutes: minutesOf(earlier),
      status: TIMESHEET.approved,
      submittedAt,
      autoApproveAt: new Date(submittedAt.getTime() + AUTO_APPROVE_HOURS * HOUR),
      decidedAt: new Date(submittedAt.getTime() + 2 * HOUR),
      decidedBy: employer.id,
      entries: { connect: { id: earlier.id } },
    },
  });
  const paid = await tx.ledgerJournal.findUnique({
    where: { kind_reference: { kind: "pay", reference: timesheetReference(approvedId) } },
    select: { id: true, createdAt: true },
  });
  if (paid) {
    await tx.timeEntry.update({ where: { id: earlier.id }, data: { paidAt: paid.createdAt, paidJournalId: paid.id } });
    await tx.timesheet.update({
      where: { id: approvedId },
      data: { paidAt: paid.createdAt, paidJournalId: paid.id, paidMinutes: minutesOf(earlier) },
    });
  } else {
    await payTimesheetInTx(tx, approvedId, now);
  }
  return { pending: 1, approved: 1 };
}
