// The notifications of one user, as the header dropdown shows them.
import { db, type Tx } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { notFound } from "@/lib/http/errors";
import { publish } from "@/lib/realtime";
import { lockEventStreams } from "@/lib/realtime/store";
import type { Notification } from "@/lib/generated/prisma/client";

export const NOTIFICATIONS_LIMIT = 50;
export const NOTIFICATION_NOT_FOUND = "Notification not found.";

type Creator = { id: string; firstName: string; lastName: string; company: string; accountType: "personal" | "company" | null; avatar: string };

export const creatorSelect = { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true } as const;

export function toNotificationDto(n: Notification, creator: Creator | null) {
  return {
    _id: n.id,
    message: n.message,
    type: n.type,
    isRead: n.isRead,
    creator: creator
      ? { _id: creator.id, firstName: creator.firstName, lastName: creator.lastName, company: creator.company, name: displayName(creator), avatar: creator.avatar }
      : null,
    // Jobs and booking requests have no tables yet: their ids are passed as they are until those issues.
    job: n.jobId,
    request: n.requestId,
    createdAt: n.createdAt.toISOString(),
  };
}
export type NotificationDto = ReturnType<typeof toNotificationDto>;

/** Newest first, at most 50, plus the number of unread ones (all of them, not only the 50). */
export async function listMyNotifications(userId: string) {
  const [rows, unread] = await Promise.all([
    db.notification.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: NOTIFICATIONS_LIMIT }),
    unreadCount(db, userId),
  ]);
  const creators = await loadCreators(rows.map((r) => r.creatorId));
  return { notifications: rows.map((r) => toNotificationDto(r, creators.get(r.creatorId ?? "") ?? null)), unread };
}

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
