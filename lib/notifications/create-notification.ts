// The one way later issues (jobs, proposals, booking, chat) tell a user something: a Notification row,
// written inside the caller's transaction when there is one so it appears exactly when the change does,
// and a realtime `notification` event (with the new unread count) in that same transaction, so the
// header's bell updates live when, and only when, the change commits.
import { db, type Tx } from "@/lib/db";
import { publish } from "@/lib/realtime";
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
