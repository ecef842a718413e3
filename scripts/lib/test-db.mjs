// A fresh database for one test run: on the PostgreSQL at TEST_DATABASE_ADMIN_URL (default: the local
// server at 127.0.0.1:5432, user postgres, as CI has), or on an embedded server when none answers.
import pg from "pg";
import { canConnect, startEmbeddedPostgres, urlFor } from "./embedded-pg.mjs";
import { migrate } from "./migrate.mjs";

export async function createTestDatabase(label = "test") {
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  let stopServer = async () => {};
  if (!(await canConnect(adminUrl))) {
    const port = Number(process.env.EMBEDDED_TEST_PG_PORT || 54339);
    const srv = await startEmbeddedPostgres({ dir: ".data/test-postgres", port, database: "postgres" });
    adminUrl = urlFor(port, "postgres");
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
    async drop() {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`).catch((e) => console.error(e.message));
      await stopServer();
    },
  };
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
