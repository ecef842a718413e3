// The virtual clock of `npm run sim:shifts`: an agenda of simulated events (a worker confirms, cancels, answers
// an offer; an employer cancels or marks a no-show) and graphile-worker's own job table. The clock jumps to
// whichever comes first — the next event or the next job's run_at — and never sleeps. Due jobs are taken as
// graphile-worker takes them (locked, run, removed) and run by the product's task functions with the virtual
// time as their `now` (lib/tasks.ts's registry calls them with the wall clock, which a simulation cannot use).
import type { Pool } from "pg";

export type SimEvent = { at: number; seq: number; run: (now: Date) => Promise<void> };

/** Events in time order (then in the order added). */
export class Agenda {
  private events: SimEvent[] = [];
  private seq = 0;
  add(at: number, run: (now: Date) => Promise<void>) {
    const e = { at, seq: this.seq++, run };
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.events[mid].at <= at) lo = mid + 1;
      else hi = mid;
    }
    this.events.splice(lo, 0, e);
  }
  peek(): SimEvent | undefined {
    return this.events[0];
  }
  shift(): SimEvent | undefined {
    return this.events.shift();
  }
}

export type TaskRunner = (payload: Record<string, unknown>, now: Date) => Promise<unknown>;

export type QueueStats = { ran: Record<string, number>; dropped: Record<string, number>; failed: Record<string, number>; errors: string[] };

const JOBS = "graphile_worker._private_jobs";
const TASKS = "graphile_worker._private_tasks";

/**
 * The earliest run_at of a job nobody holds, in ms rounded up (run_at has microseconds: a clock set to the
 * millisecond below would never reach it), or null when the queue is empty.
 */
export async function nextJobAt(pool: Pool): Promise<number | null> {
  const { rows } = await pool.query<{ at: number | null }>(
    `select ceil(extract(epoch from min(run_at)) * 1000)::float8 as at from ${JOBS} where locked_at is null`,
  );
  return rows[0]?.at ?? null;
}

/**
 * Runs every job due at `now` (run_at ≤ now), oldest first, until none is left (a job may add due jobs):
 * each is locked as the worker locks it (a re-enqueue under its key while it runs makes a new job, as in
 * graphile-worker), run by `runners[task]` with `now`, then removed. A task with no runner (mail, realtime
 * upkeep: nothing that staffs a shift) is removed unrun and counted as dropped.
 */
export async function runDueJobs(pool: Pool, now: Date, runners: Record<string, TaskRunner | null>, stats: QueueStats) {
  for (;;) {
    const { rows } = await pool.query<{ id: string; task: string; payload: Record<string, unknown>; at: Date }>(
      `update ${JOBS} j set locked_at = now(), locked_by = 'sim'
        from ${TASKS} t
       where t.id = j.task_id
         and j.id in (select id from ${JOBS} where locked_at is null and run_at <= $1 order by run_at, id limit 100)
       returning j.id::text as id, t.identifier as task, j.payload, j.run_at as at`,
      [now],
    );
    if (!rows.length) return;
    rows.sort((a, b) => a.at.getTime() - b.at.getTime() || Number(BigInt(a.id) - BigInt(b.id)));
    for (const job of rows) {
      const run = runners[job.task];
      if (!run) {
        stats.dropped[job.task] = (stats.dropped[job.task] ?? 0) + 1;
        continue;
      }
      try {
        await run(job.payload ?? {}, now);
        stats.ran[job.task] = (stats.ran[job.task] ?? 0) + 1;
      } catch (err) {
        stats.failed[job.task] = (stats.failed[job.task] ?? 0) + 1;
        if (stats.errors.length < 5) stats.errors.push(`${job.task}: ${(err as Error).message}`);
      }
    }
    await pool.query(`delete from ${JOBS} where id = any($1::bigint[])`, [rows.map((j) => j.id)]);
  }
}

/**
 * Drives the clock from `start` until neither an event nor a job is left before `until`. After each step
 * `afterStep(now)` looks at what the step changed (new backfill offers get their answers scheduled).
 */
export async function runClock(
  pool: Pool,
  agenda: Agenda,
  start: Date,
  until: number,
  runners: Record<string, TaskRunner | null>,
  stats: QueueStats,
  afterStep: (now: Date) => Promise<void>,
): Promise<{ steps: number; end: Date }> {
  let now = start.getTime();
  let steps = 0;
  for (;;) {
    const jobAt = await nextJobAt(pool);
    const eventAt = agenda.peek()?.at ?? null;
    const next = Math.min(jobAt ?? Infinity, eventAt ?? Infinity);
    if (!Number.isFinite(next) || next > until) break;
    now = Math.max(now, next);
    const at = new Date(now);
    // the world acts first, then the queue takes what became due (a drop's backfill:start runs at the drop's time)
    while ((agenda.peek()?.at ?? Infinity) <= now) await agenda.shift()!.run(at);
    await runDueJobs(pool, at, runners, stats);
    await afterStep(at);
    steps++;
  }
  return { steps, end: new Date(now) };
}
