// The double-entry ledger: every money movement is ONE journal transaction whose entries sum to zero,
// posted inside the caller's Prisma transaction (so the movement commits or vanishes with the change it
// pays for).
//
// Sign convention: an entry's amount is money INTO that account, seen from the account holder's side;
// a negative amount is money out of it. All entries of a journal sum to 0. A succeeded card deposit of $50:
//   [{ account: { kind: "in_transit", method: "card" }, amountCents: -5000 },   // out of the card network
//    { account: { kind: "wallet", userId },            amountCents: +5000 }]   // into the person's wallet
// Paying a contract of $100 with a 10 % fee:
//   [{ wallet customer, -11000 }, { wallet provider, +10000 }, { fee_revenue, +1000 }]
//
// Storage (migration 20261128100000_ledger): LedgerAccount (id = the account's key, e.g. "wallet:{userId}",
// "fee_revenue", "in_transit:card"), LedgerJournal (unique (kind, reference)), LedgerEntry (append-only:
// triggers refuse UPDATE/DELETE/TRUNCATE; a deferred constraint trigger refuses a journal whose entries do
// not sum to 0 at commit). Only wallets carry a cached balance (`balanceCents`, CHECK >= 0), updated here
// in the same transaction; platform accounts have no cached balance, so a payment never locks a platform
// row (their balance is the sum of their entries, platformBalances()).
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

export type LedgerAccountRef =
  | { kind: "wallet"; userId: string } // a user's wallet; cached balance, CHECK >= 0
  | { kind: "fee_revenue" } // platform fee income (no hot row per payment)
  | { kind: "in_transit"; method: "card" | "bank" | "paypal" } // money arriving from a payment method
  | { kind: "pending_withdrawal" } // withdrawals requested, not yet paid out
  | { kind: "payout_clearing"; method: "bank" | "paypal" } // paid out to the outside world
  | { kind: "subscription_revenue" }; // plan / credit purchases paid by card

export type JournalEntry = { account: LedgerAccountRef; amountCents: number };
export type JournalInput = {
  kind: string;
  reference: string;
  memo?: string;
  /** whose history shows it first (the person who acted) */
  userId?: string;
  /** the job a payment was for */
  jobId?: string;
  /** when it happened (default now; the demo seed back-dates its history) */
  at?: Date;
  entries: JournalEntry[];
};

export const INSUFFICIENT_BALANCE = "Insufficient balance";
/** The largest amount of one entry (PostgreSQL INTEGER). */
export const MAX_ENTRY_CENTS = 2_147_483_647;

/** The account's key (LedgerAccount.id). */
export function accountId(ref: LedgerAccountRef): string {
  switch (ref.kind) {
    case "wallet":
      return `wallet:${ref.userId}`;
    case "in_transit":
    case "payout_clearing":
      return `${ref.kind}:${ref.method}`;
    default:
      return ref.kind;
  }
}

/** Throws unless the entries are non-zero integer cents that sum to zero (a programming error otherwise). */
export function assertBalanced(entries: JournalEntry[]) {
  if (entries.length < 2) throw new Error("a journal needs at least two entries");
  let sum = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountCents) || e.amountCents === 0 || Math.abs(e.amountCents) > MAX_ENTRY_CENTS) {
      throw new Error(`ledger entry amounts are non-zero integer cents, got ${e.amountCents}`);
    }
    sum += e.amountCents;
  }
  if (sum !== 0) throw new Error(`journal entries must sum to 0, got ${sum}`);
}

/**
 * One balanced journal transaction (entries sum to 0, non-zero integer cents) in the caller's Prisma tx.
 * `reference` is unique per kind (e.g. "deposit:pi_123", "pay:contract:abc") so a replay is a no-op:
 * returns { journalId, created: false } when it already exists. Wallet balances are updated in the same
 * tx; a wallet going below 0 throws AppError 409 'Insufficient balance'.
 */
export async function postJournal(tx: Tx, j: JournalInput): Promise<{ journalId: string; created: boolean }> {
  assertBalanced(j.entries);
  const id = randomUUID();
  const at = j.at ?? new Date();
  // A concurrent post of the same (kind, reference) waits here for the first one's commit, then does nothing.
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "LedgerJournal" ("id", "kind", "reference", "memo", "userId", "jobId", "createdAt")
    VALUES (${id}, ${j.kind}, ${j.reference}, ${j.memo ?? ""}, ${j.userId ?? null}, ${j.jobId ?? null}, ${at})
    ON CONFLICT ("kind", "reference") DO NOTHING RETURNING "id"`;
  if (!inserted.length) {
    const existing = await tx.ledgerJournal.findUniqueOrThrow({ where: { kind_reference: { kind: j.kind, reference: j.reference } }, select: { id: true } });
    return { journalId: existing.id, created: false };
  }

  // Wallet deltas, one per wallet, applied in a fixed order (account id) so that two postings touching the
  // same wallets never deadlock.
  const deltas = new Map<string, { userId: string; delta: number }>();
  for (const e of j.entries) {
    if (e.account.kind !== "wallet") continue;
    const key = accountId(e.account);
    const d = deltas.get(key) ?? { userId: e.account.userId, delta: 0 };
    d.delta += e.amountCents;
    deltas.set(key, d);
  }
  for (const [key, { userId, delta }] of [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (delta < 0) {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        UPDATE "LedgerAccount" SET "balanceCents" = "balanceCents" + ${delta}, "updatedAt" = now()
        WHERE "id" = ${key} AND "balanceCents" + ${delta} >= 0 RETURNING "id"`;
      if (!rows.length) throw new AppError(409, INSUFFICIENT_BALANCE);
    } else if (delta > 0) {
      await tx.$executeRaw`
        INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balanceCents") VALUES (${key}, 'wallet', ${userId}, ${delta})
        ON CONFLICT ("id") DO UPDATE SET "balanceCents" = "LedgerAccount"."balanceCents" + EXCLUDED."balanceCents", "updatedAt" = now()`;
    }
  }

  const accounts = j.entries.map((e) => accountId(e.account));
  const amounts = j.entries.map((e) => e.amountCents);
  await tx.$executeRaw`
    INSERT INTO "LedgerEntry" ("journalId", "accountId", "amountCents", "createdAt")
    SELECT ${id}, a, m, ${at} FROM unnest(${accounts}::text[], ${amounts}::int[]) AS t(a, m)`;
  return { journalId: id, created: true };
}

/** A person's wallet balance in cents (0 when the wallet does not exist yet). */
export async function walletBalanceCents(userId: string, tx?: Tx): Promise<number> {
  const client = tx ?? db;
  const row = await client.ledgerAccount.findUnique({ where: { id: `wallet:${userId}` }, select: { balanceCents: true } });
  return row?.balanceCents == null ? 0 : Number(row.balanceCents);
}

/** The balance of each platform account: the sum of its entries (no cached value exists). */
export async function platformBalances(client: Tx | typeof db = db): Promise<Record<string, number>> {
  const rows = await client.$queryRaw<{ id: string; total: bigint | null }[]>`
    SELECT a."id", (SELECT SUM(e."amountCents") FROM "LedgerEntry" e WHERE e."accountId" = a."id") AS total
    FROM "LedgerAccount" a WHERE a."kind" <> 'wallet' ORDER BY a."id"`;
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.total ?? 0)]));
}

export type LedgerCheck = {
  /** sum of every entry (must be 0) */
  totalCents: number;
  /** journals whose entries do not sum to 0 */
  unbalancedJournals: number;
  /** wallets with a negative cached balance */
  negativeWallets: number;
  /** wallets whose cached balance differs from the sum of their entries */
  driftedWallets: number;
  journals: number;
  entries: number;
};

/** The ledger's invariants, read in one snapshot (bench:money and the tests assert them). */
export async function checkLedger(client: Tx | typeof db = db): Promise<LedgerCheck> {
  const [r] = await client.$queryRaw<
    { total: bigint | null; unbalanced: bigint; negative: bigint; drifted: bigint; journals: bigint; entries: bigint }[]
  >`
    SELECT
      (SELECT SUM("amountCents") FROM "LedgerEntry") AS total,
      (SELECT count(*) FROM (SELECT 1 FROM "LedgerEntry" GROUP BY "journalId" HAVING SUM("amountCents") <> 0) u) AS unbalanced,
      (SELECT count(*) FROM "LedgerAccount" WHERE "balanceCents" < 0) AS negative,
      (SELECT count(*) FROM "LedgerAccount" a
         LEFT JOIN (SELECT "accountId", SUM("amountCents") AS s FROM "LedgerEntry" GROUP BY "accountId") e ON e."accountId" = a."id"
         WHERE a."kind" = 'wallet' AND a."balanceCents" <> COALESCE(e.s, 0)) AS drifted,
      (SELECT count(*) FROM "LedgerJournal") AS journals,
      (SELECT count(*) FROM "LedgerEntry") AS entries`;
  return {
    totalCents: Number(r.total ?? 0),
    unbalancedJournals: Number(r.unbalanced),
    negativeWallets: Number(r.negative),
    driftedWallets: Number(r.drifted),
    journals: Number(r.journals),
    entries: Number(r.entries),
  };
}
