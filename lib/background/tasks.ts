// The registry of background tasks, by name. The queue knows no task: each area's tasks are registered from
// lib/tasks.ts (imported by whatever runs jobs: instrumentation.ts, scripts/worker.ts, the cron route, the
// test setup). A task is a plain async function of its JSON payload; it must be safe to run twice (a crash
// after the work but before graphile-worker records success runs it again): check state in the database first.
import type { Task, TaskList } from "graphile-worker";

export type TaskHandler = (payload: Record<string, unknown>) => Promise<void>;
export type PeriodicTask = { task: string; crontab: string };
export type StartupTask = { task: string; jobKey: string };

/** name → handler, filled by registerTasks. */
export const TASKS: Record<string, TaskHandler> = {};

/**
 * Tasks a long-lived worker adds once when it starts (lib/background/worker.ts), each under its job key (one
 * however many processes start together). A process killed (a crash, a SIGKILL, a deploy) between a
 * withdrawal's commit and its payout step leaves it pending; the start-up sweep takes every pending withdrawal
 * at once, however young. A payout is idempotent by its withdrawal, so racing another process's step pays
 * nothing twice.
 */
export const AT_STARTUP: StartupTask[] = [];

/** Tasks that run on a schedule (graphile-worker crontab syntax); on serverless hosts the cron route adds them. */
export const PERIODIC: PeriodicTask[] = [];

/** Adds tasks (by name; registering a name again replaces its handler) and their schedule. */
export function registerTasks(
  tasks: Record<string, TaskHandler>,
  schedule: { periodic?: PeriodicTask[]; atStartup?: StartupTask[] } = {},
): void {
  Object.assign(TASKS, tasks);
  for (const p of schedule.periodic ?? []) if (!PERIODIC.some((q) => q.task === p.task)) PERIODIC.push(p);
  for (const s of schedule.atStartup ?? []) if (!AT_STARTUP.some((q) => q.jobKey === s.jobKey)) AT_STARTUP.push(s);
}

/** The registered tasks as graphile-worker's task list; none registered is a wiring mistake, said loudly. */
export function taskList(): TaskList {
  if (Object.keys(TASKS).length === 0) throw new Error("No background task is registered: lib/tasks.ts must be loaded first.");
  return Object.fromEntries(
    Object.entries(TASKS).map(([name, handler]): [string, Task] => [
      name,
      async (payload) => handler((payload ?? {}) as Record<string, unknown>),
    ]),
  );
}
