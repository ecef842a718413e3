// One user's server-sent event stream (local transport). Every event goes out as
//   id: <row id>\nevent: realtime\ndata: <RealtimeEvent JSON>\n\n
// A reconnect names the last id it saw (the browser's Last-Event-ID header, or ?lastEventId=): the rows
// after it are replayed from the table, then the stream goes live, with no gap and no duplicate:
//   1. subscribe to the process hub FIRST and buffer what arrives;
//   2. replay rows with id > last from the table (a snapshot taken after step 1);
//   3. send the buffer, then live events, skipping any id not above the last one sent.
// Anything committed before the snapshot is in the replay; anything committed after it is heard by the
// subscription of step 1 (its NOTIFY comes after its commit). Per user, ids become visible in increasing
// order (store.ts), so "skip ids ≤ last sent" drops exactly the events seen twice.
import "server-only";
import { pool } from "@/lib/db";
import { REALTIME_EVENT_NAME, type DeliveredEvent, type RealtimeEvent } from "@/lib/realtime/events";
import { processHub, type RealtimeHub } from "@/lib/realtime/hub";

/** A comment line every 20 s keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** A stream ends after 5 minutes; the browser reconnects at once (Last-Event-ID) and the session is checked again. */
export const STREAM_MAX_MS = 5 * 60_000;
/** What the browser waits before reconnecting (the SSE retry field). */
export const RETRY_MS = 2_000;
/** What a stream closed for a newer one of the same user (hub.ts, MAX_STREAMS_PER_USER) tells the browser to
 *  wait: its reconnect (which replays what it missed) then closes the oldest in turn, once a minute, not in a loop. */
export const EVICTED_RETRY_MS = 60_000;
const REPLAY_PAGE = 500;

export type StreamOptions = {
  userId: string;
  /** the last event id the client saw; null: start live */
  lastEventId: string | null;
  signal?: AbortSignal;
  /** a hub other than this process's (tests run two "processes" in one) */
  hub?: RealtimeHub;
  heartbeatMs?: number;
  maxMs?: number;
};

/** A valid Last-Event-ID is a row id: digits only (anything else starts live). */
export function parseLastEventId(value: string | null | undefined): string | null {
  const v = value?.trim() ?? "";
  return /^\d{1,18}$/.test(v) ? v : null;
}

export function formatEvent(e: DeliveredEvent): string {
  return `id: ${e.id}\nevent: ${REALTIME_EVENT_NAME}\ndata: ${JSON.stringify(e.event)}\n\n`;
}

export async function replayAfter(userId: string, after: string, limit = REPLAY_PAGE): Promise<DeliveredEvent[]> {
  const { rows } = await pool().query<{ id: string; payload: RealtimeEvent }>(
    `SELECT id::text AS id, payload FROM "RealtimeEvent" e WHERE "userId" = $1 AND e.id > $2::bigint ORDER BY e.id LIMIT $3`,
    [userId, after, limit],
  );
  return rows.map((r) => ({ id: r.id, event: r.payload }));
}

export function openStream(opts: StreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let done = false;
      let last: bigint = opts.lastEventId ? BigInt(opts.lastEventId) : -1n;
      let live = false;
      const buffer: DeliveredEvent[] = [];
      const timers: NodeJS.Timeout[] = [];
      let unsubscribe = () => {};
      const write = (text: string) => {
        if (done) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const send = (e: DeliveredEvent) => {
        const id = BigInt(e.id);
        if (id <= last) return; // seen in the replay (or twice): never again
        last = id;
        write(formatEvent(e));
      };
      const finish = () => {
        if (done) return;
        done = true;
        unsubscribe();
        timers.forEach((t) => clearInterval(t));
        opts.signal?.removeEventListener("abort", finish);
        try {
          controller.close();
        } catch {
          /* already closed by the client */
        }
      };
      cleanup = finish;
      opts.signal?.addEventListener("abort", finish);

      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      try {
        const hub = opts.hub ?? (await processHub());
        if (done) return;
        unsubscribe = hub.subscribe(opts.userId, {
          deliver: (e) => (live ? send(e) : buffer.push(e)),
          reset: finish,
          evict: () => {
            write(`retry: ${EVICTED_RETRY_MS}\n: closed: too many open streams\n\n`);
            finish();
          },
        });
        if (opts.lastEventId) {
          for (;;) {
            const page = await replayAfter(opts.userId, last.toString());
            if (done) return;
            page.forEach(send);
            if (page.length < REPLAY_PAGE) break;
          }
        }
        buffer.splice(0).forEach(send);
        live = true;
      } catch (err) {
        console.error("[realtime] stream failed to start", err);
        finish();
        return;
      }
      timers.push(setInterval(() => write(`: ping\n\n`), opts.heartbeatMs ?? HEARTBEAT_MS));
      timers.push(setTimeout(finish, opts.maxMs ?? STREAM_MAX_MS));
    },
    cancel() {
      cleanup();
    },
  });
}
