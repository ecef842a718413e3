// What /dashboard/chat/{id} opens: id is a channel id (the caller's own) or a user id (the existing channel
// of the two, or a new conversation created on the first message). null: nothing to open (go home).
import "server-only";
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { findChannelOfPair } from "@/lib/chat/join-channel";
import { blockState } from "@/lib/chat/access";
import { getChannelDto, previousMessages } from "@/lib/chat/queries";

export async function openChat(userId: string, id: string) {
  if (!id || id.length > 64) return null;
  const channel = await db.chatChannel.findUnique({ where: { id }, select: { id: true, userLow: true, userHigh: true } });
  let channelId: string | null = null;
  if (channel) {
    if (channel.userLow !== userId && channel.userHigh !== userId) return null;
    channelId = channel.id;
  } else {
    if (id === userId) return null;
    const other = await db.user.findFirst({
      where: { id, deletedAt: null },
      select: { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true },
    });
    if (!other) return null;
    channelId = await findChannelOfPair(userId, other.id);
    if (!channelId) {
      return {
        channel: null,
        other: {
          _id: other.id,
          name: displayName(other) || "Gigline user",
          avatar: other.avatar,
          lastReadMessageId: null as string | null,
        },
        ...(await blockState(db, userId, other.id)),
        messages: [],
        cursor: null as string | null,
        reportedIds: [] as string[],
      };
    }
  }
  const [dto, history, reports] = await Promise.all([
    getChannelDto(channelId, userId),
    previousMessages(userId, channelId),
    // the caller's reports in this conversation (a few at most): those messages show "Reported"
    db.chatReport.findMany({ where: { reporterId: userId, message: { channelId } }, select: { messageId: true } }),
  ]);
  return {
    channel: { _id: dto._id, unread: dto.unread },
    other: dto.other,
    blockedByMe: dto.blockedByMe,
    blockedMe: dto.blockedMe,
    messages: history.messages,
    cursor: history.cursor,
    reportedIds: reports.map((r) => r.messageId),
  };
}

export type OpenChat = NonNullable<Awaited<ReturnType<typeof openChat>>>;
