// Runs once when the server starts (never during `next build`): the configuration is validated here, so a
// bad environment variable stops the start with a readable message (lib/env.ts); then the background
// worker starts inside this process unless BACKGROUND_WORKER=off (lib/background/worker.ts); a long-lived server
// process (scripts/server.ts) listens for the cache expiries of the other processes on its database
// (lib/public-pages/cache-bus.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { readEnv } = await import("@/lib/env");
    const env = readEnv();
    const { transportLogLine } = await import("@/lib/realtime/transport");
    console.log(transportLogLine(env.NEXT_PUBLIC_PUSHER_KEY ?? ""));
    if (env.DATABASE_URL) {
      const [{ startCacheListener }, { expireReceived, expireAllJobsReceived }, { invalidateGlobalDataHere }] = await Promise.all([
        import("@/lib/public-pages/cache-bus"),
        import("@/lib/public-pages/cache"),
        import("@/lib/settings/global-data"),
      ]);
      const listening = await startCacheListener(
        (expiry) => ("global" in expiry ? invalidateGlobalDataHere() : expireReceived(expiry)),
        () => {
          expireAllJobsReceived();
          invalidateGlobalDataHere();
        },
      );
      if (listening) console.log("Cache: listening for the other instances' expiries (LISTEN gigline_cache)");
    }
    if (env.BACKGROUND_WORKER === "on" && env.DATABASE_URL) {
      await import("@/lib/tasks"); // registers every task with the queue
      const { startWorker } = await import("@/lib/background/worker");
      startWorker().then(
        () => console.log("Background jobs: worker running in this process (BACKGROUND_WORKER=on)"),
        (err) => console.error("Background jobs: the worker did not start", err),
      );
    } else {
      console.log("Background jobs: no worker in this process; a scheduler must call GET /api/cron/run");
    }
  }
}
