// chat/report_message: a member reports a message of the other person with a reason (trust and safety).
// One report per message and reporter; a second one updates the reason.
import "server-only";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import { memberChannel } from "@/lib/chat/access";
import { CHAT_MSG } from "@/lib/chat/messages";

export async function reportMessage(userId: string, messageId: string, reason: string) {
  const message = await db.chatMessage.findUnique({ where: { id: messageId }, select: { id: true, channelId: true, senderId: true } });
  if (!message) throw notFound(CHAT_MSG.MessageNotFound);
  await memberChannel(db, message.channelId, userId);
  if (message.senderId === userId) throw badRequest(CHAT_MSG.ReportOwn);
  const report = await db.chatReport.upsert({
    where: { messageId_reporterId: { messageId, reporterId: userId } },
    create: { messageId, reporterId: userId, reason },
    update: { reason },
    select: { id: true, createdAt: true },
  });
  return { report: { _id: report.id, messageId, reason, createdAt: report.createdAt.toISOString() } };
}
