import { z } from "zod";

/** GET /api/realtime/stream: where to resume when the browser cannot send Last-Event-ID itself. */
export const streamQuerySchema = z.object({
  lastEventId: z.string().max(40).optional(),
});

/** POST /api/realtime/pusher-auth: what pusher-js asks to sign. */
export const pusherAuthSchema = z.object({
  socket_id: z.string({ error: "socket_id is required" }).regex(/^\d{1,20}\.\d{1,20}$/, "socket_id is not a Pusher socket id"),
  channel_name: z.string({ error: "channel_name is required" }).min(1, "channel_name is required").max(200),
});

export const REALTIME_MSG = {
  NotYourChannel: "You can only subscribe to your own channel.",
  StreamOnly: "This call is a server-sent event stream: ask for it with Accept: text/event-stream (EventSource does).",
  PusherOff: "Live updates through Pusher are not configured on this server.",
} as const;
