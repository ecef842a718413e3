// The spec's Message and Chat channel objects as the API returns them. Client code imports the types only.
import type { ChatMessageWire } from "@/lib/realtime/events";

export type MessageRow = {
  id: string;
  seq: bigint | number | string;
  channelId: string;
  senderId: string;
  receiverId: string;
  content: string;
  contentType: string;
  createdAt: Date;
};

export function toMessageWire(m: MessageRow): ChatMessageWire {
  return {
    _id: m.id,
    channelId: m.channelId,
    sender: m.senderId,
    receiver: m.receiverId,
    content: m.content,
    contentType: m.contentType === "image" ? "image" : "text",
    createdAt: m.createdAt.toISOString(),
  };
}

/** The member-only address of an image message's picture. */
export const chatImageUrl = (messageId: string) => `/api/chat/image/${encodeURIComponent(messageId)}`;

/** What the inbox shows for the last message: the text, or "Photo". */
export const lastMessagePreview = (c: { lastMessage: string; messageType: string }) =>
  c.messageType === "image" ? "Photo" : c.lastMessage;
