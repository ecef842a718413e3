// Telling the person an admin acted on: an AdminNotice row, a notification that opens it
// (/dashboard/notice/{id}, where they may reply once) and, after the change commits, the same words by e-mail.
// The reply shows in the queue item's detail view and next to the action's row in the audit log; a second reply
// is refused (409). A standing notice's e-mail also carries a signed link (lib/admin/queues/notice-link.ts) so a
// suspended or closed account, which cannot sign in, replies from /notice-reply.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError, conflict, notFound } from "@/lib/http/errors";
import { readNoticeLinkToken } from "@/lib/admin/queues/notice-link";
import { notify } from "@/lib/notifications/create-notification";
import { sendStandingMail } from "@/lib/admin/standing-mail";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import type { NoticeLinkReplyInput, NoticeReplyInput } from "@/lib/admin/queues/schemas";

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
  return noticeDto(n);
}
export type OwnNotice = Awaited<ReturnType<typeof getOwnNotice>>;

function noticeDto(n: { id: string; message: string; createdAt: Date; reply: string | null; repliedAt: Date | null }) {
  return {
    _id: n.id,
    message: n.message,
    createdAt: n.createdAt.toISOString(),
    reply: n.reply,
    repliedAt: n.repliedAt?.toISOString() ?? null,
  };
}

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

/** The notice a signed e-mail link names (null: altered, expired, or the notice is gone). */
export async function noticeByLink(token: unknown, now = new Date()) {
  const t = readNoticeLinkToken(token, now);
  if (!t) return null;
  const n = await db.adminNotice.findUnique({ where: { id: t.noticeId } });
  return n ? noticeDto(n) : null;
}

/** notice/reply_by_link: the same one reply, signed out, by the e-mail's signed link. */
export async function replyByLink(input: NoticeLinkReplyInput, now = new Date()) {
  const t = readNoticeLinkToken(input.token, now);
  if (!t) throw new AppError(400, QUEUE_MSG.LinkInvalid);
  const n = await db.adminNotice.findUnique({ where: { id: t.noticeId }, select: { userId: true } });
  if (!n) throw new AppError(400, QUEUE_MSG.LinkInvalid);
  return replyToNotice(n.userId, { noticeId: t.noticeId, text: input.text }, now);
}
