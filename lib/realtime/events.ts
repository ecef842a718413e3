// The realtime vocabulary (the spec's socket events: join, leave, send, read, unread; plus the header's
// notification events). Client-safe, and it imports no product area: the shapes the areas send are declared
// here and each area checks its own against them (lib/notifications/queries.ts for NotificationWire).

/** A notification as the wire carries it (the same fields as the list's NotificationDto). */
export type NotificationWire = {
  _id: string;
  message: string;
  type: string;
  isRead: boolean;
  creator: { _id: string; firstName: string; lastName: string; company: string; name: string; avatar: string } | null;
  job: string | null;
  request: string | null;
  createdAt: string;
};

/** A chat message as the wire carries it (the spec's Message fields, ISO date). */
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
  /** a new message in one of my channels */
  | { type: "send"; channelId: string; message: ChatMessageWire }
  | { type: "read"; channelId: string; readerId: string; lastReadMessageId: string | null; readAt: string }
  /** my unread count of one channel changed (and the total over all my channels) */
  | { type: "unread"; channelId: string; unreadCounts: number; totalUnread: number }
  /** a conversation opens for me: `created` (a new channel of mine; userId created it) or `unblocked` (userId
   *  lifted their block: messages may flow again unless the other block remains) — to both members */
  | { type: "join"; channelId: string; userId: string; reason: "created" | "unblocked" }
  /** a conversation closes for new messages: `blocked` (userId blocked the other member; to both members) or
   *  `deleted` (userId deleted their account; to the other member). The history stays readable. */
  | { type: "leave"; channelId: string; userId: string; reason: "blocked" | "deleted" }
  | {
      type: "notification";
      notification: NotificationWire;
      unreadCount: number;
    }
  | { type: "notifications_read"; unreadCount: number }
  | BookingChangedEvent
  | ShiftChangedEvent
  | BackfillChangedEvent;

export type RealtimeEventType = RealtimeEvent["type"];

/** An event as a subscriber receives it: the event plus its position in the user's stream (the row id). */
export type DeliveredEvent = { id: string; event: RealtimeEvent };

/** The SSE event name and the Pusher event name of every realtime event (the type is inside the data). */
export const REALTIME_EVENT_NAME = "realtime";

/** The Pusher channel of one user's private stream. */
export const userChannel = (userId: string) => `private-user-${userId}`;

export type RealtimeStatus = "connecting" | "open" | "closed";

/** A booking request changed (sent, answered, expired, deleted): open lists and details reload it. */
export type BookingChangedEvent = { type: "booking"; requestId: string; status: string };

/** A shift changed (booked, confirmed, "On my way", unconfirmed at the deadline, ended): open shift panels reload it. */
export type ShiftChangedEvent = { type: "shift"; shiftId: string; status: string };
/** A backfill (the search for a replacement worker of a dropped shift) moved: the employer's screens reload it. */
export type BackfillChangedEvent = { type: "backfill"; backfillId: string; jobId: string; status: string };

/**
 * Whether the event is a notification of one of `types` (about the job `jobId`, when given). Areas that tell
 * people of a change by a notification written in the change's transaction name their types and ask this.
 */
export function isNotificationOf(e: RealtimeEvent, types: readonly string[], jobId?: string): boolean {
  return e.type === "notification" && types.includes(e.notification.type) && (jobId === undefined || e.notification.job === jobId);
}
