// One answer to "which PostgreSQL?": DATABASE_URL when set, else the embedded server under .data/.
import { fileURLToPath } from "node:url";
import { startEmbeddedPostgres } from "./embedded-pg.mjs";

export { authSecret } from "./auth-secret.mjs";

/**
 * The payment sandbox (lib/money/processor-base/mode.ts) for the embedded demo database: `{ PAYMENTS_SANDBOX: "1" }` when,
 * and only when, DATABASE_URL was not set (this run started or reused the embedded PostgreSQL) and the operator
 * did not set PAYMENTS_SANDBOX; else nothing, so a deployment's own database never takes test money unasked.
 * Call it with the environment as it was before DATABASE_URL was filled in.
 * @param {{ embedded: boolean }} db
 * @param {Record<string, string | undefined>} [env]
 */
export function paymentsSandboxEnv(db, env = process.env) {
  return db.embedded && !env.DATABASE_URL && env.PAYMENTS_SANDBOX === undefined ? { PAYMENTS_SANDBOX: "1" } : {};
}

export async function resolveDatabase({ log = console.log } = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {}, waitFor: () => {} };
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329);
  log(`DATABASE_URL is not set: starting the embedded PostgreSQL on 127.0.0.1:${port} (data in .data/postgres)`);
  const pgLog = [];
  try {
    const srv = await startEmbeddedPostgres({
      dir: ".data/postgres",
      port,
      database: "gigline",
      log: (m) => pgLog.push(m),
    });
    return { url: srv.url, embedded: true, stop: srv.stop, waitFor: () => {} };
  } catch (err) {
    console.error(pgLog.slice(-20).join("\n"));
    throw err;
  }
}

/**
 * resolveDatabase() for a long-running process (npm start): the embedded server runs in a process of its own
 * and in its own process group (scripts/lib/pg-keeper.mjs), so a terminal's Ctrl-C reaches the app, which then
 * stops gracefully, but not PostgreSQL, which it still needs meanwhile; `stop()` stops PostgreSQL last.
 * `onLost` is called when PostgreSQL stops without being asked. With DATABASE_URL (or on Windows, where
 * process groups differ), the same as resolveDatabase().
 */
export async function resolveDatabaseApart({ onLost = () => {} } = {}) {
  if (process.env.DATABASE_URL || process.platform === "win32") return resolveDatabase();
  const { spawn } = await import("node:child_process");
  const keeper = spawn(process.execPath, [fileURLToPath(new URL("./pg-keeper.mjs", import.meta.url))], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => keeper.once("exit", resolve));
  const first = await new Promise((resolve) => {
    keeper.once("message", resolve);
    exited.then((code) => resolve({ error: `the embedded PostgreSQL's process ended at start (exit code ${code})` }));
  });
  if (first.error) throw new Error(first.error);
  let stopping = false;
  exited.then(() => {
    if (!stopping) onLost();
  });
  return {
    url: first.url,
    embedded: first.embedded,
    keeperPid: keeper.pid,
    /** Another process using the database (npm start's server): if this process dies without calling stop(),
     *  PostgreSQL stops only after that one has exited (at most 15 s), so its graceful stop keeps the database. */
    waitFor: (pid) => {
      if (keeper.connected) keeper.send({ waitFor: pid });
    },
    stop: async () => {
      stopping = true;
      if (keeper.exitCode === null && keeper.signalCode === null && keeper.connected) keeper.send("stop");
      await exited;
    },
  };
}
