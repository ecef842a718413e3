// Runs once when the server starts (never during `next build`): the configuration is validated here, so a
// bad environment variable stops the start with a readable message (lib/env.ts); then the background
// worker starts inside this process unless BACKGROUND_WORKER=off (lib/background/worker.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { readEnv } = await import("@/lib/env");
    const env = readEnv();
    if (env.BACKGROUND_WORKER === "on" && env.DATABASE_URL) {
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
