// PLACEHOLDER until branch i9-realtime is merged (its own file wins on merge): the agreed signature of
// publish(). This stand-in delivers nothing.
import type { Tx } from "@/lib/db";
import type { RealtimeEvent } from "@/lib/realtime/events";

export type { RealtimeEvent, ChatMessageWire } from "@/lib/realtime/events";

export async function publish(userIds: string[], event: RealtimeEvent, opts?: { tx?: Tx }): Promise<void> {
  void userIds;
  void event;
  void opts;
}
