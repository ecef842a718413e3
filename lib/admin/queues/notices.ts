// Telling the person an admin acted on: an AdminNotice row, a notification that opens it
// (/dashboard/notice/{id}, where they may reply once) and, after the change commits, the same words by e-mail.
// The reply shows in the queue item's detail view; a second reply is refused (409).
import "server-only";
import { db, type Tx } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/create-notification";
import { sendStandingMail } from "@/lib/admin/standing-mail";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import type { NoticeReplyInput } from "@/lib/admin/queues/schemas";

/** The notification type of a notice (the bell opens the notice page). */
export const NOTICE_TYPE = "gigline_notice";

export type NoticeInput = { userId: string; itemId: string | null; auditId: string; message: string };

/** Inside the action's transaction: the notice and its notification appear exactly when the action does. */
export async function tellPerson(tx: Tx, input: NoticeInput) {
  const notice = await tx.adminNotice.create({
    data: { userId: input.userId, itemId: input.itemId, auditId: input.auditId, message: input.message },
    select: { id: true },
  });
  await notify(tx, {
    userId: input.userId,
    type: NOTICE_TYPE,
    message: `${input.message} Open this to reply.`,
    creatorId: null,
    requestId: notice.id,
  });
  return notice.id;
}

/** After the commit: the same words by e-mail (a delivery failure stays in the outbox). */
export async function mailNotice(userId: string, subject: string, message: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true } });
  if (user) await sendStandingMail(user, subject, message);
}

/** The person's own notice (someone else's answers as missing). */
export async function getOwnNotice(userId: string, noticeId: string) {
  const n = await db.adminNotice.findFirst({ where: { id: noticeId, userId } });
  if (!n) throw notFound(QUEUE_MSG.NoticeNotFound);
  return {
    _id: n.id,
    message: n.message,
    createdAt: n.createdAt.toISOString(),
    reply: n.reply,
    repliedAt: n.repliedAt?.toISOString() ?? null,
  };
}
export type OwnNotice = Awaited<ReturnType<typeof getOwnNotice>>;

/** notice/reply_notice: once, by a guarded UPDATE … WHERE reply IS NULL (two replies at once: one wins). */
export async function replyToNotice(userId: string, input: NoticeReplyInput, now = new Date()) {
  const { count } = await db.adminNotice.updateMany({
    where: { id: input.noticeId, userId, reply: null },
    data: { reply: input.text, repliedAt: now },
  });
  if (count === 0) {
    await getOwnNotice(userId, input.noticeId);
    throw conflict(QUEUE_MSG.AlreadyReplied);
  }
  return getOwnNotice(userId, input.noticeId);
}
