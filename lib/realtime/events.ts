// PLACEHOLDER until branch i9-realtime is merged (its own file wins on merge): the agreed event types.
// Client-safe: no server imports.
export type ChatMessageWire = {
  _id: string;
  channelId: string;
  sender: string;
  receiver: string;
  content: string;
  contentType: "text" | "image";
  createdAt: string;
};
export type RealtimeEvent =
  | { type: "send"; channelId: string; message: ChatMessageWire }
  | { type: "read"; channelId: string; readerId: string; lastReadMessageId: string | null; readAt: string }
  | { type: "unread"; channelId: string; unreadCounts: number; totalUnread: number }
  | { type: "join" | "leave"; channelId: string; userId: string }
  | {
      type: "notification";
      notification: { _id: string; message: string; type: string; createdAt: string; [k: string]: unknown };
      unreadCount: number;
    }
  | { type: "notifications_read"; unreadCount: number };
