// Shared by npm run bench:api and npm run bench:lighthouse: a fresh database with the demo data, the
// production build (built unless --skip-build and one exists), served by scripts/server.ts as `npm start`
// serves it; the ids and sign-ins the benches use.
import fs from "node:fs";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import pg from "pg";
import { APP_SERVER_ARGS } from "./run-ts.mjs";

const DEMO_PASSWORD = "Gigline123!";

export type BenchApp = {
  base: string;
  /** the server process (scripts/server.ts), for CPU accounting, and the bench database's URL (CPU accounting;
   *  scripts that write their own fixtures, e.g. bench:realtime) */
  serverPid: number | undefined;
  dbUrl: string;
  /** a second server process on the same database and build (another `npm start` instance) */
  startAnotherServer: (port: string) => Promise<{ base: string; stop: () => void }>;
  ids: { openJob: string; provider: string };
  login: (email: string) => Promise<string>;
  webSession: (token: string) => Promise<string>;
  stop: () => Promise<void>;
};

export async function startBenchApp(port: string, opts: { skipBuild: boolean; name: string }): Promise<BenchApp> {
  const base = `http://127.0.0.1:${port}`;
  const ORIGIN = `http://localhost:${port}`;
  const { createTestDatabase } = await import("./test-db.mjs");
  const { runSeed } = await import("./seed.mjs");
  const db = await createTestDatabase(opts.name);
  console.log(`database: a fresh one on the local PostgreSQL, reached over ${db.via}`);
  let server: ChildProcess | undefined;
  const others: ChildProcess[] = [];
  const stop = async () => {
    server?.kill("SIGTERM");
    for (const o of others) o.kill("SIGTERM");
    await db.drop();
  };
  try {
    process.env.STORAGE_DIR = ".data/bench-uploads";
    runSeed(db.url);
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      NEXTAUTH_SECRET: "gigline-bench-secret",
      NEXTAUTH_URL: ORIGIN,
      PORT: port,
      STORAGE_DIR: ".data/bench-uploads",
      NEXT_TELEMETRY_DISABLED: "1",
      // the "single Prisma findUnique" reference route (app/api/bench/find_unique), off elsewhere
      BENCH_REFERENCE_ROUTES: "1",
    };
    const nextBin = "node_modules/next/dist/bin/next";
    if (!opts.skipBuild || !fs.existsSync(".next/BUILD_ID")) {
      console.log("building (next build)…");
      const b = spawnSync(process.execPath, [nextBin, "build"], { stdio: ["ignore", "ignore", "inherit"], env });
      if (b.status !== 0) throw new Error("next build failed");
      fs.rmSync(".next/gigline-source-stamp", { force: true });
    }
    // served the way `npm start` serves (scripts/start.mjs): scripts/server.ts in front of Next's handler
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": node options of the served app (a CPU profile, written when it stops)
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, ...APP_SERVER_ARGS, "-p", port], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...env, NODE_ENV: "production" },
    });
    await waitFor(`${base}/api/health`, 60_000);
    const ids = await pickIds(db.url);
    const startAnotherServer = async (otherPort: string) => {
      const child = spawn(process.execPath, [...APP_SERVER_ARGS, "-p", otherPort], {
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...env, PORT: otherPort, NODE_ENV: "production" },
      });
      others.push(child);
      const otherBase = `http://127.0.0.1:${otherPort}`;
      await waitFor(`${otherBase}/api/health`, 60_000);
      return { base: otherBase, stop: () => void child.kill("SIGTERM") };
    };
    return {
      base,
      serverPid: server.pid,
      dbUrl: db.url,
      startAnotherServer,
      ids,
      login: (email) => login(base, ORIGIN, email),
      webSession: (token) => webSession(base, ORIGIN, token),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function pickIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const job = await client.query(`select id from "Job" where status = 0 order by "createdAt" limit 1`);
    const provider = await client.query(`select id from "User" where email = 'worker@gigline.test'`);
    return { openJob: job.rows[0].id as string, provider: provider.rows[0].id as string };
  } finally {
    await client.end();
  }
}

async function login(base: string, ORIGIN: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const json = await res.json();
  if (!json.token) throw new Error(`login ${email}: ${JSON.stringify(json)}`);
  return json.token;
}

/** The web session cookie, the way the sign-in page gets it: next-auth's "token" credentials provider. */
async function webSession(base: string, ORIGIN: string, token: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const csrfCookie = cookiesOf(csrf);
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${base}/api/auth/callback/token`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie, origin: ORIGIN },
    body: new URLSearchParams({ csrfToken, token, json: "true" }),
  });
  const session = cookiesOf(res)
    .split("; ")
    .filter((c) => c.includes("session-token"))
    .join("; ");
  if (!session) throw new Error(`no session cookie from next-auth (status ${res.status})`);
  return session;
}

function cookiesOf(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}
