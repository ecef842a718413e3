// Idempotency keys for every call that moves money (Stripe's rules): the client sends an `Idempotency-Key`
// header (or an `idempotencyKey` body field when it cannot set headers). Per person and key:
//  - the first request runs; its answer is stored IN THE SAME TRANSACTION as its work, so a crash either
//    loses both (a retry runs again) or keeps both (a retry gets the stored answer): never half;
//  - the same key with the same payload (same call, same input) gets the first answer again, unchanged;
//  - the same key with a different payload (or another call) is refused with 422;
//  - a concurrent duplicate waits for the first one (PostgreSQL's unique index) and then gets its answer;
//  - a refused request (an AppError) stores nothing: its transaction rolls back, the key stays free, and
//    the same request may be retried once the cause is fixed (e.g. after a deposit);
//  - keys are kept at least IDEMPOTENCY_KEY_HOURS (24) hours; purgeIdempotencyKeys() drops older ones.
// Without a key the call still runs, in one transaction; double effects are then prevented by the call's
// own guards (a contract is paid once by its journal reference), not by the key.
import { createHash } from "node:crypto";
import { z } from "zod";
import { db, TX_OPTIONS, type Tx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { enqueue, ensureQueueSchema, type EnqueueOptions } from "@/lib/background/queue";
import { canCommitWith, pgTransaction, sqlPool, type SqlTx } from "@/lib/sql-tx";
import { Prisma } from "@/lib/generated/prisma/client";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX = 255;

export const IDEMPOTENCY_MSG = {
  Invalid: `The Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters.`,
  Reused: "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
  Mismatch: "The Idempotency-Key header and the idempotencyKey field differ.",
} as const;

/** The body field, for input schemas of money calls: `z.object({ ...idempotencyField, … })`. */
export const idempotencyField = {
  idempotencyKey: z.string().optional(),
};

/** The request's key: the header, else the body field; null when neither is sent. */
export function idempotencyKeyOf(req: Request, input?: { idempotencyKey?: string | null }): string | null {
  const header = req.headers.get(IDEMPOTENCY_HEADER);
  const field = input?.idempotencyKey ?? null;
  if (header !== null && field !== null && header !== field) throw new AppError(400, IDEMPOTENCY_MSG.Mismatch);
  const key = header ?? field;
  if (key === null) return null;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) throw new AppError(400, IDEMPOTENCY_MSG.Invalid);
  return key;
}

/** sha-256 of the call name and the canonical JSON (sorted keys) of the payload without its key field. */
export function payloadHash(callName: string, payload: unknown): string {
  return createHash("sha256").update(callName).update("\n").update(canonicalJson(payload)).digest("hex");
}

function canonicalJson(v: unknown): string {
  if (v === undefined) return "null";
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(v as Record<string, unknown>)
    .filter(([k, x]) => k !== "idempotencyKey" && x !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(",")}}`;
}

export type IdempotencyInfo = { req: Request; input?: { idempotencyKey?: string | null } };

/** How a call's transaction is run: Prisma's interactive transaction (the call's work uses Prisma's
 *  models) or a plain pg transaction (lib/sql-tx.ts: raw statements only, much less Node CPU). */
type Runner<X extends SqlTx> = <R>(fn: (tx: X) => Promise<R>) => Promise<R>;
const TIMEOUTS = TX_OPTIONS;
const prismaRunner: Runner<Tx> = (fn) => db.$transaction((tx) => fn(tx), TIMEOUTS);
const pgRunner: Runner<SqlTx> = (fn) => pgTransaction(fn, { timeoutMs: TIMEOUTS.timeout });

/**
 * Runs `fn` in one Prisma transaction with the idempotency record of (userId, key). `fn` does the call's
 * work in `tx` and answers a JSON-able object (what the route returns). See the top of this file for the rules.
 */
export function withIdempotency<T extends Record<string, unknown>>(
  info: IdempotencyInfo,
  userId: string,
  callName: string,
  payload: unknown,
  fn: (tx: Tx, jobs: CallJobs) => Promise<T>,
): Promise<T> {
  return idempotent(prismaRunner, info, userId, callName, payload, fn);
}

/** The same on a plain pg transaction, for calls whose work is raw SQL only (job/pay_job, withdraw/submit_request). */
export function withIdempotencySql<T extends Record<string, unknown>>(
  info: IdempotencyInfo,
  userId: string,
  callName: string,
  payload: unknown,
  fn: (tx: SqlTx, jobs: CallJobs) => Promise<T>,
  options: { claimInFirstStatement?: boolean } = {},
): Promise<T> {
  return idempotent(pgRunner, info, userId, callName, payload, fn, options.claimInFirstStatement ?? false);
}

async function idempotent<T extends Record<string, unknown>, X extends SqlTx>(
  transaction: Runner<X>,
  info: IdempotencyInfo,
  userId: string,
  callName: string,
  payload: unknown,
  fn: (tx: X, jobs: CallJobs) => Promise<T>,
  claimInFirstStatement = false,
): Promise<T> {
  const key = idempotencyKeyOf(info.req, info.input);
  if (key === null) {
    return transaction(async (tx) => {
      const jobs = callJobs(null, claimInFirstStatement, tx, null);
      const answer = await fn(tx, jobs);
      jobs.assertClaimChecked();
      if (jobs.committed()) return answer;
      for (const w of jobs.writes) await tx.$executeRaw(w);
      for (const j of jobs.list) await enqueue(j.task, j.payload, { ...j.options, tx });
      return answer;
    });
  }
  const hash = payloadHash(callName, payload);
  // Claims the key; a concurrent request with the same key waits here until the first one commits or
  // rolls back, then either finds its stored answer or claims the key itself.
  const claim = Prisma.sql`INSERT INTO "IdempotencyKey" ("userId", "key", "call", "payloadHash", "status", "response")
      VALUES (${userId}, ${key}, ${callName}, ${hash}, 0, 'null'::jsonb)
      ON CONFLICT ("userId", "key") DO NOTHING RETURNING "key"`;
  return transaction(async (tx) => {
    const jobs = callJobs(claim, claimInFirstStatement, tx, { userId, key });
    let answer: T;
    try {
      if (!claimInFirstStatement) {
        const claimed = await tx.$queryRaw<{ key: string }[]>(claim);
        if (!claimed.length) throw new KeyNotClaimed();
      }
      answer = JSON.parse(JSON.stringify(await fn(tx, jobs))) as T;
      jobs.assertClaimChecked();
    } catch (err) {
      if (!(err instanceof KeyNotClaimed)) throw err;
      // (a call that committed with its last statement reads it after its transaction, on the pool)
      const [row] = await (jobs.committed() ? sqlPool() : tx).$queryRaw<{ call: string; payloadHash: string; response: unknown }[]>`
        SELECT "call", "payloadHash", "response" FROM "IdempotencyKey" WHERE "userId" = ${userId} AND "key" = ${key}`;
      if (!row) throw new AppError(409, "This request is being processed. Please try again.");
      if (row.call !== callName || row.payloadHash !== hash) throw new AppError(422, IDEMPOTENCY_MSG.Reused);
      return row.response as T;
    }
    // stored with the call's last statement (CallJobs.committing)
    if (jobs.committed()) return answer;
    // the call's own last writes ride along as data-modifying CTEs (PostgreSQL runs each exactly once,
    // whether or not the statement reads it)
    const ctes = jobs.writes.length
      ? Prisma.join(
          jobs.writes.map((w, i) => Prisma.sql`${Prisma.raw(`w${i}`)} AS (${w})`),
          ", ",
        )
      : Prisma.empty;
    const writes = jobs.writes.length ? Prisma.sql`${ctes}, ` : Prisma.empty;
    if (!jobs.list.length) {
      const update = Prisma.sql`UPDATE "IdempotencyKey" SET "status" = 200, "response" = ${JSON.stringify(answer)}::jsonb WHERE "userId" = ${userId} AND "key" = ${key}`;
      const last = jobs.writes.length ? Prisma.sql`WITH ${ctes} ${update}` : update;
      // on a pg transaction the stored answer rides with the COMMIT (a round trip less)
      if (canCommitWith(tx)) await tx.$queryRawThenCommit(last);
      else await tx.$executeRaw(last);
      return answer;
    }
    // the stored answer and the call's background jobs in ONE statement, still in the call's transaction
    await ensureQueueSchema();
    const last = Prisma.sql`
      WITH ${writes}k AS (
        UPDATE "IdempotencyKey" SET "status" = 200, "response" = ${JSON.stringify(answer)}::jsonb WHERE "userId" = ${userId} AND "key" = ${key}
      )
      ${addJobsSql(jobs.list)}`;
    if (canCommitWith(tx)) await tx.$queryRawThenCommit(last);
    else await tx.$queryRaw(last);
    return answer;
  });
}

/** graphile_worker.add_job for each job, with the same arguments as enqueue(), in the order they were asked for
 *  (a SELECT: `when`, a condition on them all). */
function addJobsSql(l: CallJobs["list"], when?: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT (graphile_worker.add_job(t.task, t.payload::json, run_at => NULLIF(t.run_at, '')::timestamptz,
      max_attempts => NULLIF(t.max_attempts, '')::int, job_key => NULLIF(t.job_key, ''), job_key_mode => t.mode)).id
    FROM unnest(${l.map((j) => j.task)}::text[], ${l.map((j) => JSON.stringify(j.payload))}::text[],
      ${l.map((j) => j.options.runAt?.toISOString() ?? "")}::text[], ${l.map((j) => (j.options.maxAttempts == null ? "" : String(j.options.maxAttempts)))}::text[],
      ${l.map((j) => j.options.jobKey ?? "")}::text[], ${l.map((j) => j.options.jobKeyMode ?? "replace")}::text[])
      WITH ORDINALITY AS t(task, payload, run_at, max_attempts, job_key, mode, n)
    ${when ? Prisma.sql`WHERE (${when}) IS TRUE` : Prisma.empty}
    ORDER BY t.n`;
}

/** Background jobs a money call adds in its transaction (enqueue's arguments without `tx`), and its last writes
 *  (one INSERT/UPDATE each, nothing read back: e.g. a payment's receipts in MailOutbox): sent together with
 *  the stored answer (round trips less), or one by one at the end of the call when it has no key. */
export type CallJobs = {
  list: { task: string; payload: Record<string, unknown>; options: Omit<EnqueueOptions, "tx"> }[];
  add: (task: string, payload: Record<string, unknown>, options?: Omit<EnqueueOptions, "tx">) => void;
  writes: Prisma.Sql[];
  write: (statement: Prisma.Sql) => void;
  /**
   * withIdempotencySql's `claimInFirstStatement`: the key's claim rides in the call's FIRST statement (a round
   * trip less). `WITH ${jobs.claimCte()}, …` names it `claim`; the statement answers
   * `EXISTS (SELECT 1 FROM claim) AS claimed`, makes each of its writes depend on it, and the call hands that
   * value to `jobs.claimed(…)` before anything else. Not claimed (the key has an answer already, or got one
   * while this waited): claimed() throws and the wrapper answers the stored answer. Without a key the CTE
   * claims nothing and is always "claimed". A call that answers without having called claimed() fails.
   */
  claimCte: () => Prisma.Sql;
  claimed: (claimed: boolean) => void;
  assertClaimChecked: () => void;
  /**
   * withIdempotencySql only: a SqlTx whose one statement — the call's LAST — is sent in ONE round trip with the
   * key's stored answer and the COMMIT (a round trip less). The statement must write nothing unless the call
   * succeeds: `stored.when` (SQL evaluated after it, so it sees the statement's writes) says whether it did.
   * When it holds, the key's answer is `stored.answer` with each of `stored.set` (a JSON path and a SQL value)
   * put in — values only the statement decides, such as a balance after it; the call must answer the same.
   * When it does not, the key's claim is given up (the key stays free, as when a refusal rolls back), and the
   * call refuses afterwards, on what the statement answered. The call's background jobs (`add`, before the
   * statement) are added after it when `when` holds; its own last writes go in the statement (`write` is refused).
   */
  committing: (stored: StoredAnswer) => SqlTx;
  /** whether the call's transaction is over (it committed with its last statement) */
  committed: () => boolean;
};

/** What `committing` stores as the key's answer: `answer`, with `set` values from SQL, when `when` holds. */
export type StoredAnswer = { answer: Record<string, unknown>; set?: { path: string[]; value: Prisma.Sql }[]; when: Prisma.Sql };

/** Thrown (inside the wrapper only) when the key was not claimed: the stored answer is the answer. */
class KeyNotClaimed extends Error {}

function callJobs(
  claim: Prisma.Sql | null,
  claimInFirstStatement: boolean,
  tx: SqlTx,
  keyed: { userId: string; key: string } | null,
): CallJobs {
  const list: CallJobs["list"] = [];
  const writes: Prisma.Sql[] = [];
  let checked = false;
  let committed = false;
  const committing = (stored: StoredAnswer): SqlTx => {
    if (!canCommitWith(tx)) throw new Error("committing() is for calls made with withIdempotencySql");
    const last = async <R>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<R> => {
      if (committed) throw new Error("committing(): one statement only");
      if (writes.length) throw new Error("committing(): the call's own last writes go in its statement");
      const statement = query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
      // after it: the key's answer (or its claim given up), then the call's background jobs (when it succeeded)
      const then = keyed ? [storedAnswerSql(keyed, stored)] : [];
      if (list.length) {
        await ensureQueueSchema();
        then.push(addJobsSql(list, stored.when));
      }
      const rows = await tx.$queryRawThenCommit<R>(statement, then);
      committed = true;
      return rows;
    };
    const refuse = () => Promise.reject(new Error("committing(): $queryRaw only"));
    return { $queryRaw: last, $executeRaw: refuse, $queryRawUnsafe: refuse, $executeRawUnsafe: refuse };
  };
  return {
    committing,
    committed: () => committed,
    list,
    add: (task, payload, options = {}) => {
      if (committed) throw new Error("add(): the call's transaction committed with its last statement");
      list.push({ task, payload, options });
    },
    writes,
    write: (w) => {
      if (committed) throw new Error("write(): the call's transaction committed with its last statement");
      writes.push(w);
    },
    claimCte: () => {
      if (!claimInFirstStatement) throw new Error("claimCte() is for calls made with claimInFirstStatement");
      return Prisma.sql`claim AS (${claim ?? Prisma.sql`SELECT 'no key'::text AS "key"`})`;
    },
    claimed: (claimed) => {
      checked = true;
      if (!claimed) throw new KeyNotClaimed();
    },
    assertClaimChecked: () => {
      if (claimInFirstStatement && !checked) throw new Error("a call made with claimInFirstStatement answered without checking its claim");
    },
  };
}

/**
 * The key's answer after the call's last statement (CallJobs.committing), or its claim given up. Both touch
 * only this transaction's own claim (status 0: a stored answer has 200, and a claim of another transaction
 * would have made the statement wait for it).
 */
function storedAnswerSql({ userId, key }: { userId: string; key: string }, stored: StoredAnswer): Prisma.Sql {
  let response = Prisma.sql`${JSON.stringify(stored.answer)}::jsonb`;
  for (const s of stored.set ?? []) response = Prisma.sql`jsonb_set(${response}, ${s.path}::text[], to_jsonb(${s.value}))`;
  return Prisma.sql`
    WITH stored AS (
      UPDATE "IdempotencyKey" SET "status" = 200, "response" = ${response}
      WHERE "userId" = ${userId} AND "key" = ${key} AND "status" = 0 AND (${stored.when}) IS TRUE
    ), given_up AS (
      DELETE FROM "IdempotencyKey" WHERE "userId" = ${userId} AND "key" = ${key} AND "status" = 0 AND (${stored.when}) IS NOT TRUE
    )
    SELECT 1`;
}

/** Drops keys older than IDEMPOTENCY_KEY_HOURS (a background task runs it hourly). Answers how many. */
export async function purgeIdempotencyKeys(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000);
  const { count } = await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
