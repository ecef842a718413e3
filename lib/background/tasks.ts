// The background tasks, by name. A task is a plain async function of its JSON payload that lives in its
// own area (lib/<area>/…); registering it here is one line. A task must be safe to run twice (a crash after
// the work but before graphile-worker records success runs it again): check state in the database first.
import type { Task, TaskList } from "graphile-worker";

type Handler = (payload: Record<string, unknown>) => Promise<void>;

/** name → handler. Add yours: `my_task: (p) => import("@/lib/area/my-task").then((m) => m.myTask(p)),` */
export const TASKS: Record<string, Handler> = {};

/** Tasks that run on a schedule (graphile-worker crontab syntax); on serverless hosts the cron route adds them. */
export const PERIODIC: { task: string; crontab: string }[] = [];

export function taskList(): TaskList {
  return Object.fromEntries(
    Object.entries(TASKS).map(([name, handler]): [string, Task] => [
      name,
      async (payload) => handler((payload ?? {}) as Record<string, unknown>),
    ]),
  );
}
