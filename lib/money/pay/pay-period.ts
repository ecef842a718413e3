// job/pay_period and the hourly pay screen's figures: the employer pays the tracked hours of an ongoing hourly
// contract so far and the contract keeps running (pay periods). Completing it later (job/pay_job) pays only
// the entries still unpaid.
//
// A period is either "week" (every unpaid entry that starts before the current week, i.e. through the end of
// the last full Sunday–Saturday week in the job location's zone) or "all" (every unpaid entry so far). Billed
// exactly as job/pay_job bills hours (lib/money/pricing/pricing.ts): the period's seconds rounded to the minute once,
// rate × minutes / 60 rounded to the cent once, the service fee on top, from the employer's wallet.
//
// One transaction (withIdempotency: a retried click with the same key gets the first answer): the job row
// locked FOR UPDATE (adding or removing time locks it FOR SHARE, so the timesheet cannot move under the
// payment), the unpaid entries locked, ONE journal (kind "pay", reference "pay:period:{contractId}:{first
// entry id}": an entry is paid once, so this names the payment), then those entries stamped paid, guarded by
// "paidAt" IS NULL and checked by count. A second call finds nothing unpaid and is refused (409).
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { AppError, conflict, forbidden, notFound } from "@/lib/http/errors";
import { withIdempotency } from "@/lib/http/idempotency";
import { lockJob } from "@/lib/jobs/access";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_STATUS } from "@/lib/jobs/states";
import { centsToDollars, dollarsToCents } from "@/lib/money/amounts/convert";
import { invalidateUserStatistics } from "@/lib/jobs/statistics";
import { notifyAll } from "@/lib/notifications/create-notification";
import { getFeePercent } from "@/lib/settings/get-setting";
import { outboxMailsSql, printMails, type Mail } from "@/lib/integrations/mail/send-mail";
import type { AuthUser } from "@/lib/session/current-user";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";
import { dateText, durationText, secondsToBilledMinutes } from "@/lib/time/format";
import { zoneForPlaceOr } from "@/lib/time/place-zone";
import { addDays, dayKey, weekRange, weekStartKey } from "@/lib/time/zone";
import { INSUFFICIENT_BALANCE, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { settleFromHold } from "@/lib/money/holds/holds";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { feeCents, minutesCents } from "@/lib/money/pricing/pricing";
import type { PayPeriodInput } from "@/lib/money/ledger/wallet-schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { entriesWhere, TIME_ENTRY } from "@/lib/time/states";
import { paymentNotices } from "@/lib/money/pay/payment-notices";

/** The journal reference of one period payment (its first entry is paid in no other payment). */
export const periodReference = (contractId: string, firstEntryId: string) => `pay:period:${contractId}:${firstEntryId}`;

export type PeriodAmounts = {
  seconds: number;
  minutes: number;
  subTotalCents: number;
  feePercent: number;
  feeCents: number;
  totalCents: number;
};

/** What a set of entries costs: their seconds rounded to the minute once, then the cents once (as job/pay_job). */
export function periodAmounts(rateCents: number, seconds: number, feePercent: number): PeriodAmounts {
  const minutes = secondsToBilledMinutes(seconds);
  const subTotalCents = minutesCents(rateCents, minutes);
  const fee = feeCents(subTotalCents, feePercent);
  return { seconds, minutes, subTotalCents, feePercent, feeCents: fee, totalCents: subTotalCents + fee };
}

type Entry = { id: string; start: Date; end: Date };
const entrySeconds = (e: Entry) => Math.round((e.end.getTime() - e.start.getTime()) / 1000);

/** The zone a job's weeks are counted in: its booking's zone, else its location's, else the default. */
function jobZone(job: { state: string; lat: number; lng: number; booking: { timezone: string } | null }): string {
  return job.booking?.timezone || zoneForPlaceOr({ state: job.state, lat: job.lat, lng: job.lng }, DEFAULT_TIME_ZONE);
}

/** The end of the last full week (this week's Sunday 00:00 in the zone): entries starting before it are "week". */
function lastFullWeekEnd(now: Date, tz: string) {
  const start = weekRange(now, tz).start;
  return { end: start, lastDay: addDays(weekStartKey(dayKey(now, tz)), -1) };
}

export type PeriodQuote = Awaited<ReturnType<typeof quotePayPeriods>>;

/**
 * The hourly pay screen: the unpaid entries by week (Sunday first, in the job's zone) with their amounts, the
 * two payable periods ("week": through the last Saturday; "all": everything so far) with fee and total, the
 * period payments made so far, and the balance. Only the job's employer; null when the contract is not hourly.
 */
export async function quotePayPeriods(jobId: string, customerId: string, now = new Date()) {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: {
      id: true,
      title: true,
      status: true,
      payType: true,
      creatorId: true,
      state: true,
      lat: true,
      lng: true,
      booking: { select: { timezone: true } },
      contract: { select: { id: true, userId: true, price: true } },
    },
  });
  if (!job) throw notFound(JOB_MSG.JobNotFound);
  if (job.creatorId !== customerId) throw forbidden(WALLET_MSG.NotYourPayment);
  if (!job.contract || job.payType !== "Hourly") return null;
  const c = job.contract;
  const tz = jobZone(job);
  const [feePercent, unpaid, paid, balanceCents] = await Promise.all([
    getFeePercent(),
    db.timeEntry.findMany({
      where: { contractId: c.id, ...entriesWhere(TIME_ENTRY.unpaid) },
      orderBy: { start: "asc" },
      select: { id: true, start: true, end: true },
    }),
    db.timeEntry.groupBy({
      by: ["paidJournalId"],
      where: { contractId: c.id, ...entriesWhere(TIME_ENTRY.paid) },
      _count: { _all: true },
      _max: { paidAt: true },
    }),
    walletBalanceCents(customerId),
  ]);
  const journals = paid.length
    ? await db.ledgerJournal.findMany({
        where: { id: { in: paid.map((p) => p.paidJournalId).filter((x): x is string => !!x) } },
        select: { id: true, createdAt: true, entries: { where: { accountId: `wallet:${c.userId}` }, select: { amountCents: true } } },
        orderBy: { createdAt: "desc" },
      })
    : [];
  const weeks = new Map<string, Entry[]>();
  for (const e of unpaid) {
    const key = weekStartKey(dayKey(e.start, tz));
    weeks.set(key, [...(weeks.get(key) ?? []), e]);
  }
  const { end: weekEnd, lastDay } = lastFullWeekEnd(now, tz);
  const sum = (list: Entry[]) => list.reduce((n, e) => n + entrySeconds(e), 0);
  const throughWeek = unpaid.filter((e) => e.start < weekEnd);
  return {
    job: { id: job.id, title: job.title, status: job.status },
    contract: { id: c.id, userId: c.userId, rateCents: c.price },
    timezone: tz,
    balanceCents,
    feePercent,
    weeks: [...weeks].map(([week, list]) => ({
      week,
      lastDay: addDays(week, 6),
      entries: list.length,
      ...periodAmounts(c.price, sum(list), feePercent),
    })),
    week: { through: lastDay, entries: throughWeek.length, ...periodAmounts(c.price, sum(throughWeek), feePercent) },
    all: { entries: unpaid.length, ...periodAmounts(c.price, sum(unpaid), feePercent) },
    payments: journals.map((j) => ({
      journalId: j.id,
      paidAt: j.createdAt.toISOString(),
      entries: paid.find((p) => p.paidJournalId === j.id)?._count._all ?? 0,
      amountCents: j.entries[0]?.amountCents ?? 0,
    })),
    paidEntries: paid.reduce((n, p) => n + p._count._all, 0),
  };
}

type Locked = {
  payType: string;
  state: string;
  lat: number;
  lng: number;
  booking: { timezone: string } | null;
  contract: {
    id: string;
    userId: string;
    price: number;
    user: { email: string; firstName: string; lastName: string; company: string; accountType: string | null };
  } | null;
};

/**
 * job/pay_period: pays the unpaid hours of the period (`through`: "week" or "all") of an ongoing hourly
 * contract from the signed-in employer's wallet; the contract stays open. `total` (optional, dollars) is the
 * figure the page showed: a different one is refused as stale, with the current figures.
 */
export async function payPeriod(user: AuthUser, input: PayPeriodInput, req: Request, now = new Date()) {
  let paid: { providerId: string; jobId: string; amountCents: number } | null = null;
  let receipts: Mail[] = [];
  const answer = await withIdempotency({ req, input }, user.id, "job/pay_period", input, async (tx: Tx, jobs) => {
    paid = null;
    receipts = [];
    const job = await lockJob(tx, input.jobId, "update");
    if (job.creatorId !== user.id) throw forbidden(WALLET_MSG.NotYourPayment);
    const row = (await tx.job.findUnique({
      where: { id: job.id },
      select: {
        payType: true,
        state: true,
        lat: true,
        lng: true,
        booking: { select: { timezone: true } },
        contract: {
          select: {
            id: true,
            userId: true,
            price: true,
            user: { select: { email: true, firstName: true, lastName: true, company: true, accountType: true } },
          },
        },
      },
    })) as Locked | null;
    if (!row?.contract) throw conflict(WALLET_MSG.NoContract);
    if (row.payType !== "Hourly") throw conflict(WALLET_MSG.PeriodHourlyOnly);
    if (job.status !== JOB_STATUS.progressing) throw conflict(WALLET_MSG.PeriodNotActive);
    const contract = row.contract;
    const tz = jobZone(row);
    const { end: weekEnd, lastDay } = lastFullWeekEnd(now, tz);
    const entries = await tx.$queryRaw<Entry[]>`
      SELECT "id", "start", "end" FROM "TimeEntry"
      WHERE "contractId" = ${contract.id} AND "paidAt" IS NULL ${input.through === "week" ? Prisma.sql`AND "start" < ${weekEnd}` : Prisma.empty}
      ORDER BY "start", "id" FOR UPDATE`;
    if (!entries.length) throw conflict(input.through === "week" ? WALLET_MSG.NothingUnpaidWeek : WALLET_MSG.NothingUnpaid);
    const a = periodAmounts(
      contract.price,
      entries.reduce((n, e) => n + entrySeconds(e), 0),
      await getFeePercent(tx),
    );
    if (input.total !== undefined && dollarsToCents(input.total) !== a.totalCents) {
      throw new AppError(409, WALLET_MSG.StalePage, { total: centsToDollars(a.totalCents), subTotal: centsToDollars(a.subTotalCents) });
    }
    if (a.subTotalCents === 0) throw conflict(WALLET_MSG.NothingUnpaid);

    const from = dateText(entries[0].start, tz);
    const to = dateText(entries[entries.length - 1].start, tz);
    // "Nov 20 – Nov 27, 2026" (the year once when both ends share it)
    const year = to.slice(-6);
    const span = from === to ? from : `${from.endsWith(year) ? from.slice(0, -6) : from} – ${to}`;
    let done: PaidHours;
    try {
      done = await payHours(tx, {
        payer: { id: user.id, email: user.email, name: displayName(user) || "Your employer" },
        provider: { id: contract.userId, email: contract.user.email, name: displayName(contract.user) || "the provider" },
        job: { id: job.id, title: job.title },
        contractId: contract.id,
        entryIds: entries.map((e) => e.id),
        amounts: a,
        reference: periodReference(contract.id, entries[0].id),
        span,
        note: "The contract stays open.",
        now,
      });
    } catch (err) {
      if (err instanceof AppError && err.message === INSUFFICIENT_BALANCE) throw conflict(WALLET_MSG.NotEnoughToPay);
      throw err;
    }
    const { journalId, balances } = done;
    receipts = done.receipts;
    if (done.transport === "smtp") {
      jobs.add("mail:deliver", { ids: done.outboxIds });
      receipts = [];
    }
    paid = { providerId: contract.userId, jobId: job.id, amountCents: a.subTotalCents };
    return {
      job: { _id: job.id, title: job.title, status: job.status },
      balance: centsToDollars(balances[user.id] ?? 0),
      payment: {
        contractId: contract.id,
        journalId,
        through: input.through === "week" ? lastDay : dayKey(now, tz),
        entries: entries.length,
        minutes: a.minutes,
        subTotal: centsToDollars(a.subTotalCents),
        fee: centsToDollars(a.feeCents),
        feePercent: a.feePercent,
        total: centsToDollars(a.totalCents),
      },
    };
  });
  // committed (the worker's "payment_received" notification event went out with the COMMIT: their open
  // Earning and timesheet screens reload, components/wallet/live-wallet-refresh.tsx); the statistics move too
  const done = paid as { providerId: string } | null;
  if (done) invalidateUserStatistics(user.id, done.providerId);
  printMails(receipts);
  return answer;
}

// ---- payHours: the core of a payment of hours, shared by job/pay_period and a timesheet's approval
// (lib/money/pay/pay-timesheet.ts), inside the caller's transaction: the caller has locked the job and the
// unpaid entries and worked out the amounts.

export type HoursPayment = {
  payer: { id: string; email: string; name: string };
  provider: { id: string; email: string; name: string };
  job: { id: string; title: string };
  contractId: string;
  /** the unpaid entries this payment stamps paid (locked FOR UPDATE by the caller); may be empty */
  entryIds: string[];
  amounts: PeriodAmounts;
  /** the journal reference that names the payment (kind "pay") */
  reference: string;
  /** the dates of the hours, e.g. "Nov 20 – Nov 27, 2026" */
  span: string;
  /** a sentence for the employer's receipt, after "You paid … for hours on …" */
  note: string;
  now: Date;
};
export type PaidHours = { journalId: string; balances: Record<string, number>; receipts: Mail[]; outboxIds: string[]; transport: string };

/**
 * ONE journal (employer's wallet → provider's wallet + fee_revenue), the entries stamped paid (guarded by
 * "paidAt" IS NULL, checked by count), notifications to both sides and both receipts in the mail outbox.
 * Throws 409 when the reference was paid already, AppError(INSUFFICIENT_BALANCE) when the wallet is short.
 */
export async function payHours(tx: Tx, p: HoursPayment): Promise<PaidHours> {
  const a = p.amounts;
  const journalId = randomUUID();
  // the contract's hold (lib/money/holds) pays first, up to these hours' total (the rest stays held), the wallet
  // the rest, in this one journal; without a hold: wallet −total
  const posted = await settleFromHold(
    tx,
    p.contractId,
    { customerId: p.payer.id, providerId: p.provider.id, subTotalCents: a.subTotalCents, feeCents: a.feeCents, final: false },
    { id: journalId, kind: "pay", reference: p.reference, memo: `${p.job.title} (hours ${p.span})`, userId: p.payer.id, jobId: p.job.id },
  );
  if (!posted.created) throw conflict(WALLET_MSG.PeriodAlreadyPaid);
  // hours the hold paid in full leave the wallet as it was: its balance is read, not posted
  const balances = p.payer.id in posted.balances ? posted.balances : { [p.payer.id]: await walletBalanceCents(p.payer.id, tx) };
  if (p.entryIds.length) {
    const stamped = await tx.timeEntry.updateMany({
      where: { id: { in: p.entryIds }, contractId: p.contractId, ...entriesWhere(TIME_ENTRY.unpaid) },
      data: { paidAt: p.now, paidJournalId: journalId },
    });
    if (stamped.count !== p.entryIds.length) throw conflict(WALLET_MSG.PeriodAlreadyPaid);
  }
  const { payer, provider, job, span } = p;
  const n = p.entryIds.length;
  const { receipts, notes } = paymentNotices({
    job,
    contractId: p.contractId,
    employer: payer,
    worker: provider,
    amounts: a,
    paidFor: { employer: `hours on "${job.title}"`, worker: `your hours on "${job.title}"` },
    when: ` (${span})`,
    note: { employer: p.note, worker: "" },
    details: [`Time: ${durationText(a.minutes * 60)} (tracked, ${span}; ${n} entr${n === 1 ? "y" : "ies"})`],
  });
  await notifyAll(tx, notes);
  const outbox = outboxMailsSql(receipts);
  await tx.$executeRaw(outbox.sql);
  return { journalId, balances, receipts, outboxIds: outbox.ids, transport: outbox.transport };
}
