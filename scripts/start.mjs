// `npm start`: database (embedded unless DATABASE_URL), migrations, demo data on an empty database,
// a production build when the sources changed since the last one, then the app on PORT (3000) through
// scripts/server.mjs (Next's request handler behind a server that records the client address).
// `npm run dev` does the same but runs `next dev`.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { resolveDatabaseApart, authSecret, paymentsSandboxEnv } from "./lib/database.mjs";
import { migrate } from "./lib/migrate.mjs";
import { isEmpty, runSeed } from "./lib/seed.mjs";
import { stopChild } from "./lib/graceful-stop.mjs";

const dev = process.argv.includes("--dev");
const port = process.env.PORT || "3000";
const nextBin = path.resolve("node_modules/next/dist/bin/next");

// Ctrl-C / SIGTERM: stop the app (it lets requests and background jobs under way finish, at most about
// 10 s: scripts/lib/graceful-stop.mjs), then the embedded PostgreSQL, which those still need and which
// otherwise outlives us.
let db;
let child;
let stopping;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stopAll = (code) =>
  (stopping ??= (async () => {
    if (child) await stopChild(child);
    if (db) await Promise.race([db.stop(), sleep(10_000)]);
    process.exit(code);
  })());

// the embedded PostgreSQL (unless DATABASE_URL) runs apart, out of reach of a terminal's Ctrl-C: it stops last
db = await resolveDatabaseApart({
  onLost: () => {
    console.error("the embedded PostgreSQL stopped: stopping the app");
    stopAll(1);
  },
});
await migrate(db.url);
if (await isEmpty(db.url)) {
  console.log("empty database: loading the demo data (npm run db:seed)");
  runSeed(db.url);
}

const env = {
  ...process.env,
  DATABASE_URL: db.url,
  NEXTAUTH_SECRET: authSecret(),
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
  PORT: port,
  // the embedded demo database: test cards and sandbox payouts (lib/money/processor-base/mode.ts); never with DATABASE_URL
  ...paymentsSandboxEnv(db),
};

if (!dev) {
  const stamp = sourceStamp();
  const stampFile = ".next/gigline-source-stamp";
  const built = fs.existsSync(".next/BUILD_ID") && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp;
  if (!built) {
    console.log("building the app (first start or sources changed)…");
    const r = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
    if (r.status !== 0) {
      await db.stop();
      process.exit(r.status ?? 1);
    }
    fs.writeFileSync(stampFile, stamp);
  }
}

// scripts/server.mjs: Next's handler behind a server that records the connection's address (clientIp())
// (over an IPC channel: if this process is killed outright, the server sees it close and stops too)
child = spawn(process.execPath, ["scripts/server.mjs", ...(dev ? ["--dev"] : []), "-p", port], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: { ...env, NODE_ENV: dev ? "development" : "production" },
});
// killed outright, this process cannot stop things in order: the embedded PostgreSQL then waits for the server
db.waitFor(child.pid);
console.log(`Gigline: http://localhost:${port}`);
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
child.on("exit", (code) => stopAll(code ?? 0));

/** A hash of every source file's path, size and mtime: cheap, and changes whenever a build would. */
function sourceStamp() {
  const h = crypto.createHash("sha256");
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (name !== "node_modules" && name !== "generated") walk(path.join(p, name));
    } else h.update(`${p}:${st.size}:${st.mtimeMs}\n`);
  };
  for (const p of [
    "app",
    "components",
    "hooks",
    "lib",
    "public",
    "proxy.ts",
    "next.config.mjs",
    "package-lock.json",
    "prisma/schema.prisma",
  ])
    walk(p);
  return h.digest("hex");
}
