// `npm run worker`: the background-job worker on its own process (docs/operations.md), for a web tier started
// with BACKGROUND_WORKER=off or as a second worker beside `npm start`'s. Same database as `npm start`
// (DATABASE_URL, else the embedded server: reused when `npm start` runs it, started here otherwise), same
// migrations, tasks and schedule. Ctrl-C / SIGTERM lets running jobs finish, then stops (an embedded
// PostgreSQL this started runs apart, as npm start's does: a terminal's Ctrl-C does not stop it under the
// jobs still running; it stops last).
import { resolveDatabaseApart, authSecret, paymentsSandboxEnv } from "./lib/database.mjs";
import { migrate } from "./lib/migrate.mjs";

let stopping = false;
let lost = false;
let stopWorker = async () => {}; // until the worker has started
const db = await resolveDatabaseApart({
  onLost: () => {
    console.error("the embedded PostgreSQL stopped: stopping the worker");
    lost = true;
    void stop(1);
  },
});
await migrate(db.url);
// the embedded demo database: the payment sandbox's tasks and payouts run, as in npm start's app (before
// DATABASE_URL is filled in, which would read as the operator's own database)
Object.assign(process.env, paymentsSandboxEnv(db));
process.env.DATABASE_URL = db.url;
// the same secret as the web process: payouts decrypt stored bank numbers with a key derived from it
process.env.NEXTAUTH_SECRET ||= authSecret();

// its writes expire the web processes' cached pages too: it sends each expiry (lib/public-pages/cache-bus.ts)
(globalThis as Record<symbol, unknown>)[Symbol.for("gigline.cacheBus.sends")] = true;
await import("@/lib/tasks"); // registers every task with the queue
const background = await import("@/lib/background/worker");
await background.startWorker();
stopWorker = background.stopWorker;
console.log("Background jobs: worker running on its own (npm run worker); Ctrl-C stops it");

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await stopWorker().catch((err) => console.error("the background worker did not stop cleanly:", err));
  // its connections close before PostgreSQL stops (else each logs "terminating connection due to administrator command")
  if (!lost)
    await (
      await import("@/lib/db")
    )
      .pool()
      .end()
      .catch(() => {});
  await db.stop();
  process.exit(code);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
