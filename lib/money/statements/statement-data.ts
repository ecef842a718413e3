// What a statement says, read from the ledger only (never re-priced): the person's history rows of the period
// (lib/money/history: the same rows as the payment screen and its CSV), the other side of each payment (the
// other wallet of its journal), and the wallet's balance at both ends (the sum of its entries before each).
// A worker's earnings statement and an employer's invoice are the same data, summed from each side.
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { historyBetween, walletBalanceAtCents, type PeriodRow } from "@/lib/money/history/history";
import { LATE_CANCEL_KIND } from "@/lib/money/late-cancel/late-cancel-pay";
import { HOLD_KIND, HOLD_RELEASE_KIND } from "@/lib/money/holds/holds";
import { monthPeriod, type StatementPeriod } from "@/lib/money/statements/statement-period";

/** earning: pay received; payment: pay sent (with its fee); card_charge: a plan or credit paid by card (not the wallet). */
export type LineKind =
  | "earning"
  | "payment"
  | "late_cancel"
  | "deposit"
  | "withdrawal"
  | "withdrawal_returned"
  | "card_charge"
  | "hold"
  | "hold_returned"
  | "other";

export type StatementLine = {
  date: Date;
  kind: LineKind;
  /** the history's title ("Earning: Fix a sink", "Deposit by card") */
  title: string;
  jobTitle: string | null;
  /** the employer (on a worker's line) or the worker (on an employer's line) */
  counterpart: string | null;
  /** positive amounts: gross − fee = the worker's pay; gross + fee = what an employer was charged */
  grossCents: number;
  feeCents: number;
  /** the change of the wallet (signed); a card charge's is 0 */
  walletCents: number;
};

export type StatementTotals = {
  openingCents: number;
  closingCents: number;
  /** worker side: pay received, before and after fees taken from it */
  earningsGrossCents: number;
  earningsFeeCents: number;
  lateCancelReceivedCents: number;
  /** employer side: pay sent to workers, the service fees on top, late-cancellation pay sent */
  paymentsCents: number;
  paymentsFeeCents: number;
  lateCancelPaidCents: number;
  depositsCents: number;
  withdrawalsCents: number;
  withdrawalsReturnedCents: number;
  cardChargesCents: number;
  /** any other movement of the wallet (signed) */
  otherCents: number;
  /** worker: earnings − fees + late-cancellation pay received */
  netEarningsCents: number;
  /** employer: payments + fees + late-cancellation pay sent */
  totalChargedCents: number;
};

export type MonthTotals = { period: StatementPeriod; totals: StatementTotals };

export type StatementData = {
  role: "customer" | "provider";
  person: { name: string; email: string };
  period: StatementPeriod;
  /** when the statement was made; a period still running is shown up to here */
  generatedAt: Date;
  lines: StatementLine[];
  totals: StatementTotals;
  /** a year's statement: each month of it that had a movement */
  months: MonthTotals[];
};

/** The person's statement of a period, or null when the person does not exist. */
export async function loadStatement(userId: string, period: StatementPeriod, now = new Date()): Promise<StatementData | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { type: true, email: true, firstName: true, lastName: true, company: true, accountType: true },
  });
  if (!user || user.type === "admin") return null;
  const [rows, openingCents, closingCents] = await Promise.all([
    historyBetween(userId, period.from, period.to),
    walletBalanceAtCents(userId, period.from),
    walletBalanceAtCents(userId, period.to),
  ]);
  const fromHolds = await heldPayments(userId, period.from, period.to);
  const names = await counterparts(userId, [...rows.map((r) => r.journalId), ...fromHolds.map((h) => h.journalId)]);
  // a payment a hold paid (in part) is one line with the whole amount; its wallet row, if any, is that line's
  const heldJournals = new Set(fromHolds.map((h) => h.journalId));
  const lines = [
    ...rows.filter((r) => !heldJournals.has(r.journalId)).map((r) => toLine(r, names.get(r.journalId) ?? null)),
    ...fromHolds.map((h) => heldLine(h, names.get(h.journalId) ?? null)),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  const months =
    period.kind === "year"
      ? Array.from({ length: 12 }, (_, i) => monthPeriod(period.from.getUTCFullYear(), i + 1))
          .map((p) => ({ period: p, lines: lines.filter((l) => l.date >= p.from && l.date < p.to) }))
          .filter((m) => m.lines.length)
          .map((m) => ({ period: m.period, totals: sumLines(m.lines, 0, 0) }))
      : [];
  return {
    role: user.type,
    person: { name: displayName(user), email: user.email },
    period,
    generatedAt: now,
    lines,
    totals: sumLines(lines, openingCents, closingCents),
    months,
  };
}

/** One history row as a statement line: its kind, and gross / fee as positive amounts. */
export function toLine(r: PeriodRow, counterpart: string | null): StatementLine {
  const base = { date: new Date(r.createdAt), title: r.title, jobTitle: r.job?.title ?? null, counterpart, walletCents: r.amountCents };
  const size = Math.abs(r.amountCents);
  if (r.type === "plan") return { ...base, kind: "card_charge", grossCents: size, feeCents: 0, walletCents: 0 };
  // a payment's row carries the payer's fee (part of the amount): the worker's pay is the rest
  if (r.type === "pay") return { ...base, kind: "payment", grossCents: size - r.feeCents, feeCents: r.feeCents };
  if (r.type === "earn") return { ...base, kind: "earning", grossCents: size + r.feeCents, feeCents: r.feeCents };
  const kind: LineKind =
    r.kind === LATE_CANCEL_KIND
      ? "late_cancel"
      : r.kind === HOLD_KIND
        ? "hold"
        : r.kind === HOLD_RELEASE_KIND || r.kind === "hold_return"
          ? "hold_returned"
          : r.type === "deposit"
            ? "deposit"
            : r.type === "withdraw"
              ? "withdrawal"
              : r.type === "refund"
                ? "withdrawal_returned"
                : "other";
  return { ...base, kind, grossCents: size, feeCents: 0 };
}

/** The totals of some lines between two balances. */
export function sumLines(lines: StatementLine[], openingCents: number, closingCents: number): StatementTotals {
  const t: StatementTotals = {
    openingCents,
    closingCents,
    earningsGrossCents: 0,
    earningsFeeCents: 0,
    lateCancelReceivedCents: 0,
    paymentsCents: 0,
    paymentsFeeCents: 0,
    lateCancelPaidCents: 0,
    depositsCents: 0,
    withdrawalsCents: 0,
    withdrawalsReturnedCents: 0,
    cardChargesCents: 0,
    otherCents: 0,
    netEarningsCents: 0,
    totalChargedCents: 0,
  };
  for (const l of lines) {
    switch (l.kind) {
      case "earning":
        t.earningsGrossCents += l.grossCents;
        t.earningsFeeCents += l.feeCents;
        break;
      case "payment":
        t.paymentsCents += l.grossCents;
        t.paymentsFeeCents += l.feeCents;
        break;
      case "late_cancel":
        if (l.walletCents > 0) t.lateCancelReceivedCents += l.grossCents;
        else t.lateCancelPaidCents += l.grossCents;
        break;
      case "deposit":
        t.depositsCents += l.grossCents;
        break;
      case "withdrawal":
        t.withdrawalsCents += l.grossCents;
        break;
      case "withdrawal_returned":
        t.withdrawalsReturnedCents += l.grossCents;
        break;
      case "card_charge":
        t.cardChargesCents += l.grossCents;
        break;
      default:
        t.otherCents += l.walletCents;
    }
  }
  t.netEarningsCents = t.earningsGrossCents - t.earningsFeeCents + t.lateCancelReceivedCents;
  t.totalChargedCents = t.paymentsCents + t.paymentsFeeCents + t.lateCancelPaidCents;
  return t;
}

/**
 * The other person of each journal: another wallet of it (the worker paid, or the employer who paid from the
 * wallet), else the journal's payer (an employer whose hold paid it all: no wallet of theirs is in it).
 */
async function counterparts(userId: string, journalIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(journalIds)];
  if (!ids.length) return new Map();
  const found = await db.$queryRaw<
    { journalId: string; accountType: string | null; company: string; firstName: string; lastName: string }[]
  >`
    SELECT DISTINCT ON (x."journalId") x."journalId", u."accountType"::text AS "accountType", u."company", u."firstName", u."lastName"
    FROM (
      SELECT e."journalId", a."userId", 0 AS pri, e."id" AS ord FROM "LedgerEntry" e JOIN "LedgerAccount" a ON a."id" = e."accountId"
        WHERE e."journalId" = ANY(${ids}::text[]) AND a."kind" = 'wallet' AND a."userId" <> ${userId}
      UNION ALL
      SELECT j."id", j."userId", 1, 0 FROM "LedgerJournal" j WHERE j."id" = ANY(${ids}::text[]) AND j."userId" <> ${userId}
    ) x JOIN "User" u ON u."id" = x."userId"
    ORDER BY x."journalId", x.pri, x.ord`;
  return new Map(found.map((f) => [f.journalId, displayName(f)]));
}

type HeldPayment = {
  journalId: string;
  kind: string;
  createdAt: Date;
  memo: string;
  jobTitle: string | null;
  heldCents: number;
  walletCents: number;
  feeCents: number;
};

/**
 * The person's payments (contract pay, late-cancellation pay) that a hold paid in full or in part
 * (lib/money/holds), dated in [from, to): what the hold gave, what the wallet gave or got back, and the fee.
 */
async function heldPayments(userId: string, from: Date, to: Date): Promise<HeldPayment[]> {
  const rows = await db.$queryRaw<
    { journalId: string; kind: string; createdAt: Date; memo: string; jobTitle: string | null; held: bigint; wallet: bigint; fee: bigint }[]
  >`
    SELECT j."id" AS "journalId", j."kind", j."createdAt", j."memo", jb."title" AS "jobTitle",
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."accountId" LIKE 'held:%'), 0) AS held,
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."accountId" = ${`wallet:${userId}`}), 0) AS wallet,
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."accountId" = 'fee_revenue'), 0) AS fee
    FROM "LedgerJournal" j JOIN "LedgerEntry" e ON e."journalId" = j."id" LEFT JOIN "Job" jb ON jb."id" = j."jobId"
    WHERE j."userId" = ${userId} AND j."kind" IN ('pay', ${LATE_CANCEL_KIND}) AND j."createdAt" >= ${from} AND j."createdAt" < ${to}
    GROUP BY j."id", jb."title"
    HAVING bool_or(e."accountId" LIKE 'held:%')`;
  return rows.map((r) => ({
    journalId: r.journalId,
    kind: r.kind,
    createdAt: r.createdAt,
    memo: r.memo,
    jobTitle: r.jobTitle,
    heldCents: -Number(r.held),
    walletCents: Number(r.wallet),
    feeCents: Number(r.fee),
  }));
}

/** A payment a hold paid, as one line: the whole amount (hold and wallet), the wallet's own change apart. */
function heldLine(h: HeldPayment, counterpart: string | null): StatementLine {
  const total = h.heldCents - h.walletCents;
  const base = { date: new Date(h.createdAt), jobTitle: h.jobTitle, counterpart, walletCents: h.walletCents };
  if (h.kind === LATE_CANCEL_KIND) return { ...base, kind: "late_cancel", title: h.memo, grossCents: total, feeCents: 0 };
  return { ...base, kind: "payment", title: `Payment: ${h.memo}`, grossCents: total - h.feeCents, feeCents: h.feeCents };
}
