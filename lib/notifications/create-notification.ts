// The one way later issues (jobs, proposals, booking, chat) tell a user something: a Notification row,
// written inside the caller's transaction when there is one so it appears exactly when the change does,
// and a realtime `notification` event (with the new unread count) in that same transaction, so the
// header's bell updates live when, and only when, the change commits.
import { db } from "@/lib/db";
import { pgTransaction, type SqlTx } from "@/lib/sql-tx";
import { eventDelivery } from "@/lib/realtime";
import { eventWriteCtes } from "@/lib/realtime/store";
import { randomUUID } from "node:crypto";
import { Prisma, type Notification } from "@/lib/generated/prisma/client";
import { creatorJsonSql } from "@/lib/notifications/queries";

const CREATOR_JSON = Prisma.raw(creatorJsonSql("c"));

export type NotifyInput = {
  userId: string;
  message: string;
  /** e.g. "proposal", "hire", "booking_request_sent", "booking_request_declined" */
  type: string;
  creatorId?: string | null;
  jobId?: string | null;
  requestId?: string | null;
};

export async function notify(client: SqlTx | typeof db, input: NotifyInput): Promise<Notification> {
  // without a transaction of the caller's, the row and its event still commit together
  if (client === db) return (await pgTransaction((tx) => notifyAll(tx, [input])))[0];
  return (await notifyAll(client, [input]))[0];
}

/**
 * Several notifications in one go, inside the caller's transaction: the same rows and `notification` events
 * as notify() for each, in ONE statement (a money call that tells both sides uses it).
 */
export async function notifyAll(tx: SqlTx, inputs: NotifyInput[]) {
  if (!inputs.length) return [];
  const n = notificationCtes(inputs);
  const found = await tx.$queryRaw<(Notification & { eventIds: string[] | null })[]>`
    WITH ${n.ctes}
    SELECT notify_ins.*, events_sent.ids AS "eventIds" FROM notify_ins, events_sent`;
  n.written(found[0]?.eventIds ?? []);
  const byId = new Map(found.map(({ eventIds, ...row }) => (void eventIds, [row.id, row as Notification])));
  return n.ids.map((id) => byId.get(id)!);
}

/**
 * notifyAll's writes as CTEs for a statement of the caller's (a money call's journal: lib/money/ledger/ledger.ts's
 * riders), a round trip less. `when`: SQL that must hold for anything to be written (e.g. the journal's
 * guarded change happened). The caller selects `events_sent.ids` and hands it to `written` after the
 * statement (Pusher's outbox drain). CTE names used: notify_v, notify_ins, events_src and eventWriteCtes's.
 */
export function notificationCtes(inputs: NotifyInput[], when?: Prisma.Sql) {
  // Ids and the time are made here as Prisma makes them (the time in UTC, not the database's time zone);
  // ids have no hyphen and no colon (public URLs rely on it).
  const ids = inputs.map(() => `c${randomUUID().replace(/-/g, "")}`);
  const at = new Date();
  const delivery = eventDelivery();
  // The statement writes the rows and, for each, its realtime event (lib/realtime/store.ts's eventWriteCtes:
  // the recipients' locks, the event rows in the order given, a NOTIFY each). The event is toNotificationDto's shape built here from the row, its creator and the person's
  // unread count (the person's counter before this statement, in its snapshot, plus the new ones, all unread;
  // the counter is kept by triggers on "Notification", migration 20261229000000_notification_counter):
  // tests/integration/realtime-notifications.test.ts compares it with the DTO for every kind of creator.
  const ctes = Prisma.sql`notify_v AS (
      SELECT * FROM unnest(${ids}::text[], ${inputs.map((i) => i.userId)}::text[], ${inputs.map((i) => i.message)}::text[], ${inputs.map((i) => i.type)}::text[],
        ${inputs.map((i) => i.creatorId ?? null)}::text[], ${inputs.map((i) => i.jobId ?? null)}::text[], ${inputs.map((i) => i.requestId ?? null)}::text[])
        WITH ORDINALITY AS t("id", "userId", "message", "type", "creatorId", "jobId", "requestId", ord)
      ${when ? Prisma.sql`WHERE ${when}` : Prisma.empty}
    ), notify_ins AS (
      INSERT INTO "Notification" ("id", "userId", "message", "type", "creatorId", "jobId", "requestId", "createdAt")
      SELECT "id", "userId", "message", "type", "creatorId", "jobId", "requestId", ${at}::timestamp(3) FROM notify_v
      RETURNING *
    ), events_src AS (
      SELECT v.ord, v."userId", jsonb_build_object(
        'type', 'notification',
        'notification', jsonb_build_object('_id', v."id", 'message', v."message", 'type', v."type", 'isRead', false,
          'creator', ${CREATOR_JSON},
          'job', v."jobId", 'request', v."requestId", 'createdAt', ${at.toISOString()}::text),
        'unreadCount', COALESCE((SELECT n."unread" FROM "NotificationCounter" n WHERE n."userId" = v."userId"), 0)
          + (SELECT count(*) FROM notify_v w WHERE w."userId" = v."userId")) AS payload
      FROM notify_v v LEFT JOIN "User" c ON c."id" = v."creatorId"
    ), ${eventWriteCtes(delivery.pushed)}`;
  return { ids, ctes, written: delivery.written };
}
