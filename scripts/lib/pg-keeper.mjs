// The embedded PostgreSQL of `npm start`, run by this small process in a process group of its own
// (scripts/lib/database.mjs, resolveDatabaseApart). Ctrl-C in a terminal signals the whole foreground group:
// PostgreSQL, a child of whoever started it, took it as a fast shutdown and cut the server's requests and the
// background worker's running jobs off their database while the server was still letting them finish.
// Here it stops only when told ("stop"), or when the process that started this one is gone (the IPC channel
// closes, even after a SIGKILL), so no PostgreSQL is left behind. In that second case it first waits (at most
// 15 s) for the processes it was told use the database ({ waitFor: pid }: npm start's server, which stops
// gracefully when npm start is gone) to exit, so their requests and jobs under way keep their database.
import fs from "node:fs";
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
const users = new Set();
process.on("disconnect", async () => {
  for (const end = Date.now() + 15_000; [...users].some(running) && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
  await stop();
});
process.on("message", (m) => {
  if (m === "stop") stop();
  else if (m && typeof m === "object" && Number.isInteger(m.waitFor)) users.add(m.waitFor);
});

/** Whether a process runs (an exited one that nobody has reaped yet, a zombie, does not). */
function running(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    try {
      process.kill(pid, 0);
      return !fs.existsSync("/proc/self"); // no /proc (not Linux): signal 0 is all there is
    } catch {
      return false;
    }
  }
}
try {
  db = await resolveDatabase();
  if (stopping) await db.stop();
  else process.send({ url: db.url, embedded: db.embedded });
} catch (err) {
  process.send({ error: String(err?.message ?? err) });
  process.exit(1);
}
