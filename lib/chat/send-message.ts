// chat/send_message and the delivery both send calls share. One transaction: lock the channel row (sends and
// reads of a channel serialise on it, so the sequence order is the commit order and unread counts stay
// exact), insert the message, bump the channel's last message and both members' inbox order, add one to the
// receiver's unread count, queue the "message while away" e-mail, and publish send + unread with `tx` (so
// nothing is delivered unless it commits).
import { db, type Tx } from "@/lib/db";
import { badRequest, forbidden } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/auth/current-user";
import { scanContactDetails } from "@/lib/moderation/contact-scanner";
import { publishAll } from "@/lib/realtime";
import { assertMessageable, assertNotBlocked, memberChannel } from "@/lib/chat/access";
import { ensureChannel } from "@/lib/chat/join-channel";
import { toMessageWire, type MessageRow } from "@/lib/chat/dto";
import { totalUnreadOf } from "@/lib/chat/queries";
import { scheduleAwayEmail } from "@/lib/chat/away-email";
import { CHAT_MSG } from "@/lib/chat/messages";
import { CHAT_TX_OPTIONS } from "@/lib/chat/constants";
import type { SendMessageInput } from "@/lib/chat/schemas";

type Target = { channelId?: string; receiver?: string; sender?: string };
export type Outgoing = { content: string; contentType: "text" | "image"; storageKey?: string | null; id?: string };

/** Who the message goes to and through which channel (checked: member, not self, not blocked). */
export async function resolveTarget(user: Pick<AuthUser, "id">, target: Target) {
  if (target.sender && target.sender !== user.id) throw forbidden(CHAT_MSG.SenderMismatch);
  if (target.channelId) {
    const channel = await memberChannel(db, target.channelId, user.id);
    if (target.receiver && target.receiver !== channel.otherId) throw badRequest(CHAT_MSG.ReceiverMismatch);
    // a deleted account keeps its history but receives nothing new
    await assertMessageable(db, user.id, channel.otherId);
    return { channelId: channel.id as string | null, receiverId: channel.otherId };
  }
  if (!target.receiver) throw badRequest(CHAT_MSG.NoTarget);
  await assertMessageable(db, user.id, target.receiver);
  return { channelId: null as string | null, receiverId: target.receiver };
}

export async function sendMessage(user: AuthUser, input: SendMessageInput) {
  const target = await resolveTarget(user, input);
  const scan = scanContactDetails(input.content);
  if (scan.flagged) {
    // not delivered; the attempt is kept for trust and safety review
    await db.chatViolation.create({
      data: { senderId: user.id, receiverId: target.receiverId, channelId: target.channelId, text: input.content, matches: scan.matches },
    });
    throw badRequest(CHAT_MSG.ViolationWarning);
  }
  return deliver(user.id, target, { content: input.content, contentType: "text" });
}

/** Writes and publishes one message; answers it with its channel id. */
export async function deliver(senderId: string, target: { channelId: string | null; receiverId: string }, out: Outgoing) {
  const receiverId = target.receiverId;
  return db.$transaction(async (tx) => {
    const channelId = target.channelId ?? (await ensureChannel(tx, senderId, receiverId));
    await memberChannel(tx, channelId, senderId, { lock: true });
    await assertNotBlocked(tx, senderId, receiverId);
    const message = await insertMessage(tx, channelId, senderId, receiverId, out);
    const members = await tx.$queryRaw<{ userId: string; unreadCount: number }[]>`
      UPDATE "ChatMember" SET "sortAt" = ${message.createdAt},
        "unreadCount" = "unreadCount" + CASE WHEN "userId" = ${receiverId} THEN 1 ELSE 0 END
      WHERE "channelId" = ${channelId} RETURNING "userId", "unreadCount"`;
    await tx.chatChannel.update({
      where: { id: channelId },
      data: {
        lastMessage: out.contentType === "image" ? "" : out.content.slice(0, 500),
        messageType: out.contentType,
        lastMessageId: message.id,
        lastMessageAt: message.createdAt,
      },
    });
    const wire = toMessageWire(message);
    const unread = members.find((m) => m.userId === receiverId)?.unreadCount ?? 0;
    const totalUnread = await totalUnreadOf(receiverId, tx);
    await publishAll(
      [
        { userIds: [senderId, receiverId], event: { type: "send", channelId, message: wire } },
        { userIds: [receiverId], event: { type: "unread", channelId, unreadCounts: unread, totalUnread } },
      ],
      { tx },
    );
    await scheduleAwayEmail(tx, { channelId, receiverId });
    return { message: wire, channelId };
  }, CHAT_TX_OPTIONS);
}

async function insertMessage(tx: Tx, channelId: string, senderId: string, receiverId: string, out: Outgoing) {
  const row = await tx.chatMessage.create({
    data: {
      ...(out.id ? { id: out.id } : {}),
      channelId,
      senderId,
      receiverId,
      content: out.content,
      contentType: out.contentType,
      storageKey: out.storageKey ?? null,
    },
  });
  return row satisfies MessageRow;
}
