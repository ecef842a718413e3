"use client";
// PLACEHOLDER until branch i9-realtime is merged (its own file wins on merge): the agreed client interface.
import type { RealtimeEvent } from "@/lib/realtime/events";

export function useRealtime(handler: (e: RealtimeEvent) => void): void {
  void handler;
}

export function useRealtimeStatus(): "connecting" | "open" | "closed" {
  return "closed";
}
