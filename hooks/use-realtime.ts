"use client";
// The client side of realtime: useRealtime(handler) runs `handler` for each of the signed-in user's events,
// over the ONE shared connection of the tab (RealtimeProvider, mounted by the dashboard shell);
// useRealtimeStatus() tells whether that connection is "connecting", "open" or "closed". Outside the
// provider both are inert (no events, "closed").
import { useContext, useEffect, useRef } from "react";
import { RealtimeContext } from "@/components/realtime/realtime-provider";
import type { RealtimeEvent, RealtimeStatus } from "@/lib/realtime/events";

export function useRealtime(handler: (e: RealtimeEvent) => void): void {
  const { subscribe } = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe((e) => latest.current(e)), [subscribe]);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useContext(RealtimeContext).status;
}
