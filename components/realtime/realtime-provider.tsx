"use client";
// ONE realtime connection per browser tab for the signed-in user, shared by every component through
// useRealtime() (hooks/use-realtime.ts). Transport from lib/public-env.ts: pusher-js on private-user-{id}
// when NEXT_PUBLIC_PUSHER_KEY is set (production, serverless hosts), else EventSource on
// /api/realtime/stream (local default). Each event carries its row id: ids not above the last one handled
// are dropped, so a replay after a reconnect never shows anything twice. Without a working transport
// (e.g. a serverless host without Pusher) the status stays "closed" and the screens work, just not live.
import { createContext, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { publicEnv } from "@/lib/public-env";
import { REALTIME_EVENT_NAME, userChannel, type DeliveredEvent, type RealtimeEvent, type RealtimeStatus } from "@/lib/realtime/events";

type Handler = (e: RealtimeEvent) => void;
export type RealtimeContextValue = { subscribe: (h: Handler) => () => void; status: RealtimeStatus };

export const RealtimeContext = createContext<RealtimeContextValue>({ subscribe: () => () => {}, status: "closed" });

const STREAM_URL = "/api/realtime/stream";
const MAX_RETRY_MS = 30_000;

export function RealtimeProvider({ userId, children }: { userId: string; children: React.ReactNode }) {
  const handlers = useRef(new Set<Handler>());
  const [status, setStatus] = useState<RealtimeStatus>("connecting");

  useEffect(() => {
    let last = -1n;
    const dispatch = (e: DeliveredEvent) => {
      let id: bigint;
      try {
        id = BigInt(e.id);
      } catch {
        return;
      }
      if (id <= last) return;
      last = id;
      for (const h of [...handlers.current]) {
        try {
          h(e.event);
        } catch (err) {
          console.error("[realtime] handler failed", err);
        }
      }
    };
    return publicEnv.pusherKey
      ? connectPusher(userId, dispatch, setStatus)
      : connectSse(() => (last >= 0n ? String(last) : null), dispatch, setStatus);
  }, [userId]);

  // stable, so subscribers are not re-attached when the status changes
  const subscribe = useCallback((h: Handler) => {
    handlers.current.add(h);
    return () => {
      handlers.current.delete(h);
    };
  }, []);
  const value = useMemo<RealtimeContextValue>(() => ({ subscribe, status }), [subscribe, status]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** EventSource reconnects by itself (sending Last-Event-ID) after a dropped stream; when it gives up (an
 *  error answer: signed out, server down) a new one is opened with backoff, resuming from ?lastEventId=. */
function connectSse(lastId: () => string | null, dispatch: (e: DeliveredEvent) => void, setStatus: (s: RealtimeStatus) => void) {
  if (typeof EventSource === "undefined") {
    setStatus("closed");
    return () => {};
  }
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = 1_000;
  let stopped = false;
  const open = () => {
    const id = lastId();
    source = new EventSource(id ? `${STREAM_URL}?lastEventId=${encodeURIComponent(id)}` : STREAM_URL, { withCredentials: true });
    setStatus("connecting");
    source.onopen = () => {
      delay = 1_000;
      setStatus("open");
    };
    source.addEventListener(REALTIME_EVENT_NAME, (msg) => {
      const m = msg as MessageEvent<string>;
      try {
        dispatch({ id: m.lastEventId, event: JSON.parse(m.data) as RealtimeEvent });
      } catch {
        /* a malformed event is skipped */
      }
    });
    source.onerror = () => {
      if (!source || source.readyState !== EventSource.CLOSED) {
        setStatus("connecting");
        return;
      }
      setStatus("closed");
      source = null;
      if (!stopped) timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

function connectPusher(userId: string, dispatch: (e: DeliveredEvent) => void, setStatus: (s: RealtimeStatus) => void) {
  let stopped = false;
  let disconnect = () => {};
  setStatus("connecting");
  import("pusher-js")
    .then(({ default: Pusher }) => {
      if (stopped) return;
      const pusher = new Pusher(publicEnv.pusherKey, {
        cluster: publicEnv.pusherCluster || "mt1",
        channelAuthorization: {
          endpoint: "/api/realtime/pusher-auth",
          transport: "ajax",
          // our API takes JSON (and answers {result, auth}), not pusher-js's form post
          customHandler: ({ socketId, channelName }, callback) => {
            fetch("/api/realtime/pusher-auth", {
              method: "POST",
              headers: { "content-type": "application/json" },
              credentials: "same-origin",
              body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
            })
              .then(async (res) => {
                const json = (await res.json()) as { result?: boolean; auth?: string; error?: string };
                if (!res.ok || !json.auth) throw new Error(json.error ?? `pusher-auth answered ${res.status}`);
                callback(null, { auth: json.auth });
              })
              .catch((err: Error) => callback(err, null));
          },
        },
      });
      pusher.connection.bind("state_change", ({ current }: { current: string }) => {
        setStatus(current === "connected" ? "open" : current === "connecting" || current === "initialized" ? "connecting" : "closed");
      });
      const channel = pusher.subscribe(userChannel(userId));
      channel.bind(REALTIME_EVENT_NAME, (data: DeliveredEvent) => dispatch(data));
      disconnect = () => pusher.disconnect();
    })
    .catch((err) => {
      console.error("[realtime] pusher-js failed to load", err);
      setStatus("closed");
    });
  return () => {
    stopped = true;
    disconnect();
  };
}
