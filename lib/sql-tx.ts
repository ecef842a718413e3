// Raw SQL on the process's pg pool, without Prisma's engine, for the hot money calls (job/pay_job,
// withdraw/submit_request, the ledger's autocommit postings). They are all raw statements already; running
// them through a Prisma interactive transaction cost more Node CPU than everything else in the call (the
// query compiler and interpreter per statement, the transaction's bookkeeping): bench:money measured it.
//
// `SqlTx` is the part of a Prisma transaction client these code paths use ($queryRaw, $executeRaw and their
// Unsafe forms), so a function typed `(tx: SqlTx)` runs unchanged inside `db.$transaction` (a Prisma Tx is
// a SqlTx) or inside `pgTransaction` here. Values and results follow Prisma's raw-query conventions, so the
// callers cannot tell the two apart:
//  - a Date is sent as its ISO instant ("…Z"): a `::timestamp` cast keeps the UTC wall time (PostgreSQL
//    ignores a zone written into a timestamp-without-zone literal), a `::timestamptz` cast the instant;
//  - BIGINT (count(*), SUM of integers) comes back as a JS bigint, TIMESTAMP as a UTC Date, NUMERIC as a
//    number (Prisma answers a Decimal; every caller converts it with Number()/Math.round anyway).
import pg from "pg";
import { parseUtcTimestamp, pool, poolTypes, statementNamer } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

type RawQuery = TemplateStringsArray | Prisma.Sql;

/** The raw-SQL part of a Prisma transaction client (a Prisma `Tx` satisfies it). */
export interface SqlTx {
  $queryRaw<T = unknown>(query: RawQuery, ...values: unknown[]): PromiseLike<T>;
  $executeRaw(query: RawQuery, ...values: unknown[]): PromiseLike<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
// the pool's parsers (TIMESTAMP as UTC) plus Prisma's raw-query shapes for BIGINT, NUMERIC and DATE
const types = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === INT8) return (v: string) => BigInt(v);
    if (oid === NUMERIC) return (v: string) => Number(v);
    if (oid === DATE) return (v: string) => parseUtcTimestamp(`${v} 00:00:00`);
    return poolTypes.getTypeParser(oid, format as "text");
  }) as typeof pg.types.getTypeParser,
};

function toPg(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(toPg);
  return v;
}

// Named prepared statements (lib/db.ts's namer, a prefix of their own so they never share a name with
// Prisma's): each connection parses and plans a statement once. Off with DATABASE_PREPARED_STATEMENTS=0.
const statementName = statementNamer("s_", 500);

function toSql(query: RawQuery, values: unknown[]): Prisma.Sql {
  return query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
}

type Queryable = Pick<pg.Pool, "query"> | pg.PoolClient;

/** Statements sent in the same round trip as a statement: plain ones before it (BEGIN and its settings), and
 *  after it plain ones (COMMIT) or statements with parameters (their rows are not answered). */
type Riders = { before: readonly string[]; after: readonly (string | Prisma.Sql)[] };
const NO_RIDERS: Riders = { before: [], after: [] };

async function run<T>(
  on: Queryable,
  text: string,
  values: unknown[],
  named: boolean,
  riders: Riders = NO_RIDERS,
): Promise<pg.QueryResult & { rows: T[] }> {
  const config: pg.QueryConfig = { text, values: values.map(toPg), types } as pg.QueryConfig;
  const name = named ? statementName(text) : "";
  if (name) config.name = name;
  if (riders.before.length || riders.after.length)
    return withRiders(on as pg.PoolClient, config, riders) as Promise<pg.QueryResult & { rows: T[] }>;
  return on.query(config) as Promise<pg.QueryResult & { rows: T[] }>;
}

// pg's Query, as its Client runs it: prepare() writes Parse/Bind/Describe and then _getRows() the Execute and
// the Sync (pg/lib/query.js). The parts used here are pg's own, not declared in its types.
type PgQueryInternals = {
  prepare(connection: PgConnection): void;
  _getRows(connection: PgConnection, rows?: number): void;
  requiresPreparation(): boolean;
  portal: string;
};
type PgConnection = {
  parse(q: { text: string; name?: string }): void;
  parsedStatements: Record<string, string>;
  bind(c: object): void;
  describe(c: { type: "P" }): void;
  execute(c: object): void;
  sync(): void;
};
/** Marks an error after which the connection is not given back to the pool (withRiders). */
const DROP_CONNECTION = Symbol("drop connection");
const dropsConnection = (err: unknown) => Boolean(err && typeof err === "object" && (err as Record<symbol, unknown>)[DROP_CONNECTION]);
const prepareValue = (pg as unknown as { utils?: { prepareValue?: (v: unknown) => unknown } }).utils?.prepareValue;
const PgQuery = (
  pg as unknown as {
    Query: new (config: pg.QueryConfig, values?: unknown, callback?: (err: Error | null, res: unknown) => void) => PgQueryInternals;
  }
).Query;

/**
 * One round trip for a statement and the plain statements riding with it (the transaction's BEGIN with its
 * first statement, its COMMIT with its last). PostgreSQL's extended protocol runs the messages up to a Sync
 * in order and, at the first error, skips the rest up to the Sync: so a rider after a failed statement does
 * not run (a COMMIT after a failed write never commits), and the error is the answer. pg's Query writes the
 * statement; its prepare and _getRows are wrapped to add the riders' Parse/Bind/Execute before it and after it, and ONE Sync (so one
 * write each way instead of one per statement; the socket writes were a quarter of the server's CPU in
 * bench:money's profile). The statement's rows are its own result among the riders'.
 */
function withRiders(client: pg.PoolClient, config: pg.QueryConfig, riders: Riders): Promise<pg.QueryResult> {
  const plain = (c: PgConnection, text: string) => {
    c.parse({ text });
    c.bind({});
    c.execute({});
  };
  // a statement with parameters after the main one: a named prepared statement like the main one (planned
  // once per connection; unnamed, the stored answer's was planned on every call, 0.2 ms), described so that
  // rows it might answer start their own result. pg records as prepared only the query it runs, so the
  // riders' Parse is recorded here, once the round trip succeeded (after an error PostgreSQL skips the rest
  // of the round trip: a statement parsed in it may or may not exist, and that connection is not reused)
  let conn: PgConnection | undefined;
  const parsedNow = new Map<string, string>();
  const withValues = (c: PgConnection, q: Prisma.Sql) => {
    const name = statementName(q.text);
    if (!name || c.parsedStatements[name] !== q.text) {
      c.parse({ text: q.text, name });
      if (name) parsedNow.set(name, q.text);
    }
    c.bind({ statement: name, values: q.values.map(toPg), valueMapper: prepareValue });
    c.describe({ type: "P" });
    c.execute({});
  };
  const after = (c: PgConnection, r: string | Prisma.Sql) => {
    conn = c;
    return typeof r === "string" ? plain(c, r) : withValues(c, r);
  };
  return new Promise((resolve, reject) => {
    const query = new PgQuery(config, undefined, (err, results) => {
      if (err) return reject(parsedNow.size ? Object.assign(err, { [DROP_CONNECTION]: true }) : err);
      for (const [name, text] of parsedNow) conn!.parsedStatements[name] = text;
      const all = (Array.isArray(results) ? results : [results]) as pg.QueryResult[];
      resolve(all[riders.before.length]);
    });
    const prepare = query.prepare.bind(query);
    query.requiresPreparation = () => true;
    query.prepare = (c) => {
      for (const text of riders.before) plain(c, text);
      prepare(c);
    };
    query._getRows = (c) => {
      c.execute({ portal: query.portal });
      for (const r of riders.after) after(c, r);
      c.sync();
    };
    // (tests/helpers/sql-statements.ts lists the riders with the statement)
    Object.assign(query, { riders });
    client.query(query as unknown as pg.QueryConfig);
  });
}

/** A SqlTx over a pg client (one connection: a transaction) or the pool (each statement autocommits).
 *  `riders()`: plain statements to send with the next statement (pgTransaction's BEGIN). */
export function sqlOn(on: Queryable, riders: () => Riders = () => NO_RIDERS): SqlTx {
  return {
    $queryRaw: async <T>(query: RawQuery, ...values: unknown[]) => {
      const s = toSql(query, values);
      return (await run(on, s.text, s.values, true, riders())).rows as T;
    },
    $executeRaw: async (query: RawQuery, ...values: unknown[]) => {
      const s = toSql(query, values);
      return (await run(on, s.text, s.values, true, riders())).rowCount ?? 0;
    },
    $queryRawUnsafe: async <T>(text: string, ...values: unknown[]) => (await run(on, text, values, false, riders())).rows as T,
    $executeRawUnsafe: async (text: string, ...values: unknown[]) => (await run(on, text, values, false, riders())).rowCount ?? 0,
  };
}

/** pgTransaction's SqlTx: also `$queryRawThenCommit`, the transaction's last statement with its COMMIT in one
 *  round trip (after it, the transaction is over: another statement throws). `then`: statements run after it
 *  and before the COMMIT, in the same round trip (they see its writes; their rows are not answered; an error
 *  in any of them is the answer, and nothing commits). */
export interface SqlTxCommit extends SqlTx {
  $queryRawThenCommit<T = unknown>(query: Prisma.Sql, then?: Prisma.Sql[]): Promise<T>;
}

/** sqlAlone's statement on a pgTransaction: the result itself (rows and rowCount), unnamed statements too. */
const ALONE = Symbol("alone");
type TxWithAlone = SqlTxCommit & {
  [ALONE]: <T>(text: string, values: unknown[], named: boolean) => Promise<pg.QueryResult & { rows: T[] }>;
};

/** Whether `tx` can send its last statement with the COMMIT (pgTransaction's; a Prisma transaction cannot). */
export function canCommitWith(tx: SqlTx): tx is SqlTxCommit {
  return typeof (tx as Partial<SqlTxCommit>).$queryRawThenCommit === "function";
}

/** Statements that each run alone (autocommit) on a pool connection. */
export function sqlPool(): SqlTx {
  return sqlOn(pool());
}

/**
 * Statements that each run alone, as a transaction of one statement in ONE round trip: BEGIN and the
 * transaction's settings (generic plans, the statement timeout) before it, COMMIT after it, one Sync
 * (withRiders). For the hot writes that run alone (postJournal(db, …): a payout's settlement, a deposit's
 * credit): on the plain pool (sqlPool) PostgreSQL chose a custom plan for the payout's settlement on every
 * run in one bench:money run (3,464 plans for 3,426 runs, 0.91 ms of planning each, more than half of its
 * execution) and a generic one in the next; here it is planned once per connection, as in pgTransaction.
 * A failed statement leaves its transaction aborted: it is rolled back before the connection goes back.
 */
export function sqlAlone(): SqlTx {
  const alone = <T>(text: string, values: unknown[], named: boolean) =>
    pgTransaction((tx) => (tx as TxWithAlone)[ALONE]<T>(text, values, named));
  return {
    $queryRaw: async <T>(query: RawQuery, ...values: unknown[]) => {
      const s = toSql(query, values);
      return (await alone<T>(s.text, s.values, true)).rows as T;
    },
    $executeRaw: async (query: RawQuery, ...values: unknown[]) => {
      const s = toSql(query, values);
      return (await alone(s.text, s.values, true)).rowCount ?? 0;
    },
    $queryRawUnsafe: async <T>(text: string, ...values: unknown[]) => (await alone<T>(text, values, false)).rows as T,
    $executeRawUnsafe: async (text: string, ...values: unknown[]) => (await alone(text, values, false)).rowCount ?? 0,
  };
}

/**
 * Every statement of these transactions is a key lookup or a short write whose best plan does not depend on
 * its values, but PostgreSQL re-plans a prepared statement on every run whenever its plan for the values at
 * hand looks cheaper than the generic one, which is always the case for a statement that unnests array
 * parameters (it then knows their length): pg_stat_statements showed the notification insert planned on each
 * of 1,420 runs (0.28 ms of planning against 0.37 ms of execution), the realtime event's insert likewise (0.10
 * ms), and graphile_worker.add_jobs's inner statements (0.32 ms). A generic plan is made once per connection.
 */
const GENERIC_PLANS = "SET LOCAL plan_cache_mode = force_generic_plan";
const DEFAULT_TIMEOUT_MS = 20_000;

/** A transaction's first messages: BEGIN, its statement timeout and generic plans (ridden with its first statement). */
function beginRiders(timeoutMs: number): string[] {
  return ["BEGIN", `SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`, GENERIC_PLANS];
}

/**
 * Runs `fn` in one transaction on one pool connection: BEGIN, fn's statements, COMMIT; ROLLBACK when fn
 * throws (the error is rethrown). A connection whose ROLLBACK fails is dropped, not reused.
 * `timeoutMs` bounds each statement (statement_timeout, set for this transaction only with the BEGIN, as
 * are generic plans: GENERIC_PLANS).
 * Round trips: the BEGIN and its settings ride with fn's first statement, and fn may send its last one with
 * the COMMIT (`tx.$queryRawThenCommit`); a transaction of n statements costs n round trips, not n + 2.
 */
export async function pgTransaction<T>(fn: (tx: SqlTxCommit) => Promise<T>, options: { timeoutMs?: number } = {}): Promise<T> {
  const client = await pool().connect();
  const begin = beginRiders(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  // idle: nothing sent yet; open: BEGIN sent; done: committed with fn's last statement
  const at: { state: "idle" | "open" | "done" } = { state: "idle" };
  const riders = (): Riders => {
    if (at.state === "done") throw new Error("pgTransaction: a statement after the transaction's COMMIT");
    if (at.state === "open") return NO_RIDERS;
    at.state = "open";
    return { before: begin, after: [] };
  };
  // the last statement with the COMMIT (and `then` between them): one round trip
  const thenCommit = async <R>(text: string, values: unknown[], named: boolean, then: Prisma.Sql[] = []) => {
    const before = riders().before;
    const result = await run<R>(client, text, values, named, { before, after: [...then, "COMMIT"] });
    at.state = "done";
    return result;
  };
  const tx: TxWithAlone = {
    ...sqlOn(client, riders),
    $queryRawThenCommit: async <R>(query: Prisma.Sql, then: Prisma.Sql[] = []) =>
      (await thenCommit<R>(query.text, query.values, true, then)).rows as R,
    [ALONE]: (text, values, named) => thenCommit(text, values, named),
  };
  let broken: Error | undefined;
  try {
    const result = await fn(tx);
    if (at.state === "open") await client.query("COMMIT");
    return result;
  } catch (err) {
    // (committed already: fn refused after its last statement, on what that statement answered)
    if (at.state === "open") {
      await client.query("ROLLBACK").catch((e: Error) => {
        broken = e;
      });
    }
    if (dropsConnection(err)) broken ??= err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}
