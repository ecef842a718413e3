// The picture of an image message, for the two members of its channel only; once an admin hid the message, for
// nobody (its sender reads "Hidden by Gigline" in its place).
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { getStorage } from "@/lib/integrations/storage/storage";
import { memberChannel } from "@/lib/chat/access";
import { CHAT_MSG } from "@/lib/chat/messages";

export async function readChatImage(userId: string, messageId: string) {
  const message = await db.chatMessage.findUnique({
    where: { id: messageId },
    select: { channelId: true, storageKey: true, hiddenAt: true },
  });
  if (!message?.storageKey || message.hiddenAt) throw notFound(CHAT_MSG.MessageNotFound);
  await memberChannel(db, message.channelId, userId);
  const object = await getStorage().get(message.storageKey);
  if (!object) throw notFound(CHAT_MSG.MessageNotFound);
  return object;
}
