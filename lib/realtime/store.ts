// The event log: one RealtimeEvent row per recipient, written inside the caller's transaction, plus a
// pg_notify in that same transaction (PostgreSQL delivers it on commit, never on rollback).
//
// Order: each recipient's events must become visible in id order, or a reconnect "after id N" could miss
// a row with a smaller id that committed later. A transaction-level advisory lock per recipient (taken in
// sorted order, before the ids are drawn) serialises the writers of one user's stream: the second writer
// draws its id only after the first committed. Writers to different users never wait for each other.
import { pool, type Tx } from "@/lib/db";
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

export const prismaRunner =
  (tx: Tx): SqlRunner =>
  <T,>(sql: string, params: unknown[]) =>
    tx.$queryRawUnsafe<T[]>(sql, ...params);

const LOCK_SQL = `SELECT count(*)::int AS n FROM (SELECT pg_advisory_xact_lock($1::int, hashtext(u)) FROM unnest($2::text[]) AS u) AS locked`;
const INSERT_SQL = `
  WITH ins AS (
    INSERT INTO "RealtimeEvent" ("userId", payload, "pushedAt")
    SELECT u, $2::jsonb, CASE WHEN $3::boolean THEN now() END FROM unnest($1::text[]) AS u
    RETURNING id, "userId"
  )
  SELECT id::text AS id, pg_notify('${NOTIFY_CHANNEL}', json_build_object(
    'i', id::text, 'u', "userId", 'p', CASE WHEN $4::boolean THEN $2::jsonb END)::text)::text AS sent
  FROM ins ORDER BY ins.id`;

/**
 * Writes `event` for each user and queues the notifications, on the connection of an open transaction.
 * `pushed`: the row is delivered by NOTIFY alone (local transport); false leaves it in the Pusher outbox.
 * Answers the new row ids.
 */
export async function writeEvents(run: SqlRunner, userIds: string[], event: RealtimeEvent, pushed: boolean): Promise<string[]> {
  const users = [...new Set(userIds)].sort();
  if (users.length === 0) return [];
  const json = JSON.stringify(event);
  const inline = Buffer.byteLength(json) <= INLINE_PAYLOAD_MAX;
  await run(LOCK_SQL, [LOCK_CLASS, users]);
  const rows = await run<{ id: string }>(INSERT_SQL, [users, json, pushed, inline]);
  return rows.map((r) => r.id);
}

/** The same in a transaction of its own, on a pool connection (no Prisma interactive transaction, whose
 *  start waits are capped: a burst of publishes to one user queues on the lock instead). */
export async function writeEventsAlone(userIds: string[], event: RealtimeEvent, pushed: boolean): Promise<string[]> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const ids = await writeEvents(async (sql, params) => (await client.query(sql, params)).rows, userIds, event, pushed);
    await client.query("COMMIT");
    return ids;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
