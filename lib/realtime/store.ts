// The event log: one RealtimeEvent row per recipient, written inside the caller's transaction, plus a
// pg_notify in that same transaction (PostgreSQL delivers it on commit, never on rollback).
//
// Order: each recipient's events must become visible in id order, or a reconnect "after id N" could miss
// a row with a smaller id that committed later. A transaction-level advisory lock per recipient (taken in
// sorted order, before the ids are drawn) serialises the writers of one user's stream: the second writer
// draws its id only after the first committed. Writers to different users never wait for each other.
import { Prisma } from "@/lib/generated/prisma/client";
import { pgTransaction, type SqlTx } from "@/lib/sql-tx";
import type { RealtimeEvent } from "@/lib/realtime/events";

/** The LISTEN/NOTIFY channel of the local transport. */
export const NOTIFY_CHANNEL = "gigline_realtime";
/** The first key of the advisory locks of this module (the second is the hashed user id). */
export const LOCK_CLASS = 7291;
/** NOTIFY payloads are limited to 8000 bytes: larger events travel as a row id the listener reads. */
export const INLINE_PAYLOAD_MAX = 7000;

/** What a NOTIFY carries: the row id, its user and (when small enough) the event itself. */
export type NotifyPayload = { i: string; u: string; p?: RealtimeEvent };

// One statement: first the advisory lock of every recipient (sorted, an InitPlan evaluated before any row
// reaches the insert, so the ids are drawn only once the locks are held), then one row per (user, event) in
// the order given (ids drawn in that order, so one user's events stay in publish order), one NOTIFY each;
// the event rides inline when its text fits a NOTIFY payload. A prepared statement (a constant text): planned
// once per connection in a money call's transaction (lib/sql-tx.ts), not on every publish.
function insertSql(users: string[], payloads: string[], pushed: boolean, locks: string[]) {
  return Prisma.sql`
  WITH locked AS MATERIALIZED (
    SELECT count(*) AS n FROM (SELECT pg_advisory_xact_lock(${Prisma.raw(String(LOCK_CLASS))}, hashtext(l)) FROM unnest(${locks}::text[]) AS l) AS each_lock
  ), ins AS (
    INSERT INTO "RealtimeEvent" ("userId", payload, "pushedAt")
    SELECT u, p::jsonb, CASE WHEN ${pushed}::boolean THEN now() END
    FROM unnest(${users}::text[], ${payloads}::text[]) WITH ORDINALITY AS t(u, p, ord)
    WHERE (SELECT n FROM locked) >= 0
    ORDER BY ord
    RETURNING id, "userId", payload
  )
  SELECT id::text AS id, pg_notify(${Prisma.raw(`'${NOTIFY_CHANNEL}'`)}, json_build_object(
    'i', id::text, 'u', "userId", 'p', CASE WHEN octet_length(payload::text) <= ${Prisma.raw(String(INLINE_PAYLOAD_MAX))} THEN payload END)::text)::text AS sent
  FROM ins ORDER BY ins.id`;
}

/** One event for some users. */
export type EventBatchItem = { userIds: string[]; event: RealtimeEvent };

/**
 * Writes `event` for each user and queues the notifications, in the caller's open transaction (a Prisma one
 * or lib/sql-tx.ts's: both are a SqlTx). `pushed`: the row is delivered by NOTIFY alone (local transport);
 * false leaves it in the Pusher outbox. Answers the new row ids.
 */
export async function writeEvents(tx: SqlTx, userIds: string[], event: RealtimeEvent, pushed: boolean): Promise<string[]> {
  return writeEventBatch(tx, [{ userIds, event }], pushed);
}

/** Several events at once (e.g. a chat message's `send` to both members and `unread` to the receiver):
 *  one statement (locks of every recipient, then the rows), instead of two round trips per event. */
export async function writeEventBatch(tx: SqlTx, items: EventBatchItem[], pushed: boolean): Promise<string[]> {
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
  const rows = await tx.$queryRaw<{ id: string }[]>(insertSql(users, payloads, pushed, [...new Set(users)].sort()));
  return rows.map((r) => r.id);
}

/** The same in a transaction of its own, on a pool connection (no Prisma interactive transaction, whose
 *  start waits are capped: a burst of publishes to one user queues on the lock instead). */
export async function writeEventsAlone(userIds: string[], event: RealtimeEvent, pushed: boolean): Promise<string[]> {
  return writeEventBatchAlone([{ userIds, event }], pushed);
}

export async function writeEventBatchAlone(items: EventBatchItem[], pushed: boolean): Promise<string[]> {
  return pgTransaction((tx) => writeEventBatch(tx, items, pushed));
}
