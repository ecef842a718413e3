// The production transport: Pusher Channels (the `pusher` package). The RealtimeEvent table is a
// transactional outbox: publish() writes rows with pushedAt NULL inside the caller's transaction, and
// drainOutbox() triggers them on `private-user-{id}` after they are committed (a rolled-back transaction
// leaves nothing to send). No long-lived process and no local disk needed: the drain runs after the
// response (Next's after(), which serverless hosts keep alive through waitUntil), and POST /api/cron/run
// (a background task, cleanup.ts) sweeps anything a crashed function left behind.
import Pusher from "pusher";
import { pool } from "@/lib/db";
import { env } from "@/lib/env";
import { REALTIME_EVENT_NAME, userChannel, type RealtimeEvent } from "@/lib/realtime/events";
import { LOCK_CLASS } from "@/lib/realtime/store";

const globalForPusher = globalThis as unknown as { gigline_pusher?: { signature: string; client: Pusher } };

/** The server client, built from PUSHER_* (rebuilt when they change, e.g. between tests). */
export function pusherClient(): Pusher {
  const options = {
    appId: env.PUSHER_APP_ID ?? "",
    key: env.PUSHER_KEY ?? "",
    secret: env.PUSHER_SECRET ?? "",
    cluster: env.PUSHER_CLUSTER ?? "",
    ...(env.PUSHER_HOST ? { host: env.PUSHER_HOST } : {}),
    ...(env.PUSHER_PORT ? { port: String(env.PUSHER_PORT) } : {}),
    useTLS: env.PUSHER_USE_TLS ?? true,
    timeout: 10_000,
  };
  const signature = JSON.stringify(options);
  if (globalForPusher.gigline_pusher?.signature !== signature) {
    globalForPusher.gigline_pusher = { signature, client: new Pusher(options) };
  }
  return globalForPusher.gigline_pusher.client;
}

/** Signs a subscription of `socketId` to `channel` (the caller checked it is the user's own channel). */
export function authorizeChannel(socketId: string, channel: string) {
  return pusherClient().authorizeChannel(socketId, channel);
}

/** The data of one Pusher event: the row id (ordering, dedup on the client) and the event. */
export type PusherData = { id: string; event: RealtimeEvent };

const DRAIN_PAGE = 100;
/** Pusher's batch endpoint takes at most 10 events. */
const BATCH = 10;
const DRAIN_LOCK = 0;

/**
 * Sends committed, unsent rows to Pusher in id order; answers how many were sent, or -1 when another
 * drainer holds the lock (only one at a time per database, so each user's events keep their order).
 * A row Pusher refuses for good (400, or 413: too large) is marked sent and logged; any other failure
 * leaves the rest for the next drain.
 */
export async function drainOutbox(): Promise<number> {
  const client = await pool().connect();
  let sent = 0;
  try {
    await client.query("BEGIN");
    const lock = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS ok`, [LOCK_CLASS, DRAIN_LOCK]);
    if (!lock.rows[0].ok) {
      await client.query("ROLLBACK");
      return -1;
    }
    const { rows } = await client.query<{ id: string; userId: string; payload: RealtimeEvent }>(
      `SELECT id::text AS id, "userId", payload FROM "RealtimeEvent" e WHERE "pushedAt" IS NULL ORDER BY e.id LIMIT $1`,
      [DRAIN_PAGE],
    );
    const pusher = pusherClient();
    const done: string[] = [];
    try {
      for (let i = 0; i < rows.length; i += BATCH) {
        const chunk = rows.slice(i, i + BATCH);
        try {
          await pusher.triggerBatch(
            chunk.map((r) => ({
              channel: userChannel(r.userId),
              name: REALTIME_EVENT_NAME,
              data: { id: r.id, event: r.payload } satisfies PusherData,
            })),
          );
        } catch (err) {
          const status = (err as { status?: number }).status ?? 0;
          // 400 (malformed) and 413 (over Pusher's 10 kB) never pass: log and drop; anything else
          // (401 while keys are wrong, 429, 5xx, network) stays in the outbox for the next drain
          if (status === 400 || status === 413) {
            console.error(
              `[realtime] Pusher refused events ${chunk.map((r) => r.id).join(",")} (${status}); dropped`,
              (err as { body?: string }).body,
            );
          } else {
            throw err;
          }
        }
        done.push(...chunk.map((r) => r.id));
      }
    } catch (err) {
      console.error("[realtime] Pusher trigger failed; will retry", (err as Error).message);
    }
    if (done.length) await client.query(`UPDATE "RealtimeEvent" SET "pushedAt" = now() WHERE id = ANY($1::bigint[])`, [done]);
    await client.query("COMMIT");
    sent = done.length;
    if (sent < rows.length) return sent; // a failure: stop here, the sweep retries
    if (rows.length === DRAIN_PAGE) return sent + Math.max(0, await drainOutbox());
    return sent;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After publish(): waits until the rows `ids` are committed (visible from another connection) and sent.
 * Gives up after `timeoutMs` (their transaction rolled back, or Pusher is down: the sweep retries).
 */
export async function drainAfterCommit(ids: string[], timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let wait = 5;
  while (Date.now() < until) {
    const { rows } = await pool().query<{ id: string; pushed: boolean }>(
      `SELECT id::text AS id, "pushedAt" IS NOT NULL AS pushed FROM "RealtimeEvent" WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    if (rows.length === ids.length && rows.every((r) => r.pushed)) return;
    if (rows.length > 0) await drainOutbox();
    await sleep(wait);
    wait = Math.min(wait * 2, 250);
  }
}
