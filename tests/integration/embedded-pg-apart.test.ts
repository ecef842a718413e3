// npm start's embedded PostgreSQL runs apart (scripts/lib/pg-keeper.mjs via resolveDatabaseApart): in a process
// group of its own, so a terminal's Ctrl-C (sent to the whole foreground group) reaches the app, which stops
// gracefully, but not PostgreSQL, which the app still needs meanwhile; it stops when told, or when the process
// that started it is gone.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { binaryDir, closedFolder } from "../../scripts/lib/embedded-pg.mjs";
import { alive, until } from "../helpers/processes";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gigline-apart-"));
fs.chmodSync(dir, 0o755); // as root, PostgreSQL runs as "postgres", which must reach its data folder

// … and its programs under node_modules. A checkout in a folder others cannot walk through (a fresh CI clone in
// a private temporary folder, /root) is opened for the test the way the start's own error message asks a root
// user to (o+x on each closed folder on the way), and closed again afterwards.
const opened: { folder: string; mode: number }[] = [];
beforeAll(() => {
  if (os.userInfo().uid !== 0) return;
  for (let folder = closedFolder([binaryDir()!]); folder && opened.length < 32; folder = closedFolder([binaryDir()!])) {
    const mode = fs.statSync(folder).mode & 0o7777;
    opened.push({ folder, mode });
    fs.chmodSync(folder, mode | 0o001);
  }
});
afterAll(() => {
  for (const { folder, mode } of opened.reverse()) fs.chmodSync(folder, mode);
  fs.rmSync(dir, { recursive: true, force: true });
});

const database = path.resolve("scripts/lib/database.mjs");
const pgidOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[2]);
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

// A stand-in for npm start, in a process group of its own as a terminal's foreground job is: starts the
// database apart and prints what the test checks. On SIGINT (Ctrl-C) it goes on using the database for a moment,
// as the app's graceful stop does, then stops it.
const pgPath = createRequire(import.meta.url).resolve("pg");
const driver = `
  import { resolveDatabaseApart } from ${JSON.stringify(database)};
  const { default: pg } = await import(${JSON.stringify(pgPath)});
  const fs = await import("node:fs");
  const db = await resolveDatabaseApart();
  const pm = Number(fs.readFileSync(".data/postgres/postmaster.pid", "utf8").split("\\n")[0]);
  let user = null;
  if (process.env.WITH_USER) {
    // a stand-in for npm start's server: when its starter is gone it goes on using the database for a moment
    // (its graceful stop), then exits
    const { spawn } = await import("node:child_process");
    const code = "const pg = require(" + JSON.stringify(${JSON.stringify(pgPath)}) + "); process.on('disconnect', async () => {" +
      " await new Promise((r) => setTimeout(r, 1000)); const c = new pg.Client({ connectionString: process.env.DB_URL });" +
      " try { await c.connect(); console.log('user after its starter died: ' + (await c.query('select 1 as one')).rows[0].one); await c.end(); }" +
      " catch (err) { console.log('user after its starter died: ' + err.message); } process.exit(0); }); setInterval(() => {}, 1000);";
    user = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "inherit", "inherit", "ipc"], env: { ...process.env, DB_URL: db.url } }).pid;
    db.waitFor(user);
  }
  console.log(JSON.stringify({ url: db.url, keeper: db.keeperPid, postmaster: pm, user }));
  process.on("SIGINT", async () => {
    await new Promise((r) => setTimeout(r, 500));
    const c = new pg.Client({ connectionString: db.url });
    try {
      await c.connect();
      console.log("after Ctrl-C: " + (await c.query("select 1 as one")).rows[0].one);
      await c.end();
    } catch (err) {
      console.log("after Ctrl-C: " + err.message);
    }
    await db.stop();
    console.log("stopped");
    process.exit(0);
  });
`;

function startDriver(port: number, withUser = false) {
  const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_PG_PORT: String(port), ...(withUser ? { WITH_USER: "1" } : {}) };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--input-type=module", "-e", driver], {
    cwd: dir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  child.stdout.setEncoding("utf8").on("data", (d: string) => lines.push(...d.split("\n").filter(Boolean)));
  const info = new Promise<{ url: string; keeper: number; postmaster: number; user: number | null }>((resolve, reject) => {
    const t = setInterval(() => {
      const line = lines.find((l) => l.startsWith("{"));
      if (line) {
        clearInterval(t);
        resolve(JSON.parse(line));
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(t);
      reject(new Error(`the driver exited (${code}) before the database was up`));
    });
  });
  return { child, lines, info };
}

async function query(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query("select 1 as one")).rows[0].one;
  } finally {
    await c.end();
  }
}

describe.skipIf(process.platform === "win32")("the embedded PostgreSQL apart from npm start", () => {
  it("keeps PostgreSQL out of the starter's process group: after a Ctrl-C to that group the database still answers, and it stops when told", async () => {
    const { child, lines, info } = startDriver(await freePort());
    const { url, keeper, postmaster } = await info;
    expect(pgidOf(child.pid!)).toBe(child.pid);
    expect(pgidOf(keeper)).not.toBe(child.pid);
    expect(pgidOf(postmaster)).toBe(pgidOf(keeper));
    expect(await query(url)).toBe(1);
    // a terminal's Ctrl-C: SIGINT to the whole foreground process group
    process.kill(-child.pid!, "SIGINT");
    await new Promise((r) => child.once("exit", r));
    expect(lines).toContain("after Ctrl-C: 1");
    expect(lines).toContain("stopped");
    expect(await until(() => !alive(keeper) && !alive(postmaster), 5000)).toBe(true);
  }, 120_000);

  it("stops PostgreSQL when its starter is killed outright (SIGKILL)", async () => {
    const { child, info } = startDriver(await freePort());
    const { url, keeper, postmaster } = await info;
    expect(await query(url)).toBe(1);
    child.kill("SIGKILL");
    expect(await until(() => !alive(keeper) && !alive(postmaster), 15_000)).toBe(true);
  }, 120_000);

  it("lets the server its killed starter left finish with the database before PostgreSQL stops", async () => {
    const { child, lines, info } = startDriver(await freePort(), true);
    const { keeper, postmaster, user } = await info;
    expect(user).toBeGreaterThan(0);
    child.kill("SIGKILL");
    expect(await until(() => !alive(keeper) && !alive(postmaster), 20_000)).toBe(true);
    expect(lines).toContain("user after its starter died: 1");
    expect(alive(user!)).toBe(false);
  }, 120_000);
});
