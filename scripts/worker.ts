// `npm run worker`: the background-job worker on its own process (docs/background.md), for a web tier started
// with BACKGROUND_WORKER=off or as a second worker beside `npm start`'s. Same database as `npm start`
// (DATABASE_URL, else the embedded server: reused when `npm start` runs it, started here otherwise), same
// migrations, tasks and schedule. Ctrl-C / SIGTERM lets running jobs finish, then stops.
import { resolveDatabase, authSecret } from "./lib/database.mjs";
import { migrate } from "./lib/migrate.mjs";

const db = await resolveDatabase();
await migrate(db.url);
process.env.DATABASE_URL = db.url;
// the same secret as the web process: payouts decrypt stored bank numbers with a key derived from it
process.env.NEXTAUTH_SECRET ||= authSecret();

const { startWorker, stopWorker } = await import("@/lib/background/worker");
await startWorker();
console.log("Background jobs: worker running on its own (npm run worker); Ctrl-C stops it");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stopWorker();
  await db.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
