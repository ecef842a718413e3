// The notifications of one user, as the header dropdown shows them.
import type { NotificationWire } from "@/lib/realtime/events";
import { db, type Tx } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { notFound } from "@/lib/http/errors";
import { publish } from "@/lib/realtime";
import { lockEventStreams } from "@/lib/realtime/store";
import type { Notification } from "@/lib/generated/prisma/client";
import type { JoinedRead } from "@/lib/session/sessions";

export const NOTIFICATIONS_LIMIT = 50;
export const NOTIFICATION_NOT_FOUND = "Notification not found.";

type Creator = {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  accountType: "personal" | "company" | null;
  avatar: string;
};

export const creatorSelect = { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true } as const;

/**
 * The creator part of toNotificationDto as SQL over a "User" row `c` (null when there is none), with
 * displayName's rule (lib/accounts/dto.ts): a company account's company name when it has one, else the
 * first and last name, else the company. Used by the list's read below and by the realtime event a new
 * notification sends (create-notification.ts).
 */
export const creatorJsonSql = (c: string) => `case when ${c}.id is null then null else json_build_object(
  '_id', ${c}.id, 'firstName', ${c}."firstName", 'lastName', ${c}."lastName", 'company', ${c}.company,
  'name', case when ${c}."accountType"::text = 'company' and ${c}.company <> '' then ${c}.company
    else coalesce(nullif(concat_ws(' ', nullif(${c}."firstName", ''), nullif(${c}."lastName", '')), ''), ${c}.company) end,
  'avatar', ${c}.avatar) end`;

export function toNotificationDto(n: Notification, creator: Creator | null) {
  return {
    _id: n.id,
    message: n.message,
    type: n.type,
    isRead: n.isRead,
    creator: creator
      ? {
          _id: creator.id,
          firstName: creator.firstName,
          lastName: creator.lastName,
          company: creator.company,
          name: displayName(creator),
          avatar: creator.avatar,
        }
      : null,
    // Jobs and booking requests have no tables yet: their ids are passed as they are until those issues.
    job: n.jobId,
    request: n.requestId,
    createdAt: n.createdAt.toISOString(),
  };
}
export type NotificationDto = ReturnType<typeof toNotificationDto>;
// the realtime event of a new notification carries this shape (lib/realtime/events.ts): both ways the same
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const NOTIFICATION_WIRE_MATCHES: Same<NotificationDto, NotificationWire> = true;

/**
 * The person's own notifications read as SQL that names the person `viewer`: newest first, at most 50, each
 * in toNotificationDto's shape with its creator, plus the number of unread ones (all of them, from the
 * counter the triggers keep). One statement; notification/get_my_notifications runs it as the session's own
 * read (auth "joined"), so the call is one round trip. tests/integration/notification.test.ts compares it,
 * field for field, with toNotificationDto over Prisma's rows.
 */
export const myNotificationsSql = (viewer: string) => `select json_build_object(
  'notifications', coalesce((select json_agg(json_build_object(
      '_id', n.id, 'message', n.message, 'type', n.type, 'isRead', n."isRead",
      'creator', ${creatorJsonSql("c")},
      'job', n."jobId", 'request', n."requestId",
      'createdAt', to_char(n."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by n."createdAt" desc, n.id desc)
    from (select * from "Notification" where "userId" = ${viewer} order by "createdAt" desc, id desc limit ${NOTIFICATIONS_LIMIT}) n
    left join "User" c on c.id = n."creatorId"), '[]'::json),
  'unread', coalesce((select k.unread from "NotificationCounter" k where k."userId" = ${viewer}), 0))`;

export type MyNotifications = { notifications: NotificationDto[]; unread: number };

/** myNotificationsSql as a session's joined read (lib/session/sessions.ts's loadSessionWith). */
export const myNotificationsRead: JoinedRead<MyNotifications> = {
  name: "my_notifications_v1",
  sql: ({ viewer }) => myNotificationsSql(viewer),
  values: [],
  revive: (raw) => raw as MyNotifications, // TIMESTAMP(3) holds UTC: to_char wrote toISOString's form
};

/** Marks one of the user's own notifications read; someone else's is "not found", not "forbidden".
 *  Publishes `notifications_read` with the new count in the same transaction (the user's other tabs and
 *  devices recount live). */
export async function markNotificationRead(userId: string, notificationId: string) {
  const { row, unread } = await db.$transaction(async (tx) => {
    // the stream's lock first, as a notification's insert takes it before it moves the unread counter
    await lockEventStreams(tx, [userId]);
    const { count } = await tx.notification.updateMany({ where: { id: notificationId, userId }, data: { isRead: true } });
    if (count === 0) throw notFound(NOTIFICATION_NOT_FOUND);
    const [row, unread] = await Promise.all([
      tx.notification.findUniqueOrThrow({ where: { id: notificationId } }),
      unreadCount(tx, userId),
    ]);
    await publish([userId], { type: "notifications_read", unreadCount: unread }, { tx });
    return { row, unread };
  });
  const creators = await loadCreators([row.creatorId]);
  return { notification: toNotificationDto(row, creators.get(row.creatorId ?? "") ?? null), unread };
}

/** Marks every unread notification of the user read: one UPDATE (the counter's trigger takes it to 0 in the
 *  same statement), then `notifications_read` with the new count for the user's other tabs and devices. */
export async function markAllNotificationsRead(userId: string) {
  return db.$transaction(async (tx) => {
    await lockEventStreams(tx, [userId]);
    const { count } = await tx.notification.updateMany({ where: { userId, isRead: false }, data: { isRead: true } });
    const unread = await unreadCount(tx, userId);
    if (count > 0) await publish([userId], { type: "notifications_read", unreadCount: unread }, { tx });
    return { marked: count, unread };
  });
}

/** The user's unread notifications: their counter, kept by triggers on "Notification" (one key lookup). */
async function unreadCount(client: Tx | typeof db, userId: string): Promise<number> {
  const row = await client.notificationCounter.findUnique({ where: { userId }, select: { unread: true } });
  return row?.unread ?? 0;
}

async function loadCreators(ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is string => Boolean(i)))];
  if (wanted.length === 0) return new Map<string, Creator>();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: creatorSelect });
  return new Map(users.map((u) => [u.id, u]));
}
