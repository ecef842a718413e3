// npm run bench:api [-- --duration 10 --connections 10 --port 3200 --skip-build --only get_job,/jobs/{id} --rounds 5]
// Throughput and latency of the main read calls and pages: a fresh database with the demo data, the
// production build served by scripts/server.ts as `npm start` serves it, autocannon at 10 connections against each target in turn,
// next to a route that answers fixed JSON measured in the same run (so the ratio holds on a noisy
// machine). Also prints the CPU time each request cost the server process and the PostgreSQL backends
// serving it (Linux /proc, when PostgreSQL runs on this machine; "–" otherwise) — steadier than req/s on a
// shared machine — and the first-load JavaScript (gzip) of the public pages and the signed-in home.
// Figures, not a pass/fail test: run it on a quiet machine. On a shared one, --rounds N measures each target N
// times, each right after the fixed-JSON route, and prints the medians (and every run's share of fixed JSON).
import fs from "node:fs";
import zlib from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { startBenchApp } from "./lib/bench-app";
import { cpuMs } from "./lib/bench-stats";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};
const duration = Number(opt("duration", "10"));
const connections = Number(opt("connections", "10"));
const port = opt("port", process.env.BENCH_PORT || "3200");
const only = opt("only", "").split(",").filter(Boolean);
const rounds = Number(opt("rounds", "1"));
const base = `http://127.0.0.1:${port}`;

type Target = { name: string; target: string; method: "GET" | "POST"; path: string; body?: object; headers?: Record<string, string> };
type Result = {
  name: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  serverMs?: number;
  dbMs?: number;
  ratio?: number;
  ratios?: number[];
};

async function main() {
  const app = await startBenchApp(port, { skipBuild: argv.includes("--skip-build"), name: "bench" });
  const { ids, login, webSession } = app;
  const dbClient = new pg.Client({ connectionString: app.dbUrl });
  await dbClient.connect();
  try {
    const providerToken = await login("worker@gigline.test");
    const employerToken = await login("employer@gigline.test");
    // next-auth's "token" sign-in takes over the API session it is given: the web session gets its own
    const providerCookie = await webSession(await login("worker@gigline.test"));
    const employerCookie = await webSession(await login("employer@gigline.test"));
    const bearer = (t: string) => ({ authorization: `Bearer ${t}`, "content-type": "application/json" });

    const all: Target[] = [
      { name: "fixed JSON (reference)", target: "", method: "GET", path: "/api/health/ping" },
      // a second reference: one query (select 1), no session
      { name: "one database query (GET /api/health, reference)", target: "", method: "GET", path: "/api/health" },
      // the findUnique reference: a route with one Prisma findUnique (a job by id), no session ("about 800 req/s")
      {
        name: "one Prisma findUnique (GET /api/bench/find_unique, reference)",
        target: "",
        method: "GET",
        path: `/api/bench/find_unique?id=${ids.openJob}`,
      },
      {
        name: "POST job/get_job (provider, open job)",
        target: "≥ 800 req/s, p99 ≤ 30 ms",
        method: "POST",
        path: "/api/job/get_job",
        body: { id: ids.openJob },
        headers: bearer(providerToken),
      },
      {
        name: "POST job/get_my_jobs (employer)",
        target: "",
        method: "POST",
        path: "/api/job/get_my_jobs",
        body: {},
        headers: bearer(employerToken),
      },
      {
        name: "POST user/get_user_detail",
        target: "",
        method: "POST",
        path: "/api/user/get_user_detail",
        body: { userId: ids.provider },
        headers: bearer(employerToken),
      },
      {
        name: "POST global/get_data",
        target: "≥ 1,200 req/s",
        method: "POST",
        path: "/api/global/get_data",
        body: {},
        headers: { "content-type": "application/json" },
      },
      // the same call past the server's one-second copy of the answer (scripts/lib/answer-cache.ts): Next's route every time
      {
        name: "POST global/get_data past the 1-s copy",
        target: "",
        method: "POST",
        path: "/api/global/get_data",
        body: {},
        headers: { "content-type": "application/json", "cache-control": "no-cache" },
      },
      {
        name: "POST notification/get_my_notifications",
        target: "",
        method: "POST",
        path: "/api/notification/get_my_notifications",
        body: {},
        headers: bearer(employerToken),
      },
      { name: "GET /jobs/{id}", target: "≥ 1,000 req/s, p99 ≤ 40 ms", method: "GET", path: `/jobs/${ids.openJob}` },
      { name: "GET /pros/{id}", target: "≥ 1,000 req/s, p99 ≤ 40 ms", method: "GET", path: `/pros/${ids.provider}` },
      // the same pages past the server's one-second copy (a hard reload's Cache-Control: no-cache): every
      // request goes through the proxy and Next's full-route cache, as a page requested once a second or less does
      {
        name: "GET /jobs/{id} past the 1-s copy",
        target: "",
        method: "GET",
        path: `/jobs/${ids.openJob}`,
        headers: { "cache-control": "no-cache" },
      },
      {
        name: "GET /pros/{id} past the 1-s copy",
        target: "",
        method: "GET",
        path: `/pros/${ids.provider}`,
        headers: { "cache-control": "no-cache" },
      },
      // the page references: the smallest page rendered per request (app/bench/smallest-page: proxy.ts, the root
      // layout, a few words) and a signed-in page that is little more than the dashboard shell
      { name: "GET smallest page (reference)", target: "", method: "GET", path: "/bench/smallest-page" },
      {
        name: "GET /dashboard/benefits (provider, shell)",
        target: "",
        method: "GET",
        path: "/dashboard/benefits",
        headers: { cookie: providerCookie },
      },
      {
        name: "GET /dashboard/home (provider)",
        target: "≥ 30 % of fixed JSON, p99 ≤ 150 ms",
        method: "GET",
        path: "/dashboard/home",
        headers: { cookie: providerCookie },
      },
      {
        name: "GET /dashboard/home (employer)",
        target: "≥ 30 % of fixed JSON, p99 ≤ 150 ms",
        method: "GET",
        path: "/dashboard/home",
        headers: { cookie: employerCookie },
      },
    ];
    const targets = all.filter((t) => !only.length || only.some((o) => t.name.includes(o)));

    for (const t of targets) {
      const check = await fetch(base + t.path, {
        method: t.method,
        headers: t.headers,
        body: t.body ? JSON.stringify(t.body) : undefined,
        redirect: "manual",
      });
      if (check.status !== 200) throw new Error(`${t.name} answered ${check.status} before the run: ${(await check.text()).slice(0, 200)}`);
    }
    console.log(`\n${connections} connections, ${duration} s per target, demo data, scripts/server.ts on :${port}\n`);
    const measure = async (t: Target): Promise<Result> => {
      await run(t, 2); // warm-up: JIT, caches, connections
      const backends = (
        await dbClient.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
      ).rows.map((row) => Number(row.pid));
      const server0 = cpuMs(app.serverPid);
      const db0 = backends.map((pid) => cpuMs(pid));
      const r = await run(t, duration);
      const server1 = cpuMs(app.serverPid);
      const db1 = backends.map((pid) => cpuMs(pid));
      const total = r.total;
      if (server0 !== null && server1 !== null && total > 0) r.serverMs = (server1 - server0) / total;
      // backends that closed during the run (idle connections) count for nothing
      const dbSpent = backends.reduce(
        (sum, _, i) => sum + (db0[i] !== null && db1[i] !== null ? (db1[i] as number) - (db0[i] as number) : 0),
        0,
      );
      if (server0 !== null && total > 0) r.dbMs = dbSpent / total;
      return r;
    };
    const print = (r: Result, note = "") => {
      const cpu =
        r.serverMs !== undefined ? `  CPU/req server ${fmt(r.serverMs, 2)} ms, db ${r.dbMs !== undefined ? fmt(r.dbMs, 2) : "–"} ms` : "";
      console.log(
        `  ${r.name.padEnd(42)} ${fmt(r.rps, 0).padStart(6)} req/s  p50 ${fmt(r.p50, 1).padStart(5)} ms  p99 ${fmt(r.p99, 1).padStart(6)} ms${cpu}${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ""}${note}`,
      );
    };
    const results: Result[] = [];
    if (rounds <= 1) {
      for (const t of targets) {
        const r = await measure(t);
        results.push(r);
        print(r);
      }
    } else {
      // --rounds N: each target N times, each time right after the fixed-JSON reference, so that every ratio
      // compares two runs a few seconds apart (a shared machine's speed drifts over minutes); the medians count
      const reference = all[0];
      const refRuns: Result[] = [];
      for (const t of targets.filter((x) => x !== reference)) {
        const runs: Result[] = [];
        const ratios: number[] = [];
        for (let i = 0; i < rounds; i++) {
          const ref = await measure(reference);
          const r = await measure(t);
          refRuns.push(ref);
          runs.push(r);
          ratios.push(r.rps / ref.rps);
          print(r, `  (${Math.round((r.rps / ref.rps) * 100)} % of fixed JSON's ${fmt(ref.rps, 0)} just before)`);
        }
        results.push({ ...medianOf(runs), ratio: median(ratios), ratios });
      }
      if (!refRuns.length) for (let i = 0; i < rounds; i++) refRuns.push(await measure(reference));
      results.unshift(medianOf(refRuns));
    }
    const ref = results.find((r) => r.name.startsWith("fixed JSON"));
    console.log(
      "\n| what | req/s | p50 ms | p99 ms | vs fixed JSON | server CPU ms/req | db CPU ms/req | target |\n|---|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const r of results) {
      const ratio =
        r.ratio !== undefined
          ? `${Math.round(r.ratio * 100)} % (${r.ratios!.map((x) => Math.round(x * 100)).join(", ")})`
          : ref
            ? `${Math.round((r.rps / ref.rps) * 100)} %`
            : "";
      const ms = (v: number | undefined) => (v === undefined ? "–" : fmt(v, 2));
      console.log(
        `| ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${ratio} | ${ms(r.serverMs)} | ${ms(r.dbMs)} | ${r.target} |`,
      );
    }
    if (ref) {
      // the targets were set on a machine where the fixed-JSON route served 1,250 req/s: the same
      // targets in this machine's terms (a faster machine must do more to meet them, a slower one less)
      const scale = ref.rps / 1250;
      const scaled = (n: number) => fmt(Math.round((n * scale) / 10) * 10, 0);
      console.log(
        `\nThe targets in this run's terms (fixed JSON ${fmt(ref.rps, 0)} req/s here against 1,250 where they were set): ` +
          `get_job ≥ ${scaled(800)} req/s, get_data ≥ ${scaled(1200)}, /jobs/{id} and /pros/{id} ≥ ${scaled(1000)}; ` +
          "as shares of fixed JSON: get_job ≥ 64 %, get_data ≥ 96 %, the public pages ≥ 80 %.",
      );
    }
    const findUnique = results.find((r) => r.name.startsWith("one Prisma findUnique"));
    const getJob = results.find((r) => r.name.includes("job/get_job"));
    if (findUnique && getJob) {
      // the findUnique reference: where a single-findUnique route served 800 req/s, get_job was to serve 800
      console.log(
        `Against the findUnique reference (a route with one Prisma findUnique: 800 req/s where get_job's target was set, ${fmt(findUnique.rps, 0)} here): ` +
          `get_job ${fmt(getJob.rps, 0)} req/s is ${Math.round((getJob.rps / findUnique.rps) * 100)} % of it.`,
      );
    }
    console.log("\nFirst-load JavaScript (the page's <script src> files a current browser loads, gzip):");
    for (const [name, path, headers] of [
      ["/", "/", {}],
      ["/jobs/{id}", `/jobs/${ids.openJob}`, {}],
      ["/pros/{id}", `/pros/${ids.provider}`, {}],
      ["/dashboard/home (provider)", "/dashboard/home", { cookie: providerCookie }],
      ["/dashboard/home (employer)", "/dashboard/home", { cookie: employerCookie }],
    ] as const) {
      const { kb, legacyKb } = await firstLoadJs(path, headers as Record<string, string>);
      console.log(`  ${name.padEnd(28)} ${fmt(kb, 1)} kB (+ ${fmt(legacyKb, 1)} kB of noModule polyfills only old browsers load)`);
    }
    // every App Router page loads these first: React, React DOM, the RSC client, Next's router, Turbopack's runtime
    const manifest = JSON.parse(fs.readFileSync(".next/build-manifest.json", "utf8")) as { rootMainFiles: string[] };
    const floor = manifest.rootMainFiles.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(`.next/${f}`)).length, 0) / 1024;
    console.log(`  of which every page's runtime  ${fmt(floor, 1)} kB (the build manifest's rootMainFiles: React DOM, Next's router)`);
  } finally {
    await dbClient.end();
    await app.stop();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** One result of several runs of a target: the median of each figure (the counts summed). */
function medianOf(runs: Result[]): Result {
  const m = (f: (r: Result) => number | undefined) => {
    const xs = runs.map(f).filter((x): x is number => x !== undefined);
    return xs.length ? median(xs) : undefined;
  };
  const sum = (f: (r: Result) => number) => runs.reduce((a, r) => a + f(r), 0);
  return {
    ...runs[0],
    rps: m((r) => r.rps)!,
    p50: m((r) => r.p50)!,
    p99: m((r) => r.p99)!,
    serverMs: m((r) => r.serverMs),
    dbMs: m((r) => r.dbMs),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    total: sum((r) => r.total),
  };
}

async function run(t: Target, seconds: number): Promise<Result> {
  const out = await autocannon({
    url: base + t.path,
    method: t.method,
    headers: t.headers,
    body: t.body ? JSON.stringify(t.body) : undefined,
    connections,
    duration: seconds,
  });
  return {
    name: t.name,
    target: t.target,
    rps: out.requests.average,
    p50: out.latency.p50,
    p99: out.latency.p99,
    non2xx: out.non2xx,
    errors: out.errors,
    total: out.requests.total,
  };
}

async function firstLoadJs(path: string, headers: Record<string, string>) {
  const html = await (await fetch(base + path, { headers })).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
  const seen = new Set<string>();
  let bytes = 0;
  let legacy = 0;
  for (const [tag, raw] of tags) {
    const src = raw.replace(/&amp;/g, "&");
    if (seen.has(src)) continue;
    seen.add(src);
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    // Next's legacy polyfills carry noModule: browsers with ES modules (every current one) never load them
    if (/\snomodule/i.test(tag)) legacy += zlib.gzipSync(body).length;
    else bytes += zlib.gzipSync(body).length;
  }
  return { kb: bytes / 1024, legacyKb: legacy / 1024 };
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
