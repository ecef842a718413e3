// Many jobs at once inside the caller's transaction: adding them in one statement, and taking due jobs of a
// task out of the queue so that one run does the work of many (a tier of a thousand requests opening at the
// same moment: lib/booking/tier-open.ts). Built on graphile-worker 0.16's SQL: its `add_jobs` function and the
// table behind its `jobs` view (`_private_jobs`, whose `is_available` is "not locked by a worker, attempts
// left"); tests/integration/background.test.ts covers both.
import { ensureQueueSchema } from "@/lib/background/queue";
import type { SqlTx } from "@/lib/sql-tx";

export type JobSpec = {
  task: string;
  payload: Record<string, unknown>;
  /** when the job becomes due (default: now) */
  runAt?: Date;
  /** at most one pending job per key; a later add replaces it (keys must differ within one call) */
  jobKey?: string;
  maxAttempts?: number;
};

/** Adds every job as enqueue() would ("replace" for a key), in ONE statement with a constant text. */
export async function enqueueJobs(tx: SqlTx, jobs: JobSpec[]): Promise<void> {
  if (!jobs.length) return;
  await ensureQueueSchema();
  await tx.$queryRaw`SELECT count(*)::int AS n FROM graphile_worker.add_jobs(ARRAY(
      SELECT ROW(t, p::json, NULL, r::timestamptz, m, k, NULL, NULL)::graphile_worker.job_spec
      FROM unnest(${jobs.map((j) => j.task)}::text[], ${jobs.map((j) => JSON.stringify(j.payload))}::text[],
        ${jobs.map((j) => j.runAt?.toISOString() ?? null)}::text[], ${jobs.map((j) => j.maxAttempts ?? null)}::int[],
        ${jobs.map((j) => j.jobKey ?? null)}::text[]) AS u(t, p, r, m, k)))`;
}

/**
 * The payloads of up to `limit` jobs of `task` that are due and free (no worker holds them), earliest first.
 * Read without a lock: claimJobs takes them.
 */
export async function dueJobPayloads(tx: SqlTx, task: string, limit: number): Promise<Record<string, unknown>[]> {
  await ensureQueueSchema();
  const rows = await tx.$queryRaw<{ payload: Record<string, unknown> }[]>`
    SELECT j.payload FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = ${task} AND j.is_available AND j.run_at <= now()
    ORDER BY j.run_at, j.id LIMIT ${limit}`;
  return rows.map((r) => r.payload ?? {});
}

/**
 * Takes the due, free jobs with these keys out of the queue inside the caller's transaction (deleted: back
 * if it rolls back), skipping any a worker or another transaction holds. Answers the jobs taken (key and
 * payload as they are now): the caller does their work, and no worker runs them.
 */
export async function claimJobs(tx: SqlTx, jobKeys: string[]): Promise<{ key: string; payload: Record<string, unknown> }[]> {
  if (!jobKeys.length) return [];
  await ensureQueueSchema();
  return tx.$queryRaw<{ key: string; payload: Record<string, unknown> }[]>`
    WITH picked AS (
      SELECT j.id FROM graphile_worker._private_jobs j
      WHERE j.key = ANY(${jobKeys}::text[]) AND j.is_available AND j.run_at <= now()
      FOR UPDATE SKIP LOCKED
    )
    DELETE FROM graphile_worker._private_jobs j USING picked WHERE j.id = picked.id RETURNING j.key, j.payload`;
}
