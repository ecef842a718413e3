// The embedded PostgreSQL of `npm start`, run by this small process in a process group of its own
// (scripts/lib/database.mjs, resolveDatabaseApart). Ctrl-C in a terminal signals the whole foreground group:
// PostgreSQL, a child of whoever started it, took it as a fast shutdown and cut the server's requests and the
// background worker's running jobs off their database while the server was still letting them finish.
// Here it stops only when told ("stop"), or when the process that started this one is gone (the IPC channel
// closes, even after a SIGKILL), so no PostgreSQL is left behind.
import { resolveDatabase } from "./database.mjs";

if (!process.send) {
  console.error("scripts/lib/pg-keeper.mjs is started by scripts/lib/database.mjs, with an IPC channel");
  process.exit(2);
}
let db;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await db?.stop().catch((err) => console.error("the embedded PostgreSQL did not stop cleanly:", err));
  process.exit(0);
};
process.on("disconnect", stop);
process.on("message", (m) => {
  if (m === "stop") stop();
});
try {
  db = await resolveDatabase();
  if (stopping) await db.stop();
  else process.send({ url: db.url, embedded: db.embedded });
} catch (err) {
  process.send({ error: String(err?.message ?? err) });
  process.exit(1);
}
