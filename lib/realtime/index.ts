// The realtime publisher (server). One interface, two transports (transport.ts):
// - local default: rows of RealtimeEvent + pg_notify in the same transaction; each server process's hub
//   (hub.ts) hears them and feeds its SSE streams (stream.ts, GET /api/realtime/stream);
// - Pusher Channels when PUSHER_* are set: the same rows are an outbox, triggered on private-user-{id}
//   once committed (pusher.ts).
import { after } from "next/server";
import type { Tx } from "@/lib/db";
import type { SqlTx } from "@/lib/sql-tx";
import type { RealtimeEvent } from "@/lib/realtime/events";
import { writeEventBatch, writeEventBatchAlone, type EventBatchItem } from "@/lib/realtime/store";
import { realtimeTransport } from "@/lib/realtime/transport";
import { drainAfterCommit } from "@/lib/realtime/pusher";

export type { ChatMessageWire, RealtimeEvent, RealtimeEventType, DeliveredEvent } from "@/lib/realtime/events";
export { realtimeTransport } from "@/lib/realtime/transport";
export type { EventBatchItem } from "@/lib/realtime/store";

/** Deliver `event` to each user's private stream. With `tx` (a Prisma interactive-transaction client)
 *  the event is written inside that transaction and delivered only if it commits. */
export async function publish(userIds: string[], event: RealtimeEvent, opts?: { tx?: Tx }): Promise<void> {
  return publishAll([{ userIds, event }], opts);
}

/** Several events in one go, in order (each user receives theirs in the order given): one lock and one
 *  insert statement for all of them. */
export async function publishAll(items: EventBatchItem[], opts?: { tx?: SqlTx }): Promise<void> {
  if (items.every((i) => i.userIds.length === 0)) return;
  const pusher = realtimeTransport() === "pusher";
  const ids = opts?.tx ? await writeEventBatch(opts.tx, items, !pusher) : await writeEventBatchAlone(items, !pusher);
  if (pusher && ids.length) scheduleDrain(ids);
}

/** For a statement that wrote event rows itself (lib/notifications/create-notification.ts writes a
 *  notification and its event in one): `pushed` for writeEvent's SQL, and what to do with the new rows' ids. */
export function eventDelivery(): { pushed: boolean; written: (ids: string[]) => void } {
  const pusher = realtimeTransport() === "pusher";
  return { pushed: !pusher, written: (ids) => void (pusher && ids.length && scheduleDrain(ids)) };
}

/** Pusher: send the rows once their transaction committed — after the response inside a request (Next's
 *  after(), kept alive by serverless hosts), else (scripts, tests, background tasks) right away in the
 *  background. */
function scheduleDrain(ids: string[]) {
  const run = () => drainAfterCommit(ids).catch((err) => console.error("[realtime] Pusher drain failed", err));
  try {
    after(run);
  } catch {
    void run();
  }
}
