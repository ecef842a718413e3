// The in-process worker of a long-lived server (`npm start`, the Docker image): started once from
// instrumentation.ts unless BACKGROUND_WORKER=off, after it imports lib/tasks.ts (which registers the tasks). Serverless hosts set BACKGROUND_WORKER=off and let a
// scheduler call GET /api/cron/run (see docs/operations.md).
import { run, type Runner } from "graphile-worker";
import { pool } from "@/lib/db";
import { ensureQueueSchema } from "@/lib/background/queue";
import { AT_STARTUP, PERIODIC, taskList } from "@/lib/background/tasks";
import { quietLogger } from "@/lib/background/logger";
import { env } from "@/lib/env";

const globalForWorker = globalThis as unknown as { gigline_worker?: Promise<Runner> };
// scripts/server.ts's graceful stop calls this (WORKER_STOP_HOOK of scripts/lib/graceful-stop.mjs)
const WORKER_STOP_HOOK = Symbol.for("gigline.backgroundWorker.stop");

export function startWorker(): Promise<Runner> {
  (globalThis as { [WORKER_STOP_HOOK]?: () => Promise<void> })[WORKER_STOP_HOOK] = stopWorker;
  globalForWorker.gigline_worker ??= (async () => {
    await ensureQueueSchema();
    const runner = await run({
      pgPool: pool(),
      taskList: taskList(),
      crontab: PERIODIC.map((p) => `${p.crontab} ${p.task}`).join("\n"),
      concurrency: env.BACKGROUND_CONCURRENCY,
      pollInterval: 2000,
      noHandleSignals: true,
      logger: quietLogger,
    });
    // what a killed process left undone (AT_STARTUP, registered by lib/tasks.ts)
    for (const job of AT_STARTUP) await runner.addJob(job.task, {}, { jobKey: job.jobKey });
    return runner;
  })();
  return globalForWorker.gigline_worker;
}

export async function stopWorker(): Promise<void> {
  const started = globalForWorker.gigline_worker;
  globalForWorker.gigline_worker = undefined;
  if (started) await (await started).stop();
}
