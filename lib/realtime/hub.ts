// The local transport's fan-out: each server process holds ONE dedicated pg connection (not from the pool)
// that LISTENs on the realtime channel and hands every notification to this process's subscribers of that
// user. Several processes on one database each hear every NOTIFY, so they deliver to each other's users.
// Needs a long-lived process (npm start, Docker); a serverless function cannot hold it (use Pusher there).
import "server-only";
import pg from "pg";
import { databaseUrl } from "@/lib/env";
import type { DeliveredEvent, RealtimeEvent } from "@/lib/realtime/events";
import { NOTIFY_CHANNEL, type NotifyPayload } from "@/lib/realtime/store";

export type Subscriber = {
  /** one event of this user's stream, in id order */
  deliver: (e: DeliveredEvent) => void;
  /** the listener connection was lost: events may have been missed, so the stream must end (the client
   *  reconnects with Last-Event-ID and replays from the table) */
  reset: () => void;
  /** closed to make room: the user opened more than MAX_STREAMS_PER_USER streams in this process, and this
   *  one is the oldest (absent: reset) */
  evict?: () => void;
};

/** The most streams one user holds open in one process; the next one closes the oldest. */
export const MAX_STREAMS_PER_USER = 10;

export class RealtimeHub {
  private client: pg.Client | null = null;
  private readonly subs = new Map<string, Set<Subscriber>>();
  /** notifications are handled one after the other, so a large event read back from the table never
   *  overtakes the next one */
  private queue: Promise<void> = Promise.resolve();
  readonly ready: Promise<void>;
  private closed = false;

  constructor(
    private readonly connectionString = databaseUrl(),
    private readonly maxPerUser = MAX_STREAMS_PER_USER,
  ) {
    this.ready = this.connect();
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: "gigline-realtime-listener" });
    client.on("notification", (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
      const payload = msg.payload;
      this.queue = this.queue.then(() => this.handle(payload)).catch((err) => console.error("[realtime] notification failed", err));
    });
    client.on("error", (err) => this.fail(err));
    client.on("end", () => this.fail(new Error("listener connection ended")));
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    this.client = client;
  }

  private async handle(raw: string) {
    const n = JSON.parse(raw) as NotifyPayload;
    const subs = this.subs.get(n.u);
    if (!subs?.size) return;
    let event = n.p;
    if (!event) {
      // too large for the NOTIFY payload: read it back from the table
      const res = await this.client?.query<{ payload: RealtimeEvent }>(`SELECT payload FROM "RealtimeEvent" WHERE id = $1`, [n.i]);
      event = res?.rows[0]?.payload;
      if (!event) return; // already cleaned up
    }
    for (const s of [...subs]) s.deliver({ id: n.i, event });
  }

  private fail(err: Error) {
    if (this.closed) return;
    this.closed = true;
    console.error("[realtime] listener connection lost; open streams are closed so clients resume", err.message);
    for (const set of this.subs.values()) for (const s of [...set]) s.reset();
    this.subs.clear();
    if (globalForHub.gigline_realtime_hub === this) globalForHub.gigline_realtime_hub = undefined;
  }

  /** Adds a subscriber of one user's events; answers the function that removes it. */
  subscribe(userId: string, sub: Subscriber): () => void {
    if (this.closed) {
      queueMicrotask(sub.reset);
      return () => {};
    }
    let set = this.subs.get(userId);
    if (!set) this.subs.set(userId, (set = new Set()));
    // a Set keeps insertion order: the first ones are the oldest
    while (set.size >= this.maxPerUser) {
      const oldest = set.values().next().value!;
      set.delete(oldest);
      (oldest.evict ?? oldest.reset)();
    }
    set.add(sub);
    // an evicted stream's removal may have dropped the user's (then empty) set from the map
    this.subs.set(userId, set);
    return () => {
      set.delete(sub);
      if (set.size === 0 && this.subs.get(userId) === set) this.subs.delete(userId);
    };
  }

  get isClosed() {
    return this.closed;
  }

  /** How many subscribers this process holds for one user. */
  subscriberCount(userId: string): number {
    return this.subs.get(userId)?.size ?? 0;
  }

  /** How many subscribers this process holds (all users). */
  get size() {
    let n = 0;
    for (const set of this.subs.values()) n += set.size;
    return n;
  }

  async close() {
    this.closed = true;
    for (const set of this.subs.values()) for (const s of [...set]) s.reset();
    this.subs.clear();
    if (globalForHub.gigline_realtime_hub === this) globalForHub.gigline_realtime_hub = undefined;
    await this.client?.end().catch(() => {});
  }
}

const globalForHub = globalThis as unknown as { gigline_realtime_hub?: RealtimeHub };

/** The process's hub, started on first use (and again after its connection was lost). */
export async function processHub(): Promise<RealtimeHub> {
  let hub = globalForHub.gigline_realtime_hub;
  if (!hub || hub.isClosed) {
    hub = new RealtimeHub();
    globalForHub.gigline_realtime_hub = hub;
  }
  try {
    await hub.ready;
  } catch (err) {
    if (globalForHub.gigline_realtime_hub === hub) globalForHub.gigline_realtime_hub = undefined;
    throw err;
  }
  return hub;
}
