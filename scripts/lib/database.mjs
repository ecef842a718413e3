// One answer to "which PostgreSQL?": DATABASE_URL when set, else the embedded server under .data/.
import { startEmbeddedPostgres } from "./embedded-pg.mjs";

export { authSecret } from "./auth-secret.mjs";

export async function resolveDatabase({ log = console.log } = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
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
    return { url: srv.url, embedded: true, stop: srv.stop };
  } catch (err) {
    console.error(pgLog.slice(-20).join("\n"));
    throw err;
  }
}
