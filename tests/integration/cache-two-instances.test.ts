// Two server processes on one database: a change made through one expires the other's cached copies within a
// second (lib/public-pages/cache-bus.ts: every expiry is a NOTIFY on gigline_cache, every long-lived server
// process LISTENs and expires the same in its own memory). The first part checks the messages on the database;
// the second starts two real production servers (scripts/server.ts, as `npm start` runs it) over the
// production build (`next build` runs first when there is none), closes a job through one and watches its
// public page go from the other.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_CHANNEL, CacheListener, parseCacheMessage, type CacheExpiry } from "@/lib/public-pages/cache-bus";
import { expireReceived } from "@/lib/public-pages/cache";
import { invalidateGlobalDataHere } from "@/lib/settings/global-data";
import { jobBody, jobCategories, postJob } from "./job-kit";
import { createUser } from "../helpers/factories";
import { APP_SERVER_ARGS } from "@/scripts/lib/run-ts.mjs";

const notify = async (payload: unknown) => {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query("select pg_notify($1, $2)", [CACHE_CHANNEL, typeof payload === "string" ? payload : JSON.stringify(payload)]);
  await c.end();
};

const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe("the cache expiry messages", () => {
  it("parses the expiries and refuses anything else", () => {
    expect(parseCacheMessage(JSON.stringify({ job: "j1", from: "a" }))).toEqual({ job: "j1", from: "a" });
    expect(parseCacheMessage(JSON.stringify({ profile: "u1", jobsToo: true, from: "a" }))).toEqual({
      profile: "u1",
      jobsToo: true,
      from: "a",
    });
    expect(parseCacheMessage(JSON.stringify({ global: true, from: "a" }))).toEqual({ global: true, from: "a" });
    expect(parseCacheMessage(JSON.stringify({ job: "j1" }))).toBeNull();
    expect(parseCacheMessage(JSON.stringify({ tag: "x", from: "a" }))).toBeNull();
    expect(parseCacheMessage("not json")).toBeNull();
    expect(parseCacheMessage(undefined)).toBeNull();
  });

  it("hands every other instance's expiry to the listener and ignores its own", async () => {
    const heard: CacheExpiry[] = [];
    const listener = new CacheListener(process.env.DATABASE_URL!, (e) => heard.push(e), { from: "me" });
    await listener.ready;
    try {
      await notify({ job: "own", from: "me" });
      await notify("garbage");
      await notify({ job: "j1", from: "other" });
      await notify({ profile: "u1", jobsToo: true, from: "other" });
      await notify({ global: true, from: "other" });
      expect(await until(() => heard.length >= 3)).toBe(true);
      expect(heard).toEqual([{ job: "j1" }, { profile: "u1", jobsToo: true }, { global: true }]);
    } finally {
      await listener.close();
    }
  });

  it("expires here what a message names: the closed-job memory, the global data's one-second copy", () => {
    const memo = ((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for("gigline.publicJobs.closedState")] ??= new Map());
    memo.set("j1", { gone: false, until: Date.now() + 10_000 });
    memo.set("j2", { gone: false, until: Date.now() + 10_000 });
    expireReceived({ job: "j1" });
    expect([...memo.keys()]).toEqual(["j2"]);
    expireReceived({ profile: "u1", jobsToo: true });
    expect(memo.size).toBe(0);

    let purged = 0;
    const hook = Symbol.for("gigline.sharedAnswerCache.purge");
    (globalThis as Record<symbol, unknown>)[hook] = () => purged++;
    try {
      invalidateGlobalDataHere();
      expect(purged).toBe(1);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[hook];
    }
  });

  it("listens again after its connection is lost, and says there was a gap", async () => {
    const heard: CacheExpiry[] = [];
    let gaps = 0;
    const listener = new CacheListener(process.env.DATABASE_URL!, (e) => heard.push(e), { from: "me", retryMs: 50, onGap: () => gaps++ });
    await listener.ready;
    try {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gigline-cache-listener' and datname = current_database()`,
      );
      await admin.end();
      expect(await until(() => gaps === 1)).toBe(true);
      await notify({ job: "after", from: "other" });
      expect(await until(() => heard.length === 1)).toBe(true);
      expect(heard).toEqual([{ job: "after" }]);
    } finally {
      await listener.close();
    }
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const env = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  NEXTAUTH_URL: `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: "1",
  BACKGROUND_WORKER: "off",
  GLOBALS_CACHE_SECONDS: "30",
  JOB_STATS_CACHE_SECONDS: "30",
});

const servers: ChildProcess[] = [];
async function startServer(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [...APP_SERVER_ARGS, "-p", String(port)], {
    env: env(port),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  servers.push(child);
  let log = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => (log += d));
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    if (/Ready on/.test(log)) {
      const res = await fetch(`${base}/api/health`).catch(() => null);
      if (res) break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // the listener starts with the server (instrumentation.ts)
  const listening = Date.now() + 30_000;
  while (!/LISTEN gigline_cache/.test(log) && Date.now() < listening) await new Promise((r) => setTimeout(r, 100));
  expect(log, "the server listens for cache expiries").toMatch(/LISTEN gigline_cache/);
  return base;
}

const page = (base: string, path: string) =>
  fetch(`${base}${path}`, { redirect: "manual" }).then(async (r) => ({
    status: r.status,
    cache: r.headers.get("x-gigline-page-cache"),
    body: await r.text(),
  }));

describe("two server processes on one database", () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    if (!fs.existsSync(".next/BUILD_ID")) {
      const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
        stdio: "inherit",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      });
      if (r.status !== 0) throw new Error("next build failed");
    }
    [a, b] = await Promise.all([startServer(), startServer()]);
  }, 900_000);

  afterAll(async () => {
    for (const s of servers) {
      if (s.exitCode !== null || !s.pid) continue;
      const gone = new Promise((r) => s.once("exit", r));
      process.kill(-s.pid, "SIGTERM");
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
      if (s.exitCode === null) process.kill(-s.pid, "SIGKILL");
    }
  }, 30_000);

  /** Both processes have the page in every cache: Next's full-route cache, the one-second copy, the closed-state memory. */
  async function warm(path: string, text: string) {
    for (const base of [a, b]) {
      for (let i = 0; i < 3; i++) expect((await page(base, path)).status).toBe(200);
    }
    const cached = await page(b, path);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain(text);
  }

  /**
   * Polls `base` for up to a second until `done`: answers the last page and when the request that saw the change
   * was sent (its render time is not counted: a fresh render costs the same in the instance that made the change).
   */
  async function within1s(base: string, path: string, done: (p: Awaited<ReturnType<typeof page>>) => boolean) {
    const start = Date.now();
    let sent = start;
    let last = await page(base, path);
    while (!done(last) && Date.now() - start < 1000) {
      await new Promise((r) => setTimeout(r, 25));
      sent = Date.now();
      last = await page(base, path);
    }
    return { last, ms: sent - start };
  }

  const postAs = (base: string, token: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a job edited through one shows its new title on the other within a second", async () => {
    const cats = await jobCategories();
    const boss = await createUser({ type: "customer", data: { credit: 5 } });
    const job = await postJob(boss.token, cats.plumbing, { title: "Hang three kitchen shelves" });
    const path = `/jobs/${job._id}`;
    await warm(path, "Hang three kitchen shelves");

    const res = await postAs(a, boss.token, "/api/job/update", {
      ...jobBody(cats.plumbing, { title: "Hang four kitchen shelves" }),
      id: job._id,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { last, ms } = await within1s(b, path, (p) => p.body.includes("Hang four kitchen shelves"));
    expect(last.body, "the other instance still serves the old title").toContain("Hang four kitchen shelves");
    expect(ms).toBeLessThan(1000);
  }, 60_000);

  it("a job cancelled through one is gone from the other's public page within a second", async () => {
    const cats = await jobCategories();
    const boss = await createUser({ type: "customer", data: { credit: 5 } });
    const job = await postJob(boss.token, cats.plumbing, { title: "Seal a leaking bathtub" });
    const path = `/jobs/${job._id}`;
    await warm(path, "Seal a leaking bathtub");

    const res = await postAs(a, boss.token, "/api/job/cancel_job", { id: job._id });
    expect(res.status, await res.clone().text()).toBe(200);
    const { last, ms } = await within1s(b, path, (p) => p.status === 410 || p.status === 404);
    expect([410, 404], "the other instance still serves the cancelled job's page").toContain(last.status);
    expect(ms).toBeLessThan(1000);
    expect([410, 404]).toContain((await page(a, path)).status);
  }, 60_000);
});
