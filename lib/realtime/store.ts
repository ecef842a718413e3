// The event log: one RealtimeEvent row per recipient, written inside the caller's transaction, plus a
// pg_notify in that same transaction (PostgreSQL delivers it on commit, never on rollback).
//
// Order: each recipient's events must become visible in id order, or a reconnect "after id N" could miss
// a row with a smaller id that committed later. A transaction-level advisory lock per recipient (taken in
// sorted order, before the ids are drawn) serialises the writers of one user's stream: the second writer
// draws its id only after the first committed. Writers to different users never wait for each other.
import { pool } from "@/lib/db";
import type { SqlTx } from "@/lib/sql-tx";
import type { RealtimeEvent } from "@/lib/realtime/events";

/** The LISTEN/NOTIFY channel of the local transport. */
export const NOTIFY_CHANNEL = "gigline_realtime";
/** The first key of the advisory locks of this module (the second is the hashed user id). */
export const LOCK_CLASS = 7291;
/** NOTIFY payloads are limited to 8000 bytes: larger events travel as a row id the listener reads. */
export const INLINE_PAYLOAD_MAX = 7000;

/** What a NOTIFY carries: the row id, its user and (when small enough) the event itself. */
export type NotifyPayload = { i: string; u: string; p?: RealtimeEvent };

/** Runs one parameterised statement on the connection of the transaction (a Prisma Tx or a pg client). */
export type SqlRunner = <T>(sql: string, params: unknown[]) => Promise<T[]>;

/** The runner of an open transaction: a Prisma one or lib/sql-tx.ts's (both are a SqlTx). */
export const txRunner =
  (tx: SqlTx): SqlRunner =>
  <T,>(sql: string, params: unknown[]) =>
    Promise.resolve(tx.$queryRawUnsafe<T[]>(sql, ...params));

// One statement: first the advisory lock of every recipient (sorted: $4, an InitPlan evaluated before any
// row reaches the insert, so the ids are drawn only once the locks are held), then one row per (user, event)
// in the order given (ids drawn in that order, so one user's events stay in publish order), one NOTIFY each;
// the event rides inline when its text fits a NOTIFY payload.
const INSERT_SQL = `
  WITH locked AS MATERIALIZED (
    SELECT count(*) AS n FROM (SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(l)) FROM unnest($4::text[]) AS l) AS each_lock
  ), ins AS (
    INSERT INTO "RealtimeEvent" ("userId", payload, "pushedAt")
    SELECT u, p::jsonb, CASE WHEN $3::boolean THEN now() END
    FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(u, p, ord)
    WHERE (SELECT n FROM locked) >= 0
    ORDER BY ord
    RETURNING id, "userId", payload
  )
  SELECT id::text AS id, pg_notify('${NOTIFY_CHANNEL}', json_build_object(
    'i', id::text, 'u', "userId", 'p', CASE WHEN octet_length(payload::text) <= ${INLINE_PAYLOAD_MAX} THEN payload END)::text)::text AS sent
  FROM ins ORDER BY ins.id`;

/** One event for some users. */
export type EventBatchItem = { userIds: string[]; event: RealtimeEvent };

/**
 * Writes `event` for each user and queues the notifications, on the connection of an open transaction.
 * `pushed`: the row is delivered by NOTIFY alone (local transport); false leaves it in the Pusher outbox.
 * Answers the new row ids.
 */
export async function writeEvents(run: SqlRunner, userIds: string[], event: RealtimeEvent, pushed: boolean): Promise<string[]> {
  return writeEventBatch(run, [{ userIds, event }], pushed);
}

/** Several events at once (e.g. a chat message's `send` to both members and `unread` to the receiver):
 *  one statement (locks of every recipient, then the rows), instead of two round trips per event. */
export async function writeEventBatch(run: SqlRunner, items: EventBatchItem[], pushed: boolean): Promise<string[]> {
  const users: string[] = [];
  const payloads: string[] = [];
  for (const item of items) {
    const json = JSON.stringify(item.event);
    for (const u of new Set(item.userIds)) {
      users.push(u);
      payloads.push(json);
    }
  }
  if (users.length === 0) return [];
  const rows = await run<{ id: string }>(INSERT_SQL, [users, payloads, pushed, [...new Set(users)].sort()]);
  return rows.map((r) => r.id);
}

/** The same in a transaction of its own, on a pool connection (no Prisma interactive transaction, whose
 *  start waits are capped: a burst of publishes to one user queues on the lock instead). */
export async function writeEventsAlone(userIds: string[], event: RealtimeEvent, pushed: boolean): Promise<string[]> {
  return writeEventBatchAlone([{ userIds, event }], pushed);
}

export async function writeEventBatchAlone(items: EventBatchItem[], pushed: boolean): Promise<string[]> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const ids = await writeEventBatch(async (sql, params) => (await client.query(sql, params)).rows, items, pushed);
    await client.query("COMMIT");
    return ids;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
