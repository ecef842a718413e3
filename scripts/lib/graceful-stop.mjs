// How scripts/server.ts (`npm start`, the e2e run) stops on SIGTERM / SIGINT: no new connections; requests
// under way finish (keep-alive connections are closed as they fall idle); the in-process background worker
// stops after its running jobs finish (a job cut off by process.exit would stay locked until graphile-worker's
// 4-hour lock timeout). Whatever is still open after `graceMs` (a server-sent-events stream never ends on its
// own) is closed, and the process exits.

/** lib/background/worker.ts registers its stop function under this key when the worker starts. */
export const WORKER_STOP_HOOK = Symbol.for("gigline.backgroundWorker.stop");

/**
 * @param {import("node:http").Server} server
 * @param {{ stopWorker?: () => unknown, graceMs?: number, exit?: (code: number) => void }} [opts]
 * @returns {() => Promise<void>} stop (a second call joins the first)
 */
export function gracefulStop(
  server,
  { stopWorker = () => globalThis[WORKER_STOP_HOOK]?.(), graceMs = 10_000, exit = (code) => process.exit(code) } = {},
) {
  let stopping;
  return () =>
    (stopping ??= (async () => {
      const drained = new Promise((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      let timer;
      const grace = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
      const worker = Promise.resolve()
        .then(stopWorker)
        .catch((err) => console.error("the background worker did not stop cleanly:", err));
      await Promise.race([drained, grace]);
      clearInterval(idle);
      server.closeAllConnections();
      await Promise.race([worker, grace]);
      clearTimeout(timer);
      exit(0);
    })());
}

/**
 * A server started by a parent over an IPC channel (npm start, the e2e run: `stdio: [..., "ipc"]`) stops the same
 * graceful way when that channel closes: the parent is gone without stopping it (killed outright, SIGKILL, or
 * crashed), and a server left running would hold the port the next `npm start` needs. Without a channel
 * (started from a shell, the Docker image) nothing changes.
 * @param {() => unknown} stop
 * @param {NodeJS.Process} [proc]
 */
export function stopWhenParentGone(stop, proc = process) {
  if (typeof proc.send !== "function" || !proc.connected) return false;
  proc.once("disconnect", () => {
    console.error("> the process that started this server is gone: stopping");
    stop();
  });
  return true;
}

/**
 * The other side: SIGTERM a child process running this server (npm start's, the e2e run's) and wait for it to
 * exit, at most `timeoutMs` (its own grace period plus the worker's stop), so nothing it still needs (the
 * database) goes first. A child that has already exited returns at once.
 * @param {import("node:child_process").ChildProcess} child
 */
export async function stopChild(child, timeoutMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  let timer;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
