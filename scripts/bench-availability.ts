// npm run bench:availability [-- --iterations 200 --naive-iterations 20 --explain]
// "Who is available at a time in a city" on the seed:scale data (run `npm run seed:scale` first; its
// availability phase gives every scale employee weekly hours and some one-off dates, materialised as slots):
// findAvailableEmployees (what search/available_employees answers, minus HTTP) at concurrency 1 and 4, next to
// a naive baseline measured in the same run: load every employee near the city with their rules and expand the
// rules of each person at query time (in JS, zone by zone), then rank. Prints p50/p95/p99 in ms and the load
// average of the machine beside each run. Figures, not a pass/fail test.
import os from "node:os";
import pg from "pg";
import { measure } from "./lib/bench-stats";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const flag = (name: string) => argv.includes(`--${name}`);

type Case = { city: string; state: string; at: Date; label: string };

async function main() {
  const { resolveDatabase } = await import("./lib/database.mjs");
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_SIZE ??= "8";
  const iterations = opt("iterations", 200);
  const naiveIterations = opt("naive-iterations", 20);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const { findAvailableEmployees, resolvePlace, availableCandidateSql } = await import("@/lib/availability/available-employees");
  const { dateKey, zonedInstant } = await import("@/lib/time/zone");
  const { userScore } = await import("@/lib/search/ranking");
  const { loadUserCards } = await import("@/lib/search/user-cards");
  const { AVAILABLE_RADIUS_MILES } = await import("@/lib/availability/constants");
  try {
    const info = (
      await pool.query(`select (select count(*) from "User" where type = 'provider')::int providers,
                               (select count(distinct "userId") from "AvailabilityRule")::int with_rules,
                               (select count(*) from "AvailabilityRule")::int rules,
                               (select count(*) from "AvailabilitySlot")::int slots,
                               (select through::text from "AvailabilityHorizon" where id = 1) through`)
    ).rows[0];
    console.log(
      `Data: ${info.providers.toLocaleString()} employees, ${info.with_rules.toLocaleString()} with availability, ${info.rules.toLocaleString()} rules, ${info.slots.toLocaleString()} slots, horizon through ${info.through}`,
    );
    if (info.with_rules < 10_000) {
      console.error("Too little availability here: run npm run seed:scale (or seed:scale -- --availability-only) first.");
      process.exitCode = 1;
      return;
    }
    // the busiest cities of the scale data, at weekday and weekend times in each city's own zone
    const cities = (
      await pool.query(`select u.city, u.state, count(*)::int n from "User" u where u.type = 'provider' and u.id like 'su%'
                        group by 1, 2 order by 3 desc limit 6`)
    ).rows as { city: string; state: string; n: number }[];
    const zoneOf = async (c: { city: string; state: string }) =>
      (
        await pool.query(
          `select r.timezone from "AvailabilityRule" r join "User" u on u.id = r."userId" where u.city = $1 and u.state = $2 limit 1`,
          [c.city, c.state],
        )
      ).rows[0]?.timezone ?? "America/New_York";
    const cases: Case[] = [];
    const base = new Date(Date.now() + 3 * 86_400_000);
    for (const c of cities) {
      const tz = await zoneOf(c);
      for (const [dayOffset, minutes] of [
        [0, 10 * 60],
        [1, 14 * 60 + 30],
        [2, 19 * 60],
        [4, 9 * 60],
      ]) {
        const d = new Date(base.getTime() + dayOffset * 86_400_000);
        cases.push({
          city: c.city,
          state: c.state,
          at: zonedInstant(dateKey(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()), minutes, tz),
          label: `${c.city}, ${c.state} (${c.n.toLocaleString()} employees)`,
        });
      }
    }
    console.log(
      `Cases: ${cities.map((c) => `${c.city}, ${c.state}`).join("; ")} × 4 times each (weekday morning/afternoon/evening, weekend)`,
    );

    const fast = (i: number) => {
      const c = cases[i % cases.length];
      return findAvailableEmployees({ at: c.at, city: c.city, state: c.state, limit: 30 });
    };

    // naive: everyone near the place with all their rules, expanded per person for the day before/of/after
    const naive = async (i: number) => {
      const c = cases[i % cases.length];
      const place = await resolvePlace({ at: c.at, city: c.city, state: c.state });
      const center = place.center!;
      const { rows } = await pool.query(
        `select s."userId" id, s."rankScore" quality, s.lat, s.lng,
                coalesce(json_agg(json_build_object('kind', r.kind, 'tz', r.timezone, 'weekday', r.weekday, 'date', r.date::text, 's', r."startMin", 'e', r."endMin"))
                         filter (where r.id is not null), '[]') rules
         from "UserSearch" s left join "AvailabilityRule" r on r."userId" = s."userId"
         where s.type = 'provider' and s.lat is not null
           and earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth($1, $2)) <= $3
         group by s."userId"`,
        [center.lat, center.lng, AVAILABLE_RADIUS_MILES * 1609.344],
      );
      const from = c.at.getTime();
      const to = from + 30 * 60_000;
      const hits: { id: string; quality: number; textRank: null; miles: number }[] = [];
      for (const p of rows as {
        id: string;
        quality: number;
        lat: number;
        lng: number;
        rules: { kind: string; tz: string; weekday: number | null; date: string | null; s: number; e: number }[];
      }[]) {
        const spans: [number, number][] = [];
        for (const dayShift of [-1, 0, 1]) {
          const day = new Date(from + dayShift * 86_400_000);
          for (const tz of new Set(p.rules.map((r) => r.tz))) {
            const local = new Intl.DateTimeFormat("en-CA", { timeZone: tz }).format(day);
            const [y, m, d] = local.split("-").map(Number);
            const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
            const once = p.rules.filter((r) => r.kind === "once" && r.date === local);
            const todays = once.length ? once : p.rules.filter((r) => r.kind === "weekly" && r.weekday === dow && r.tz === tz);
            for (const r of todays)
              spans.push([zonedInstant(dateKey(y, m, d), r.s, r.tz).getTime(), zonedInstant(dateKey(y, m, d), r.e, r.tz).getTime()]);
          }
        }
        if (spans.some(([a, b]) => a <= from && b >= to)) {
          const miles = haversine(center, p);
          hits.push({ id: p.id, quality: p.quality, textRank: null, miles });
        }
      }
      hits.sort((a, b) => userScore(b) - userScore(a) || (a.id < b.id ? -1 : 1));
      return loadUserCards(hits.slice(0, 30), { text: null, categories: [] });
    };

    if (flag("explain")) {
      const c = cases[0];
      const place = await resolvePlace({ at: c.at, city: c.city, state: c.state });
      const sql = availableCandidateSql({ at: c.at, city: c.city, state: c.state, limit: 30 }, place, null, "slots");
      const plan = await pool.query(`explain (analyze, buffers) ${sql.text}`, sql.values as unknown[]);
      console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
      return;
    }

    // same answers (the naive path ignores the other people's slots, so compare the ids)
    // (the indexed path measures distance on the flat local map, the naive one on the sphere: near-ties may swap)
    let same = 0;
    let sameSet = 0;
    let found = 0;
    for (let i = 0; i < cases.length; i++) {
      const [a, b] = await Promise.all([fast(i), naive(i)]);
      found += a.length;
      if (a.map((u) => u._id).join() === b.map((u) => u._id).join()) same += 1;
      if ([...a.map((u) => u._id)].sort().join() === [...b.map((u) => u._id)].sort().join()) sameSet += 1;
    }
    console.log(
      `Agreement with the naive baseline: ${sameSet} of ${cases.length} cases give the same 30 people, ${same} in the same order; ${(found / cases.length).toFixed(1)} people per answer on average`,
    );

    console.log(`\nWarming up…`);
    for (let i = 0; i < cases.length; i++) await fast(i);
    for (const concurrency of [1, 4]) {
      const load = loadText();
      const s = await measure(fast, iterations, concurrency);
      console.log(
        `  indexed   findAvailableEmployees   c=${concurrency}  p50 ${f(s.p50)}  p95 ${f(s.p95)}  p99 ${f(s.p99)} ms  (n=${s.n}; load average before ${load}, after ${loadText()})`,
      );
    }
    for (const concurrency of [1, 4]) {
      const load = loadText();
      const s = await measure(naive, naiveIterations, concurrency);
      console.log(
        `  naive     rules expanded per person c=${concurrency}  p50 ${f(s.p50)}  p95 ${f(s.p95)}  p99 ${f(s.p99)} ms  (n=${s.n}; load average before ${load}, after ${loadText()})`,
      );
    }
    console.log(`\nTarget: p95 ≤ 50 ms at concurrency 4 (indexed). CPU cores: ${os.cpus().length}.`);
  } finally {
    await pool.end();
    const { db } = await import("@/lib/db");
    await db.$disconnect().catch(() => {});
    await database.stop();
  }
}

function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (x: number) => (x * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const loadText = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" / ");

const f = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0)).padStart(6);

await main();
