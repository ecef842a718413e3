// npm run sim:shifts [-- --seed 42 --shifts 1000 --workers 300 --employers 50]
// A simulation of two weeks of shifts on the real code and a real database: 1,000 shifts for 50 employers in
// five cities, 300 workers nearby with weekly availability. Each shift is booked at the start (a standard
// request to one free worker, written by writeRequest, accepted by the worker's acceptBooking), then plays a
// seeded fate: 5 % never confirm (the confirmation deadline task releases them and asks for a backfill), 10 %
// cancel late (shift/cancel at a random time in the last 24 h), 3 % do not show (the employer marks the no-show
// 15 minutes after the start), 2 % are cancelled late by their employer (the worker is paid from the employer's
// wallet), the rest confirm 48–13 h before the start.
//
// The clock is advanced through the queue (scripts/lib/sim-clock.ts): it jumps to whichever comes first, the
// next simulated event or the earliest run_at in graphile-worker's job table, and runs every due job there as
// graphile-worker would (locked, run, removed) by the product's own task function with the virtual time as
// `now` (booking_deadline → expireDue, booking_tier → tierTask, backfill:start → startBackfill,
// shift_confirm_deadline, shift_reminder, booking_reminder, reliability:refresh). Mail and upkeep jobs are
// removed unrun: they staff nothing. Nothing sleeps; the wall clock only paces the database.
//
// The arrival check (lib/shifts/tasks.ts) runs too: workers who come tap "On my way" by a seeded model
// (ARRIVAL_MODEL in scripts/lib/sim-pass.ts: 95 % of them 90–35 min before the start, the rest forget; 20 % of
// the no-shows tap it anyway), and a worker not on the way 30 min before the start gets a standby search.
//
// Offered workers (a backfill's tiers) answer by a seeded model (RESPONSE_MODEL in scripts/lib/sim-pass.ts):
// 30 % accept after 2 min + an exponential delay of mean 30 min, 20 % decline after 5–60 min, 50 % never
// answer; an answer after the offer closed (the shift's start) is not given. The first accept takes the shift.
//
// Two passes, each on a fresh database in a child process with the same seed (the same world and drops):
// with backfill, and the baseline with backfill off (the drops' `backfill:start` jobs are removed unrun). Prints
// the share staffed at start of each, drop → new acceptance (virtual minutes), and the employer late-
// cancellation pay checked against the ledger. "Staffed at start": the shift's job has a confirmed shift
// confirmed before the start (shifts their employer cancelled are no longer wanted and are left out).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { TRAVEL_MINUTES, type PassOutcome } from "./lib/sim-measure";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const SEED = opt("seed", 42);
const SHIFTS = opt("shifts", 1000);
const WORKERS = opt("workers", 300);
const EMPLOYERS = opt("employers", Math.max(5, Math.round(SHIFTS / 20)));
const BOOK = (argv.includes("--book") ? argv[argv.indexOf("--book") + 1] : "mix") as "requests" | "hires" | "mix";
// the virtual start, the next whole hour (the shifts lie 2–15 days after it), chosen once for both passes
const T0 = opt("t0", Math.ceil(Date.now() / 3_600_000) * 3_600_000);
const PASS = argv.includes("--pass") ? argv[argv.indexOf("--pass") + 1] : "";
const MARK = "SIM-RESULT ";

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const share = (a: number, b: number) => `${a}/${b} = ${b ? ((100 * a) / b).toFixed(1) : "–"} %`;
const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;

async function pass() {
  const { runPass } = await import("./lib/sim-pass");
  const out = await runPass({
    seed: SEED,
    shifts: SHIFTS,
    workers: WORKERS,
    employers: EMPLOYERS,
    book: BOOK,
    backfill: PASS === "backfill",
    t0: T0,
  });
  process.stdout.write(`${MARK}${JSON.stringify(out)}\n`);
}

/** One pass in a child process of its own (its own database and lib/db pool), answering what it measured. */
async function child(which: "backfill" | "baseline"): Promise<PassOutcome> {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), ...argv, "--t0", String(T0), "--pass", which];
  const run = promisify(execFile)(process.execPath, args, { encoding: "utf8", maxBuffer: 64 << 20 });
  run.child.stderr?.pipe(process.stderr);
  const text = (await run).stdout;
  const line = text.split("\n").find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`the ${which} pass printed no result:\n${text}`);
  return JSON.parse(line.slice(MARK.length)) as PassOutcome;
}

async function main() {
  const t0 = Date.now();
  console.log(`[sim:shifts] seed ${SEED}: ${SHIFTS} shifts over 14 days, ${WORKERS} workers, ${EMPLOYERS} employers, booked by ${BOOK}`);
  // the two passes side by side: each spends most of its time waiting on its own database
  const [on, off] = await Promise.all([child("backfill"), child("baseline")]);
  const fates = Object.keys({ ...on.byFate, ...off.byFate }).sort();
  console.log(
    `Booked: ${on.booked} (with backfill) / ${off.booked} (baseline); wanted at the start (not cancelled by the employer): ${on.needed} / ${off.needed}`,
  );
  console.log("");
  console.log("| Staffed at start | with backfill | backfill off (baseline) |");
  console.log("| --- | --- | --- |");
  console.log(`| all shifts | ${share(on.staffed, on.needed)} | ${share(off.staffed, off.needed)} |`);
  console.log(
    `| all shifts, committed ≥ ${TRAVEL_MINUTES} min before the start | ${share(on.staffedWithTravel, on.needed)} | ${share(off.staffedWithTravel, off.needed)} |`,
  );
  for (const f of fates) console.log(`| ${f} | ${share(...(on.byFate[f] ?? [0, 0]))} | ${share(...(off.byFate[f] ?? [0, 0]))} |`);
  for (const v of Object.keys(on.byVia).sort()) console.log(`| ${v} | ${share(...on.byVia[v])} | ${share(...(off.byVia[v] ?? [0, 0]))} |`);
  console.log("");
  const d = on.dropToAcceptMinutes;
  console.log(
    `Drop → new acceptance (virtual minutes, ${d.length} filled): median ${pct(d, 50).toFixed(1)}, p95 ${pct(d, 95).toFixed(1)}, max ${Math.max(...d).toFixed(1)}`,
  );
  console.log(
    `Backfills by end (a shift's filled or latest search, by reason): ${JSON.stringify(on.backfills)}; replaced only after the start (staffed late, not at start): ${on.filledAfterStart}`,
  );
  console.log(
    `Accepted before the start, minutes ahead of it (median, p5): ${Object.entries(on.leadMinutes)
      .map(([reason, xs]) => `${reason} ${pct(xs, 50).toFixed(1)}, ${pct(xs, 5).toFixed(1)} (${xs.length})`)
      .join("; ")}`,
  );
  const { tookFromComing, ...standby } = on.standby;
  console.log(
    `Arrival check (standby searches of workers not on the way ${SHIFT_POLICY_DEFAULTS.arrivalCheckMinutes} min before the start): ${JSON.stringify(standby)}; ` +
      `filled although the worker would have come (they forgot to tap): ${tookFromComing}`,
  );
  console.log(
    `Offers and answers: ${JSON.stringify(Object.fromEntries(Object.entries(on.outcomes).filter(([k]) => k.startsWith("offer"))))}`,
  );
  for (const [name, o] of [
    ["with backfill", on],
    ["baseline", off],
  ] as const) {
    const p = o.latePay;
    const match =
      p.paidCents === p.journalCents && p.journalCents === p.workerWalletCents && p.workerWalletCents === p.employerWalletDropCents;
    console.log(
      `Late-cancel pay (${name}): ${p.cancellations} employer late cancellations, ${p.owedCents} cents owed (policy recomputed: ${p.expectedCents}), ` +
        `${p.paidCents} cents paid (${dollars(p.paidCents)}); ledger: late_cancel_pay journals ${p.journalCents}, workers' wallets ${p.workerWalletCents}, ` +
        `employers' wallets −${p.employerWalletDropCents}; ${match && p.owedCents === p.expectedCents && p.ledgerBalanced ? "MATCH, ledger balanced" : "MISMATCH"}`,
    );
    if (!(match && p.owedCents === p.expectedCents && p.ledgerBalanced)) process.exitCode = 1;
  }
  for (const [name, o] of [
    ["with backfill", on],
    ["baseline", off],
  ] as const) {
    const q = o.queue;
    // a task that threw is a product error, not a simulated refusal
    if (Object.keys(q.failed).length) process.exitCode = 1;
    console.log(
      `Queue (${name}): ran ${JSON.stringify(q.ran)}; removed unrun ${JSON.stringify(q.dropped)}; failed ${JSON.stringify(q.failed)}${q.errors.length ? ` ${q.errors.join(" | ")}` : ""}`,
    );
    console.log(
      `Calls (${name}): ${JSON.stringify(Object.fromEntries(Object.entries(o.outcomes).filter(([k]) => !k.startsWith("offer"))))}; ` +
        `${o.steps} clock steps over ${o.virtualDays.toFixed(1)} virtual days; wall s ${JSON.stringify(o.seconds)}`,
    );
  }
  const staffedOn = on.needed ? on.staffed / on.needed : 0;
  console.log("");
  console.log(
    `Target ≥ 97 % staffed at start with backfill: ${(100 * staffedOn).toFixed(1)} % ${staffedOn >= 0.97 ? "PASS" : "FAIL"} ` +
      `(baseline ${off.needed ? ((100 * off.staffed) / off.needed).toFixed(1) : "–"} %); wall time ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}

(PASS ? pass : main)().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
