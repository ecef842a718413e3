// The one way later issues (jobs, proposals, booking, chat) tell a user something: a Notification row,
// written inside the caller's transaction when there is one so it appears exactly when the change does,
// and a realtime `notification` event (with the new unread count) in that same transaction, so the
// header's bell updates live when, and only when, the change commits.
import { db, type Tx } from "@/lib/db";
import { publish, publishAll } from "@/lib/realtime";
import { creatorSelect, toNotificationDto } from "@/lib/notifications/queries";

export type NotifyInput = {
  userId: string;
  message: string;
  /** e.g. "proposal", "hire", "booking_request_sent", "booking_request_declined" */
  type: string;
  creatorId?: string | null;
  jobId?: string | null;
  requestId?: string | null;
};

export async function notify(client: Tx | typeof db, input: NotifyInput) {
  // without a transaction of the caller's, the row and its event still commit together
  if (client === db) return db.$transaction((tx) => write(tx, input));
  return write(client as Tx, input);
}

async function write(tx: Tx, input: NotifyInput) {
  const row = await tx.notification.create({
    data: {
      userId: input.userId,
      message: input.message,
      type: input.type,
      creatorId: input.creatorId ?? null,
      jobId: input.jobId ?? null,
      requestId: input.requestId ?? null,
    },
  });
  const [creator, unreadCount] = await Promise.all([
    row.creatorId ? tx.user.findUnique({ where: { id: row.creatorId }, select: creatorSelect }) : null,
    tx.notification.count({ where: { userId: input.userId, isRead: false } }),
  ]);
  await publish([input.userId], { type: "notification", notification: toNotificationDto(row, creator), unreadCount }, { tx });
  return row;
}

/**
 * Several notifications in one go, inside the caller's transaction: the same rows and `notification` events
 * as notify() for each, in 4 statements instead of 4 per notification (one insert, one read of the creators,
 * one unread count per user, one publish). A money call that tells both sides uses it (issue 10).
 */
export async function notifyAll(tx: Tx, inputs: NotifyInput[]) {
  if (!inputs.length) return [];
  const rows = await tx.notification.createManyAndReturn({
    data: inputs.map((i) => ({ userId: i.userId, message: i.message, type: i.type, creatorId: i.creatorId ?? null, jobId: i.jobId ?? null, requestId: i.requestId ?? null })),
  });
  const creatorIds = [...new Set(rows.map((r) => r.creatorId).filter((id): id is string => !!id))];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [creators, unread] = await Promise.all([
    creatorIds.length ? tx.user.findMany({ where: { id: { in: creatorIds } }, select: creatorSelect }) : [],
    tx.notification.groupBy({ by: ["userId"], where: { userId: { in: userIds }, isRead: false }, _count: { _all: true } }),
  ]);
  const creatorOf = new Map(creators.map((c) => [c.id, c]));
  const unreadOf = new Map(unread.map((u) => [u.userId, u._count._all]));
  await publishAll(
    rows.map((row) => ({
      userIds: [row.userId],
      event: { type: "notification" as const, notification: toNotificationDto(row, row.creatorId ? (creatorOf.get(row.creatorId) ?? null) : null), unreadCount: unreadOf.get(row.userId) ?? 0 },
    })),
    { tx },
  );
  return rows;
}
