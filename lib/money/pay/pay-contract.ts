// job/pay_job and the pay screen's figures: the employer pays a contract from the wallet.
//
// One transaction (inside withIdempotency): the job row is locked (FOR UPDATE), a progressing contract is
// completed through the job lifecycle table (lib/jobs/states.ts, guarded UPDATE), and ONE journal moves
// total out of the customer's wallet, subtotal into the provider's and the fee into fee_revenue, under
// the reference "pay:contract:{contractId}" — so a contract is paid once, ever, whatever the retries.
//
// Completing without paying stays possible (job/complete_contract, then the pay screen): "Completing leads
// to the pay screen". pay_job therefore accepts a contract that is still progressing (it completes it) or
// already completed and unpaid; a cancelled contract is never paid. A contract with a hold (lib/money/holds) is
// paid from it first, in the same journal.
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { withIdempotencySql, type CallJobs } from "@/lib/http/idempotency";
import type { SqlTx } from "@/lib/sql-tx";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_STATUS } from "@/lib/jobs/states";
import { completeContractCtes, completeContractTx } from "@/lib/jobs/complete-contract";
import { centsToDollars, dollarsToCents } from "@/lib/money/amounts/convert";
import { notificationCtes, notifyAll } from "@/lib/notifications/create-notification";
import { getFeePercent, parseFee } from "@/lib/settings/get-setting";
import { outboxMailsSql, printMails, type Mail } from "@/lib/integrations/mail/send-mail";
import { revalidatePublicJob, revalidatePublicProfile } from "@/lib/public-pages/cache";
import { invalidateUserStatistics } from "@/lib/jobs/statistics";
import type { StatementSessionUser } from "@/lib/session/sessions";
import type { JoinedSession, StatementSession } from "@/lib/http/route";
import { withdrawBackfillsAfterPay } from "@/lib/booking/backfill-state";
import { BACKFILL } from "@/lib/booking/backfill-states";
import {
  accountId,
  INSUFFICIENT_BALANCE,
  lockAccounts,
  postJournal,
  walletBalanceCents,
  walletBalanceDollarsSql,
} from "@/lib/money/ledger/ledger";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { contractAmounts, type ContractAmounts } from "@/lib/money/pricing/pricing";
import type { PayJobInput } from "@/lib/money/ledger/wallet-schemas";
import { trackedSecondsForContract, trackedSecondsSql } from "@/lib/time/queries";
import { Prisma } from "@/lib/generated/prisma/client";
import { durationText, secondsToBilledMinutes } from "@/lib/time/format";
import { heldCentsOf, holdSettlementEntries, settleFromHold } from "@/lib/money/holds/holds";
import { enqueue } from "@/lib/background/queue";
import { paymentNotices, type PaymentParty } from "@/lib/money/pay/payment-notices";

/**
 * Paying a delivered fixed-price contract accepts its delivery (lib/contracts/delivery.ts), guarded as the
 * acceptance is (`deliveryStatus = 'delivered'`): a CTE of job/pay_job's statement, only when it pays.
 */
function acceptDeliverySql(contractId: string, by: string, when: Prisma.Sql) {
  return Prisma.sql`UPDATE "Contract" SET "deliveryStatus" = 'accepted'::"DeliveryStatus", "deliveryDecidedAt" = now(), "deliveryDecidedBy" = ${by}
    WHERE "id" = ${contractId} AND "deliveryStatus" = 'delivered'::"DeliveryStatus" AND ${when}`;
}

/** The journal reference that makes a contract payable once. */
export const payReference = (contractId: string) => `pay:contract:${contractId}`;

/**
 * Minutes tracked in the contract's timesheet (track and manual entries), or null when it has no entries (an
 * hourly contract then pays the hired duration). The sum of the entries' seconds is rounded to the minute,
 * halves up; the charge is rate × minutes / 60, rounded to the cent once (lib/money/pricing/pricing.ts), so the pay
 * screen's "Hours tracked" (shown as hours and minutes) is exactly what is billed. A running timer counts only
 * once stopped.
 */
export async function trackedMinutesForContract(contractId: string, tx?: Tx): Promise<number | null> {
  const { seconds, entries } = await trackedSecondsForContract(contractId, tx ?? db);
  return entries === 0 ? null : secondsToBilledMinutes(seconds);
}
// Hours already paid by period (job/pay_period, lib/money/pay/pay-period.ts) are left out of those minutes: the
// contract's payment bills only the entries still unpaid, and stamps them paid with its journal.

export type PayQuote = {
  job: { id: string; title: string; status: number; payType: "Hourly" | "Fixed" };
  contract: { id: string; userId: string; price: number; duration: number; extraPay: number; createdAt: Date };
  provider: { id: string; name: string; avatar: string; title: string };
  amounts: ContractAmounts;
  paid: boolean;
  /** timesheet entries already paid by period */
  paidEntries: number;
  /** every tracked hour was paid by period and nothing else is owed: completing pays nothing */
  nothingLeft: boolean;
  balanceCents: number;
  /** holds: what the contract's hold holds now (it pays first) */
  heldCents: number;
};

/** What the pay screen shows: the contract, its amounts at today's fee, whether it is paid, the balance. */
export async function quoteContractPayment(jobId: string, customerId: string): Promise<PayQuote> {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: {
      id: true,
      title: true,
      status: true,
      payType: true,
      creatorId: true,
      contract: {
        select: {
          id: true,
          userId: true,
          price: true,
          duration: true,
          extraPay: true,
          createdAt: true,
          user: {
            select: {
              id: true,
              firstName: true,
              lastName: true,
              company: true,
              accountType: true,
              avatar: true,
              profile: { select: { title: true } },
            },
          },
        },
      },
    },
  });
  if (!job) throw notFound(JOB_MSG.JobNotFound);
  if (job.creatorId !== customerId) throw forbidden(WALLET_MSG.NotYourPayment);
  if (!job.contract) throw conflict(WALLET_MSG.NoContract);
  const c = job.contract;
  const [feePercent, sheet, paid, balanceCents, heldCents] = await Promise.all([
    getFeePercent(),
    trackedSecondsForContract(c.id),
    db.ledgerJournal.findUnique({ where: { kind_reference: { kind: "pay", reference: payReference(c.id) } }, select: { id: true } }),
    walletBalanceCents(customerId),
    heldCentsOf(db, c.id),
  ]);
  const tracked = sheet.entries === 0 ? null : secondsToBilledMinutes(sheet.seconds);
  const amounts = contractAmounts({ ...c, payType: job.payType }, feePercent, tracked);
  const nothingLeft = sheet.paidEntries > 0 && amounts.totalCents === 0;
  return {
    job: { id: job.id, title: job.title, status: job.status, payType: job.payType },
    contract: { id: c.id, userId: c.userId, price: c.price, duration: c.duration, extraPay: c.extraPay, createdAt: c.createdAt },
    provider: { id: c.user.id, name: displayName(c.user), avatar: c.user.avatar, title: c.user.profile?.title ?? "" },
    amounts,
    paid: Boolean(paid) || nothingLeft,
    paidEntries: sheet.paidEntries,
    nothingLeft,
    balanceCents,
    heldCents,
  };
}

/** The job row (locked FOR UPDATE), its contract and provider, whether it is paid and the fee percent: one statement. */
type PayRow = {
  id: string;
  creatorId: string;
  status: number;
  title: string;
  payType: "Hourly" | "Fixed";
  contractId: string | null;
  providerId: string | null;
  price: number | null;
  duration: number | null;
  extraPay: number | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  accountType: string | null;
  paid: boolean;
  fee: unknown;
  /** the timesheet's seconds and entries (trackedSecondsForContract's figures, read in the same statement) */
  trackedSeconds: number | null;
  trackedEntries: bigint | number | null;
  trackedPaidEntries: bigint | number | null;
  /** a replacement search of the job still runs (it stops once the payment has committed) */
  searching: boolean;
  /** holds: what the contract's hold holds (lib/money/holds), null without one */
  heldCents: bigint | number | null;
};

async function lockForPay(
  tx: SqlTx,
  jobId: string,
  jobs: CallJobs,
  session: StatementSession,
): Promise<{ job: PayRow; user: StatementSessionUser }> {
  // the session's check and the Idempotency-Key's claim ride in this statement (route auth "joined",
  // withIdempotencySql's claimInFirstStatement): they are checked first, in that order (a dead session
  // learns nothing, not even a stored answer); the statement answers one row whether or not the job exists,
  // and locks the job only for a live session
  const [row] = await tx.$queryRaw<(Omit<PayRow, "id"> & { id: string | null; claimed: boolean; session: unknown })[]>`
    WITH ${session.cte}, ${jobs.claimCte()},
      locked AS (SELECT * FROM "Job" WHERE "id" = ${jobId} AND EXISTS (SELECT 1 FROM session) FOR UPDATE)
    SELECT ${session.column}, EXISTS (SELECT 1 FROM claim) AS claimed, j."id", j."creatorId", j."status", j."title", j."payType"::text AS "payType",
      c."id" AS "contractId", c."userId" AS "providerId", c."price", c."duration", c."extraPay",
      u."email", u."firstName", u."lastName", u."company", u."accountType"::text AS "accountType",
      EXISTS (SELECT 1 FROM "LedgerJournal" lj WHERE lj."kind" = 'pay' AND lj."reference" = 'pay:contract:' || c."id") AS "paid",
      (SELECT s."value" FROM "Setting" s WHERE s."key" = 'fee') AS "fee",
      t."seconds" AS "trackedSeconds", t."entries" AS "trackedEntries", t."paidEntries" AS "trackedPaidEntries",
      EXISTS (SELECT 1 FROM "Backfill" b WHERE b."jobId" = j."id" AND b."status" = ${BACKFILL.running}::"BackfillStatus") AS "searching",
      (SELECT a."balanceCents" FROM "LedgerAccount" a WHERE a."id" = 'held:' || c."id") AS "heldCents"
    FROM (SELECT 1) one LEFT JOIN locked j ON true LEFT JOIN "Contract" c ON c."jobId" = j."id" LEFT JOIN "User" u ON u."id" = c."userId"
      LEFT JOIN LATERAL (${trackedSecondsSql(Prisma.sql`c."id"`)}) t ON true`;
  const user = session.check(row.session);
  jobs.claimed(row.claimed);
  if (!row.id) throw notFound(JOB_MSG.JobNotFound);
  return { job: row as PayRow, user };
}

/**
 * job/pay_job: pays the contract of `input.jobId` from the signed-in employer's wallet.
 * Two round trips (counted by tests/integration/money-statements.test.ts): the BEGIN with one locking read
 * with the session's check and the idempotency claim (job + contract + provider + paid? + fee + the
 * timesheet's hours); then ONE statement — the guarded lifecycle UPDATE with the contract stamp (a
 * progressing contract), the journal, the two notifications with their realtime events and the two receipts
 * (MailOutbox rows) — with the stored answer, with SMTP the receipts' delivery job, and the COMMIT.
 */
export async function payContract(session: JoinedSession, input: PayJobInput, req: Request) {
  let paidJob: string | null = null;
  let searching = false;
  let paidPeople: string[] = [];
  let printAfterCommit: Mail[] = [];
  const inStatement = session.inStatement();
  const result = await withIdempotencySql(
    { req, input },
    session.claimedUserId,
    "job/pay_job",
    input,
    async (tx, jobs) => {
      paidJob = null;
      paidPeople = [];
      printAfterCommit = [];
      const { job, user } = await lockForPay(tx, input.jobId, jobs, inStatement);
      if (input.customerId && input.customerId !== user.id) throw forbidden(WALLET_MSG.NotYourPayment);
      if (job.creatorId !== user.id) throw forbidden(WALLET_MSG.NotYourPayment);
      if (!job.contractId) throw conflict(WALLET_MSG.NoContract);
      const contract = { id: job.contractId, userId: job.providerId!, price: job.price!, duration: job.duration!, extraPay: job.extraPay! };
      const provider = {
        email: job.email!,
        firstName: job.firstName ?? "",
        lastName: job.lastName ?? "",
        company: job.company ?? "",
        accountType: job.accountType,
      };
      if (input.providerId && input.providerId !== contract.userId) throw conflict(WALLET_MSG.WrongProvider);
      if (job.status !== JOB_STATUS.progressing && job.status !== JOB_STATUS.completed) throw conflict(WALLET_MSG.NotPayable);
      if (job.paid) throw conflict(WALLET_MSG.AlreadyPaid);
      const tracked = Number(job.trackedEntries ?? 0) === 0 ? null : secondsToBilledMinutes(Math.round(job.trackedSeconds ?? 0));
      const amounts = contractAmounts({ ...contract, payType: job.payType }, parseFee(job.fee), tracked);
      // every hour was paid by period and nothing else is owed: the contract is completed with job/complete_contract
      if (amounts.totalCents === 0) throw conflict(WALLET_MSG.NothingLeftToPay);
      const stale =
        (input.total !== undefined && dollarsToCents(input.total) !== amounts.totalCents) ||
        (input.subTotal !== undefined && dollarsToCents(input.subTotal) !== amounts.subTotalCents);
      if (stale) {
        throw new AppError(409, WALLET_MSG.StalePage, {
          total: centsToDollars(amounts.totalCents),
          subTotal: centsToDollars(amounts.subTotalCents),
        });
      }

      // --- holds (lib/money/holds): the contract's hold pays first, the wallet gives the rest or takes back what
      // the hold held above the total, in this one journal; without a hold: wallet −total, provider, fee as before
      const entries = holdSettlementEntries(contract.id, Number(job.heldCents ?? 0), {
        customerId: user.id,
        providerId: contract.userId,
        subTotalCents: amounts.subTotalCents,
        feeCents: amounts.feeCents,
        final: true,
      });
      // --- end holds
      const { receipts, notes: paymentNotes } = paymentTexts({
        job: { id: job.id, title: job.title },
        contractId: contract.id,
        employer: { id: user.id, email: user.email, name: displayName(user) },
        worker: { id: contract.userId, email: provider.email, name: displayName(provider) },
        amounts,
        note: "",
      });
      const answer = (balanceCents: number) => ({
        job: { _id: job.id, title: job.title, status: JOB_STATUS.completed },
        balance: centsToDollars(balanceCents),
        payment: {
          contractId: contract.id,
          subTotal: centsToDollars(amounts.subTotalCents),
          fee: centsToDollars(amounts.feeCents),
          feePercent: amounts.feePercent,
          total: centsToDollars(amounts.totalCents),
        },
      });

      // ONE statement, the call's last: the lifecycle change of a progressing contract (guarded), then — only
      // when it moved and the contract is still unpaid (this statement's snapshot sees every payment committed
      // before this call locked the job, and no other can be under way: each locks the job first) — the
      // journal, both notifications with their realtime events and the two receipts (MailOutbox rows: they
      // exist exactly when the payment commits). It goes in one round trip with the key's stored answer (the
      // balance after it set by SQL) and the COMMIT (CallJobs.committing); with SMTP the receipts' delivery job
      // is added then too, so the answer does not wait for the mail server. A refusal below finds nothing written.
      const sheetSame = Prisma.sql`(SELECT same FROM pay_sheet)`;
      const complete =
        job.status === JOB_STATUS.progressing
          ? completeContractCtes({ jobId: job.id, ownerId: user.id, contractId: contract.id, when: sheetSame })
          : null;
      // sheet: the timesheet is still the one billed. The first statement read it in its snapshot, which may
      // predate a change committed while it waited for the job's lock (time added, or hours paid by period);
      // this statement's snapshot is taken with the lock held, so a difference here refuses the payment as stale
      // instead of billing (and stamping paid) other hours than those the amount was computed from
      const ok = Prisma.sql`(SELECT unpaid AND sheet AND completed FROM pay_ok)`;
      const paySheet = Prisma.sql`pay_sheet AS (
      SELECT t.seconds = ${job.trackedSeconds ?? 0}::float8 AND t.entries = ${Number(job.trackedEntries ?? 0)} AND t."paidEntries" = ${Number(job.trackedPaidEntries ?? 0)} AS same
      FROM (${trackedSecondsSql(Prisma.sql`${contract.id}`)}) t
    )`;
      const payOk = Prisma.sql`pay_ok AS (
      SELECT NOT EXISTS (SELECT 1 FROM "LedgerJournal" lj WHERE lj."kind" = 'pay' AND lj."reference" = ${payReference(contract.id)}) AS unpaid,
        ${sheetSame} AS sheet,
        ${complete ? complete.moved : Prisma.sql`true`} AS completed
    )`;
      const notes = notificationCtes(paymentNotes, ok);
      const outbox = outboxMailsSql(receipts, ok);
      if (outbox.transport === "smtp") jobs.add("mail:deliver", { ids: outbox.ids });
      const journalId = randomUUID();
      const balanceAfter = walletBalanceDollarsSql(user.id);
      const last = jobs.committing({
        answer: answer(0),
        set: [{ path: ["balance"], value: balanceAfter }],
        when: Prisma.sql`EXISTS (SELECT 1 FROM "LedgerJournal" WHERE "id" = ${journalId})`,
      });
      let posted: Awaited<ReturnType<typeof postJournal>>;
      try {
        posted = await postJournal(
          last,
          { id: journalId, kind: "pay", reference: payReference(contract.id), memo: job.title, userId: user.id, jobId: job.id, entries },
          {
            // the entries billed here (those not paid by period) are stamped paid by this journal
            ctes: Prisma.sql`${paySheet}, ${complete ? Prisma.sql`${complete.ctes}, ` : Prisma.empty}${payOk}, ${notes.ctes}, pay_mail AS (${outbox.sql}),
            pay_time AS (UPDATE "TimeEntry" SET "paidAt" = now(), "paidJournalId" = ${journalId} WHERE "contractId" = ${contract.id} AND "paidAt" IS NULL AND ${ok}),
            pay_delivery AS (${acceptDeliverySql(contract.id, user.id, ok)})`,
            when: ok,
            // holds: the wallet's balance as this statement found it (the answer's balance when the hold paid it all)
            columns: Prisma.sql`(SELECT unpaid FROM pay_ok) AS "unpaid", (SELECT sheet FROM pay_ok) AS "sheet", (SELECT completed FROM pay_ok) AS "completed", (SELECT ids FROM events_sent) AS "eventIds",
              (SELECT "balanceCents" FROM "LedgerAccount" WHERE "id" = ${`wallet:${user.id}`}) AS "walletBefore"`,
          },
        );
      } catch (err) {
        if (err instanceof AppError && err.message === INSUFFICIENT_BALANCE) throw conflict(WALLET_MSG.NotEnoughToPay);
        throw err;
      }
      if (!posted.created) {
        if (posted.extra?.unpaid !== true) throw conflict(WALLET_MSG.AlreadyPaid);
        if (posted.extra?.sheet !== true) throw conflict(WALLET_MSG.StalePage);
        complete?.check(posted.extra?.completed);
        throw new Error(`job/pay_job: the journal of contract ${contract.id} was not written`);
      }
      // committed
      notes.written((posted.extra?.eventIds as string[] | null) ?? []);
      if (outbox.transport !== "smtp") printAfterCommit = receipts;
      paidJob = job.id;
      searching = job.searching;
      paidPeople = [user.id, contract.userId];
      return answer(posted.balances[user.id] ?? Number(posted.extra?.walletBefore ?? 0));
    },
    { claimInFirstStatement: true },
  );
  if (paidJob) {
    // the statistics workers and employers read (Total paid, Total earned) move with the payment
    invalidateUserStatistics(...paidPeople);
    revalidatePublicJob(paidJob);
    revalidatePublicProfile(paidPeople[1]);
    // a replacement search of the paid job stops (an accept in between finds the contract completed: 409)
    if (searching) await withdrawBackfillsAfterPay(paidJob);
  }
  printMails(printAfterCommit);
  return result;
}

/** A contract's payment as both sides read it: the two notifications and the two receipts (fee itemised). */
function paymentTexts(p: {
  job: { id: string; title: string };
  contractId: string;
  employer: PaymentParty;
  worker: PaymentParty;
  amounts: ContractAmounts;
  /** a sentence after the receipts' first line ("The delivery was accepted."), or "" */
  note: string;
}) {
  const a = p.amounts;
  return paymentNotices({
    ...p,
    note: { employer: p.note, worker: p.note },
    details: a.minutes !== null ? [`Time: ${durationText(a.minutes * 60)}${a.hoursTracked ? " (tracked)" : ""}`] : [],
  });
}

export type ContractPayment =
  /** paid now: the journal, the amounts and (console transport) the receipts to print after the commit */
  | { outcome: "paid"; journalId: string; amounts: ContractAmounts; receipts: Mail[]; balanceCents: number }
  /** the hold and the wallet together cannot pay it: nothing was written */
  | { outcome: "short"; amounts: ContractAmounts }
  /** paid already (the journal "pay:contract:{id}" exists), or cancelled */
  | { outcome: "none" };

/**
 * job/pay_job's payment inside a caller's transaction that holds the job row FOR UPDATE (the accepted delivery
 * of a fixed-price contract: lib/contracts/delivery.ts): the same amounts (price + extra pay, the fee on top),
 * the same journal reference (so the contract is still paid once, ever, whichever path pays it), the hold
 * settled first and in full (final), the wallet the rest; a progressing contract is completed; both sides told,
 * both receipts in the mail outbox. Short: nothing written, the caller decides (refuse, or retry later).
 */
export async function payContractInTx(tx: Tx, p: { jobId: string; now: Date; note: string }): Promise<ContractPayment> {
  const job = await tx.job.findUniqueOrThrow({
    where: { id: p.jobId },
    select: {
      id: true,
      title: true,
      status: true,
      payType: true,
      creatorId: true,
      creator: { select: { email: true, firstName: true, lastName: true, company: true, accountType: true } },
      contract: {
        select: {
          id: true,
          userId: true,
          price: true,
          duration: true,
          extraPay: true,
          canceledAt: true,
          user: { select: { email: true, firstName: true, lastName: true, company: true, accountType: true } },
        },
      },
    },
  });
  const c = job.contract;
  if (!c || c.canceledAt || (job.status !== JOB_STATUS.progressing && job.status !== JOB_STATUS.completed)) return { outcome: "none" };
  const paid = await tx.ledgerJournal.findUnique({
    where: { kind_reference: { kind: "pay", reference: payReference(c.id) } },
    select: { id: true },
  });
  if (paid) return { outcome: "none" };
  const tracked = job.payType === "Hourly" ? await trackedMinutesForContract(c.id, tx) : null;
  const amounts = contractAmounts({ ...c, payType: job.payType }, await getFeePercent(), tracked);
  if (amounts.totalCents === 0) return { outcome: "none" };
  const balances = await lockAccounts(tx, [
    { kind: "wallet", userId: job.creatorId },
    { kind: "wallet", userId: c.userId },
    { kind: "held", contractId: c.id },
  ]);
  const heldCents = balances[accountId({ kind: "held", contractId: c.id })] ?? 0;
  const walletCents = balances[accountId({ kind: "wallet", userId: job.creatorId })] ?? 0;
  if (walletCents + heldCents < amounts.totalCents) return { outcome: "short", amounts };

  if (job.status === JOB_STATUS.progressing)
    await completeContractTx(tx, { jobId: job.id, ownerId: job.creatorId, contractId: c.id, now: p.now });
  const journalId = randomUUID();
  const posted = await settleFromHold(
    tx,
    c.id,
    { customerId: job.creatorId, providerId: c.userId, subTotalCents: amounts.subTotalCents, feeCents: amounts.feeCents, final: true },
    { id: journalId, kind: "pay", reference: payReference(c.id), memo: job.title, userId: job.creatorId, jobId: job.id },
  );
  if (!posted.created) return { outcome: "none" };
  await tx.timeEntry.updateMany({ where: { contractId: c.id, paidAt: null }, data: { paidAt: p.now, paidJournalId: journalId } });
  const { receipts, notes } = paymentTexts({
    job: { id: job.id, title: job.title },
    contractId: c.id,
    employer: { id: job.creatorId, email: job.creator.email, name: displayName(job.creator) },
    worker: { id: c.userId, email: c.user.email, name: displayName(c.user) },
    amounts,
    note: p.note,
  });
  await notifyAll(tx, notes);
  const outbox = outboxMailsSql(receipts);
  await tx.$executeRaw(outbox.sql);
  if (outbox.transport === "smtp") await enqueue("mail:deliver", { ids: outbox.ids }, { tx });
  const balanceCents = posted.balances[job.creatorId] ?? (await walletBalanceCents(job.creatorId, tx));
  return { outcome: "paid", journalId, amounts, receipts: outbox.transport === "smtp" ? [] : receipts, balanceCents };
}
