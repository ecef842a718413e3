// Reads a server-sent event stream (a Response body) event by event, the way EventSource parses it.
import { processHub, type RealtimeHub } from "@/lib/realtime/hub";

/** Waits until this process's hub (or `hub`) holds at least `atLeast` subscribers of the user: a stream
 *  subscribes asynchronously, and an event published before that is (rightly) not replayed to a stream
 *  opened without Last-Event-ID. */
export async function waitForSubscriber(userId: string, opts: { hub?: RealtimeHub; atLeast?: number } = {}) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const hub = opts.hub ?? (await processHub());
    if (hub.subscriberCount(userId) >= (opts.atLeast ?? 1)) return;
    if (Date.now() > deadline) throw new Error(`no stream subscribed for ${userId} within 10 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
export type SseEvent = { id: string | null; event: string; data: string };

export class SseReader {
  private buf = "";
  private readonly decoder = new TextDecoder();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private pending: SseEvent[] = [];
  ended = false;
  /** comment lines seen (heartbeats) */
  comments: string[] = [];
  /** the last reconnection delay the stream set (its `retry:` field), ms */
  retry: number | null = null;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** The next event; null when the stream ended. */
  async next(): Promise<SseEvent | null> {
    for (;;) {
      const ready = this.pending.shift();
      if (ready) return ready;
      if (this.ended) return null;
      const { value, done } = await this.reader.read();
      if (done) {
        this.ended = true;
        continue;
      }
      this.buf += this.decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = this.buf.indexOf("\n\n")) >= 0) {
        const block = this.buf.slice(0, cut);
        this.buf = this.buf.slice(cut + 2);
        const ev: SseEvent = { id: null, event: "message", data: "" };
        let hasData = false;
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
          else if (line.startsWith("retry: ")) this.retry = Number(line.slice(7));
          else if (line.startsWith("id: ")) ev.id = line.slice(4);
          else if (line.startsWith("event: ")) ev.event = line.slice(7);
          else if (line.startsWith("data: ")) {
            ev.data += (hasData ? "\n" : "") + line.slice(6);
            hasData = true;
          }
        }
        if (hasData) this.pending.push(ev);
      }
    }
  }

  /** The next `n` events (fails the test through a timeout if they never come). */
  async take(n: number): Promise<SseEvent[]> {
    const out: SseEvent[] = [];
    while (out.length < n) {
      const e = await this.next();
      if (!e) throw new Error(`stream ended after ${out.length} of ${n} events`);
      out.push(e);
    }
    return out;
  }

  async cancel() {
    await this.reader.cancel().catch(() => {});
  }
}
