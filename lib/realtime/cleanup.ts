// Upkeep of the RealtimeEvent table: rows older than REALTIME_RETENTION_HOURS (24) are deleted (a client
// away longer reloads its data instead of replaying), and with Pusher the outbox is swept for rows a
// request could not send (a crashed function, Pusher down). The background task "realtime_maintenance"
// (lib/tasks.ts), every 10 minutes (the worker of `npm start`, or GET /api/cron/run on serverless hosts).
import { pool } from "@/lib/db";
import { env } from "@/lib/env";
import { drainOutbox } from "@/lib/realtime/pusher";
import { pusherConfigured } from "@/lib/realtime/transport";

/** Deletes the rows older than the retention; answers how many. */
export async function deleteOldRealtimeEvents(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - env.REALTIME_RETENTION_HOURS * 3_600_000);
  const res = await pool().query(`DELETE FROM "RealtimeEvent" WHERE "createdAt" < $1`, [before]);
  return res.rowCount ?? 0;
}

/** Sends what the Pusher outbox still holds (nothing to do on the local transport). */
export async function sweepOutbox(): Promise<number> {
  if (!pusherConfigured()) return 0;
  let total = 0;
  for (let tries = 0; tries < 20; tries++) {
    const n = await drainOutbox();
    if (n === 0) break;
    if (n > 0) total += n;
    else await new Promise((r) => setTimeout(r, 100)); // another drainer is at work
  }
  return total;
}

/** The background task: sweep, then delete old rows. */
export async function realtimeMaintenance(): Promise<{ pushed: number; deleted: number }> {
  const pushed = await sweepOutbox();
  const deleted = await deleteOldRealtimeEvents();
  return { pushed, deleted };
}
