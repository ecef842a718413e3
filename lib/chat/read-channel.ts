// chat/read_channel: the caller has read the channel up to its last message. Under the channel lock (the
// same one sends take) the unread count goes to 0 and the read mark to the last message, so a send racing
// with a read is counted exactly once. Publishes `read` to both members and `unread` to the reader.
import "server-only";
import { db } from "@/lib/db";
import { publish } from "@/lib/realtime";
import { memberChannel } from "@/lib/chat/access";
import { totalUnreadOf } from "@/lib/chat/queries";
import { CHAT_TX_OPTIONS } from "@/lib/chat/constants";
import { cancelAwayEmail } from "@/lib/chat/away-email";

export async function readChannel(userId: string, channelId: string) {
  return db.$transaction(async (tx) => {
    const channel = await memberChannel(tx, channelId, userId, { lock: true });
    const readAt = new Date();
    await tx.chatMember.update({
      where: { channelId_userId: { channelId, userId } },
      data: { unreadCount: 0, lastReadMessageId: channel.lastMessageId, lastReadAt: readAt },
      select: { channelId: true },
    });
    await cancelAwayEmail(tx, { channelId, receiverId: userId });
    const totalUnread = await totalUnreadOf(userId, tx);
    await publish(
      [channel.otherId, userId],
      { type: "read", channelId, readerId: userId, lastReadMessageId: channel.lastMessageId, readAt: readAt.toISOString() },
      { tx },
    );
    await publish([userId], { type: "unread", channelId, unreadCounts: 0, totalUnread }, { tx });
    return { channelId, unreadCounts: 0, totalUnread, lastReadMessageId: channel.lastMessageId };
  }, CHAT_TX_OPTIONS);
}
