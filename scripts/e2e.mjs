// npm run test:e2e: a fresh database (migrated and seeded), a production build served on E2E_PORT,
// then Playwright driving Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createTestDatabase } from "./lib/test-db.mjs";
import { runSeed } from "./lib/seed.mjs";
import { stopChild } from "./lib/graceful-stop.mjs";
import { APP_SERVER_ARGS } from "./lib/run-ts.mjs";

const port = process.env.E2E_PORT || "3100";
const db = await createTestDatabase("e2e");
let server;
let code = 1;
try {
  // the seed stores demo resumes through the storage service: into the folder the e2e server reads
  process.env.STORAGE_DIR = ".data/e2e-uploads";
  // the seed seals the demo admin's TOTP secret with a key from the server's secret: the same one
  process.env.NEXTAUTH_SECRET = "gigline-e2e-secret";
  runSeed(db.url);
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    NEXTAUTH_SECRET: "gigline-e2e-secret",
    NEXTAUTH_URL: `http://localhost:${port}`,
    PORT: port,
    STORAGE_DIR: ".data/e2e-uploads",
    NEXT_TELEMETRY_DISABLED: "1",
    // Playwright plays the load balancer: specs send X-Forwarded-For (randomIp()) so per-IP limits of one
    // spec never touch another; with one trusted hop that is the client address (lib/http/rate-limit.ts)
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? "1",
    // the specs drive the built-in payment sandbox (test cards, sandbox PayPal and payouts): lib/money/processor-base/mode.ts
    PAYMENTS_SANDBOX: process.env.PAYMENTS_SANDBOX ?? "1",
    // Playwright's request context keeps its connections open while a spec drives the browser for longer than
    // Node's 5 s: a call sent just as the server closes the idle connection fails with ECONNRESET. As behind a
    // load balancer, the server keeps idle connections longer than the client (scripts/lib/app-server.ts).
    KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT ?? "65000",
  };
  const nextBin = "node_modules/next/dist/bin/next";
  if (!process.env.E2E_SKIP_BUILD || !fs.existsSync(".next/BUILD_ID")) {
    const b = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
    if (b.status !== 0) throw new Error("next build failed");
    // the build is not the one `npm start` stamped: make it rebuild next time
    fs.rmSync(".next/gigline-source-stamp", { force: true });
  }
  // the same server as `npm start`: Next's handler behind one that records the client address
  // the tests must reach this run's server, not one left on the port by another run
  if (await answers(`http://localhost:${port}/`)) throw new Error(`port ${port} is in use: stop what serves there, or set E2E_PORT`);
  server = spawn(process.execPath, [...APP_SERVER_ARGS, "-p", port], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...env, NODE_ENV: "production" },
  });
  const exited = new Promise((_, reject) =>
    server.once("exit", (c) => reject(new Error(`the server stopped (exit code ${c}) before it answered`))),
  );
  exited.catch(() => {});
  await Promise.race([waitFor(`http://localhost:${port}/`, 60_000), exited]);
  const r = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    // the specs import a few server modules (TOTP codes, social tokens): their "server-only" marker resolves
    // to its empty module under React's server condition, which nothing else the specs load has
    env: {
      ...env,
      E2E_BASE_URL: `http://localhost:${port}`,
      NODE_OPTIONS: [env.NODE_OPTIONS, "--conditions=react-server"].filter(Boolean).join(" "),
    },
  });
  code = r.status ?? 1;
} catch (err) {
  console.error(err);
} finally {
  // the server stops gracefully (scripts/lib/graceful-stop.mjs): wait for it before its database goes, so no
  // job of its worker loses the database midway and no server outlives this run on the port
  if (server) await stopChild(server);
  await db.drop();
}
process.exit(code);

async function answers(url) {
  try {
    await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}
