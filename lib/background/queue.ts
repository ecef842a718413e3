// Background jobs in PostgreSQL (graphile-worker 0.16: runs on Node 20, jobs live in the `graphile_worker`
// schema of the app's own database, picked up with SKIP LOCKED, retried with exponential backoff).
//
// Why a Postgres queue and not timers in the web process: a job added inside a transaction exists only if
// that transaction commits (an e-mail for a message that was rolled back is never sent), it survives a
// crash or a restart, several server processes share the work without sending anything twice, and a
// serverless host (no long-lived process) runs the same jobs from a scheduled call (GET /api/cron/run).
import { runMigrations, runOnce, type TaskList } from "graphile-worker";
import { pool, type Tx } from "@/lib/db";
import type { SqlTx } from "@/lib/sql-tx";
import { quietLogger } from "@/lib/background/logger";

export type EnqueueOptions = {
  /** when the job becomes due (default: now) */
  runAt?: Date;
  /** at most one pending job per key: a second enqueue with the same key replaces it (see jobKeyMode) */
  jobKey?: string;
  /** "replace" (default: new payload and run time), "preserve_run_at" (new payload, keep the time),
   *  "unsafe_dedupe" (keep the pending job as it is) */
  jobKeyMode?: "replace" | "preserve_run_at" | "unsafe_dedupe";
  maxAttempts?: number;
  /** add the job inside this transaction: it exists only if the transaction commits */
  tx?: SqlTx;
};

const globalForQueue = globalThis as unknown as { gigline_queue_schema?: Promise<void> };

/** Installs or upgrades graphile-worker's schema once per process (idempotent, guarded by an advisory lock). */
export function ensureQueueSchema(): Promise<void> {
  globalForQueue.gigline_queue_schema ??= runMigrations({ pgPool: pool(), logger: quietLogger }).catch((err) => {
    globalForQueue.gigline_queue_schema = undefined;
    throw err;
  });
  return globalForQueue.gigline_queue_schema;
}

/** Adds a job for the task `task` (a name registered in lib/tasks.ts) with a JSON payload. */
export async function enqueue(task: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<void> {
  await ensureQueueSchema();
  const args = [
    task,
    JSON.stringify(payload),
    options.runAt ?? null,
    options.maxAttempts ?? null,
    options.jobKey ?? null,
    options.jobKeyMode ?? "replace",
  ] as const;
  if (options.tx) {
    await options.tx.$executeRawUnsafe(
      "select graphile_worker.add_job($1::text, $2::json, run_at => $3::timestamptz, max_attempts => $4::int, job_key => $5::text, job_key_mode => $6::text)",
      ...args,
    );
  } else {
    await pool().query(
      "select graphile_worker.add_job($1::text, $2::json, run_at => $3::timestamptz, max_attempts => $4::int, job_key => $5::text, job_key_mode => $6::text)",
      [...args],
    );
  }
}

/**
 * Several jobs in ONE statement inside a transaction (a shift's reminders and deadline check): each as
 * enqueue() would add it, with its own run time and key, in the order given.
 */
export async function enqueueAll(
  jobs: { task: string; payload: Record<string, unknown>; runAt?: Date; jobKey?: string }[],
  options: { tx: SqlTx },
): Promise<void> {
  if (!jobs.length) return;
  await ensureQueueSchema();
  const calls = jobs.map(
    (_, i) =>
      `graphile_worker.add_job($${i * 4 + 1}::text, $${i * 4 + 2}::json, run_at => $${i * 4 + 3}::timestamptz, job_key => $${i * 4 + 4}::text)`,
  );
  const values = jobs.flatMap((j) => [j.task, JSON.stringify(j.payload), j.runAt ?? null, j.jobKey ?? null]);
  await options.tx.$executeRawUnsafe(`select ${calls.join(", ")}`, ...values);
}

/** Removes pending jobs by their keys in one statement (a canceled shift's reminders). */
export async function dequeueAllByKey(jobKeys: string[], tx: SqlTx): Promise<void> {
  if (!jobKeys.length) return;
  await ensureQueueSchema();
  await tx.$executeRawUnsafe("select graphile_worker.remove_job(k) from unnest($1::text[]) as k", jobKeys);
}

/** Removes a pending job by its key (e.g. the "e-mail when away" job once the message was read). */
export async function dequeueByKey(jobKey: string, tx?: Tx): Promise<void> {
  await ensureQueueSchema();
  if (tx) await tx.$executeRawUnsafe("select graphile_worker.remove_job($1::text)", jobKey);
  else await pool().query("select graphile_worker.remove_job($1::text)", [jobKey]);
}

/** Runs every job that is due now, then returns (tests, and the cron route on serverless hosts). */
export async function runDueJobs(taskList?: TaskList): Promise<void> {
  await ensureQueueSchema();
  const { taskList: registered } = await import("@/lib/background/tasks"); // the registry, filled by lib/tasks.ts
  await runOnce({ pgPool: pool(), taskList: taskList ?? registered(), logger: quietLogger, noHandleSignals: true });
}
