// Transaction history (transaction/get_transactions, /dashboard/payment, the CSV download): the entries of
// the person's wallet, newest first, each shown as the spec's Transaction (type, amount, createdAt, title,
// job). Credits (+): deposit, earn (and a returned withdrawal); debits (−): pay, withdraw. Also listed: plan
// charges and single credit purchases (type "plan": paid by card at checkout, so they never touch the wallet
// balance), bank deposits still processing (status "processing", not in the balance until they settle), and
// the service fee of a payment (its own line: `fee` on the row, its own row in the CSV). A payment its hold
// paid (lib/money/holds) is one Payment row of the whole amount, whose `held` part is no change of the balance
// now (the hold took that money when it was placed); what the hold held above it is its own row (returned).
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { LATE_CANCEL_KIND } from "@/lib/money/late-cancel/late-cancel-pay";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/money/ledger/wallet-schemas";
import { HISTORY, type HistoryStatus } from "@/lib/money/ledger/wallet-states";

export type TransactionType = "deposit" | "earn" | "pay" | "withdraw" | "refund" | string;

export type TransactionDto = {
  _id: string;
  type: TransactionType;
  /** dollars, signed: + credit, − debit */
  amount: number;
  amountCents: number;
  createdAt: string;
  title: string;
  job: { _id: string; title: string } | null;
  /** "completed" (in the ledger) or "processing" (a bank deposit waiting to settle: not in the balance yet) */
  status: HistoryStatus;
  /** a payment's service fee (dollars, positive; part of `amount`), 0 otherwise */
  fee: number;
  feeCents: number;
  /** the part of a payment its hold paid (dollars, positive; part of `amount`, not a change of the balance now), 0 otherwise */
  held: number;
  heldCents: number;
};

type Row = {
  id: bigint;
  amountCents: number;
  createdAt: Date;
  kind: string;
  memo: string;
  jobId: string | null;
  jobTitle: string | null;
  feeCents: number | null;
  heldCents: number | bigint | null;
};

/** A payment's credit to the payer's own wallet is what its hold held above the total (lib/money/holds), not an earning. */
const kindSql = (userId: string) =>
  Prisma.sql`CASE WHEN j."kind" = 'pay' AND h."amountCents" > 0 AND j."userId" = ${userId} THEN 'hold_return' ELSE j."kind" END AS "kind"`;

/** The spec's type of one wallet entry, from its journal's kind and its sign. */
export function transactionType(kind: string, amountCents: number): TransactionType {
  if (kind === "pay") return amountCents < 0 ? "pay" : "earn";
  if (kind === "withdraw_refund") return "refund";
  if (kind === "plan_purchase") return "plan";
  return kind;
}

export function transactionTitle(type: TransactionType, memo: string): string {
  switch (type) {
    case "deposit":
      return memo.startsWith("Deposit") ? memo : memo ? `Deposit (${memo})` : "Deposit";
    case "earn":
      return `Earning: ${memo}`;
    case "pay":
      return `Payment: ${memo}`;
    case "withdraw":
      return memo ? `Withdrawal to ${memo}` : "Withdrawal";
    case "refund":
      return memo ? `Withdrawal returned: ${memo}` : "Withdrawal returned";
    case "plan":
      return `${memo || "Plan"} (paid by card)`;
    case "fee":
      return `Service fee: ${memo}`;
    case "hold_return":
      return `Returned from the hold: ${memo}`;
    case "dispute_freeze":
      return `Set aside for a dispute: ${memo}`;
    case "dispute_resolve":
      return `Dispute decided: ${memo}`;
    default:
      return memo || type;
  }
}

function toDto(r: Row): TransactionDto {
  const type = transactionType(r.kind, r.amountCents);
  return {
    _id: String(r.id),
    type,
    amount: centsToDollars(r.amountCents),
    amountCents: r.amountCents,
    createdAt: r.createdAt.toISOString(),
    title: transactionTitle(type, r.memo),
    job: r.jobId ? { _id: r.jobId, title: r.jobTitle ?? r.memo } : null,
    status: HISTORY.completed,
    fee: centsToDollars(r.feeCents ?? 0),
    feeCents: r.feeCents ?? 0,
    held: centsToDollars(Number(r.heldCents ?? 0)),
    heldCents: Number(r.heldCents ?? 0),
  };
}

/**
 * The person's history entries (id, signed amount, date, journal, the part a hold paid), each branch newest
 * first and at most `limit` rows when given, dated in [from, to) when given:
 *  - the entries of their wallet, less a payer's debit in a payment a hold paid (part of that payment's row);
 *  - each payment (contract pay, late-cancellation pay) they made that a hold paid in full or in part, as one
 *    row: its amount the whole payment (the hold's part plus the wallet's debit, less what the hold held above
 *    it, which the wallet's credit shows as its own row), `heldCents` the hold's part;
 *  - their plan / credit purchases (the subscription_revenue entry of their plan_purchase journals, as a debit).
 */
function entriesSql(userId: string, o: { limit?: number; from?: Date; to?: Date } = {}) {
  const wallet = `wallet:${userId}`;
  const range = o.from && o.to ? Prisma.sql`AND e."createdAt" >= ${o.from} AND e."createdAt" < ${o.to}` : Prisma.empty;
  const newest = (id: Prisma.Sql) => (o.limit === undefined ? Prisma.empty : Prisma.sql`ORDER BY ${id} DESC LIMIT ${o.limit}`);
  const payerFromHold = Prisma.sql`pj."userId" = ${userId} AND pj."kind" IN ('pay', ${LATE_CANCEL_KIND})
    AND EXISTS (SELECT 1 FROM "LedgerEntry" x WHERE x."journalId" = pj."id" AND x."accountId" LIKE 'held:%' AND x."amountCents" < 0)`;
  return Prisma.sql`
    (SELECT e."id", e."amountCents", e."createdAt", e."journalId", 0 AS "heldCents" FROM "LedgerEntry" e
      WHERE e."accountId" = ${wallet} ${range}
        AND NOT (e."amountCents" < 0 AND EXISTS (SELECT 1 FROM "LedgerJournal" pj WHERE pj."id" = e."journalId" AND ${payerFromHold}))
      ${newest(Prisma.sql`e."id"`)})
    UNION ALL
    (SELECT MIN(e."id"), SUM(e."amountCents")::int, MIN(e."createdAt"), e."journalId",
        (-SUM(e."amountCents") FILTER (WHERE e."accountId" LIKE 'held:%' OR e."amountCents" > 0))::int
      FROM "LedgerJournal" pj JOIN "LedgerEntry" e ON e."journalId" = pj."id" AND (e."accountId" = ${wallet} OR e."accountId" LIKE 'held:%')
      WHERE ${payerFromHold} ${range}
      GROUP BY e."journalId"
      ${newest(Prisma.sql`MIN(e."id")`)})
    UNION ALL
    (SELECT e."id", -e."amountCents", e."createdAt", e."journalId", 0 FROM "LedgerJournal" pj
      JOIN "LedgerEntry" e ON e."journalId" = pj."id" AND e."accountId" = 'subscription_revenue'
      WHERE pj."userId" = ${userId} AND pj."kind" = 'plan_purchase' ${range}
      ${newest(Prisma.sql`e."id"`)})`;
}

/**
 * The person's history rows: the entries of their wallet, and their plan / credit purchases (the
 * subscription_revenue entry of their plan_purchase journals, shown as a debit), newest first. A payment's row
 * carries its service fee (the fee_revenue entry of the same journal) when the person paid it.
 */
async function rows(userId: string, limit: number, offset: number): Promise<Row[]> {
  return db.$queryRaw<Row[]>`
    SELECT h."id", h."amountCents", h."createdAt", h."heldCents", ${kindSql(userId)}, j."memo", j."jobId", jb."title" AS "jobTitle",
      CASE WHEN j."kind" = 'pay' AND h."amountCents" < 0 THEN
        (SELECT f."amountCents" FROM "LedgerEntry" f WHERE f."journalId" = j."id" AND f."accountId" = 'fee_revenue' LIMIT 1)
      END AS "feeCents"
    FROM (${entriesSql(userId, { limit: limit + offset })}) h
    JOIN "LedgerJournal" j ON j."id" = h."journalId"
    LEFT JOIN "Job" jb ON jb."id" = j."jobId"
    ORDER BY h."id" DESC
    LIMIT ${limit} OFFSET ${offset}`;
}

/** A history row of a period, with what a statement needs beyond the screen's row: its journal and kind. */
export type PeriodRow = TransactionDto & { journalId: string; kind: string };

/**
 * The person's history rows (the same rows as the screen and the CSV: wallet entries and plan / credit
 * purchases, a payer's fee on the payment's row) dated in [from, to), oldest first: the lines of a statement.
 */
export async function historyBetween(userId: string, from: Date, to: Date): Promise<PeriodRow[]> {
  const list = await db.$queryRaw<(Row & { journalId: string })[]>`
    SELECT h."id", h."amountCents", h."createdAt", h."journalId", h."heldCents", ${kindSql(userId)}, j."memo", j."jobId", jb."title" AS "jobTitle",
      CASE WHEN j."kind" = 'pay' AND h."amountCents" < 0 THEN
        (SELECT f."amountCents" FROM "LedgerEntry" f WHERE f."journalId" = j."id" AND f."accountId" = 'fee_revenue' LIMIT 1)
      END AS "feeCents"
    FROM (${entriesSql(userId, { from, to })}) h
    JOIN "LedgerJournal" j ON j."id" = h."journalId"
    LEFT JOIN "Job" jb ON jb."id" = j."jobId"
    ORDER BY h."createdAt", h."id"`;
  return list.map((r) => ({ ...toDto(r), journalId: r.journalId, kind: r.kind }));
}

/** A wallet's balance at an instant, in cents: the sum of its entries dated before `at` (0 without a wallet). */
export async function walletBalanceAtCents(userId: string, at: Date): Promise<number> {
  const [row] = await db.$queryRaw<{ total: bigint | null }[]>`
    SELECT SUM("amountCents") AS total FROM "LedgerEntry" WHERE "accountId" = ${`wallet:${userId}`} AND "createdAt" < ${at}`;
  return Number(row?.total ?? 0);
}

/** Bank (and other) deposits the processor is still settling: shown as Processing, not in the balance. */
export async function processingDeposits(userId: string): Promise<TransactionDto[]> {
  const list = await db.paymentIntent.findMany({
    where: { userId, status: HISTORY.processing, creditedAt: null },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, method: true, amountCents: true, createdAt: true },
  });
  return list.map((p) => ({
    _id: p.id,
    type: "deposit",
    amount: centsToDollars(p.amountCents),
    amountCents: p.amountCents,
    createdAt: p.createdAt.toISOString(),
    title: `Deposit by ${p.method === "bank" ? "bank transfer" : p.method === "paypal" ? "PayPal" : "card"}`,
    job: null,
    status: HISTORY.processing,
    fee: 0,
    feeCents: 0,
    held: 0,
    heldCents: 0,
  }));
}

export type TransactionPage = {
  transactions: TransactionDto[];
  page: number;
  pageSize: number;
  total: number;
  /** dollars */
  balance: number;
  totalPaid: number;
  totalEarned: number;
  /** deposits still processing (newest first): shown above the list, not counted in `total` or the balance */
  processing: TransactionDto[];
};

/** One page (10 rows) of the person's history with the balance and the totals. */
export async function transactionPage(userId: string, page = 1): Promise<TransactionPage> {
  const [list, [count], [sums], balanceCents, processing] = await Promise.all([
    rows(userId, TRANSACTIONS_PAGE_SIZE, (page - 1) * TRANSACTIONS_PAGE_SIZE),
    db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM (${entriesSql(userId)}) h`,
    db.$queryRaw<{ paid: bigint | null; earned: bigint | null }[]>`
      SELECT -SUM(e."amountCents") FILTER (WHERE j."kind" = 'pay' AND (e."amountCents" < 0 OR j."userId" = ${userId})) AS paid,
             SUM(e."amountCents") FILTER (WHERE j."kind" = 'pay' AND e."amountCents" > 0 AND j."userId" IS DISTINCT FROM ${userId}) AS earned
      FROM "LedgerEntry" e JOIN "LedgerJournal" j ON j."id" = e."journalId"
      WHERE e."accountId" = ${`wallet:${userId}`}
        -- a payment from a hold (lib/money/holds): the payer paid the hold's line too
        OR (e."accountId" LIKE 'held:%' AND j."userId" = ${userId} AND j."kind" = 'pay')`,
    walletBalanceCents(userId),
    page === 1 ? processingDeposits(userId) : Promise.resolve([]),
  ]);
  return {
    transactions: list.map(toDto),
    page,
    pageSize: TRANSACTIONS_PAGE_SIZE,
    total: Number(count.n),
    balance: centsToDollars(balanceCents),
    totalPaid: centsToDollars(Number(sums.paid ?? 0)),
    totalEarned: centsToDollars(Number(sums.earned ?? 0)),
    processing,
  };
}

/**
 * The whole history as CSV (Date, Transaction, Type, Amount, Status), newest first; at most `max` rows. A
 * payment with a service fee is two lines: the payment (type pay, the subtotal) and the fee (type fee). Deposits
 * still processing come first with the status Processing (not in the balance yet).
 */
export async function transactionsCsv(userId: string, max = 50_000): Promise<string> {
  const [list, processing] = await Promise.all([rows(userId, max, 0).then((r) => r.map(toDto)), processingDeposits(userId)]);
  const lines = [["Date", "Transaction", "Type", "Amount", "Status"].join(",")];
  const line = (t: TransactionDto, title: string, type: string, cents: number) =>
    lines.push(
      [
        t.createdAt,
        csvCell(title),
        type,
        centsToDollars(cents).toFixed(2),
        t.status === HISTORY.processing ? "Processing" : "Completed",
      ].join(","),
    );
  for (const t of [...processing, ...list]) {
    if (t.feeCents > 0) {
      line(t, t.title, t.type, t.amountCents + t.feeCents);
      line(t, transactionTitle("fee", t.job?.title ?? t.title), "fee", -t.feeCents);
    } else line(t, t.title, t.type, t.amountCents);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised (spreadsheet formula injection). */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}
