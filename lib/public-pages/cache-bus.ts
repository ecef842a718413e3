// Several server processes on one database (N web instances behind a load balancer, plus workers): each keeps
// its own copy of Next's cache (the public pages' ISR entries and tags), of scripts/server.ts's one-second
// copies, of the closed-job memory and of the global data. A change made through one process expires its own
// copies at once (lib/public-pages/cache.ts, lib/settings/global-data.ts); this module tells the others.
//
// Every expiry is sent as a NOTIFY on CACHE_CHANNEL, after the write committed (the callers expire one line
// after their transaction), carrying what expired and the sender's instance id. Every long-lived server
// process (scripts/server.ts, the deployed image's start command: scripts/lib/app-server.ts marks the
// process) LISTENs on one dedicated connection, started by instrumentation.ts, and expires the same things in
// its own memory, ignoring its own messages. A separate worker process (`npm run worker`) sends but does not
// listen. A serverless host has no long-lived process to listen: there the pages' short revalidate
// (PUBLIC_PAGE_REVALIDATE, GLOBALS_CACHE_SECONDS) remains the bound (docs/operations.md).
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import pg from "pg";

/** The LISTEN/NOTIFY channel of cache expiries (the realtime layer's is gigline_realtime). */
export const CACHE_CHANNEL = "gigline_cache";

/** What one expiry says: a job's page, a provider's profile (and all jobs), or the global data. */
export type CacheExpiry = { job: string } | { profile: string; jobsToo?: boolean } | { global: true };
/** The NOTIFY payload: the expiry and the sending process's instance id. */
export type CacheMessage = CacheExpiry & { from: string };

type BusGlobals = {
  [INSTANCE]?: string;
  [LONG_LIVED]?: boolean;
  [SENDS]?: boolean;
  [LISTENER]?: CacheListener;
};
const INSTANCE = Symbol.for("gigline.cacheBus.instance");
/** Set by scripts/lib/app-server.ts: this process serves requests for a long time (it listens). */
export const LONG_LIVED = Symbol.for("gigline.cacheBus.longLived");
/** Set by scripts/worker.ts: a process outside Next whose writes other processes must hear of. */
export const SENDS = Symbol.for("gigline.cacheBus.sends");
const LISTENER = Symbol.for("gigline.cacheBus.listener");
const g = globalThis as BusGlobals;

/** This process's id (on globalThis: proxy.ts, instrumentation and the routes may be separate bundles). */
export const instanceId = (): string => (g[INSTANCE] ??= randomUUID());

/** Whether expiries made here are sent: inside a Next server, or in a process that said so (the worker). */
function sends(): boolean {
  if (!process.env.DATABASE_URL) return false;
  return Boolean(process.env.NEXT_RUNTIME) || Boolean(g[SENDS]);
}

let sendClient: pg.Pool | null = null;
async function sendQuery(payload: string) {
  // the process's pool (lib/db-pool.ts), loaded on first use so this module stays light for proxy.ts
  const { pool } = await import("@/lib/db-pool");
  sendClient ??= pool();
  await sendClient.query("select pg_notify($1, $2)", [CACHE_CHANNEL, payload]);
}

/**
 * Tells the other processes on this database to expire what this one just expired. Never throws and never
 * waits: a lost message leaves the other processes on their short revalidate, as before.
 */
export function broadcastExpiry(expiry: CacheExpiry): void {
  if (!sends()) return;
  const payload = JSON.stringify({ ...expiry, from: instanceId() } satisfies CacheMessage);
  void sendQuery(payload).catch((err) => console.error("[cache] expiry broadcast failed", (err as Error).message));
}

/** Parses a NOTIFY payload; null for anything that is not a well-formed expiry. */
export function parseCacheMessage(raw: string | undefined): CacheMessage | null {
  if (!raw) return null;
  try {
    const m = JSON.parse(raw) as Record<string, unknown>;
    if (typeof m.from !== "string") return null;
    if (typeof m.job === "string") return { job: m.job, from: m.from };
    if (typeof m.profile === "string") return { profile: m.profile, jobsToo: m.jobsToo === true, from: m.from };
    if (m.global === true) return { global: true, from: m.from };
    return null;
  } catch {
    return null;
  }
}

/**
 * Expires Next's cache entries carrying `tag` in this process, from outside a request (a NOTIFY handler, a
 * background job): what revalidateTag(tag, { expire: 0 }) does when its request ends, done on the process's
 * incremental cache (set by Next's server on its first request) or, before any request, on its tag manifest.
 */
export function expireTagOutsideRequest(tag: string): void {
  const cache = (globalThis as { __incrementalCache?: { revalidateTag?: (tags: string[], d?: { expire?: number }) => Promise<void> } })
    .__incrementalCache;
  if (cache?.revalidateTag) {
    void cache.revalidateTag([tag], { expire: 0 }).catch((err) => console.error("[cache] tag expiry failed", (err as Error).message));
    return;
  }
  try {
    const load = createRequire(`${process.cwd()}/`);
    const { tagsManifest } = load("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
      tagsManifest: Map<string, { stale?: number; expired?: number }>;
    };
    const now = Date.now();
    tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
  } catch {
    // no Next in this process: nothing cached here
  }
}

/** What a received expiry does in this process (lib/public-pages/cache.ts and global-data.ts register it). */
export type ExpiryHandler = (expiry: CacheExpiry) => void;

/**
 * One dedicated connection LISTENing on CACHE_CHANNEL (not from the pool: a pooled connection would be handed
 * to queries). Reconnects after a lost connection; messages sent meanwhile are lost, so on every reconnect
 * `onGap` runs (expire whatever can be expired wholesale).
 */
export class CacheListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  readonly ready: Promise<void>;

  constructor(
    private readonly connectionString: string,
    private readonly handle: ExpiryHandler,
    private readonly opts: { from?: string; onGap?: () => void; retryMs?: number } = {},
  ) {
    this.ready = this.connect(false);
  }

  private async connect(again: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: "gigline-cache-listener" });
    client.on("notification", (msg) => {
      if (msg.channel !== CACHE_CHANNEL) return;
      const m = parseCacheMessage(msg.payload);
      if (!m || m.from === (this.opts.from ?? instanceId())) return;
      try {
        const { from: _from, ...expiry } = m;
        this.handle(expiry as CacheExpiry);
      } catch (err) {
        console.error("[cache] received expiry failed", (err as Error).message);
      }
    });
    const lost = () => this.lost(client);
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
      if (!again) throw err;
      this.schedule();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    if (again) this.opts.onGap?.();
  }

  private lost(client: pg.Client) {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    console.error("[cache] expiry listener connection lost; reconnecting");
    this.schedule();
  }

  private schedule() {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect(true);
    }, this.opts.retryMs ?? 1000);
    this.retry.unref();
  }

  async close() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}

/**
 * Starts this process's listener (instrumentation.ts) when the process is a long-lived server with a database;
 * once per process. Answers whether it listens.
 */
export async function startCacheListener(handle: ExpiryHandler, onGap?: () => void): Promise<boolean> {
  if (!g[LONG_LIVED] || !process.env.DATABASE_URL) return false;
  if (g[LISTENER]) return true;
  const listener = new CacheListener(process.env.DATABASE_URL, handle, { onGap });
  g[LISTENER] = listener;
  try {
    await listener.ready;
    return true;
  } catch (err) {
    g[LISTENER] = undefined;
    console.error(
      "[cache] expiry listener did not start; other instances' changes show after the pages' revalidate",
      (err as Error).message,
    );
    return false;
  }
}
