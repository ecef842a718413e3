// Which transport delivers realtime events: Pusher Channels when its four variables are set, else the
// local one (server-sent events fed by PostgreSQL LISTEN/NOTIFY, which needs a long-lived server process).
import { env } from "@/lib/env";

export type RealtimeTransport = "pusher" | "sse";

export function pusherConfigured(): boolean {
  return Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET && env.PUSHER_CLUSTER);
}

export function realtimeTransport(): RealtimeTransport {
  return pusherConfigured() ? "pusher" : "sse";
}

/** The line the server logs at start (instrumentation.ts). */
export function transportLogLine(publicPusherKey: string): string {
  if (realtimeTransport() === "pusher") {
    const warn = publicPusherKey ? "" : " WARNING: NEXT_PUBLIC_PUSHER_KEY is not set, so browsers cannot subscribe (rebuild with it).";
    return `[realtime] transport: Pusher Channels (cluster ${env.PUSHER_CLUSTER}${env.PUSHER_HOST ? `, host ${env.PUSHER_HOST}` : ""}), private-user-{id} channels.${warn}`;
  }
  return "[realtime] transport: server-sent events over PostgreSQL LISTEN/NOTIFY (local default; needs a long-lived server process — set PUSHER_* for serverless hosts).";
}
