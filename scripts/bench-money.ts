// npm run bench:money [-- --seconds 8 --connections 16 --port 3206 --skip-build --people 30 --curve 4,8,16]
// The bank test of the money calls, Jepsen style, against the production build served by scripts/server.ts:
//  1. chaos: concurrent deposits, contract payments, withdrawals and refunds (failed payouts) with random
//     retries of the same Idempotency-Key (sequential and concurrent) and connections dropped mid-request;
//  2. crash: the same load while the server is SIGKILLed and restarted; clients retry their keys;
//  2b. shifts (--shifts 200): each at once through the hold, the hours, the approval (paid from the hold) and an
//     instant payout, with a SIGKILL in the middle; approval → available p50/p95 (scripts/lib/bench-shift-flow.ts);
//  3. throughput over HTTP: job/pay_job + withdraw/submit_request at 4, 8 and 16 clients (calls/s, p50/p95/p99,
//     the payouts still queued when the load stops and the rate sustained until they are done, CPU per call of
//     the server, PostgreSQL and the load generator);
//  4. throughput at the SQL layer: postJournal transfers (customer → provider + fee), each its own transaction
//     (one statement, its own transaction in one round trip: postJournal(db, …)).
// Then it asserts and prints the invariants: all entries sum to 0, every journal balances, no negative
// wallet, every cached balance equals its entries, each idempotency key applied once, every withdrawal
// paid or refunded. Exit code 1 on any violation.
// Deposits are posted with postJournal directly from this process (the deposit calls and webhooks are
// lib/money/deposits' and lib/money/processors'; a succeeded deposit is exactly this journal).
import fs from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import os from "node:os";
import { randomUUID } from "node:crypto";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import pg from "pg";
import { cpuMs, machineCpuMs, postgresCpu, postgresCpuSince, stats as latencyStats } from "./lib/bench-stats";
import { APP_SERVER_ARGS } from "./lib/run-ts.mjs";
import { runShiftFlows } from "./lib/bench-shift-flow";

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
// --people N: customers and providers each (default 30: few wallets, so concurrent calls often meet on one)
const CUSTOMERS = Number(opt("people", "30"));
const PROVIDERS = CUSTOMERS;
const CONTRACTS_PER_CUSTOMER = Math.ceil(7500 / CUSTOMERS);
// --curve 8,4,8: the clients of each HTTP phase, in that order (default 4, 8 and --connections); a phase
// repeated later shows whether the data the earlier ones left behind changed the cost of a call
// --shifts N: the shifts of the shift phase (hold → hours → approval → instant payout; 0 skips it)
const SHIFTS = Number(opt("shifts", "200"));
const CURVE = opt("curve", "").split(",").filter(Boolean).map(Number);
if (!CURVE.length) CURVE.push(...[...new Set([4, 8, CONNECTIONS])].sort((a, b) => a - b));

const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: T[]) => xs[rnd(xs.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Person = { id: string; token: string };
type Contract = { jobId: string; customer: number; provider: number; paid: boolean };

async function main() {
  const { createTestDatabase } = await import("./lib/test-db.mjs");
  const { runSeed } = await import("./lib/seed.mjs");
  const dbh = await createTestDatabase("benchmoney");
  console.log(`database: a fresh one on the local PostgreSQL, reached over ${dbh.via} (TEST_DATABASE_ADMIN_URL chooses another)`);
  const env = {
    ...process.env,
    DATABASE_URL: dbh.url,
    NEXTAUTH_SECRET: "gigline-bench-secret",
    NEXTAUTH_URL: ORIGIN,
    PORT,
    STORAGE_DIR: ".data/bench-uploads",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_POOL_SIZE: "20",
    // withdrawals are paid out by the built-in sandbox (lib/money/processor-base/mode.ts: off unless chosen)
    PAYMENTS_SANDBOX: "1",
  };
  Object.assign(process.env, {
    DATABASE_URL: dbh.url,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET,
    DATABASE_POOL_SIZE: "20",
    PAYMENTS_SANDBOX: "1",
  });
  let server: ChildProcess | undefined;
  // a bench stopped by a signal stops its server too (a server left behind keeps the port and a dropped database)
  for (const sig of ["SIGINT", "SIGTERM"] as const)
    process.on(sig, () => {
      server?.kill("SIGKILL");
      process.exit(130);
    });
  const startServer = async () => {
    const busy =
      !server &&
      (await fetch(`${BASE}/api/health`).then(
        () => true,
        () => false,
      ));
    if (busy) throw new Error(`port ${PORT} already serves something (a server left from an earlier run?): stop it or pass --port`);
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": node options of the served app (a CPU profile, written when it stops)
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, ...APP_SERVER_ARGS, "-p", PORT], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...env, NODE_ENV: "production" },
    });
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
    const { postJournal, checkLedger } = await import("@/lib/money/ledger/ledger");
    const { processPendingWithdrawals } = await import("@/lib/money/payouts/payouts");

    // people and hired contracts, written straight to the database (the demo password hash)
    const sql = new pg.Client({ connectionString: dbh.url });
    sql.on("error", (err) => console.error(`bench: its own database connection failed: ${err.message}`));
    await sql.connect();
    const mk = async (type: "customer" | "provider", i: number) => {
      const id = `bench-${type}-${i}`;
      await sql.query(
        `insert into "User" (id, type, email, "firstName", "lastName", "updatedAt") values ($1, $2, $3, 'Bench', $4, now())`,
        [id, type, `${id}@bench.test`, `${type} ${i}`],
      );
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
    const { signApiToken } = await import("@/lib/session/tokens");
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

    // ---- one money call with retries, drops and a stable key ----
    const stats = { calls: 0, ok: 0, refused: 0, dropped: 0, retried: 0, connErrors: 0 };
    const callOnce = async (path: string, token: string, body: object, key: string, dropAfterMs?: number) => {
      const ac = new AbortController();
      const timer = dropAfterMs !== undefined ? setTimeout(() => ac.abort(), dropAfterMs) : undefined;
      try {
        return await postJson(`/api/${path}`, { authorization: `Bearer ${token}`, "idempotency-key": key }, body, ac.signal);
      } finally {
        if (timer) clearTimeout(timer);
      }
    };
    /** Sends until an answer arrives (drops and connection errors are retried with the same key). */
    const robust = async (path: string, token: string, body: object, chaos: boolean) => {
      const key = randomUUID();
      for (let attempt = 0; ; attempt++) {
        stats.calls++;
        try {
          const drop = chaos && Math.random() < 0.1 ? rnd(15) : undefined;
          const r = await callOnce(path, token, body, key, drop);
          if (chaos && Math.random() < 0.15) {
            // a retry of the same key, sometimes concurrent with a second one
            stats.retried++;
            const again = await Promise.all([
              callOnce(path, token, body, key),
              ...(Math.random() < 0.5 ? [callOnce(path, token, body, key)] : []),
            ]);
            for (const a of again)
              if (r.status === 200 && canonical(a.json) !== canonical(r.json))
                throw new Error(`replay differs: ${JSON.stringify(r.json)} vs ${JSON.stringify(a.json)}`);
          }
          if (r.status === 200) stats.ok++;
          else stats.refused++;
          return r;
        } catch (err) {
          if ((err as Error).message?.startsWith("replay differs")) throw err;
          if ((err as Error).name === "AbortError") stats.dropped++;
          else stats.connErrors++;
          await sleep(attempt < 5 ? 5 : 100);
          if (attempt > 600) throw new Error(`gave up on ${path}`);
        }
      }
    };
    const unpaid = () => {
      for (let i = 0; i < 20; i++) {
        const c = contracts[rnd(contracts.length)];
        if (!c.paid) return c;
      }
      return contracts.find((c) => !c.paid);
    };
    const op = async (chaos: boolean, kinds: ("pay" | "withdraw" | "deposit")[]) => {
      const kind = pick(kinds);
      if (kind === "deposit") {
        const c = pick(customers);
        const ref = `bench:${randomUUID()}`;
        await deposit(c.id, 10_000 + rnd(100_000), ref);
        if (chaos && Math.random() < 0.3) await deposit(c.id, 999, ref); // a webhook replay: a no-op
        return;
      }
      if (kind === "pay") {
        const c = unpaid();
        if (!c) return;
        c.paid = true;
        await robust("job/pay_job", customers[c.customer].token, { jobId: c.jobId }, chaos);
        return;
      }
      const p = pick(providers);
      const failing = Math.random() < 0.2; // Stripe's failing test account: the payout fails and refunds
      await robust(
        "withdraw/submit_request",
        p.token,
        {
          paymentType: "bank",
          amount: (100 + rnd(900)) / 100,
          bankName: "Bench Person",
          routingNumber: "021000021",
          accountNumber: failing ? "000111111116" : "000123456789",
        },
        chaos,
      );
    };
    const loadFor = async (
      seconds: number,
      chaos: boolean,
      kinds: ("pay" | "withdraw" | "deposit")[],
      latencies?: number[],
      clients = CONNECTIONS,
    ) => {
      const end = Date.now() + seconds * 1000;
      let count = 0;
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (Date.now() < end) {
            const t0 = performance.now();
            await op(chaos, kinds);
            latencies?.push(performance.now() - t0);
            count++;
          }
        }),
      );
      return count;
    };

    // 1. chaos
    console.log(`\n${CUSTOMERS} customers, ${PROVIDERS} providers, ${contracts.length} contracts, ${CONNECTIONS} concurrent clients\n`);
    const t1 = Date.now();
    const n1 = await loadFor(SECONDS, true, ["pay", "pay", "withdraw", "withdraw", "deposit"]);
    console.log(
      `chaos: ${n1} operations in ${((Date.now() - t1) / 1000).toFixed(1)} s (${stats.retried} key retries, ${stats.dropped} dropped connections)`,
    );

    // 2. crash: SIGKILL mid-load, restart, clients keep retrying their keys
    const before = { ...stats };
    const crash = (async () => {
      await sleep(1500);
      server!.kill("SIGKILL");
      console.log("crash: server SIGKILLed mid-load");
      await sleep(1000);
      await startServer();
      console.log("crash: server restarted");
    })();
    const n2 = await loadFor(SECONDS, true, ["pay", "withdraw", "withdraw", "deposit"]);
    await crash;
    console.log(`crash run: ${n2} operations, ${stats.connErrors - before.connErrors} connection errors retried with the same key`);

    // 2b. shifts: N at once through hold → hours → approval → instant payout, with a SIGKILL in the middle
    const shiftRun = SHIFTS
      ? await runShiftFlows(SHIFTS, {
          databaseUrl: dbh.url,
          login,
          deposit: (userId, cents) => deposit(userId, cents),
          post: async (path, token, body, key) => {
            const ac = new AbortController();
            const headers: Record<string, string> = { authorization: `Bearer ${token}` };
            if (key) headers["idempotency-key"] = key;
            return postJson(`/api/${path}`, headers, body, ac.signal);
          },
          crash: async () => {
            server!.kill("SIGKILL");
            console.log("shifts: server SIGKILLed mid-phase");
            await sleep(500);
            await startServer();
            console.log("shifts: server restarted");
          },
        })
      : null;
    if (shiftRun) {
      const a = shiftRun.approveToAvailableMs;
      console.log(
        `shifts: ${shiftRun.shifts} at once in ${shiftRun.wallSeconds.toFixed(1)} s (${shiftRun.retries} retried steps); ` +
          `approval → available p50 ${a.p50.toFixed(0)} ms, p95 ${a.p95.toFixed(0)} ms, max ${a.max.toFixed(0)} ms`,
      );
    }

    // 3. throughput over HTTP (no chaos): pay + withdraw, at the main concurrency and at fewer clients (the
    //    latency-throughput curve: by Little's law 16 clients at 300 calls/s wait 53 ms on average), with the
    //    CPU each call cost the server, PostgreSQL (all its processes) and this load generator
    // A withdrawal's payout runs after its call, in the server's background worker: a phase whose clients
    // outrun the worker leaves payouts queued. Each phase starts with none pending and ends when its last
    // payout is done, so "sustained" counts that work (and its CPU) too.
    // (withdrawals made since `since` only: a payout job the SIGKILLed server had taken stays locked until the
    // queue's lock times out, and the periodic sweep pays it)
    const pendingPayouts = async (since: Date) =>
      Number(
        (
          await sql.query(`select count(*) n from "Withdrawal" where status = 'pending' and "createdAt" >= $1::timestamp`, [
            since.toISOString(),
          ])
        ).rows[0].n,
      );
    const drain = async (since: Date) => {
      const t = performance.now();
      while ((await pendingPayouts(since)) > 0 && performance.now() - t < 120_000) await sleep(50);
      return (performance.now() - t) / 1000;
    };
    const httpPhase = async (clients: number) => {
      const warmStart = new Date(Date.now() - 1000);
      await loadFor(2, false, ["pay", "withdraw"], undefined, clients); // warm-up
      await drain(warmStart);
      const since = new Date(Date.now() - 1000);
      const lat: number[] = [];
      const cpu0 = { server: cpuMs(server?.pid), pg: postgresCpu(), bench: process.cpuUsage(), machine: machineCpuMs() };
      const t3 = performance.now();
      const n = await loadFor(SECONDS, false, ["pay", "withdraw"], lat, clients);
      const secs = (performance.now() - t3) / 1000;
      const backlog = await pendingPayouts(since);
      const drainSecs = await drain(since);
      const bench1 = process.cpuUsage(cpu0.bench);
      const machine1 = machineCpuMs();
      const { p50, p95, p99 } = latencyStats(lat);
      const per = (ms: number | null) => (ms === null ? "–" : (ms / n).toFixed(2));
      const serverMs = cpu0.server === null ? null : (cpuMs(server?.pid) ?? cpu0.server) - cpu0.server;
      const r = {
        clients,
        n,
        rate: n / secs,
        backlog,
        drainSecs,
        sustained: n / (secs + drainSecs),
        p50,
        p95,
        p99,
        cpu: {
          server: per(serverMs),
          pg: per(postgresCpuSince(cpu0.pg)),
          bench: per((bench1.user + bench1.system) / 1000),
          busy: (100 * (machine1.busy - cpu0.machine.busy)) / Math.max(1, machine1.total - cpu0.machine.total),
        },
      };
      console.log(
        `HTTP (${clients} clients): ${n} money calls in ${secs.toFixed(1)} s = ${r.rate.toFixed(0)} calls/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ` +
          `${backlog} payouts still queued at the end, done ${drainSecs.toFixed(1)} s later: ${r.sustained.toFixed(0)} calls/s sustained; ` +
          `CPU per call (with its payout): server ${r.cpu.server} ms, PostgreSQL ${r.cpu.pg} ms, load generator ${r.cpu.bench} ms; machine ${r.cpu.busy.toFixed(0)} % busy`,
      );
      return r;
    };
    // this machine's speed right now (runs on a shared host differ by a third): the fixed-JSON route that
    // bench:api measures as its reference, 10 connections for 3 s
    const ping = await autocannon({ url: `${BASE}/api/health/ping`, connections: 10, duration: 3 });
    console.log(
      `machine reference: fixed JSON ${ping.requests.average.toFixed(0)} req/s (bench:api's reference route; 1,250 where the targets were set)`,
    );
    const curve = [];
    for (const clients of CURVE) curve.push(await httpPhase(clients));

    // 4. the SQL layer: transfers through postJournal, each in its own transaction
    server!.kill("SIGTERM");
    server = undefined;
    const sqlPhase = async (concurrency: number) => {
      let transfers = 0;
      let refusedTransfers = 0;
      const tEnd = Date.now() + SECONDS * 1000;
      const t4 = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < tEnd) {
            const from = pick(customers).id;
            const to = pick(providers).id;
            const amount = 100 + rnd(1000);
            const fee = Math.round(amount * 0.05);
            try {
              // one statement, its own transaction in one round trip (journal, wallets, entries, the balance check)
              await postJournal(db, {
                kind: "transfer",
                reference: randomUUID(),
                userId: from,
                entries: [
                  { account: { kind: "wallet", userId: from }, amountCents: -(amount + fee) },
                  { account: { kind: "wallet", userId: to }, amountCents: amount },
                  { account: { kind: "fee_revenue" }, amountCents: fee },
                ],
              });
              transfers++;
            } catch {
              refusedTransfers++;
            }
          }
        }),
      );
      const rate = transfers / ((performance.now() - t4) / 1000);
      console.log(
        `SQL (${concurrency} connections): ${transfers} ledger transfers = ${rate.toFixed(0)} transfers/s (${refusedTransfers} refused) (target ≥ 1,500/s)`,
      );
      return rate;
    };
    const sqlRate4 = await sqlPhase(4);
    const sqlRate = await sqlPhase(16);

    // ---- the invariants ----
    await processPendingWithdrawals(100_000); // the background sweep: payouts the crash interrupted
    const check = await checkLedger();
    const q = async (text: string) => Number((await sql.query(text)).rows[0].n);
    const pendingLeft = await q(`select count(*) n from "Withdrawal" where status = 'pending'`);
    const paidWithoutJournal = await q(
      `select count(*) n from "Withdrawal" w where status = 'paid' and not exists (select 1 from "LedgerJournal" j where j.kind = 'withdraw_paid' and j.reference = 'withdraw_paid:' || w.id)`,
    );
    const failedWithoutRefund = await q(
      `select count(*) n from "Withdrawal" w where status = 'failed' and not exists (select 1 from "LedgerJournal" j where j.kind = 'withdraw_refund' and j.reference = 'withdraw_refund:' || w.id)`,
    );
    const withdrawals = await q(`select count(*) n from "Withdrawal" where "userId" like 'bench-%'`);
    const withdrawKeys = await q(`select count(*) n from "IdempotencyKey" where call = 'withdraw/submit_request'`);
    const keyIdsDistinct = await q(
      `select count(distinct response->'withdrawal'->>'_id') n from "IdempotencyKey" where call = 'withdraw/submit_request'`,
    );
    const pays = await q(`select count(*) n from "LedgerJournal" where kind = 'pay' and "jobId" like 'bench-%'`);
    const payKeys = await q(`select count(*) n from "IdempotencyKey" where call = 'job/pay_job'`);
    const doublePaid = await q(
      // the bench's pay_job contracts (an hourly demo contract is rightly paid once per approved timesheet)
      `select count(*) n from (select "jobId" from "LedgerJournal" where kind = 'pay' and "jobId" like 'bench-%' group by "jobId" having count(*) > 1) d`,
    );
    const paidButOpen = await q(
      `select count(*) n from "LedgerJournal" j join "Job" jb on jb.id = j."jobId" where j.kind = 'pay' and j.reference like 'pay:contract:%' and jb.status <> 2`,
    );
    const statusCounts = (await sql.query(`select status, count(*)::int n from "Withdrawal" group by status order by status`)).rows;
    await sql.end();

    const rows: [string, number | string, boolean][] = [
      ["sum of all entries (cents)", check.totalCents, check.totalCents === 0],
      ["journals that do not balance", check.unbalancedJournals, check.unbalancedJournals === 0],
      ["negative wallets", check.negativeWallets, check.negativeWallets === 0],
      ["wallets whose cached balance ≠ entries", check.driftedWallets, check.driftedWallets === 0],
      [
        "withdrawal keys stored = withdrawals made",
        `${withdrawKeys} = ${withdrawals}`,
        withdrawKeys === withdrawals && keyIdsDistinct === withdrawals,
      ],
      ["pay keys stored = contracts paid", `${payKeys} = ${pays}`, payKeys === pays],
      ["contracts paid twice", doublePaid, doublePaid === 0],
      ["paid contracts not completed", paidButOpen, paidButOpen === 0],
      ["withdrawals still pending after the sweep", pendingLeft, pendingLeft === 0],
      ...(shiftRun?.invariants ?? []),
      ["paid withdrawals without their payout journal", paidWithoutJournal, paidWithoutJournal === 0],
      ["failed withdrawals without their refund", failedWithoutRefund, failedWithoutRefund === 0],
    ];
    console.log(
      `\nledger: ${check.journals} journals, ${check.entries} entries; withdrawals ${statusCounts.map((r) => `${r.status} ${r.n}`).join(", ")}`,
    );
    console.log(
      `calls: ${stats.calls} sent, ${stats.ok} answered 200, ${stats.refused} refused (4xx), ${stats.dropped} dropped by the client, ${stats.connErrors} connection errors\n`,
    );
    console.log("| invariant | value | ok |\n|---|---:|---|");
    for (const [name, value, ok] of rows) {
      console.log(`| ${name} | ${value} | ${ok ? "yes" : "VIOLATED"} |`);
      if (!ok) failed = true;
    }
    console.log(`\n| throughput | figure | target |\n|---|---:|---|`);
    for (const r of curve) {
      console.log(
        `| HTTP money calls/s (pay_job + submit_request, ${r.clients} clients) | ${r.rate.toFixed(0)} (p95 ${r.p95.toFixed(1)} ms); ${r.sustained.toFixed(0)} sustained with the payouts ` +
          `(${r.backlog} queued at the end); CPU/call server ${r.cpu.server}, PostgreSQL ${r.cpu.pg} ms | ≥ 300 at p95 ≤ 60 ms |`,
      );
    }
    console.log(`| SQL ledger transfers/s (postJournal, 4 / 16 connections) | ${sqlRate4.toFixed(0)} / ${sqlRate.toFixed(0)} | ≥ 1,500 |`);
    console.log(
      `| machine reference: fixed JSON req/s (bench:api's reference) | ${ping.requests.average.toFixed(0)} | 1,250 where the targets were set |`,
    );
    console.log(
      `\nload average during the run (1/5/15 min): ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(" / ")} on ${os.cpus().length} cores`,
    );
    await db.$disconnect();
    await (await import("@/lib/db")).pool().end();
  } finally {
    server?.kill("SIGTERM");
    await dbh.drop();
  }
  if (failed) {
    console.error("\nINVARIANT VIOLATED");
    process.exit(1);
  }
  process.exit(0);
}

// The load generator's HTTP client: node:http over keep-alive connections. It shares the two cores with the
// server and PostgreSQL, and fetch() (undici's web streams) cost it about twice the CPU per call.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function postJson(
  path: string,
  headers: Record<string, string>,
  body: object,
  signal: AbortSignal,
): Promise<{ status: number; json: unknown }> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASE}${path}`,
      { method: "POST", agent, signal, headers: { ...headers, "content-type": "application/json", "content-length": String(data.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          } catch (err) {
            reject(err);
          }
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

/** JSON with sorted keys (a replayed answer comes from JSONB, whose key order differs). */
function canonical(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  return `{${Object.keys(v as object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
    .join(",")}}`;
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
