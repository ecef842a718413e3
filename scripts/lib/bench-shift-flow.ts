// The shift phase of `npm run bench:money`: N shifts at once, each through the whole money path over HTTP
// against the running server — the hold (job/fund_contract: the same placeHold a hire runs), the worker's hours
// (job/add_timesheet, then timesheet/submit), the employer's approval (timesheet/approve, which pays from the
// hold in its own transaction) and an instant payout of the earnings (withdraw/instant_payout). The server is
// SIGKILLed in the middle and restarted; every step is retried until the database shows it done (the money calls
// with their Idempotency-Key), as a client would. For each shift it measures approval → available: from sending
// the approval until the worker's wallet holds the earnings (read from PostgreSQL every 50 ms).
// Invariants (returned as rows for the bench's table): every worked shift paid exactly once, no hold left
// negative or drifted (checkLedger), each hold settled by its one payment, one instant payout per worker.
import { randomUUID } from "node:crypto";
import pg from "pg";

type Post = (path: string, token: string, body: object, key?: string) => Promise<{ status: number; json: unknown }>;

export type ShiftFlowDeps = {
  /** the bench's database: the phase reads it through a small pool of its own (200 flows poll at once) */
  databaseUrl: string;
  post: Post;
  login: (userId: string) => Promise<string>;
  deposit: (userId: string, cents: number) => Promise<unknown>;
  /** SIGKILL the server and start it again (answers once it serves again) */
  crash: () => Promise<void>;
};

export type ShiftFlowResult = {
  shifts: number;
  approveToAvailableMs: { p50: number; p95: number; max: number };
  wallSeconds: number;
  retries: number;
  invariants: [string, number | string, boolean][];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RATE_CENTS = 2000; // $20.00/h
const BOOKED_HOURS = 2;
const WORKED_MINUTES = 60;

function quantile(sorted: number[], q: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function runShiftFlows(n: number, deps: ShiftFlowDeps): Promise<ShiftFlowResult> {
  const { post } = deps;
  const sql = new pg.Pool({ connectionString: deps.databaseUrl, max: 8 });
  sql.on("error", () => {}); // an idle connection the server closed: the pool opens another
  const { getFeePercent, getPayoutPolicy } = await import("@/lib/settings/get-setting");
  const { instantPayoutFeeCents } = await import("@/lib/settings/payout-policy");
  const { holdAmountCents } = await import("@/lib/money/holds/holds");
  const { feeCents, minutesCents } = await import("@/lib/money/pricing/pricing");
  const feePercent = await getFeePercent();
  const policy = await getPayoutPolicy();
  const holdCents = holdAmountCents({ payType: "Hourly", price: RATE_CENTS, duration: BOOKED_HOURS }, feePercent);
  const earned = minutesCents(RATE_CENTS, WORKED_MINUTES);
  // what each hold keeps after its one payment (the approved hour and its fee)
  const heldAfter = holdCents - earned - feeCents(earned, feePercent);

  // employers (a wallet each, 10 shifts apiece) and one worker per shift (no two shifts of a worker overlap)
  const employers = Math.max(1, Math.ceil(n / 10));
  const ids = { customer: [] as string[], provider: [] as string[] };
  const mk = async (type: "customer" | "provider", i: number) => {
    const id = `shift-bench-${type}-${i}`;
    await sql.query(`insert into "User" (id, type, email, "firstName", "lastName", "updatedAt") values ($1, $2, $3, 'Shift', $4, now())`, [
      id,
      type,
      `${id}@bench.test`,
      `${type} ${i}`,
    ]);
    ids[type].push(id);
  };
  for (let i = 0; i < employers; i++) await mk("customer", i);
  for (let i = 0; i < n; i++) await mk("provider", i);
  // each employer's wallet covers its ten holds, and a little more
  for (const c of ids.customer) await deps.deposit(c, holdCents * 10 + 10_000);
  const flows = Array.from({ length: n }, (_, i) => ({
    jobId: `shift-bench-job-${i}`,
    contractId: `shift-bench-contract-${i}`,
    customer: ids.customer[i % employers],
    provider: ids.provider[i],
  }));
  const values = flows.map((f) => `('${f.jobId}', '${f.contractId}', '${f.customer}', '${f.provider}')`).join(",");
  // hired six hours ago and Not funded (the hold's amount recorded, nothing held yet): job/fund_contract places
  // the hold
  await sql.query(`
    with v(job, contract, creator, worker) as (values ${values}),
    j as (insert into "Job" (id, "creatorId", title, description, status, "payType", price, "initialPrice", duration, type, location, lat, lng, "updatedAt")
          select job, creator, 'Bench shift', 'A shift of the money bench.', 1, 'Hourly', ${RATE_CENTS}, ${RATE_CENTS}, ${BOOKED_HOURS}, 'One-time job', 'Austin, TX', 30.27, -97.74, now() from v returning id)
    insert into "Contract" (id, "jobId", "userId", price, duration, "holdCents", "createdAt")
      select contract, job, worker, ${RATE_CENTS}, ${BOOKED_HOURS}, ${holdCents}, now() - interval '6 hours' from v`);
  const tokens = new Map<string, string>();
  for (const id of [...ids.customer, ...ids.provider]) tokens.set(id, await deps.login(id));

  const one = async (text: string, params: unknown[]) => (await sql.query(text, params)).rows[0];
  let retries = 0;
  /** Sends until the database shows the step done (a refusal after a lost answer is the step already done). */
  const step = async (send: () => Promise<{ status: number }>, done: () => Promise<boolean>, what: string) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await send();
        if (r.status === 200 || (await done())) return;
        if (r.status < 500 && r.status !== 429) throw new Error(`${what}: ${r.status} ${JSON.stringify((r as { json?: unknown }).json)}`);
      } catch (err) {
        if ((err as Error).message.startsWith(what)) throw err;
        if (await done().catch(() => false)) return;
      }
      retries++;
      await sleep(attempt < 5 ? 50 : 250);
      if (attempt > 400) throw new Error(`${what}: gave up`);
    }
  };

  // the worked hour: ten-minute steps, ended before now, this week (UTC)
  const end = new Date(Math.floor((Date.now() - 10 * 60_000) / 600_000) * 600_000);
  const start = new Date(end.getTime() - WORKED_MINUTES * 60_000);
  const latencies: number[] = [];
  const t0 = performance.now();
  const crash = (async () => {
    await sleep(1500);
    await deps.crash();
  })();
  await Promise.all(
    flows.map(async (f) => {
      const employer = tokens.get(f.customer)!;
      const worker = tokens.get(f.provider)!;
      const fundKey = randomUUID();
      await step(
        () => post("job/fund_contract", employer, { jobId: f.jobId }, fundKey),
        async () => (await one(`select "fundedAt" from "Contract" where id = $1`, [f.contractId])).fundedAt !== null,
        "fund",
      );
      await step(
        () => post("job/add_timesheet", worker, { id: f.jobId, start: start.toISOString(), end: end.toISOString(), timezone: "UTC" }),
        async () => Number((await one(`select count(*) n from "TimeEntry" where "contractId" = $1`, [f.contractId])).n) > 0,
        "hours",
      );
      await step(
        () => post("timesheet/submit", worker, { jobId: f.jobId, breaks: "took" }),
        async () => Number((await one(`select count(*) n from "Timesheet" where "contractId" = $1`, [f.contractId])).n) > 0,
        "submit",
      );
      const sheet = await one(`select id from "Timesheet" where "contractId" = $1`, [f.contractId]);
      const wallet = async () =>
        Number((await one(`select coalesce(max("balanceCents"), 0) b from "LedgerAccount" where id = $1`, [`wallet:${f.provider}`])).b);
      const sent = performance.now();
      let available = 0;
      const watch = (async () => {
        while ((await wallet().catch(() => 0)) < earned) await sleep(50);
        available = performance.now();
      })();
      await step(
        () => post("timesheet/approve", employer, { ids: [sheet.id] }),
        async () => (await one(`select status::text s from "Timesheet" where id = $1`, [sheet.id])).s !== "submitted",
        "approve",
      );
      await watch;
      latencies.push(available - sent);
      const amountCents = earned - 100;
      const feeCents = instantPayoutFeeCents(amountCents, policy);
      const payoutKey = randomUUID();
      await step(
        () => post("withdraw/instant_payout", worker, { amount: amountCents / 100, fee: feeCents / 100 }, payoutKey),
        async () => Number((await one(`select count(*) n from "Withdrawal" where "userId" = $1`, [f.provider])).n) > 0,
        "instant payout",
      );
    }),
  );
  await crash;
  const wallSeconds = (performance.now() - t0) / 1000;

  const q = async (text: string) => Number((await sql.query(text)).rows[0].n);
  const paidOnce = await q(
    `select count(*) n from "Timesheet" t where t."contractId" like 'shift-bench-%'
       and (select count(*) from "LedgerJournal" j where j.kind = 'pay' and j.reference = 'pay:timesheet:' || t.id) = 1`,
  );
  const unpaid = await q(`select count(*) n from "TimeEntry" where "contractId" like 'shift-bench-%' and "paidAt" is null`);
  const holdsOff = await q(
    `select count(*) n from "Contract" c left join "LedgerAccount" a on a.id = 'held:' || c.id
      where c.id like 'shift-bench-%' and coalesce(a."balanceCents", 0) <> ${heldAfter}`,
  );
  const payouts = await q(`select count(*) n from "Withdrawal" where "userId" like 'shift-bench-%'`);
  await sql.end();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    shifts: n,
    approveToAvailableMs: { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] ?? 0 },
    wallSeconds,
    retries,
    invariants: [
      ["shifts worked and paid exactly once (of the shifts)", `${paidOnce} of ${n}`, paidOnce === n],
      ["worked hours left unpaid", unpaid, unpaid === 0],
      ["holds not equal to the hold minus the one payment", holdsOff, holdsOff === 0],
      ["instant payouts = workers", `${payouts} = ${n}`, payouts === n],
    ],
  };
}
