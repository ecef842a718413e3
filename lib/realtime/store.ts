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

/**
 * The part of a statement that writes events: CTEs that read a CTE the statement defines before them,
 * `events_src (ord, "userId", payload jsonb)`, and write one RealtimeEvent row per source row. First the
 * advisory lock of every recipient (sorted byte-wise, as every writer sorts them, so two writers never wait
 * for each other in a circle; materialised, so the ids are drawn only once the locks are held), then the rows
 * in `ord` order (ids drawn in that order, so one user's events stay in publish order), one NOTIFY each (the
 * event rides inline when its text fits a NOTIFY payload). `events_sent.ids` are the new rows' ids, in order.
 * writeEventBatch uses it, and so does the notification insert (lib/notifications/create-notification.ts),
 * which writes a notification and its event in one statement.
 */
export function eventWriteCtes(pushed: boolean) {
  return Prisma.sql`events_locked AS MATERIALIZED (
    SELECT count(*) AS n FROM (SELECT pg_advisory_xact_lock(${Prisma.raw(String(LOCK_CLASS))}, hashtext(l))
      FROM (SELECT DISTINCT "userId" COLLATE "C" AS l FROM events_src ORDER BY 1) AS recipients) AS each_lock
  ), events_rows AS (
    INSERT INTO "RealtimeEvent" ("userId", payload, "pushedAt")
    SELECT "userId", payload, CASE WHEN ${pushed}::boolean THEN now() END FROM events_src
    WHERE (SELECT n FROM events_locked) >= 0
    ORDER BY ord
    RETURNING id, "userId", payload
  ), events_sent AS (
    SELECT array_agg(r.id::text ORDER BY r.id) AS ids, count(pg_notify(${Prisma.raw(`'${NOTIFY_CHANNEL}'`)}, json_build_object(
      'i', r.id::text, 'u', r."userId", 'p', CASE WHEN octet_length(r.payload::text) <= ${Prisma.raw(String(INLINE_PAYLOAD_MAX))} THEN r.payload END)::text)) AS n
    FROM (SELECT * FROM events_rows ORDER BY id) r
  )`;
}

/**
 * Takes the stream locks of `userIds` (sorted byte-wise, as eventWriteCtes takes them) in the caller's
 * transaction, for a writer that must hold them before it changes something the stream's writers also
 * change: marking a notification read moves the unread counter, which a notification's insert moves while it
 * holds the lock (lock order: the stream, then the counter's row, in every writer).
 */
export async function lockEventStreams(tx: SqlTx, userIds: string[]): Promise<void> {
  await tx.$queryRaw`SELECT count(pg_advisory_xact_lock(${Prisma.raw(String(LOCK_CLASS))}, hashtext(l))) AS n
    FROM (SELECT DISTINCT l COLLATE "C" AS l FROM unnest(${userIds}::text[]) AS u(l) ORDER BY 1) AS recipients`;
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
  // one statement, prepared (a constant text): planned once per connection in a money call's transaction
  const [row] = await tx.$queryRaw<{ ids: string[] | null }[]>`
    WITH events_src AS (
      SELECT ord, u AS "userId", p::jsonb AS payload FROM unnest(${users}::text[], ${payloads}::text[]) WITH ORDINALITY AS t(u, p, ord)
    ), ${eventWriteCtes(pushed)}
    SELECT ids FROM events_sent`;
  return row?.ids ?? [];
}

/** The same in a transaction of its own, on a pool connection (no Prisma interactive transaction, whose
 *  start waits are capped: a burst of publishes to one user queues on the lock instead). */
export async function writeEventsAlone(userIds: string[], event: RealtimeEvent, pushed: boolean): Promise<string[]> {
  return writeEventBatchAlone([{ userIds, event }], pushed);
}

export async function writeEventBatchAlone(items: EventBatchItem[], pushed: boolean): Promise<string[]> {
  return pgTransaction((tx) => writeEventBatch(tx, items, pushed));
}
