// npm run seed:scale [-- --jobs 1000000 --users 200000 --reset]
// Fills a database (DATABASE_URL, else the embedded one) with scale data for the search benchmark:
// users and jobs spread over the US (ZIP codes of the bundled gazetteer, weighted towards big cities),
// realistic titles, skills, categories, rates, statuses and dates. Deterministic: every row comes from a
// hash of its number (hashint8extended), so the same sizes give the same rows (dates are relative to the
// run). Rows are generated inside PostgreSQL (INSERT … SELECT generate_series) in batches; secondary
// indexes are dropped during the load and rebuilt from their own definitions afterwards.
// Scale rows carry ids 'su…' (users), 'sj…' (jobs), 'sc…' (contracts); --reset removes them first.
// Use a dedicated database: this is benchmark data, not demo data.
import pg from "pg";
import { createRequire } from "node:module";
import { resolveDatabase } from "./lib/database.mjs";
import { migrate } from "./lib/migrate.mjs";
import { hashPassword } from "@/lib/auth/password";
import { CATEGORY_TREE } from "@/prisma/seed/categories";
import { zoneForPlaceOr } from "@/lib/time/place-zone";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";

const args = parseArgs(process.argv.slice(2));
const JOBS = args.jobs ?? 1_000_000;
const USERS = args.users ?? 200_000;
const BATCH = 50_000;
const started = Date.now();

async function main() {
  const database = await resolveDatabase();
  const client = new pg.Client({ connectionString: database.url });
  try {
    await migrate(database.url, { log: () => {} });
    await client.connect();
    await run((sql, params = []) => client.query(sql, params));
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }
}

async function run(q: Q) {
  if (args.availabilityOnly) {
    await q(`set synchronous_commit = off`);
    await q(`set maintenance_work_mem = '512MB'`);
    await q(`set jit = off`);
    await seedAvailability(q);
    return;
  }
  const existing = (await q(`select count(*)::int n from "User" where id like 'su%'`)).rows[0].n;
  if (existing > 0 && !args.reset) {
    console.error(`This database already holds ${existing} scale users. Run with --reset to replace them.`);
    process.exitCode = 1;
    return;
  }
  console.log(`seed:scale → ${JOBS.toLocaleString()} jobs, ${USERS.toLocaleString()} users`);
  await q(`set synchronous_commit = off`);
  await q(`set maintenance_work_mem = '512MB'`);
  await q(`set jit = off`);
  // Skips triggers (search documents and words are built in bulk at the end) and FK checks (the generator
  // only writes consistent rows). Needs a superuser, which the embedded and CI servers are.
  await q(`set session_replication_role = replica`);

  if (args.reset) await step("remove earlier scale rows", () => resetScaleRows(q));
  await step("categories", () => ensureCategories(q));
  await step("vocabulary and places", () => loadVocabulary(q));

  const dropped = await step("drop secondary indexes", () => dropIndexes(q));
  const passwordHash = await hashPassword("Gigline123!");
  await step(`users (${USERS.toLocaleString()})`, async () => {
    for (let lo = 1; lo <= USERS; lo += BATCH) await insertUsers(q, lo, Math.min(USERS, lo + BATCH - 1), passwordHash);
  });
  await step(`jobs (${JOBS.toLocaleString()})`, async () => {
    for (let lo = 1; lo <= JOBS; lo += BATCH) {
      await insertJobs(q, lo, Math.min(JOBS, lo + BATCH - 1));
      process.stdout.write(`\r  ${Math.min(JOBS, lo + BATCH - 1).toLocaleString()} jobs`);
    }
    process.stdout.write("\n");
  });
  await step("contracts of hired jobs", () => insertContracts(q));
  await step("rebuild secondary indexes", async () => {
    for (const def of dropped) await q(def);
  });
  await q(`analyze "Contract"`);
  await step("people's search documents", async () => {
    for (let lo = 1; lo <= USERS; lo += BATCH) {
      await q(`select refresh_user_search(array(select 'su' || lpad(i::text, 7, '0') from generate_series($1::int, $2::int) i))`, [
        lo,
        Math.min(USERS, lo + BATCH - 1),
      ]);
    }
  });
  await step("search words, names and phrases", () => rebuildWords(q));
  await q(`set session_replication_role = origin`);
  await seedAvailability(q);
  await step("vacuum analyze", async () => {
    for (const t of ["Job", "User", "ProviderProfile", "UserSearch", "SearchWord", "SearchName", "SearchPhrase", "Contract"])
      await q(`vacuum (analyze) "${t}"`);
  });
  await report(q);
  console.log(`seed:scale done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

type Q = (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const out = await fn();
  console.log(`  ${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return out;
}

async function resetScaleRows(q: Q) {
  await q(`delete from "Contract" where id like 'sc%' or "jobId" like 'sj%'`);
  for (const t of ["Proposal", "Invite", "Favorite", "Review"]) await q(`delete from "${t}" where "jobId" like 'sj%'`);
  await q(`delete from "Job" where id like 'sj%'`);
  for (const t of [
    "ProviderProfile",
    "UserSearch",
    "SearchLog",
    "Education",
    "Employment",
    "Resume",
    "Notification",
    "PasswordResetCode",
  ]) {
    await q(`delete from "${t}" where "userId" like 'su%'`);
  }
  await q(`delete from "AvailabilitySlot" where "userId" like 'su%'`);
  await q(`delete from "AvailabilityRule" where "userId" like 'su%'`);
  await q(`delete from "User" where id like 'su%'`);
}

async function ensureCategories(q: Q) {
  const n = (await q(`select count(*)::int n from "Category"`)).rows[0].n;
  if (n > 0) return;
  for (const [i, c] of CATEGORY_TREE.entries()) {
    const parent = `scat${i}`;
    await q(`insert into "Category"(id, name, icon, position) values ($1, $2, $3, $4)`, [
      parent,
      c.name,
      `/icons/categories/${c.slug}.svg`,
      i,
    ]);
    for (const [j, sub] of c.subCategories.entries()) {
      await q(`insert into "Category"(id, name, icon, "parentId", position) values ($1, $2, '', $3, $4)`, [
        `${parent}_${j}`,
        sub,
        parent,
        j,
      ]);
    }
  }
}

/** Temp tables the generator joins: roles (weighted slots), places (weighted slots), names, sentences. */
async function loadVocabulary(q: Q) {
  await q(`create or replace function pg_temp.rnd(i bigint, k int) returns float8 language sql immutable
           as $$ select (hashint8extended(i, k) & 2147483647)::float8 / 2147483648 $$`);
  await q(
    `create temp table roles (idx int primary key, top text, sub text, titles text[], skills text[], rate_min int, rate_max int, weight int)`,
  );
  const roles = buildRoles();
  for (const [i, r] of roles.entries()) {
    await q(`insert into roles values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      i,
      r.top,
      r.sub,
      r.titles,
      r.skills,
      r.rate[0],
      r.rate[1],
      r.weight,
    ]);
  }
  await q(`create temp table role_slots as select row_number() over (order by idx, s) - 1 as slot, idx as role
           from roles, generate_series(1, weight) s`);
  await q(`create index on role_slots (slot)`);

  const zips = usPlaces();
  // tz: the zone a job's schedule is entered in at that place (lib/time/place-zone, as the job form's server does)
  await q(`create temp table places (idx int primary key, zip text, city text, state text, lat float8, lng float8, weight int, tz text)`);
  for (let i = 0; i < zips.length; i += 2000) {
    const chunk = zips.slice(i, i + 2000);
    const values = chunk.map((_, k) => `(${Array.from({ length: 8 }, (_, c) => `$${k * 8 + c + 1}`).join(", ")})`);
    await q(
      `insert into places values ${values.join(",")}`,
      chunk.flatMap((z, k) => [i + k, z.zip, z.city, z.state, z.lat, z.lng, z.weight, zoneForPlaceOr(z, DEFAULT_TIME_ZONE)]),
    );
  }
  await q(`create temp table place_slots as select row_number() over (order by idx, s) - 1 as slot, idx as place
           from places, generate_series(1, weight) s`);
  await q(`create index on place_slots (slot)`);

  await q(`create temp table words (kind text, list text[])`);
  await q(
    `insert into words values ('first', $1), ('last', $2), ('company_a', $3), ('company_b', $4), ('sentence', $5),
           ('prefix', $6), ('suffix', $7), ('overview', $8)`,
    [FIRST, LAST, COMPANY_A, COMPANY_B, SENTENCES, PREFIXES, SUFFIXES, OVERVIEWS],
  );
}

async function dropIndexes(q: Q): Promise<string[]> {
  const { rows } = await q(`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relname in ('Job', 'User', 'ProviderProfile', 'UserSearch', 'Contract') and t.relnamespace = 'public'::regnamespace
      and not i.indisprimary and not i.indisunique`);
  for (const r of rows) await q(`drop index ${r.name}`);
  return rows.map((r) => r.def as string);
}

async function insertUsers(q: Q, lo: number, hi: number, passwordHash: string) {
  // Every fourth person is an employer (40% of them companies); the rest are employees with a profile.
  await q(
    `
    with g as (
      select i, 'su' || lpad(i::text, 7, '0') as id, i % 4 = 0 as is_customer,
             pg_temp.rnd(i, 11) r1, pg_temp.rnd(i, 12) r2, pg_temp.rnd(i, 13) r3, pg_temp.rnd(i, 14) r4, pg_temp.rnd(i, 15) r5
      from generate_series($1::int, $2::int) i
    ), w as (select kind, list from words)
    insert into "User" (id, type, "firstName", "lastName", company, "accountType", email, phone, "passwordHash", location,
                        city, state, country, zipcode, lat, lng, "reviewScore", "reviewCount", "createdAt", "updatedAt", "lastActiveAt")
    select g.id,
           (case when g.is_customer then 'customer' else 'provider' end)::"UserType",
           case when g.is_customer and g.r1 < 0.4 then '' else fn.list[1 + floor(g.r2 * cardinality(fn.list))::int] end,
           case when g.is_customer and g.r1 < 0.4 then '' else ln.list[1 + floor(g.r3 * cardinality(ln.list))::int] end,
           case when g.is_customer and g.r1 < 0.4
                then ca.list[1 + floor(g.r2 * cardinality(ca.list))::int] || ' ' || cb.list[1 + floor(g.r3 * cardinality(cb.list))::int]
                else '' end,
           (case when not g.is_customer then null when g.r1 < 0.4 then 'company' else 'personal' end)::"AccountType",
           'scale.user' || g.i || '@gigline.test',
           '(555) 555-01' || lpad((g.i % 100)::text, 2, '0'),
           $3,
           p.city || ', ' || p.state, p.city, p.state, 'US', p.zip,
           p.lat + (pg_temp.rnd(g.i, 16) - 0.5) * 0.04, p.lng + (pg_temp.rnd(g.i, 17) - 0.5) * 0.05,
           case when g.is_customer or g.r4 > 0.7 then 0 else round((3.2 + 1.8 * sqrt(g.r5))::numeric, 1)::float8 end,
           case when g.is_customer or g.r4 > 0.7 then 0 else floor(power(g.r5, 3) * 80)::int + 1 end,
           now() - make_interval(days => floor(g.r4 * 1100)::int),
           now() - make_interval(days => floor(g.r4 * 1100)::int),
           now() - make_interval(days => floor(g.r5 * 60)::int)
    from g
    join place_slots ps on ps.slot = floor(pg_temp.rnd(g.i, 18) * (select count(*) from place_slots))::bigint
    join places p on p.idx = ps.place
    cross join (select list from w where kind = 'first') fn
    cross join (select list from w where kind = 'last') ln
    cross join (select list from w where kind = 'company_a') ca
    cross join (select list from w where kind = 'company_b') cb`,
    [lo, hi, passwordHash],
  );
  await q(
    `
    with g as (
      select i, 'su' || lpad(i::text, 7, '0') as id, pg_temp.rnd(i, 21) r1, pg_temp.rnd(i, 22) r2, pg_temp.rnd(i, 23) r3,
             floor(pg_temp.rnd(i, 24) * 100)::int o
      from generate_series($1::int, $2::int) i where i % 4 <> 0
    )
    insert into "ProviderProfile" ("userId", title, overview, skills, "hourlyRate", categories, "updatedAt")
    select g.id,
           case when g.r1 < 0.3 then 'Experienced ' else '' end || r.titles[1 + g.o % cardinality(r.titles)],
           format(ov.list[1 + g.o % cardinality(ov.list)], lower(r.titles[1 + g.o % cardinality(r.titles)]),
                  r.skills[1 + g.o % cardinality(r.skills)], r.skills[1 + (g.o + 1) % cardinality(r.skills)], 2 + g.o % 12),
           array[r.skills[1 + g.o % cardinality(r.skills)], r.skills[1 + (g.o + 1) % cardinality(r.skills)],
                 r.skills[1 + (g.o + 2) % cardinality(r.skills)], r.skills[1 + (g.o + 3) % cardinality(r.skills)]],
           (round((r.rate_min + g.r2 * (r.rate_max - r.rate_min)) * 2) * 50)::int,
           array[r.top, r.sub],
           now()
    from g
    join role_slots rs on rs.slot = floor(g.r3 * (select count(*) from role_slots))::bigint
    join roles r on r.idx = rs.role
    cross join (select list from words where kind = 'overview') ov`,
    [lo, hi],
  );
}

async function insertJobs(q: Q, lo: number, hi: number) {
  const customers = Math.floor(USERS / 4);
  await q(
    `
    with g as (
      select i, pg_temp.rnd(i, 1) r_role, pg_temp.rnd(i, 2) r_place, pg_temp.rnd(i, 3) r_creator,
             -- rows go in in time order, as a live table fills: job i is younger than job i - 1
             1 - (i - pg_temp.rnd(i, 4)) / $4::float8 as r_age,
             pg_temp.rnd(i, 5) r_status, pg_temp.rnd(i, 6) r_pay, pg_temp.rnd(i, 7) r_price, pg_temp.rnd(i, 8) r_dur,
             pg_temp.rnd(i, 9) r_type, floor(pg_temp.rnd(i, 10) * 1000)::int o, pg_temp.rnd(i, 31) r_title
      from generate_series($1::int, $2::int) i
    ), t as (
      select g.*, r.*, p.zip, p.city, p.state, p.lat plat, p.lng plng, p.tz,
             730 * g.r_age * g.r_age as age_days,
             r.titles[1 + g.o % cardinality(r.titles)] as base_title
      from g
      join role_slots rs on rs.slot = floor(g.r_role * (select count(*) from role_slots))::bigint
      join roles r on r.idx = rs.role
      join place_slots ps on ps.slot = floor(g.r_place * (select count(*) from place_slots))::bigint
      join places p on p.idx = ps.place
    ), s as (
      select t.*,
             case
               when age_days < 30 then case when r_status < 0.85 then 0 when r_status < 0.92 then 1 when r_status < 0.95 then 2 else 3 end
               when age_days < 180 then case when r_status < 0.50 then 0 when r_status < 0.60 then 1 when r_status < 0.90 then 2 else 3 end
               else case when r_status < 0.15 then 0 when r_status < 0.20 then 1 when r_status < 0.85 then 2 else 3 end
             end as status,
             r_pay < 0.75 as hourly,
             now() - make_interval(secs => age_days * 86400) as created
      from t
    ), d as (
      -- a one-time job's shift, in the place's zone: an open one on one of the next 30 days, any other a few
      -- days after it was posted; starting 6:00 AM to 6:00 PM on the hour or half hour, 4 to 10 hours long
      select s.*,
             case when s.r_type < 0.6 then
               ((case when s.status = 0 then current_date + 1 + floor(pg_temp.rnd(s.i, 61) * 30)::int
                      else (s.created at time zone s.tz)::date + 1 + floor(pg_temp.rnd(s.i, 61) * 7)::int end)::timestamp
                 + make_interval(mins => 360 + 30 * floor(pg_temp.rnd(s.i, 62) * 25)::int)) at time zone s.tz
             end as shift_start,
             make_interval(hours => 4 + floor(pg_temp.rnd(s.i, 63) * 7)::int) as shift_len
      from s
    )
    insert into "Job" (id, "creatorId", title, description, status, "payType", price, "initialPrice", duration, type, skills,
                       categories, location, city, state, country, zipcode, lat, lng, "createdAt", "updatedAt",
                       "completedAt", "canceledAt", "closedAt", "shiftStart", "shiftEnd", timezone)
    select 'sj' || lpad(s.i::text, 7, '0'),
           'su' || lpad((4 * (1 + floor(s.r_creator * $3::int)::int))::text, 7, '0'),
           pre.list[1 + s.o % cardinality(pre.list)] || s.base_title || suf.list[1 + (s.o / 7) % cardinality(suf.list)],
           -- three different sentences: offsets s1, s1 + 1..7, and 2..14 after s1 (never s1 again)
           format(sen.list[1 + s.o % 16], lower(s.base_title), s.skills[1 + s.o % cardinality(s.skills)], s.city)
             || ' ' || format(sen.list[1 + (s.o + 1 + (s.o / 16) % 7) % 16], lower(s.base_title), s.skills[1 + (s.o + 1) % cardinality(s.skills)], s.city)
             || ' ' || format(sen.list[1 + (s.o + 2 + (s.o / 16) % 7 + (s.o / 112) % 7) % 16], lower(s.base_title), s.skills[1 + (s.o + 2) % cardinality(s.skills)], s.city),
           s.status,
           (case when s.hourly then 'Hourly' else 'Fixed' end)::"PayType",
           s.price, s.price,
           s.duration,
           case when s.r_type < 0.6 then 'One-time job' when s.r_type < 0.85 then 'Ongoing job' else 'I am not sure' end,
           array[s.skills[1 + s.o % cardinality(s.skills)], s.skills[1 + (s.o + 1) % cardinality(s.skills)], s.skills[1 + (s.o + 2) % cardinality(s.skills)]],
           array[s.top, s.sub],
           s.city || ', ' || s.state, s.city, s.state, 'US', s.zip,
           s.plat + (pg_temp.rnd(s.i, 41) - 0.5) * 0.04, s.plng + (pg_temp.rnd(s.i, 42) - 0.5) * 0.05,
           s.created, s.created,
           case when s.status = 2 then s.created + interval '5 days' end,
           case when s.status = 3 then s.created + interval '2 days' end,
           case when s.status >= 2 then s.created + interval '3 days' end,
           s.shift_start, s.shift_start + s.shift_len, case when s.shift_start is not null then s.tz else '' end
    from (
      select s.*,
             case when s.hourly then (round((s.rate_min + s.r_price * (s.rate_max - s.rate_min)) * 2) * 50)::int
                  else (round((s.rate_min + s.r_price * (s.rate_max - s.rate_min)) * (4 + floor(s.r_dur * 36))) * 100)::int end as price,
             case when s.hourly then 4 + floor(s.r_dur * 36)::int else 1 + floor(s.r_dur * 14)::int end as duration
      from d s
    ) s
    cross join (select list from words where kind = 'prefix') pre
    cross join (select list from words where kind = 'suffix') suf
    cross join (select list from words where kind = 'sentence') sen`,
    [lo, hi, customers, JOBS],
  );
}

async function insertContracts(q: Q) {
  // Hired jobs (progressing and completed) get their contract with a provider (users not divisible by 4).
  await q(`
    insert into "Contract" (id, "jobId", "userId", price, duration, "createdAt", "completedAt")
    select 'sc' || substr(j.id, 3), j.id,
           'su' || lpad((case when n % 4 = 0 then n - 1 else n end)::text, 7, '0'),
           greatest(j.price, 1), j.duration, j."createdAt" + interval '1 day', j."completedAt"
    from (select j.*, 1 + floor(pg_temp.rnd(substr(j.id, 3)::bigint, 51) * ${USERS})::int as n
          from "Job" j where j.id like 'sj%' and j.status in (1, 2)) j`);
}

async function rebuildWords(q: Q) {
  await q(`truncate "SearchWord"`);
  await q(`
    insert into "SearchWord" (word, ndoc)
    select w, sum(n)::int from (
      select unnest(search_words_of(title, skills, categories)) as w, n
      from (select title, skills, categories, count(*) n from "Job" group by 1, 2, 3) j
      union all
      select unnest(search_words_of(title, skills, categories)), n
      from (select title, skills, categories, count(*) n from "ProviderProfile" group by 1, 2, 3) p
    ) x group by w`);
  await q(`truncate "SearchName"`);
  await q(`
    insert into "SearchName" (type, token, ndoc)
    select type, t, count(*)::int from (select type, unnest(tsvector_to_array("nameVector")) as t from "UserSearch") x group by 1, 2`);
  await q(`truncate "SearchPhrase"`);
  await q(`
    insert into "SearchPhrase" (kind, norm, text, "openJobs")
    select case when left(e, 2) = 'T:' then 'title' else 'skill' end, lower(substr(e, 3)), min(substr(e, 3)), count(*)::int
    from (select unnest(search_phrases_of(status, title, skills)) as e from "Job" where status = 0) x
    group by 1, 2`);
}

async function report(q: Q) {
  const { rows } = await q(`select status, count(*)::int n from "Job" group by status order by status`);
  console.log("  jobs by status:", rows.map((r) => `${r.status}: ${r.n.toLocaleString()}`).join(", "));
  const open = rows.find((r) => r.status === 0)?.n ?? 0;
  for (const word of ["warehouse", "bartender", "sommelier"]) {
    const n = (await q(`select count(*)::int n from "Job" where status = 0 and "searchVector" @@ plainto_tsquery('english', $1)`, [word]))
      .rows[0].n;
    console.log(`  open jobs matching "${word}": ${n.toLocaleString()} (${((100 * n) / Math.max(open, 1)).toFixed(2)}%)`);
  }
  const size = (await q(`select pg_size_pretty(pg_total_relation_size('"Job"')) s`)).rows[0].s;
  console.log(`  Job table with indexes: ${size}`);
}

// ---------------------------------------------------------------------------------------------------
// Vocabulary

type Role = { top: string; sub: string; titles: string[]; skills: string[]; rate: [number, number]; weight: number };

/** Share of jobs per top category (per 10,000); sub-categories split it evenly. */
const CATEGORY_WEIGHT: Record<string, number> = {
  Hospitality: 1500,
  "Food Service & Kitchen": 1400,
  "Warehouse & Logistics": 1500,
  "Construction & Trades": 1000,
  "Cleaning & Facilities": 900,
  Retail: 900,
  "Administrative & Office": 700,
  "Healthcare Support": 600,
  "Delivery & Driving": 700,
  "Events & Promotions": 400,
  "IT & Tech Support": 200,
  "Landscaping & Outdoor": 200,
};

/** sub-category → title variants, skills, hourly rate range in dollars */
const ROLE_DETAILS: Record<string, { titles: string[]; skills: string[]; rate: [number, number] }> = {
  Bartender: {
    titles: ["Bartender", "Event Bartender", "Cocktail Bartender", "Banquet Bartender"],
    skills: ["Mixology", "Cash Handling", "TABC Certified", "Customer Service", "Craft Cocktails", "Wine Knowledge"],
    rate: [15, 35],
  },
  Server: {
    titles: ["Server", "Banquet Server", "Restaurant Server", "Catering Server"],
    skills: ["Table Service", "POS Systems", "Food Safety", "Customer Service", "Upselling"],
    rate: [12, 25],
  },
  Barback: {
    titles: ["Barback", "Bar Assistant"],
    skills: ["Stocking", "Glass Washing", "Ice Runs", "Keg Changes", "Teamwork"],
    rate: [12, 20],
  },
  Host: {
    titles: ["Host", "Restaurant Host", "Hostess"],
    skills: ["Reservations", "Guest Relations", "OpenTable", "Phone Etiquette", "Seating Charts"],
    rate: [12, 20],
  },
  "Banquet Server": {
    titles: ["Banquet Server", "Wedding Server", "Gala Server"],
    skills: ["Plated Service", "Buffet Setup", "Food Safety", "Tray Service", "Teamwork"],
    rate: [14, 28],
  },
  "Hotel Front Desk": {
    titles: ["Hotel Front Desk Agent", "Night Auditor", "Concierge"],
    skills: ["Opera PMS", "Check-In", "Guest Relations", "Cash Handling", "Reservations"],
    rate: [14, 24],
  },
  "Line Cook": {
    titles: ["Line Cook", "Grill Cook", "Fry Cook", "Short Order Cook"],
    skills: ["Grill", "Saute", "Food Safety", "Knife Skills", "Ticket Times"],
    rate: [15, 26],
  },
  "Prep Cook": {
    titles: ["Prep Cook", "Kitchen Prep Assistant"],
    skills: ["Knife Skills", "Food Safety", "Portioning", "Inventory", "Sanitation"],
    rate: [13, 20],
  },
  Dishwasher: {
    titles: ["Dishwasher", "Kitchen Porter", "Steward"],
    skills: ["Dish Machine", "Sanitation", "Pot Washing", "Teamwork", "Fast Paced"],
    rate: [12, 18],
  },
  Barista: {
    titles: ["Barista", "Coffee Barista", "Espresso Barista"],
    skills: ["Espresso", "Latte Art", "Cash Handling", "Customer Service", "Pour Over"],
    rate: [12, 20],
  },
  "Catering Assistant": {
    titles: ["Catering Assistant", "Catering Staff", "Catering Driver"],
    skills: ["Buffet Setup", "Food Safety", "Event Setup", "Customer Service", "Driving"],
    rate: [14, 24],
  },
  "Sous Chef": {
    titles: ["Sous Chef", "Kitchen Lead", "Chef de Partie"],
    skills: ["Menu Planning", "Food Safety", "Kitchen Management", "Ordering", "Plating"],
    rate: [20, 38],
  },
  "Picker & Packer": {
    titles: ["Warehouse Picker", "Warehouse Packer", "Order Picker", "Warehouse Associate"],
    skills: ["RF Scanner", "Order Picking", "Packing", "Pallet Jack", "Inventory"],
    rate: [14, 22],
  },
  "Forklift Operator": {
    titles: ["Forklift Operator", "Warehouse Forklift Driver", "Reach Truck Operator"],
    skills: ["Forklift Certified", "Reach Truck", "Pallet Jack", "Loading Dock", "Safety"],
    rate: [17, 28],
  },
  "Loader & Unloader": {
    titles: ["Warehouse Loader", "Truck Unloader", "Dock Worker"],
    skills: ["Heavy Lifting", "Loading Dock", "Pallet Jack", "Teamwork", "Safety"],
    rate: [14, 22],
  },
  "Inventory Associate": {
    titles: ["Inventory Associate", "Warehouse Inventory Clerk", "Cycle Counter"],
    skills: ["Cycle Counting", "RF Scanner", "Inventory", "Excel", "Attention to Detail"],
    rate: [15, 24],
  },
  "Shipping & Receiving": {
    titles: ["Shipping Clerk", "Receiving Associate", "Warehouse Shipping Associate"],
    skills: ["Shipping", "Receiving", "Bills of Lading", "RF Scanner", "Inventory"],
    rate: [15, 24],
  },
  "General Labor": {
    titles: ["General Laborer", "Construction Laborer", "Site Cleanup Crew"],
    skills: ["Heavy Lifting", "Power Tools", "Site Cleanup", "Safety", "Demolition"],
    rate: [15, 25],
  },
  Carpenter: {
    titles: ["Carpenter", "Finish Carpenter", "Framing Carpenter"],
    skills: ["Framing", "Trim Work", "Power Tools", "Blueprint Reading", "Cabinetry"],
    rate: [22, 45],
  },
  "Electrician Helper": {
    titles: ["Electrician Helper", "Electrical Apprentice"],
    skills: ["Wiring", "Conduit", "Power Tools", "Safety", "Blueprint Reading"],
    rate: [17, 28],
  },
  Painter: {
    titles: ["Painter", "House Painter", "Commercial Painter"],
    skills: ["Interior Painting", "Exterior Painting", "Drywall Patching", "Spraying", "Prep Work"],
    rate: [17, 32],
  },
  "Plumber Helper": {
    titles: ["Plumber Helper", "Plumbing Apprentice"],
    skills: ["Pipe Fitting", "PEX", "Soldering", "Power Tools", "Drain Cleaning"],
    rate: [17, 28],
  },
  "Drywall Installer": {
    titles: ["Drywall Installer", "Drywall Finisher", "Taper"],
    skills: ["Hanging Drywall", "Taping", "Mudding", "Sanding", "Framing"],
    rate: [18, 32],
  },
  "HVAC Technician": {
    titles: ["HVAC Technician", "HVAC Helper", "AC Technician"],
    skills: ["HVAC", "EPA Certified", "Refrigeration", "Ductwork", "Troubleshooting"],
    rate: [22, 42],
  },
  Janitor: {
    titles: ["Janitor", "Custodian", "Night Janitor"],
    skills: ["Floor Care", "Sanitation", "Trash Removal", "Restroom Cleaning", "Buffing"],
    rate: [13, 20],
  },
  Housekeeper: {
    titles: ["Housekeeper", "Hotel Housekeeper", "House Cleaner"],
    skills: ["Deep Cleaning", "Laundry", "Room Turnover", "Attention to Detail", "Sanitation"],
    rate: [13, 24],
  },
  "Commercial Cleaner": {
    titles: ["Commercial Cleaner", "Office Cleaner", "Post-Construction Cleaner"],
    skills: ["Floor Care", "Deep Cleaning", "Sanitation", "Window Cleaning", "Carpet Cleaning"],
    rate: [14, 24],
  },
  "Window Washer": {
    titles: ["Window Washer", "Window Cleaner"],
    skills: ["Window Cleaning", "Ladder Safety", "Squeegee", "Pressure Washing", "Harness"],
    rate: [16, 28],
  },
  "Maintenance Technician": {
    titles: ["Maintenance Technician", "Building Maintenance Tech", "Handyman"],
    skills: ["Repairs", "Plumbing", "Electrical", "Painting", "Work Orders"],
    rate: [18, 32],
  },
  "Sales Associate": {
    titles: ["Sales Associate", "Retail Associate", "Store Associate"],
    skills: ["Customer Service", "POS Systems", "Upselling", "Merchandising", "Cash Handling"],
    rate: [13, 20],
  },
  Cashier: {
    titles: ["Cashier", "Retail Cashier", "Checkout Clerk"],
    skills: ["Cash Handling", "POS Systems", "Customer Service", "Returns", "Accuracy"],
    rate: [12, 18],
  },
  Stocker: {
    titles: ["Stocker", "Overnight Stocker", "Shelf Stocker"],
    skills: ["Stocking", "Inventory", "Pallet Jack", "Planograms", "Teamwork"],
    rate: [13, 20],
  },
  Merchandiser: {
    titles: ["Merchandiser", "Retail Merchandiser", "Field Merchandiser"],
    skills: ["Planograms", "Merchandising", "Inventory", "Reporting", "Driving"],
    rate: [14, 22],
  },
  "Visual Display": {
    titles: ["Visual Merchandiser", "Window Display Designer"],
    skills: ["Visual Merchandising", "Design", "Signage", "Merchandising", "Creativity"],
    rate: [16, 30],
  },
  Receptionist: {
    titles: ["Receptionist", "Front Desk Receptionist", "Office Receptionist"],
    skills: ["Phone Etiquette", "Scheduling", "Microsoft Office", "Customer Service", "Greeting Guests"],
    rate: [14, 22],
  },
  "Data Entry": {
    titles: ["Data Entry Clerk", "Data Entry Specialist"],
    skills: ["Typing", "Excel", "Accuracy", "Microsoft Office", "Databases"],
    rate: [14, 22],
  },
  "Office Assistant": {
    titles: ["Office Assistant", "Administrative Assistant", "Office Clerk"],
    skills: ["Microsoft Office", "Filing", "Scheduling", "Phone Etiquette", "Organization"],
    rate: [15, 24],
  },
  Bookkeeper: {
    titles: ["Bookkeeper", "Accounts Payable Clerk"],
    skills: ["QuickBooks", "Accounts Payable", "Reconciliation", "Excel", "Invoicing"],
    rate: [20, 38],
  },
  "Customer Service Rep": {
    titles: ["Customer Service Representative", "Call Center Agent", "Support Specialist"],
    skills: ["Customer Service", "Phone Etiquette", "CRM", "Problem Solving", "Typing"],
    rate: [14, 22],
  },
  Caregiver: {
    titles: ["Caregiver", "Home Caregiver", "Personal Care Aide"],
    skills: ["Personal Care", "CPR Certified", "Meal Prep", "Medication Reminders", "Compassion"],
    rate: [14, 24],
  },
  "Companion Care": {
    titles: ["Companion", "Senior Companion", "Companion Caregiver"],
    skills: ["Companionship", "Meal Prep", "Errands", "Light Housekeeping", "Driving"],
    rate: [13, 22],
  },
  "Medical Assistant": {
    titles: ["Medical Assistant", "Clinical Medical Assistant"],
    skills: ["Vitals", "Phlebotomy", "EHR", "Patient Intake", "CPR Certified"],
    rate: [17, 26],
  },
  "Medical Receptionist": {
    titles: ["Medical Receptionist", "Patient Coordinator"],
    skills: ["Scheduling", "EHR", "Insurance Verification", "Phone Etiquette", "HIPAA"],
    rate: [15, 23],
  },
  "Pharmacy Technician": {
    titles: ["Pharmacy Technician", "Pharmacy Tech"],
    skills: ["Prescriptions", "Inventory", "Insurance Billing", "Customer Service", "Accuracy"],
    rate: [16, 25],
  },
  "Delivery Driver": {
    titles: ["Delivery Driver", "Package Delivery Driver", "Route Driver"],
    skills: ["Clean Driving Record", "Route Planning", "Customer Service", "Heavy Lifting", "GPS"],
    rate: [16, 26],
  },
  "CDL Driver": {
    titles: ["CDL Driver", "Class A Truck Driver", "Box Truck Driver"],
    skills: ["CDL Class A", "Pre-Trip Inspection", "Logbooks", "Safety", "Route Planning"],
    rate: [22, 38],
  },
  Courier: {
    titles: ["Courier", "Bike Courier", "Medical Courier"],
    skills: ["Route Planning", "Time Management", "Driving", "Customer Service", "GPS"],
    rate: [15, 24],
  },
  Mover: {
    titles: ["Mover", "Moving Helper", "Furniture Mover"],
    skills: ["Heavy Lifting", "Packing", "Furniture Assembly", "Truck Loading", "Teamwork"],
    rate: [15, 26],
  },
  Valet: {
    titles: ["Valet Attendant", "Valet Parking Driver"],
    skills: ["Manual Transmission", "Customer Service", "Clean Driving Record", "Key Control", "Running"],
    rate: [12, 20],
  },
  "Event Staff": {
    titles: ["Event Staff", "Event Crew Member", "Festival Staff"],
    skills: ["Crowd Control", "Customer Service", "Event Setup", "Teamwork", "Ticketing"],
    rate: [14, 24],
  },
  "Brand Ambassador": {
    titles: ["Brand Ambassador", "Promotional Model", "Product Demonstrator"],
    skills: ["Public Speaking", "Sampling", "Sales", "Social Media", "Customer Service"],
    rate: [18, 35],
  },
  Usher: {
    titles: ["Usher", "Stadium Usher", "Theater Usher"],
    skills: ["Guest Relations", "Crowd Control", "Ticketing", "Customer Service", "Seating Charts"],
    rate: [12, 18],
  },
  "Ticket Scanner": {
    titles: ["Ticket Scanner", "Box Office Attendant"],
    skills: ["Ticketing", "Cash Handling", "Customer Service", "Scanners", "Crowd Control"],
    rate: [12, 18],
  },
  "Setup & Teardown Crew": {
    titles: ["Setup Crew", "Teardown Crew", "Stagehand"],
    skills: ["Event Setup", "Heavy Lifting", "Rigging", "Power Tools", "Teamwork"],
    rate: [15, 28],
  },
  "Help Desk": {
    titles: ["Help Desk Technician", "IT Support Specialist"],
    skills: ["Windows", "Active Directory", "Ticketing Systems", "Troubleshooting", "Customer Service"],
    rate: [18, 32],
  },
  "Desktop Support": {
    titles: ["Desktop Support Technician", "Field IT Technician"],
    skills: ["Imaging", "Windows", "Hardware Repair", "Troubleshooting", "Networking"],
    rate: [20, 35],
  },
  "Network Cabling": {
    titles: ["Network Cabling Technician", "Low Voltage Technician"],
    skills: ["Cat6", "Fiber Optics", "Cable Management", "Termination", "Ladder Safety"],
    rate: [20, 35],
  },
  "POS Setup": {
    titles: ["POS Installer", "POS Setup Technician"],
    skills: ["POS Systems", "Networking", "Hardware Setup", "Troubleshooting", "Training"],
    rate: [20, 35],
  },
  "Web Developer": {
    titles: ["Web Developer", "Frontend Developer", "WordPress Developer"],
    skills: ["JavaScript", "React", "WordPress", "CSS", "SEO"],
    rate: [30, 80],
  },
  Landscaper: {
    titles: ["Landscaper", "Landscape Laborer", "Gardener"],
    skills: ["Planting", "Irrigation", "Mulching", "Hardscaping", "Power Equipment"],
    rate: [15, 26],
  },
  "Lawn Care": {
    titles: ["Lawn Care Technician", "Lawn Mower", "Yard Worker"],
    skills: ["Mowing", "Edging", "Trimming", "Leaf Removal", "Power Equipment"],
    rate: [14, 22],
  },
  "Snow Removal": {
    titles: ["Snow Removal Crew", "Snow Plow Driver", "Snow Shoveler"],
    skills: ["Snow Plowing", "Shoveling", "Salting", "Driving", "Early Mornings"],
    rate: [16, 30],
  },
  "Tree Trimming Helper": {
    titles: ["Tree Trimming Helper", "Groundsman", "Arborist Helper"],
    skills: ["Chainsaw", "Chipper", "Rigging", "Climbing", "Safety"],
    rate: [16, 28],
  },
};

/** Rare roles (a few in ten thousand) for the benchmark's rare keyword. */
const RARE_ROLES: Role[] = [
  {
    top: "Hospitality",
    sub: "Bartender",
    titles: ["Sommelier", "Wine Sommelier"],
    skills: ["Wine Pairing", "Sommelier Certified", "Cellar Management", "Customer Service", "Tasting Notes"],
    rate: [25, 55],
    weight: 4,
  },
  {
    top: "Events & Promotions",
    sub: "Event Staff",
    titles: ["Stilt Walker", "Fire Performer"],
    skills: ["Stilt Walking", "Performance", "Costume", "Crowd Interaction", "Safety"],
    rate: [30, 70],
    weight: 2,
  },
  {
    top: "Construction & Trades",
    sub: "Carpenter",
    titles: ["Timber Framer", "Luthier Assistant"],
    skills: ["Timber Framing", "Joinery", "Hand Tools", "Woodworking", "Finishing"],
    rate: [25, 45],
    weight: 3,
  },
];

function buildRoles(): Role[] {
  const roles: Role[] = [];
  for (const c of CATEGORY_TREE) {
    const share = Math.max(1, Math.round((CATEGORY_WEIGHT[c.name] ?? 300) / c.subCategories.length));
    for (const sub of c.subCategories) {
      const d = ROLE_DETAILS[sub] ?? {
        titles: [sub],
        skills: [sub, "Customer Service", "Teamwork", "Reliability", "Safety"],
        rate: [14, 25] as [number, number],
      };
      roles.push({ top: c.name, sub, titles: d.titles, skills: d.skills, rate: d.rate, weight: share });
    }
  }
  return [...roles, ...RARE_ROLES];
}

/** US ZIP codes of the 50 states, DC and Puerto Rico; weight = (ZIPs of its city)^0.5 so that a city's
 *  share grows with its size (number of ZIPs)^1.5: metros get most of the work, small towns still some. */
function usPlaces() {
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes/lib/codes.js") as {
    codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }>;
  };
  const skip = new Set(["AA", "AE", "AP", "AS", "GU", "PW", "FM", "MP", "MH", "VI"]);
  const zips = Object.values(codes).filter((z) => z.country === "US" && !skip.has(z.state) && z.latitude && z.longitude);
  const perCity = new Map<string, number>();
  for (const z of zips) perCity.set(`${z.city}|${z.state}`, (perCity.get(`${z.city}|${z.state}`) ?? 0) + 1);
  return zips
    .sort((a, b) => a.zip.localeCompare(b.zip))
    .map((z) => ({
      zip: z.zip,
      city: titleCase(z.city),
      state: z.state,
      lat: z.latitude,
      lng: z.longitude,
      weight: Math.max(1, Math.round(2 * Math.sqrt(perCity.get(`${z.city}|${z.state}`)!))),
    }));
}

function titleCase(s: string) {
  return s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

const FIRST = [
  "James",
  "Maria",
  "Robert",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Patricia",
  "William",
  "Elizabeth",
  "Jose",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Thomas",
  "Sarah",
  "Carlos",
  "Karen",
  "Daniel",
  "Nancy",
  "Matthew",
  "Lisa",
  "Anthony",
  "Betty",
  "Mark",
  "Sandra",
  "Luis",
  "Ashley",
  "Steven",
  "Kimberly",
  "Andrew",
  "Emily",
  "Kevin",
  "Donna",
  "Brian",
  "Michelle",
  "Juan",
  "Carol",
  "Jordan",
  "Amanda",
  "Tyrone",
  "Melissa",
  "Wei",
  "Deborah",
  "Ahmed",
  "Stephanie",
  "Dmitri",
  "Rebecca",
  "Keisha",
  "Laura",
  "Hiroshi",
  "Sharon",
  "Omar",
  "Cynthia",
  "Priya",
  "Kathleen",
  "Andre",
  "Amy",
  "Mateo",
  "Angela",
  "Jamal",
  "Shirley",
  "Ravi",
  "Brenda",
  "Tomas",
  "Emma",
  "Malik",
  "Olivia",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Nguyen",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
  "Hall",
  "Rivera",
  "Campbell",
  "Mitchell",
  "Carter",
  "Roberts",
  "Patel",
  "Kim",
  "Chen",
  "Okafor",
  "Kowalski",
  "Novak",
  "Haddad",
  "Tanaka",
  "Brooks",
  "Reyes",
];
const COMPANY_A = [
  "Lone Star",
  "Blue Ridge",
  "Golden Gate",
  "Harbor",
  "Summit",
  "Prairie",
  "Evergreen",
  "Red Rock",
  "Bayou",
  "Great Lakes",
  "Keystone",
  "Sunbelt",
  "Magnolia",
  "Cascade",
  "Ironwood",
  "Liberty",
  "Pioneer",
  "Silver State",
  "Capitol",
  "Riverbend",
];
const COMPANY_B = [
  "Events Co.",
  "Logistics",
  "Hospitality Group",
  "Catering",
  "Staffing",
  "Builders",
  "Facility Services",
  "Retail Group",
  "Health Partners",
  "Movers",
  "Tech Services",
  "Landscaping",
  "Warehousing",
  "Kitchen Collective",
  "Property Management",
];
const PREFIXES = ["", "", "", "", "", "Weekend ", "Night Shift ", "Part-Time ", "Experienced ", "Temporary ", "Urgent: ", "Full-Day "];
const SUFFIXES = ["", "", "", "", " Needed", " (Same Day Pay)", " - Immediate Start", " for Busy Season", " Wanted"];
// %1$s role (lower case), %2$s a skill, %3$s the city; exactly 16 (the generator picks by offset mod 16)
const SENTENCES = [
  "We are looking for a reliable %1$s to join our team in %3$s.",
  "Experience with %2$s is a plus.",
  "Shifts are flexible and pay is weekly.",
  "You will work alongside a friendly crew and report to the site supervisor.",
  "Must be punctual, professional and able to stand for long periods.",
  "Great opportunity for someone with a background in %2$s.",
  "Parking is available on site in %3$s.",
  "Please bring comfortable closed-toe shoes.",
  "Training is provided on the first day.",
  "A background check may be required for this %1$s position.",
  "Our busy season starts soon and we need an extra %1$s.",
  "Knowledge of %2$s will help you hit the ground running.",
  "Uniform and meals are provided during the shift.",
  "The job is a short drive from downtown %3$s.",
  "Bilingual candidates are encouraged to apply.",
  "Repeat work is available for the right %1$s.",
];
// %1$s title (lower case), %2$s and %3$s skills, %4$s years
const OVERVIEWS = [
  "Dependable %1$s with %4$s years of experience. Strong in %2$s and %3$s.",
  "I have worked as a %1$s for %4$s years and enjoy busy, fast paced shifts. Skilled in %2$s.",
  "Hard-working %1$s available for weekend and evening work. Comfortable with %2$s and %3$s.",
  "Friendly and punctual %1$s. %4$s years on the job, references available. Good at %3$s.",
];

function parseArgs(argv: string[]) {
  const out: { jobs?: number; users?: number; reset?: boolean; availabilityOnly?: boolean; horizonDays?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--reset") out.reset = true;
    else if (a === "--availability-only") out.availabilityOnly = true;
    else if (a === "--horizon-days") {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 366) throw new Error("--horizon-days needs a whole number from 1 to 366");
      out.horizonDays = n;
    } else if (a === "--jobs" || a === "--users") {
      const n = Number(String(argv[++i]).replace(/_/g, ""));
      if (!Number.isInteger(n) || n < 1) throw new Error(`${a} needs a positive whole number`);
      out[a === "--jobs" ? "jobs" : "users"] = n;
    } else throw new Error(`unknown option ${a} (use --jobs N, --users N, --reset, --availability-only, --horizon-days N)`);
  }
  if ((out.users ?? 200_000) < 4) throw new Error("--users must be at least 4");
  return out;
}

// ── Availability: weekly rules and some one-off dates for every scale employee, in the employee's
// time zone (by state / longitude), then materialised into UTC slots for the horizon exactly as the app does
// (availability_slots), week by week. --availability-only (re)does just this phase on a seeded database.
async function seedAvailability(q: Q) {
  // --horizon-days N (default AVAILABILITY_HORIZON_DAYS or 56): fewer days, fewer slots, faster index builds
  const horizonDays = args.horizonDays ?? Number(process.env.AVAILABILITY_HORIZON_DAYS || 56);
  await step("availability rules", async () => {
    await q(`delete from "AvailabilitySlot" where "userId" like 'su%'`);
    await q(`delete from "AvailabilityRule" where "userId" like 'su%'`);
    await q(`create or replace function pg_temp.rnd(i bigint, k int) returns float8 language sql immutable
             as $$ select (hashint8extended(i, k) & 2147483647)::float8 / 2147483648 $$`);
    // pattern by hash: 40% Mon–Fri 9–5, 15% early Mon–Fri 7–3 plus Sat 10–2, 15% evenings Tue–Sat 5–11 PM,
    // 10% weekends 8–8, 8% split Mon–Fri 8–12 and 1–6; 12% have no weekly hours
    await q(`
      with p as (
        select u.id, substr(u.id, 3)::bigint i, u.state, u.lng from "User" u where u.id like 'su%' and u.type = 'provider'
      ), z as (
        select id, i, pg_temp.rnd(i, 31) r,
               case when state = 'HI' then 'Pacific/Honolulu' when state = 'AK' then 'America/Anchorage'
                    when state = 'AZ' then 'America/Phoenix' when state = 'PR' then 'America/Puerto_Rico'
                    when lng > -87 then 'America/New_York' when lng > -101 then 'America/Chicago'
                    when lng > -114.5 then 'America/Denver' else 'America/Los_Angeles' end tz
        from p
      ), pat(lo, hi, weekday, s, e) as (values
        (0.00, 0.40, 1, 540, 1020), (0.00, 0.40, 2, 540, 1020), (0.00, 0.40, 3, 540, 1020), (0.00, 0.40, 4, 540, 1020), (0.00, 0.40, 5, 540, 1020),
        (0.40, 0.55, 1, 420, 900), (0.40, 0.55, 2, 420, 900), (0.40, 0.55, 3, 420, 900), (0.40, 0.55, 4, 420, 900), (0.40, 0.55, 5, 420, 900), (0.40, 0.55, 6, 600, 840),
        (0.55, 0.70, 2, 1020, 1380), (0.55, 0.70, 3, 1020, 1380), (0.55, 0.70, 4, 1020, 1380), (0.55, 0.70, 5, 1020, 1380), (0.55, 0.70, 6, 1020, 1380),
        (0.70, 0.80, 0, 480, 1200), (0.70, 0.80, 6, 480, 1200),
        (0.80, 0.88, 1, 480, 720), (0.80, 0.88, 2, 480, 720), (0.80, 0.88, 3, 480, 720), (0.80, 0.88, 4, 480, 720), (0.80, 0.88, 5, 480, 720),
        (0.80, 0.88, 1, 780, 1080), (0.80, 0.88, 2, 780, 1080), (0.80, 0.88, 3, 780, 1080), (0.80, 0.88, 4, 780, 1080), (0.80, 0.88, 5, 780, 1080)
      )
      insert into "AvailabilityRule" (id, "userId", kind, timezone, weekday, "startMin", "endMin", "createdAt")
      select 'sa' || z.i || '-' || pat.weekday || '-' || pat.s, z.id, 'weekly', z.tz, pat.weekday, pat.s, pat.e, now()
      from z join pat on z.r >= pat.lo and z.r < pat.hi`);
    // 25% also have one or two no-repeat dates in the next four weeks (10:00 AM–4:00 PM or 6:00–10:00 PM)
    await q(`
      insert into "AvailabilityRule" (id, "userId", kind, timezone, date, "startMin", "endMin", "createdAt")
      select 'so' || substr(r."userId", 3) || '-' || k, r."userId", 'once', min(r.timezone),
             current_date + 1 + floor(pg_temp.rnd(substr(r."userId", 3)::bigint, 40 + k) * 28)::int,
             case when k = 1 then 600 else 1080 end, case when k = 1 then 960 else 1320 end, now()
      from "AvailabilityRule" r cross join generate_series(1, 2) k
      where r."userId" like 'su%' and pg_temp.rnd(substr(r."userId", 3)::bigint, 39) < 0.25 / k
      group by r."userId", k`);
  });
  await step(`availability slots (${horizonDays} days)`, async () => {
    await q(`alter table "AvailabilitySlot" drop constraint if exists "AvailabilitySlot_no_overlap"`);
    await q(`drop index if exists "AvailabilitySlot_cell_during_idx"`);
    const from = (await q(`select (current_date - 1)::text d`)).rows[0].d as string;
    for (let day = 0; day < horizonDays + 1; day += 7) {
      const n = Math.min(7, horizonDays + 1 - day);
      await q(
        `insert into "AvailabilitySlot" ("userId", "geoCell", lat, lng, "rankScore", during)
         select a."userId", s."geoCell", s.lat, s.lng, coalesce(s."rankScore", 0), a.during
         from availability_slots($1::date + $2::int, $1::date + $3::int) a
         left join "UserSearch" s on s."userId" = a."userId"
         where a."userId" like 'su%'
         order by s."geoCell", lower(a.during)`,
        [from, day, day + n],
      );
      process.stdout.write(`\r  ${day + n} of ${horizonDays + 1} days`);
    }
    process.stdout.write("\n");
    await q(
      `insert into "AvailabilityHorizon" (id, through) values (1, $1::date + $2::int)
             on conflict (id) do update set through = excluded.through`,
      [from, horizonDays + 1],
    );
  });
  await step("availability indexes", async () => {
    // the search index first: on a busy machine each GiST build of ~7.5 million ranges takes many minutes
    await q(`create index "AvailabilitySlot_cell_during_idx" on "AvailabilitySlot" using gist ("geoCell", during)`);
    await q(
      `alter table "AvailabilitySlot" add constraint "AvailabilitySlot_no_overlap" exclude using gist ("userId" with =, during with &&)`,
    );
    await q(`vacuum (analyze) "AvailabilityRule"`);
    await q(`vacuum (analyze) "AvailabilitySlot"`);
  });
  const counts = (
    await q(`select (select count(*) from "AvailabilityRule" where "userId" like 'su%')::int rules,
                                  (select count(*) from "AvailabilitySlot" where "userId" like 'su%')::int slots,
                                  (select count(distinct "userId") from "AvailabilityRule" where "userId" like 'su%')::int people`)
  ).rows[0];
  console.log(
    `  availability: ${counts.people.toLocaleString()} employees, ${counts.rules.toLocaleString()} rules, ${counts.slots.toLocaleString()} slots`,
  );
}

await main();
