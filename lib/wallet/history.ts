// Transaction history (transaction/get_transactions, /dashboard/payment, the CSV download): the entries of
// the person's wallet, newest first, each shown as the spec's Transaction (type, amount, createdAt, title,
// job). Credits (+): deposit, earn (and a returned withdrawal); debits (−): pay, withdraw.
import { db } from "@/lib/db";
import { centsToDollars } from "@/lib/jobs/format";
import { walletBalanceCents } from "@/lib/wallet/ledger";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/wallet/schemas";

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
};

type Row = { id: bigint; amountCents: number; createdAt: Date; kind: string; memo: string; jobId: string | null; jobTitle: string | null };

/** The spec's type of one wallet entry, from its journal's kind and its sign. */
export function transactionType(kind: string, amountCents: number): TransactionType {
  if (kind === "pay") return amountCents < 0 ? "pay" : "earn";
  if (kind === "withdraw_refund") return "refund";
  return kind;
}

export function transactionTitle(type: TransactionType, memo: string): string {
  switch (type) {
    case "deposit":
      return memo ? `Deposit (${memo})` : "Deposit";
    case "earn":
      return `Earning: ${memo}`;
    case "pay":
      return `Payment: ${memo}`;
    case "withdraw":
      return memo ? `Withdrawal to ${memo}` : "Withdrawal";
    case "refund":
      return memo ? `Withdrawal returned: ${memo}` : "Withdrawal returned";
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
  };
}

async function rows(userId: string, limit: number, offset: number): Promise<Row[]> {
  return db.$queryRaw<Row[]>`
    SELECT e."id", e."amountCents", e."createdAt", j."kind", j."memo", j."jobId", jb."title" AS "jobTitle"
    FROM "LedgerEntry" e
    JOIN "LedgerJournal" j ON j."id" = e."journalId"
    LEFT JOIN "Job" jb ON jb."id" = j."jobId"
    WHERE e."accountId" = ${`wallet:${userId}`}
    ORDER BY e."id" DESC
    LIMIT ${limit} OFFSET ${offset}`;
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
};

/** One page (10 rows) of the person's history with the balance and the totals. */
export async function transactionPage(userId: string, page = 1): Promise<TransactionPage> {
  const [list, [sums], balanceCents] = await Promise.all([
    rows(userId, TRANSACTIONS_PAGE_SIZE, (page - 1) * TRANSACTIONS_PAGE_SIZE),
    db.$queryRaw<{ n: bigint; paid: bigint | null; earned: bigint | null }[]>`
      SELECT count(*) AS n,
             -SUM(e."amountCents") FILTER (WHERE j."kind" = 'pay' AND e."amountCents" < 0) AS paid,
             SUM(e."amountCents") FILTER (WHERE j."kind" = 'pay' AND e."amountCents" > 0) AS earned
      FROM "LedgerEntry" e JOIN "LedgerJournal" j ON j."id" = e."journalId"
      WHERE e."accountId" = ${`wallet:${userId}`}`,
    walletBalanceCents(userId),
  ]);
  return {
    transactions: list.map(toDto),
    page,
    pageSize: TRANSACTIONS_PAGE_SIZE,
    total: Number(sums.n),
    balance: centsToDollars(balanceCents),
    totalPaid: centsToDollars(Number(sums.paid ?? 0)),
    totalEarned: centsToDollars(Number(sums.earned ?? 0)),
  };
}

/** The whole history as CSV (Date, Transaction, Type, Amount), newest first; at most `max` rows. */
export async function transactionsCsv(userId: string, max = 50_000): Promise<string> {
  const list = (await rows(userId, max, 0)).map(toDto);
  const lines = [["Date", "Transaction", "Type", "Amount"].join(",")];
  for (const t of list) lines.push([t.createdAt, csvCell(t.title), t.type, t.amount.toFixed(2)].join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised (spreadsheet formula injection). */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}
