// npm run bench:search [-- --iterations 120 --naive-iterations 20 --skip-naive --skip-http --http-only --explain --out file.json]
// Latency of the search engine (lib/search, real SQL through Prisma) on the scale data of seed:scale, per
// query class of the search targets, at concurrency 1 and 4, next to a naive baseline run in the same process (ts_rank
// over every match, ILIKE and trigram scans, distance computed for every row), and through HTTP: the
// search/jobs route handler behind a node:http server in a child process. Prints p50/p95/p99 in ms. The "When"
// classes read the shifts seed:scale gives open one-time jobs (the next 30 days) and its employees' weekly hours.
// Figures, not a pass/fail test. Run on a quiet machine: other work on the same cores shows up here.
import os from "node:os";
import http from "node:http";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import pg from "pg";
import { measure, type Stats, type Runner } from "./lib/bench-stats";
import { TSX_SERVER } from "./lib/run-ts.mjs";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const flag = (name: string) => argv.includes(`--${name}`);

type Row = { cls: string; target: number; c1?: Stats; c4?: Stats; naive1?: Stats; naive4?: Stats };

async function main() {
  const { resolveDatabase } = await import("./lib/database.mjs");
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_SIZE ??= "8";
  process.env.NEXTAUTH_SECRET ??= "bench-secret-not-for-production";
  const iterations = opt("iterations", 120);
  const naiveIterations = opt("naive-iterations", 20);
  const pool = new pg.Pool({ connectionString: database.url, max: 6 });
  try {
    await pool.query("select 1");
    const info = await describe(pool);
    if (info.openJobs < 10_000) {
      console.error(`Only ${info.openJobs} open jobs here: run npm run seed:scale first.`);
      process.exitCode = 1;
      return;
    }
    if (flag("explain")) {
      await explainPlans(pool);
      return;
    }
    const { classes, naive } = await buildClasses(pool, info.openJobs);
    console.log(`\nWarming up (gazetteer, connections, caches)…`);
    if (!flag("http-only")) for (const c of classes) for (let i = 0; i < 10; i++) await c.run(i);

    const rows: Row[] = classes.map((c) => ({ cls: c.name, target: c.target }));
    for (const concurrency of flag("http-only") ? [] : [1, 4]) {
      for (const [k, c] of classes.entries()) {
        const s = await measure(c.run, iterations, concurrency);
        rows[k][concurrency === 1 ? "c1" : "c4"] = s;
        console.log(`  ${c.name.padEnd(44)} c=${concurrency}  p50 ${f(s.p50)}  p95 ${f(s.p95)}  p99 ${f(s.p99)} ms`);
      }
    }
    if (!flag("skip-naive") && !flag("http-only")) {
      console.log(`\nNaive baseline (same data, same run):`);
      await prepareNaive(pool);
      for (const concurrency of [1, 4]) {
        for (const [k, c] of classes.entries()) {
          const run = naive[c.name];
          if (!run) continue;
          const s = await measure(run, naiveIterations * (concurrency === 4 ? 2 : 1), concurrency);
          rows[k][concurrency === 1 ? "naive1" : "naive4"] = s;
          console.log(`  ${c.name.padEnd(44)} c=${concurrency}  p50 ${f(s.p50)}  p95 ${f(s.p95)}  p99 ${f(s.p99)} ms`);
        }
      }
      await cleanupNaive(pool);
    }
    let httpStats: { c1: Stats; c4: Stats } | null = null;
    if (!flag("skip-http")) httpStats = await benchHttp(database.url, iterations);
    printTable(rows, httpStats, info);
    const out = argv.includes("--out") ? argv[argv.indexOf("--out") + 1] : null;
    if (out) fs.writeFileSync(out, JSON.stringify({ info, rows, http: httpStats }, null, 2));
  } finally {
    await pool.end();
    const { db } = await import("@/lib/db");
    await db.$disconnect();
    await database.stop();
  }
}

async function describe(pool: pg.Pool) {
  const q = async (sql: string) => (await pool.query(sql)).rows[0];
  const jobs = await q(`select count(*)::int n, count(*) filter (where status = 0)::int open from "Job"`);
  const users = await q(`select count(*)::int n from "UserSearch"`);
  const version = await q(`select current_setting('server_version') v, current_setting('shared_buffers') sb, current_setting('jit') jit`);
  const info = {
    jobs: jobs.n as number,
    openJobs: jobs.open as number,
    searchableUsers: users.n as number,
    postgres: version.v as string,
    sharedBuffers: version.sb as string,
    jit: version.jit as string,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "",
    loadAverage: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  };
  console.log(
    `Data: ${info.jobs.toLocaleString()} jobs (${info.openJobs.toLocaleString()} open), ${info.searchableUsers.toLocaleString()} searchable people`,
  );
  console.log(
    `Machine: ${info.cpus} × ${info.cpuModel}; load average ${info.loadAverage}; PostgreSQL ${info.postgres}, shared_buffers ${info.sharedBuffers}, jit ${info.jit}`,
  );
  if (os.loadavg()[0] > 0.7 * info.cpus)
    console.log(`WARNING: the machine is busy (load ${os.loadavg()[0].toFixed(1)}); figures will be inflated.`);
  return info;
}

// ---------------------------------------------------------------------------------------------------
// Query classes

const CITIES = [
  "New York, NY",
  "Los Angeles, CA",
  "Chicago, IL",
  "Houston, TX",
  "Phoenix, AZ",
  "Philadelphia, PA",
  "San Antonio, TX",
  "San Diego, CA",
  "Dallas, TX",
  "Austin, TX",
  "Jacksonville, FL",
  "Columbus, OH",
  "Charlotte, NC",
  "Seattle, WA",
  "Denver, CO",
  "Washington, DC",
  "Boston, MA",
  "Nashville, TN",
  "Atlanta, GA",
  "Miami, FL",
  "Boise, ID",
  "Omaha, NE",
  "Billings, MT",
  "Burlington, VT",
];
const RARE = ["sommelier", "stilt walker", "timber framer", "luthier", "fire performer"];
const TYPOS = [
  "bartnder",
  "warehose",
  "forklfit",
  "recepionist",
  "janitr",
  "plumbr",
  "carpentr",
  "barsita",
  "casheir",
  "landscapr",
  "housekeper",
  "delivry",
];
const COMBOS: [string, string, "Hourly" | "Fixed"][] = [
  ["cook", "Food Service & Kitchen", "Hourly"],
  ["forklift", "Warehouse & Logistics", "Hourly"],
  ["bartender", "Hospitality", "Hourly"],
  ["painter", "Construction & Trades", "Fixed"],
  ["cleaner", "Cleaning & Facilities", "Hourly"],
  ["driver", "Delivery & Driving", "Hourly"],
  ["cashier", "Retail", "Hourly"],
  ["caregiver", "Healthcare Support", "Hourly"],
];
const PREFIX3 = ["bar", "war", "coo", "for", "cle", "mar", "jos", "aus", "hos", "sea", "dri", "car", "pai", "chi", "rec", "jan"];
const PREFIX5 = [
  "barte",
  "wareh",
  "forkl",
  "clean",
  "maria",
  "austi",
  "hospi",
  "drive",
  "carpe",
  "paint",
  "chica",
  "recep",
  "janit",
  "cashi",
  "barsi",
  "deliv",
];
const RATES: [number, number][] = [
  [10, 30],
  [30, 60],
  [0, 10],
  [15, 25],
];
const COMMON_CANDIDATES = ["warehouse", "hospitality", "food", "kitchen", "service", "logistics", "safety", "customer", "shift"];

async function buildClasses(pool: pg.Pool, openJobs: number) {
  const { resolvePlace } = await import("@/lib/geo/gazetteer");
  const { parseJobQuery, parseUserQuery } = await import("@/lib/search/parse-filter");
  const { searchJobsSchema, searchUsersSchema } = await import("@/lib/search/schemas");
  const { searchJobs } = await import("@/lib/search/search-jobs");
  const { searchUsers } = await import("@/lib/search/search-users");
  const { getSuggestions } = await import("@/lib/search/suggestions");

  const places = CITIES.map((c) => ({ label: c, ...resolvePlace({ location: c })! }));
  // the common words: over 10% of open jobs match (measured here, printed)
  const common: string[] = [];
  console.log(`\nKeyword shares of open jobs:`);
  for (const w of [...COMMON_CANDIDATES, ...RARE, ...TYPOS.slice(0, 2)]) {
    const n = (
      await pool.query(`select count(*)::int n from "Job" where status = 0 and "searchVector" @@ plainto_tsquery('english', $1)`, [w])
    ).rows[0].n;
    const share = n / openJobs;
    console.log(`  ${w.padEnd(14)} ${n.toLocaleString().padStart(9)} (${(100 * share).toFixed(2)}%)`);
    if (COMMON_CANDIDATES.includes(w) && share > 0.1) common.push(w);
  }
  if (common.length === 0) common.push("warehouse");

  const jobs = async (body: Record<string, unknown>, viewerId: string | null = null) =>
    searchJobs(await parseJobQuery(searchJobsSchema.parse(body)), viewerId);
  const workers = await availableWorkers(pool);
  const viewer = { type: "customer" as const, lat: null, lng: null, categories: [] };
  const at = (i: number) => places[i % places.length];
  // pages 1-3: infinite scroll asks for the next pages too
  const page = (i: number) => 1 + (i % 7 === 6 ? 2 : i % 5 === 4 ? 1 : 0);

  const classes: { name: string; target: number; run: Runner }[] = [
    {
      name: `jobs: common keyword (${common.join(", ")})`,
      target: 50,
      run: (i) => jobs({ query: common[i % common.length], page: page(i) }),
    },
    { name: "jobs: rare keyword", target: 50, run: (i) => jobs({ query: RARE[i % RARE.length], page: 1 }) },
    { name: "jobs: misspelled keyword", target: 50, run: (i) => jobs({ query: TYPOS[i % TYPOS.length], page: 1 }) },
    {
      name: "jobs: keyword + 25 mi + pay type + category",
      target: 50,
      run: (i) => {
        const [kw, cat, pay] = COMBOS[i % COMBOS.length];
        const p = at(Math.floor(i / COMBOS.length) + i);
        return jobs({
          filter: { keyword: kw, category: cat, payType: pay, location: p.label, lat: p.lat, lng: p.lng, distance: 25 },
          page: page(i),
        });
      },
    },
    {
      name: "jobs: location only (100 mi)",
      target: 50,
      run: (i) => {
        const p = at(i);
        return jobs({ filter: { location: p.label, lat: p.lat, lng: p.lng }, page: page(i) });
      },
    },
    {
      name: "jobs: keyword + starting in the next 7 days",
      target: 50,
      run: (i) => {
        const from = 1 + (i % 7);
        return jobs({ filter: { keyword: COMBOS[i % COMBOS.length][0], from: day(from), to: day(from + 6) }, page: page(i) });
      },
    },
    {
      name: "jobs: fits my availability (weekly hours)",
      target: 50,
      run: (i) => jobs({ filter: { fitsMyAvailability: true }, page: page(i) }, workers[i % workers.length]),
    },
    {
      name: "jobs: 3 to 14 days + 25/50 mi",
      target: 50,
      run: (i) => {
        const p = at(i);
        const from = 1 + (i % 10);
        return jobs({
          filter: {
            location: p.label,
            lat: p.lat,
            lng: p.lng,
            distance: i % 2 ? 25 : 50,
            from: day(from),
            to: day(from + [2, 6, 13][i % 3]),
          },
          page: page(i),
        });
      },
    },
    {
      name: "suggestions: 3 characters",
      target: 15,
      run: (i) => getSuggestions({ query: PREFIX3[i % PREFIX3.length], type: "all", userTypes: ["provider"] }),
    },
    {
      name: "suggestions: 5 characters",
      target: 15,
      run: (i) => getSuggestions({ query: PREFIX5[i % PREFIX5.length], type: "all", userTypes: ["provider"] }),
    },
    {
      name: "users: hourly rate range + distance",
      target: 50,
      run: async (i) => {
        const p = at(i);
        const [min, max] = RATES[i % RATES.length];
        const body = {
          filter: { location: p.label, lat: p.lat, lng: p.lng, distance: i % 2 ? "25" : "50", minHourlyRate: min, maxHourlyRate: max },
          page: page(i),
        };
        return searchUsers(await parseUserQuery(searchUsersSchema.parse(body), viewer), null);
      },
    },
  ];

  const miles = 1609.344;
  const naive: Record<string, Runner> = {
    [classes[0].name]: (i) =>
      pool.query(
        `select id, ts_rank("searchVector", q) r from "Job", plainto_tsquery('english', $1) q where status = 0 and "searchVector" @@ q order by r desc limit 21 offset $2`,
        [common[i % common.length], 20 * (page(i) - 1)],
      ),
    [classes[1].name]: (i) =>
      pool.query(
        `select id, ts_rank("searchVector", q) r from "Job", plainto_tsquery('english', $1) q where status = 0 and "searchVector" @@ q order by r desc limit 21`,
        [RARE[i % RARE.length]],
      ),
    [classes[2].name]: (i) =>
      pool.query(`select id from "Job" where status = 0 and $1 <% title order by word_similarity($1, title) desc limit 21`, [
        TYPOS[i % TYPOS.length],
      ]),
    [classes[3].name]: (i) => {
      const [kw, cat, pay] = COMBOS[i % COMBOS.length];
      const p = at(Math.floor(i / COMBOS.length) + i);
      return pool.query(
        `select id, ts_rank("searchVector", q) r from "Job", plainto_tsquery('english', $1) q
         where status = 0 and "searchVector" @@ q and "payType" = $2::"PayType" and $3 = any(categories)
           and earth_distance(ll_to_earth(lat, lng), ll_to_earth($4, $5)) <= $6
         order by r desc limit 21`,
        [kw, pay, cat, p.lat, p.lng, 25 * miles],
      );
    },
    [classes[4].name]: (i) => {
      const p = at(i);
      return pool.query(
        `select id, earth_distance(ll_to_earth(lat, lng), ll_to_earth($1, $2)) d from "Job"
         where status = 0 and earth_distance(ll_to_earth(lat, lng), ll_to_earth($1, $2)) <= $3 order by d limit 21`,
        [p.lat, p.lng, 100 * miles],
      );
    },
    [classes[8].name]: (i) => naiveSuggest(pool, PREFIX3[i % PREFIX3.length]),
    [classes[9].name]: (i) => naiveSuggest(pool, PREFIX5[i % PREFIX5.length]),
    [classes[10].name]: (i) => {
      const p = at(i);
      const [min, max] = RATES[i % RATES.length];
      return pool.query(
        `select u.id from "User" u join "ProviderProfile" pp on pp."userId" = u.id
         where u."deletedAt" is null and u.type = 'provider' and pp."hourlyRate" between $1 and $2
           and earth_distance(ll_to_earth(u.lat, u.lng), ll_to_earth($3, $4)) <= $5
         order by u."reviewScore" desc limit 21`,
        [min * 100, max * 100, p.lat, p.lng, (i % 2 ? 25 : 50) * miles],
      );
    },
  };
  return { classes, naive };
}

/** The UTC day `offset` days from today (YYYY-MM-DD), as the "When" filter sends it. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Scale employees with weekly hours (one for each weekly pattern and zone of seed:scale's availability), for "Fits my availability". */
async function availableWorkers(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ userId: string }>(
    `select "userId" from (
       select distinct on (pattern) "userId" from (
         select "userId", min(timezone) || ' ' || string_agg(weekday || ':' || "startMin" || '-' || "endMin", ',' order by weekday, "startMin") pattern
         from "AvailabilityRule" where "userId" like 'su%' and kind = 'weekly' group by "userId") r
       order by pattern, "userId") w
     order by 1`,
  );
  if (rows.length === 0) throw new Error("No scale employee has weekly hours: run npm run seed:scale (or -- --availability-only).");
  console.log(`\nFits my availability: ${rows.length} employees, one for each weekly pattern and zone`);
  return rows.map((r) => r.userId);
}

function naiveSuggest(pool: pg.Pool, prefix: string) {
  return Promise.all([
    pool.query(`select distinct title from "Job" where status = 0 and title ilike $1 limit 3`, [`%${prefix}%`]),
    pool.query(
      `select id from "User" where "deletedAt" is null and ("firstName" ilike $1 or "lastName" ilike $1 or company ilike $1) limit 3`,
      [`${prefix}%`],
    ),
    pool.query(`select id from "Category" where name ilike $1 limit 3`, [`%${prefix}%`]),
  ]);
}

/** The typo baseline gets what a straightforward build would have: a trigram index on job titles. */
async function prepareNaive(pool: pg.Pool) {
  const t = Date.now();
  await pool.query(`create index if not exists bench_naive_title_trgm on "Job" using gin (title gin_trgm_ops) where status = 0`);
  console.log(`  (trigram index on open job titles for the typo baseline: ${((Date.now() - t) / 1000).toFixed(1)} s; dropped afterwards)`);
}

async function cleanupNaive(pool: pg.Pool) {
  await pool.query(`drop index if exists bench_naive_title_trgm`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the engine's own SQL for one query of each class (the plans of docs/search.md). */
async function explainPlans(pool: pg.Pool) {
  const { Prisma } = await import("@/lib/generated/prisma/client");
  const { parseJobQuery, parseUserQuery } = await import("@/lib/search/parse-filter");
  const { searchJobsSchema, searchUsersSchema } = await import("@/lib/search/schemas");
  const { candidateSql } = await import("@/lib/search/search-jobs");
  const { userCandidateSql } = await import("@/lib/search/search-users");
  const { prepareText } = await import("@/lib/search/text-query");
  const { expandCategories } = await import("@/lib/search/categories");
  const { resolvePlace } = await import("@/lib/geo/gazetteer");
  const explain = async (title: string, sql: { text: string; values: unknown[] }) => {
    await pool.query(sql.text, sql.values); // warm
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql.text}`, sql.values);
    console.log(`\n### ${title}\n\n\`\`\`\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}\n\`\`\``);
  };
  const chicago = resolvePlace({ location: "Chicago, IL" })!;
  const austin = resolvePlace({ location: "Austin, TX" })!;
  const dallas = resolvePlace({ location: "Dallas, TX" })!;
  const jobCase = async (title: string, body: Record<string, unknown>, viewerId: string | null = null) => {
    const q = await parseJobQuery(searchJobsSchema.parse(body));
    const text = q.keyword ? await prepareText(q.keyword, "jobs") : null;
    const cats = await expandCategories(q.categories);
    await explain(title, candidateSql(q, text?.all ?? null, cats, 0, 300, viewerId));
  };
  await jobCase("Jobs, common keyword ('warehouse', 15% of open jobs), page 1", { query: "warehouse" });
  await jobCase("Jobs, rare keyword ('sommelier')", { query: "sommelier" });
  await jobCase("Jobs, misspelled keyword ('bartnder' → bartnder | bartender)", { query: "bartnder" });
  await jobCase("Jobs, keyword + 25 mi + pay type + category (cook, Chicago)", {
    filter: { keyword: "cook", category: "Food Service & Kitchen", payType: "Hourly", lat: chicago.lat, lng: chicago.lng, distance: 25 },
  });
  await jobCase("Jobs, location only (Austin, 100 mi)", { filter: { lat: austin.lat, lng: austin.lng } });
  await jobCase("Jobs, keyword + starting in the next 7 days (cook)", { filter: { keyword: "cook", from: day(1), to: day(7) } });
  const nineToFive = (
    await pool.query(
      `select "userId" from "AvailabilityRule" where "userId" like 'su%' and kind = 'weekly' and weekday = 1 and "startMin" = 540 and "endMin" = 1020 order by 1 limit 1`,
    )
  ).rows[0]?.userId as string | undefined;
  if (nineToFive)
    await jobCase("Jobs, fits my availability (a 9-to-5 weekday employee)", { filter: { fitsMyAvailability: true } }, nineToFive);
  await jobCase("Jobs, 7 days + 25 mi (Chicago)", {
    filter: { lat: chicago.lat, lng: chicago.lng, distance: 25, from: day(1), to: day(7) },
  });
  const uq = await parseUserQuery(
    searchUsersSchema.parse({ filter: { lat: dallas.lat, lng: dallas.lng, distance: "25", minHourlyRate: 10, maxHourlyRate: 30 } }),
    { type: "customer", lat: null, lng: null, categories: [] },
  );
  await explain("People, hourly rate 10–30 + 25 mi (Dallas)", userCandidateSql(uq, null, [], null, 0, 300));
  await explain(
    "Suggestions, job titles for 'barte'",
    Prisma.sql`SELECT "text", "openJobs" FROM "SearchPhrase" WHERE "kind" = 'title' AND "openJobs" > 0 AND "vector" @@ to_tsquery('simple', 'barte:*') ORDER BY "openJobs" DESC, "norm" LIMIT 3`,
  );
  await explain(
    "Suggestions, name vocabulary for 'mar'",
    Prisma.sql`SELECT "token", sum("ndoc")::int FROM "SearchName" WHERE "type" = ANY('{provider}'::"UserType"[]) AND "token" LIKE 'mar%' AND "ndoc" > 0 GROUP BY "token" ORDER BY 2 DESC, 1 LIMIT 8`,
  );
  await explain(
    "Suggestions, people named maria | mark | … (common: best-first walk)",
    Prisma.sql`SELECT s."userId", s."rankScore" FROM "UserSearch" s WHERE s."nameVector" @@ to_tsquery('simple', 'maria | mark | martinez | martin') AND s."type" = 'provider' ORDER BY s."rankScore" DESC, s."userId" LIMIT 3`,
  );
  await explain(
    "Spelling: the nearest vocabulary word to 'bartnder'",
    Prisma.sql`SELECT w.word FROM "SearchWord" w WHERE w.word % 'bartnder' AND w.ndoc > 0 ORDER BY w.word <-> 'bartnder', w.ndoc DESC LIMIT 1`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Measuring

const f = (x: number | undefined) => (x === undefined ? "-" : x < 10 ? x.toFixed(1) : x.toFixed(0)).padStart(6);

function printTable(rows: Row[], httpStats: { c1: Stats; c4: Stats } | null, info: Record<string, unknown>) {
  console.log(
    `\n| query class | c=1 p50 / p95 / p99 | c=4 p50 / p95 / p99 | naive c=1 p95 | naive c=4 p95 | naive ÷ ours (p95, c=4) | target (p95, c=4) |`,
  );
  console.log(`|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const ratio = r.naive4 && r.c4 ? `${(r.naive4.p95 / r.c4.p95).toFixed(0)}×` : "-";
    const ok = r.c4 ? (r.c4.p95 <= r.target ? "met" : "MISSED") : "-";
    console.log(
      `| ${r.cls} | ${f(r.c1?.p50).trim()} / ${f(r.c1?.p95).trim()} / ${f(r.c1?.p99).trim()} | ${f(r.c4?.p50).trim()} / ${f(r.c4?.p95).trim()} / ${f(r.c4?.p99).trim()} | ${f(r.naive1?.p95).trim()} | ${f(r.naive4?.p95).trim()} | ${ratio} | ≤ ${r.target} ms: ${ok} |`,
    );
  }
  if (httpStats) {
    const ok = httpStats.c4.p95 <= 80 ? "met" : "MISSED";
    console.log(
      `| HTTP POST /api/search/jobs (mixed job classes) | ${f(httpStats.c1.p50).trim()} / ${f(httpStats.c1.p95).trim()} / ${f(httpStats.c1.p99).trim()} | ${f(httpStats.c4.p50).trim()} / ${f(httpStats.c4.p95).trim()} / ${f(httpStats.c4.p99).trim()} | - | - | - | ≤ 80 ms: ${ok} |`,
    );
  }
  console.log(`\n(${info.jobs} jobs, ${info.openJobs} open; ${info.cpus} CPUs; load average at start ${info.loadAverage})`);
}

// ---------------------------------------------------------------------------------------------------
// HTTP: the route handler behind node:http in a child process (its own event loop and Prisma pool)

async function benchHttp(url: string, iterations: number) {
  const { db } = await import("@/lib/db");
  const { signApiToken } = await import("@/lib/session/tokens");
  const { resolvePlace } = await import("@/lib/geo/gazetteer");
  const email = "bench.provider@gigline.test";
  const user =
    (await db.user.findUnique({ where: { email } })) ??
    (await db.user.create({
      data: { type: "provider", email, firstName: "Bench", lastName: "Provider", city: "Austin", state: "TX", lat: 30.27, lng: -97.74 },
    }));
  const token = await signApiToken(user);
  const port = 30000 + (process.pid % 20000);
  const child = spawn(process.execPath, ["--import", TSX_SERVER, fileURLToPath(import.meta.url), "--serve", String(port)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the HTTP server exited (${code})`)));
  });
  try {
    const places = CITIES.map((c) => ({ label: c, ...resolvePlace({ location: c })! }));
    const bodies = (i: number): Record<string, unknown> => {
      const p = places[i % places.length];
      switch (i % 5) {
        case 0:
          return { query: "warehouse" };
        case 1:
          return { query: RARE[i % RARE.length] };
        case 2:
          return { query: TYPOS[i % TYPOS.length] };
        case 3: {
          const [kw, cat, pay] = COMBOS[i % COMBOS.length];
          return { filter: { keyword: kw, category: cat, payType: pay, location: p.label, lat: p.lat, lng: p.lng, distance: 25 } };
        }
        default:
          return { filter: { location: p.label, lat: p.lat, lng: p.lng } };
      }
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const run: Runner = (i) => post(port, token, bodies(i), agent);
    for (let i = 0; i < 20; i++) await run(i);
    console.log(`\nHTTP (POST /api/search/jobs through node:http, keep-alive):`);
    const c1 = await measure(run, iterations, 1);
    console.log(`  c=1  p50 ${f(c1.p50)}  p95 ${f(c1.p95)}  p99 ${f(c1.p99)} ms`);
    const c4 = await measure(run, iterations * 2, 4);
    console.log(`  c=4  p50 ${f(c4.p50)}  p95 ${f(c4.p95)}  p99 ${f(c4.p99)} ms`);
    agent.destroy();
    return { c1, c4 };
  } finally {
    child.kill();
  }
}

function post(port: number, token: string, body: unknown, agent: http.Agent) {
  const data = JSON.stringify(body);
  return new Promise<void>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/search/jobs",
        method: "POST",
        agent,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "content-length": Buffer.byteLength(data) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 200)}`));
          else resolve();
        });
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

async function serve(port: number) {
  const { POST } = await import("@/app/api/search/jobs/route");
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const response = await POST(request, { params: Promise.resolve({}) });
      res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, "127.0.0.1", () => process.send?.("ready"));
}

// last, so that every constant above is initialised before the top-level await runs
if (flag("serve")) await serve(opt("serve", 0));
else await main();
