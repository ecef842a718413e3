// A fresh database for one test run: on the PostgreSQL at TEST_DATABASE_ADMIN_URL (default: the local
// server at 127.0.0.1:5432, user postgres, as CI has — through its Unix socket when that reaches the same
// server, which costs less CPU per query on a shared machine), or on an embedded server when none answers.
import fs from "node:fs";
import pg from "pg";
import { canConnect, startEmbeddedPostgres } from "./embedded-pg.mjs";
import { migrate } from "./migrate.mjs";

export async function createTestDatabase(label = "test") {
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL || (await localSocketUrl(LOCAL_TCP_URL)) || LOCAL_TCP_URL;
  let stopServer = async () => {};
  if (!(await canConnect(adminUrl))) {
    const port = Number(process.env.EMBEDDED_TEST_PG_PORT || 54339);
    const srv = await startEmbeddedPostgres({ dir: ".data/test-postgres", port, database: "postgres" });
    adminUrl = srv.url; // the embedded server's "postgres" database (over its socket when it has one)
    stopServer = srv.stop;
  }
  const name = `gigline_${label}_${Date.now().toString(36)}_${process.pid}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  await migrate(url, { log: () => {} });
  return {
    url,
    name,
    /** how the app reaches it: "a Unix socket" or "TCP" (the benchmarks print it) */
    via: u.searchParams.has("host") && u.searchParams.get("host").startsWith("/") ? "a Unix socket" : "TCP",
    async drop() {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`).catch((e) => console.error(e.message));
      await stopServer();
    },
  };
}

const LOCAL_TCP_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
const SOCKET_DIR = "/var/run/postgresql";

/** The Unix-socket URL of the server at `tcpUrl` (Debian's socket folder), or null when there is none, it
 *  refuses us (e.g. peer authentication) or it is another server (a different system identifier). */
async function localSocketUrl(tcpUrl) {
  if (!fs.existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)) return null;
  const socketUrl = `postgresql://postgres@localhost:5432/postgres?host=${encodeURIComponent(SOCKET_DIR)}`;
  const id = async (url) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      return (await client.query("select system_identifier::text as id from pg_control_system()")).rows[0].id;
    } catch {
      return null;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const [viaSocket, viaTcp] = await Promise.all([id(socketUrl), id(tcpUrl)]);
  return viaSocket && viaSocket === viaTcp ? socketUrl : null;
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
