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
// not sum to 0 at commit). Only wallets, holds (`held:{contractId}`, lib/money/holds) and disputes' frozen cents
// (`disputed:{disputeId}`, lib/disputes) carry a cached balance
// (`balanceCents`, CHECK >= 0), updated here
// in the same transaction; platform accounts have no cached balance, so a payment never locks a platform
// row (their balance is the sum of their entries, platformBalances()).
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { sqlAlone, type SqlTx } from "@/lib/sql-tx";
import { Prisma } from "@/lib/generated/prisma/client";

export type LedgerAccountRef =
  | { kind: "wallet"; userId: string } // a user's wallet; cached balance, CHECK >= 0
  | { kind: "held"; contractId: string } // money a wallet holds for a hired shift (lib/money/holds); cached balance, CHECK >= 0
  | { kind: "disputed"; disputeId: string } // money in dispute until an admin decides (lib/disputes); cached balance, CHECK >= 0
  | { kind: "fee_revenue" } // platform fee income (no hot row per payment)
  | { kind: "in_transit"; method: "card" | "bank" | "paypal" } // money arriving from a payment method
  | { kind: "pending_withdrawal" } // withdrawals requested, not yet paid out
  | { kind: "payout_clearing"; method: "bank" | "paypal" | "card" } // paid out to the outside world (card: instant payouts)
  | { kind: "subscription_revenue" } // plan / credit purchases paid by card
  | { kind: "screening_revenue" } // background checks paid from a wallet (lib/screening)
  | { kind: "adjustments" }; // the other side of an admin's wallet correction (lib/admin/ops/wallet-correction.ts)

type CachedKind = "wallet" | "held" | "disputed";
/** Accounts with a cached balance (CHECK >= 0): wallets, holds and disputes' frozen cents. */
const isCached = (a: LedgerAccountRef): a is Extract<LedgerAccountRef, { kind: CachedKind }> =>
  a.kind === "wallet" || a.kind === "held" || a.kind === "disputed";

export type JournalEntry = { account: LedgerAccountRef; amountCents: number };
export type JournalInput = {
  /** the journal's id (default a new one): for a caller that names it in SQL sent with the posting */
  id?: string;
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
    case "held":
      return `held:${ref.contractId}`;
    case "disputed":
      return `disputed:${ref.disputeId}`;
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
 * One balanced journal transaction (entries sum to 0, non-zero integer cents) in the caller's Prisma tx,
 * or alone with `db` (a transaction of that one statement, its BEGIN and COMMIT in the same round trip: sqlAlone) when the
 * posting is the only change.
 * `reference` is unique per kind (e.g. "deposit:pi_123", "pay:contract:abc") so a replay is a no-op:
 * returns { journalId, created: false } when it already exists. Wallet balances are updated in the same
 * tx; a wallet going below 0 throws AppError 409 'Insufficient balance'. `balances` are the wallets'
 * cached balances after the posting (userId → cents; empty when nothing was created).
 *
 * ONE statement: a CTE inserts the journal (ON CONFLICT DO NOTHING: a replay touches nothing else), upserts
 * the wallets' cached balances in account-id order (so two postings touching the same wallets never
 * deadlock) and inserts the entries. The CHECK ("balanceCents" >= 0) is the guard: a debit below zero, or a
 * debit of a wallet that does not exist yet (its row would be inserted negative), fails the statement with
 * 23514, answered as 409 'Insufficient balance' (the caller's transaction is then unusable and rolls back).
 */
export async function postJournal(
  client: SqlTx | typeof db,
  j: JournalInput,
  riders?: JournalRiders,
): Promise<{ journalId: string; created: boolean; balances: Record<string, number>; extra?: Record<string, unknown> }> {
  assertBalanced(j.entries);
  // alone (`db`): a transaction of this one statement on a pool connection, without Prisma, in one round trip
  const tx: SqlTx = client === db ? sqlAlone() : client;
  const id = j.id ?? randomUUID();
  const at = j.at ?? new Date();
  // the accounts with a cached balance: wallets, holds and disputes (userId null but for a wallet)
  const deltas = new Map<string, { userId: string | null; kind: CachedKind; delta: number }>();
  for (const e of j.entries) {
    if (!isCached(e.account)) continue;
    const key = accountId(e.account);
    const d = deltas.get(key) ?? { userId: e.account.kind === "wallet" ? e.account.userId : null, kind: e.account.kind, delta: 0 };
    d.delta += e.amountCents;
    deltas.set(key, d);
  }
  const wallets = [...deltas].filter(([, d]) => d.delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const walletIds = wallets.map(([k]) => k);
  const walletUsers = wallets.map(([, d]) => d.userId);
  const walletKinds = wallets.map(([, d]) => d.kind);
  const walletDeltas = wallets.map(([, d]) => d.delta);
  const accounts = j.entries.map((e) => accountId(e.account));
  const amounts = j.entries.map((e) => e.amountCents);
  let rows: { id: string | null; accountId: string | null; userId: string | null; balance: bigint | null; [column: string]: unknown }[];
  try {
    // A concurrent post of the same (kind, reference) waits on the unique index for the first one's commit,
    // then inserts nothing (and so changes no balance and no entry).
    // g first (the journal insert reads it): a transaction-scoped advisory lock per wallet, in one global
    // order, before any wallet row is locked. Row locks alone deadlock around a wallet's first credit: a
    // posting whose snapshot predates the new wallet locks the old wallet and then waits for the new row in
    // its ON CONFLICT, while a later posting locked both rows in id order (new one first) and waits for the old.
    rows = await tx.$queryRaw`
      WITH ${riders?.ctes ? Prisma.sql`${riders.ctes}, ` : Prisma.empty}g AS (
        SELECT count(*) AS n FROM (
          SELECT pg_advisory_xact_lock(${LEDGER_LOCK_SPACE}::int, k) FROM (SELECT DISTINCT hashtext(a) AS k FROM unnest(${walletIds}::text[]) AS a ORDER BY 1) s
        ) locked
      ), j AS (
        INSERT INTO "LedgerJournal" ("id", "kind", "reference", "memo", "userId", "jobId", "createdAt")
        SELECT ${id}, ${j.kind}, ${j.reference}, ${j.memo ?? ""}, ${j.userId ?? null}, ${j.jobId ?? null}, ${at}::timestamp FROM g
        ${riders?.when ? Prisma.sql`WHERE ${riders.when}` : Prisma.empty}
        ON CONFLICT ("kind", "reference") DO NOTHING RETURNING "id"
      ), d AS (
        SELECT t.a, t.u, t.k, t.delta FROM j, unnest(${walletIds}::text[], ${walletUsers}::text[], ${walletKinds}::text[], ${walletDeltas}::bigint[]) AS t(a, u, k, delta)
      ), l AS (
        SELECT x."id" FROM "LedgerAccount" x WHERE x."id" IN (SELECT a FROM d) ORDER BY x."id" FOR UPDATE
      ), u AS (
        UPDATE "LedgerAccount" x SET "balanceCents" = x."balanceCents" + d.delta, "updatedAt" = now()
        FROM d WHERE x."id" = d.a AND x."id" IN (SELECT "id" FROM l)
        RETURNING x."id" AS "accountId", x."userId", x."balanceCents"
      ), i AS (
        INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balanceCents")
        SELECT d.a, d.k, d.u, d.delta FROM d WHERE d.a NOT IN (SELECT "id" FROM l)
        ON CONFLICT ("id") DO UPDATE SET "balanceCents" = "LedgerAccount"."balanceCents" + EXCLUDED."balanceCents", "updatedAt" = now()
        RETURNING "id" AS "accountId", "userId", "balanceCents"
      ), e AS (
        INSERT INTO "LedgerEntry" ("journalId", "accountId", "amountCents", "createdAt")
        SELECT j."id", t.a, t.m, ${at} FROM j, unnest(${accounts}::text[], ${amounts}::int[]) AS t(a, m)
      )
      SELECT j."id", w."accountId", w."userId", w."balanceCents" AS balance${riders?.columns ? Prisma.sql`, ${riders.columns}` : Prisma.empty}
      FROM (SELECT 1) one LEFT JOIN j ON true LEFT JOIN (SELECT * FROM u UNION ALL SELECT * FROM i) w ON j."id" IS NOT NULL`;
  } catch (err) {
    if (
      violates(err, "LedgerAccount_balance_nonnegative_check") ||
      violates(err, "LedgerAccount_wallet_shape_check") ||
      violates(err, "LedgerAccount_held_shape_check") ||
      violates(err, "LedgerAccount_disputed_shape_check")
    )
      throw new AppError(409, INSUFFICIENT_BALANCE);
    throw err;
  }
  // the riders' columns (only with riders: a plain posting answers as it always did)
  const extra = riders ? riderColumns(rows[0]) : undefined;
  if (!rows[0]?.id) {
    // the riders' condition was false: nothing was written, and the caller reads why from `extra`
    if (riders?.when) return { journalId: "", created: false, balances: {}, extra };
    // a replay: the journal exists (committed, since the insert waited for it); a read, safe outside a tx
    const [existing] = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "LedgerJournal" WHERE "kind" = ${j.kind} AND "reference" = ${j.reference}`;
    if (!existing) throw new Error(`journal ${j.kind} ${j.reference} not found after its insert conflicted`);
    return { journalId: existing.id, created: false, balances: {}, extra };
  }
  const balances: Record<string, number> = {};
  const seen = new Set<string>();
  for (const r of rows) {
    if (r.accountId) seen.add(r.accountId);
    if (r.userId) balances[r.userId] = Number(r.balance);
  }
  // Every wallet of the journal is either updated (u) or inserted (i); a wallet created by a concurrent
  // first credit after this statement's snapshot is credited by i's ON CONFLICT DO UPDATE (a debit of it
  // fails the CHECK on the proposed row first, as for a wallet that does not exist). So no wallet is left
  // out and the statement is the whole posting (so it may run alone: postJournal(db, …)).
  // Defensive, unreachable as far as known: credit a wallet missing from the answer.
  for (const [key, d] of wallets) {
    if (seen.has(key)) continue;
    const [row] = await tx.$queryRaw<{ balanceCents: bigint }[]>`
      UPDATE "LedgerAccount" SET "balanceCents" = "balanceCents" + ${d.delta}, "updatedAt" = now() WHERE "id" = ${key} RETURNING "balanceCents"`;
    if (d.userId) balances[d.userId] = Number(row.balanceCents);
  }
  return { journalId: id, created: true, balances, extra };
}

/**
 * Other work of the caller's that rides in the journal's statement (a round trip less each):
 *  - `ctes`: CTE definitions (`a AS (…), b AS (…)`) put before the journal's own (g, j, d, l, u, i, e: names
 *    a rider must not use). PostgreSQL runs every data-modifying CTE exactly once, whatever the journal does,
 *    so a rider that must not happen without the journal makes itself depend on it, or the caller throws
 *    (and its transaction rolls back) when the answer says the journal was not written.
 *  - `when`: a condition on the riders (e.g. `EXISTS (SELECT 1 FROM w)`): the journal is written only when it
 *    holds. Without it, a journal whose reference exists already is a replay (created: false, its id).
 *  - `columns`: more columns of the answer (`expr AS "name", …`), read from the first row as `extra`.
 */
export type JournalRiders = { ctes?: Prisma.Sql; when?: Prisma.Sql; columns?: Prisma.Sql };

function riderColumns(row: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!row) return {};
  const { id: _id, accountId: _accountId, userId: _userId, balance: _balance, ...extra } = row;
  void [_id, _accountId, _userId, _balance];
  return extra;
}

/**
 * Takes the ledger's locks on these people's wallets now, in postJournal's one global order, and answers their
 * balances in cents (0 for a wallet that does not exist yet). For a transaction that reads a balance before
 * deciding what to post (pay what the wallet holds) or that posts several journals: it locks every wallet it
 * will touch here first, so its later postings only take locks it already holds (advisory locks are re-entrant
 * within a transaction) and never wait out of order.
 */
export async function lockWallets(tx: SqlTx, userIds: string[]): Promise<Record<string, number>> {
  const byAccount = await lockAccounts(
    tx,
    userIds.map((userId) => ({ kind: "wallet", userId })),
  );
  return Object.fromEntries(userIds.map((u) => [u, byAccount[accountId({ kind: "wallet", userId: u })] ?? 0]));
}

/**
 * lockWallets for any accounts with a cached balance (wallets and holds) at once, in the same one global order;
 * answers the balances by account id (0 for an account that does not exist yet). A transaction that moves a
 * hold locks the hold and every wallet the journal touches in ONE call.
 */
export async function lockAccounts(tx: SqlTx, refs: LedgerAccountRef[]): Promise<Record<string, number>> {
  const ids = [...new Set(refs.map(accountId))];
  if (!ids.length) return {};
  const rows = await tx.$queryRaw<{ id: string; balance: bigint | null }[]>`
    WITH g AS (
      SELECT count(*) AS n FROM (
        SELECT pg_advisory_xact_lock(${LEDGER_LOCK_SPACE}::int, k) FROM (SELECT DISTINCT hashtext(a) AS k FROM unnest(${ids}::text[]) AS a ORDER BY 1) s
      ) locked
    )
    SELECT x."id", x."balanceCents" AS balance FROM g, "LedgerAccount" x WHERE x."id" = ANY(${ids}::text[]) ORDER BY x."id" FOR UPDATE OF x`;
  const out: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const r of rows) out[r.id] = Number(r.balance ?? 0);
  return out;
}

/** The first key of the ledger's advisory locks ("ledg"), apart from any other use of advisory locks. */
const LEDGER_LOCK_SPACE = 0x6c656467;

/** Whether a database error is a violation of the named CHECK constraint (through Prisma's driver adapter). */
function violates(err: unknown, constraint: string): boolean {
  if (!err || typeof err !== "object") return false;
  const text = `${String((err as { message?: unknown }).message ?? "")} ${JSON.stringify((err as { meta?: unknown }).meta ?? {})}`;
  return text.includes(constraint) || (text.includes("23514") && text.includes(constraint.split("_")[0]));
}

/** A wallet's balance in dollars as SQL (centsToDollars's figure, e.g. for a stored answer set after a posting). */
export function walletBalanceDollarsSql(userId: string): Prisma.Sql {
  return Prisma.sql`round((SELECT "balanceCents" FROM "LedgerAccount" WHERE "id" = ${accountId({ kind: "wallet", userId })})::numeric / 100, 2)`;
}

/** A person's wallet balance in cents (0 when the wallet does not exist yet). */
export async function walletBalanceCents(userId: string, tx?: Tx): Promise<number> {
  const client = tx ?? db;
  const row = await client.ledgerAccount.findUnique({ where: { id: `wallet:${userId}` }, select: { balanceCents: true } });
  return row?.balanceCents == null ? 0 : Number(row.balanceCents);
}

/** The balance of each platform account: the sum of its entries (no cached value exists; holds have one). */
export async function platformBalances(client: Tx | typeof db = db): Promise<Record<string, number>> {
  const rows = await client.$queryRaw<{ id: string; total: bigint | null }[]>`
    SELECT a."id", (SELECT SUM(e."amountCents") FROM "LedgerEntry" e WHERE e."accountId" = a."id") AS total
    FROM "LedgerAccount" a WHERE a."balanceCents" IS NULL ORDER BY a."id"`;
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.total ?? 0)]));
}

export type LedgerCheck = {
  /** sum of every entry (must be 0) */
  totalCents: number;
  /** journals whose entries do not sum to 0 */
  unbalancedJournals: number;
  /** wallets and holds with a negative cached balance */
  negativeWallets: number;
  /** wallets and holds whose cached balance differs from the sum of their entries */
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
         WHERE a."balanceCents" IS NOT NULL AND a."balanceCents" <> COALESCE(e.s, 0)) AS drifted,
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
