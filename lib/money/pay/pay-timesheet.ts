// The payment of an approved (or adjusted) timesheet: the approved minutes at the contract's rate, the
// service fee on top, from the contract's hold first and the employer's wallet for the rest, to the worker's (payHours in lib/money/pay/pay-period.ts: one
// journal, fee itemised on both receipts, notifications to both sides), in the transaction that decided the
// timesheet. The journal's reference "pay:timesheet:{id}" pays a timesheet once, ever.
//
// Hours already paid another way are not paid again: entries that a pay period (job/pay_period) or the
// contract's payment (job/pay_job) stamped paid count against the approved minutes, and only the rest is
// paid (nothing when all of it was). Every caller holds the job row FOR UPDATE first, as those two calls do,
// so the three never interleave.
//
// When the hold and the wallet together cannot cover the amount, the decision stands and the timesheet stays unpaid
// (paidAt null); the minutely task `timesheet:sweep` (lib/timesheets/approval.ts) retries every unpaid decided timesheet,
// so the payment goes through once funds arrive.
import { db, type Tx } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { lockJob } from "@/lib/jobs/access";
import { enqueue } from "@/lib/background/queue";
import { getFeePercent } from "@/lib/settings/get-setting";
import { printMails, type Mail } from "@/lib/integrations/mail/send-mail";
import { accountId, lockAccounts } from "@/lib/money/ledger/ledger";
import { payHours, periodAmounts, type PeriodAmounts } from "@/lib/money/pay/pay-period";
import { dateText, secondsToBilledMinutes } from "@/lib/time/format";
import { approvedMinutes, isDecided, UNPAID_DECIDED_WHERE } from "@/lib/time/timesheet-states";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";

/** The journal reference of a timesheet's payment. */
export const timesheetReference = (timesheetId: string) => `pay:timesheet:${timesheetId}`;

export type TimesheetPayment =
  /** paid now: the journal and the amounts */
  | { outcome: "paid"; journalId: string; amounts: PeriodAmounts; receipts: Mail[] }
  /** every approved minute had been paid by a pay period or the contract's payment */
  | { outcome: "covered" }
  /** the employer's wallet is short: the timesheet stays unpaid and is retried */
  | { outcome: "short"; amounts: PeriodAmounts }
  /** nothing to do: not decided yet, or paid already */
  | { outcome: "none" };

type Row = {
  id: string;
  status: string;
  minutes: number;
  adjustedMinutes: number | null;
  paidAt: Date | null;
  jobId: string;
  contractId: string;
  employerId: string;
  userId: string;
  submittedAt: Date;
};

/**
 * Pays a decided timesheet inside the caller's transaction, which holds the job row FOR UPDATE. Receipts are
 * in the mail outbox (a "mail:deliver" job when SMTP is set up); with the console transport the caller prints
 * the returned receipts after its commit.
 */
export async function payTimesheetInTx(tx: Tx, timesheetId: string, now = new Date()): Promise<TimesheetPayment> {
  const [t] = await tx.$queryRaw<Row[]>`
    SELECT "id", "status"::text AS "status", "minutes", "adjustedMinutes", "paidAt", "jobId", "contractId", "employerId", "userId", "submittedAt"
    FROM "Timesheet" WHERE "id" = ${timesheetId} FOR UPDATE`;
  if (!t || !isDecided(t) || t.paidAt) return { outcome: "none" };
  const entries = await tx.$queryRaw<{ id: string; start: Date; end: Date; paidAt: Date | null }[]>`
    SELECT "id", "start", "end", "paidAt" FROM "TimeEntry" WHERE "timesheetId" = ${t.id} ORDER BY "start", "id" FOR UPDATE`;
  const unpaid = entries.filter((e) => !e.paidAt);
  const paidSeconds = entries.filter((e) => e.paidAt).reduce((n, e) => n + Math.round((e.end.getTime() - e.start.getTime()) / 1000), 0);
  const minutes = Math.max(0, approvedMinutes(t) - (paidSeconds ? secondsToBilledMinutes(paidSeconds) : 0));

  if (minutes === 0) {
    // nothing left to pay: the entries are settled by this decision (an adjustment to 0, or hours paid elsewhere)
    if (unpaid.length)
      await tx.timeEntry.updateMany({ where: { id: { in: unpaid.map((e) => e.id) }, paidAt: null }, data: { paidAt: now } });
    await tx.timesheet.updateMany({ where: { id: t.id, paidAt: null }, data: { paidAt: now, paidMinutes: 0 } });
    return { outcome: "covered" };
  }

  const contract = await tx.contract.findUniqueOrThrow({
    where: { id: t.contractId },
    select: {
      price: true,
      user: { select: { email: true, firstName: true, lastName: true, company: true, accountType: true } },
      job: {
        select: {
          title: true,
          timezone: true,
          creator: { select: { email: true, firstName: true, lastName: true, company: true, accountType: true } },
        },
      },
    },
  });
  const amounts = periodAmounts(contract.price, minutes * 60, await getFeePercent(tx));
  // short when the contract's hold (lib/money/holds) and the wallet together cannot pay these hours: the hold
  // pays first (payHours), the wallet the rest
  const employer = { kind: "wallet" as const, userId: t.employerId };
  const hold = { kind: "held" as const, contractId: t.contractId };
  const balances = await lockAccounts(tx, [employer, { kind: "wallet", userId: t.userId }, hold]);
  const fromHold = Math.min(balances[accountId(hold)] ?? 0, amounts.totalCents);
  if ((balances[accountId(employer)] ?? 0) + fromHold < amounts.totalCents) return { outcome: "short", amounts };

  const tz = contract.job.timezone || DEFAULT_TIME_ZONE;
  const span = dateText(entries[0]?.start ?? t.submittedAt, tz);
  const done = await payHours(tx, {
    payer: { id: t.employerId, email: contract.job.creator.email, name: displayName(contract.job.creator) || "Your employer" },
    provider: { id: t.userId, email: contract.user.email, name: displayName(contract.user) || "the provider" },
    job: { id: t.jobId, title: contract.job.title },
    contractId: t.contractId,
    entryIds: unpaid.map((e) => e.id),
    amounts,
    reference: timesheetReference(t.id),
    span,
    note: "The hours were approved.",
    now,
  });
  await tx.timesheet.updateMany({
    where: { id: t.id, paidAt: null },
    data: { paidAt: now, paidJournalId: done.journalId, paidMinutes: amounts.minutes },
  });
  if (done.transport === "smtp") await enqueue("mail:deliver", { ids: done.outboxIds }, { tx });
  return { outcome: "paid", journalId: done.journalId, amounts, receipts: done.transport === "smtp" ? [] : done.receipts };
}

/** The periodic retry: pays every decided timesheet still unpaid (a wallet that was short may hold enough now). */
export async function payApprovedTimesheets(limit = 100, now = new Date()): Promise<number> {
  const due = await db.timesheet.findMany({
    where: UNPAID_DECIDED_WHERE,
    orderBy: { decidedAt: "asc" },
    take: limit,
    select: { id: true, jobId: true },
  });
  let paid = 0;
  for (const t of due) {
    const result = await db.$transaction(async (tx) => {
      await lockJob(tx, t.jobId, "update");
      return payTimesheetInTx(tx, t.id, now);
    });
    if (result.outcome === "paid") {
      paid++;
      printMails(result.receipts);
    }
  }
  return paid;
}
