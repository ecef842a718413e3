// node --import ./scripts/lib/tsx-server.mjs scripts/bench-job-read.ts [--calls 2000 --rounds 3 --only <part of a case's name>]
// CPU cost of job/get_job's reads, in process, without HTTP. The session read of every signed-in call: the
// Prisma read it was against loadSession's SQL (lib/session/sessions.ts). The job: Prisma's joined read (jobInclude, the way
// getJobDto read a job before) against the hand-written JSON statement (lib/jobs/job-json-sql.ts, what it
// reads now), each followed by toJobDto, on a fresh database with the demo data (a provider viewing an open
// job, as bench:api's get_job). 10 calls in flight at a time; the two alternate in rounds so a noisy
// machine weighs on both alike. Prints this process's CPU time (user + system, process.cpuUsage) and the
// PostgreSQL backends' CPU time (/proc, Linux with a local PostgreSQL) per call. Figures, not a test.
import fs from "node:fs";
import pg from "pg";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};

async function main() {
  const { createTestDatabase } = await import("./lib/test-db.mjs");
  const { runSeed } = await import("./lib/seed.mjs");
  const database = await createTestDatabase("benchjob");
  try {
    runSeed(database.url);
    process.env.DATABASE_URL = database.url;
    process.env.DATABASE_POOL_SIZE = "10";
    process.env.NEXTAUTH_SECRET ??= "bench-secret-not-for-production";
    process.env.JOB_STATS_CACHE_SECONDS = "10"; // as served: the route's creator statistics come from the cache
    const { db, pool } = await import("@/lib/db");
    const { jobInclude } = await import("@/lib/jobs/queries");
    const { JOB_JSON_SQL, reviveJobRow } = await import("@/lib/jobs/job-json-sql");
    const { toJobDto } = await import("@/lib/jobs/dto");
    const { loadSession, openSession, SESSION_IDLE_MS, SESSION_TOUCH_MS } = await import("@/lib/session/sessions");
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const jobId = (await admin.query(`select id from "Job" where status = 0 order by "createdAt" limit 1`)).rows[0].id as string;
    const viewerRow = (await admin.query(`select id, type from "User" where email = 'worker@gigline.test'`)).rows[0];
    const viewer = { id: viewerRow.id as string, type: viewerRow.type as "provider" };

    const session = await openSession(viewer.id, "api");
    const { signTokenFor } = await import("@/lib/session/tokens");
    const token = await signTokenFor({ sub: viewer.id, sv: 0, sid: session.id });
    const { POST: getJob } = await import("@/app/api/job/get_job/route");
    const body = JSON.stringify({ id: jobId });
    const cases: { name: string; run: () => Promise<unknown> }[] = [
      {
        // the session read as it was (Prisma): user by id with an EXISTS on the live session and a touch count
        name: "session: Prisma read (before)",
        run: async () => {
          const now = Date.now();
          return db.user.findFirst({
            where: {
              id: viewer.id,
              deletedAt: null,
              sessionVersion: 0,
              sessions: {
                some: {
                  id: session.id,
                  revokedAt: null,
                  expiresAt: { gt: new Date(now) },
                  OR: (["web", "api"] as const).map((kind) => ({ kind, lastUsedAt: { gt: new Date(now - SESSION_IDLE_MS[kind]) } })),
                },
              },
            },
            include: {
              _count: { select: { sessions: { where: { id: session.id, lastUsedAt: { lt: new Date(now - SESSION_TOUCH_MS) } } } } },
            },
          });
        },
      },
      { name: "session: loadSession's SQL (after)", run: () => loadSession({ sub: viewer.id, sid: session.id, sv: 0 }) },
      {
        name: "Prisma joined read (before)",
        run: async () =>
          toJobDto(
            (await db.job.findUnique({ where: { id: jobId }, include: jobInclude(viewer.id), relationLoadStrategy: "join" }))!,
            viewer,
          ),
      },
      {
        name: "JSON statement (after)",
        run: async () =>
          toJobDto(
            reviveJobRow((await pool().query({ name: "gigline_job_json_v2", text: JOB_JSON_SQL, values: [jobId, viewer.id] })).rows[0].job),
            viewer,
          ),
      },
      {
        // the whole call without HTTP: route wrapper (origin check, token, session, body, zod), reads, JSON
        name: "job/get_job route handler, in process (after)",
        run: async () => {
          const req = new Request("http://localhost/api/job/get_job", {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": "10.0.0.1" },
            body,
          });
          const res = await getJob(req, { params: Promise.resolve({}) });
          if (res.status !== 200) throw new Error(`get_job answered ${res.status}`);
          return res.arrayBuffer();
        },
      },
    ];
    const only = argv.includes("--only") ? argv[argv.indexOf("--only") + 1] : "";
    if (only) cases.splice(0, cases.length, ...cases.filter((c) => c.name.includes(only)));
    const calls = opt("calls", 2000);
    const rounds = opt("rounds", 3);
    for (const c of cases) await inFlight(c.run, 200); // warm-up: JIT, connections, prepared statements
    const totals = cases.map(() => ({ node: 0, db: 0, wall: 0, n: 0 }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, c] of cases.entries()) {
        const backends = (
          await admin.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
        ).rows.map((r) => Number(r.pid));
        const cpu0 = process.cpuUsage();
        const db0 = backends.map(procCpuMs);
        const t0 = performance.now();
        await inFlight(c.run, calls);
        const wall = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        const db1 = backends.map(procCpuMs);
        totals[i].node += (cpu.user + cpu.system) / 1000;
        totals[i].db += db1.reduce<number>((sum, v, k) => sum + (v !== null && db0[k] !== null ? v - (db0[k] as number) : 0), 0);
        totals[i].wall += wall;
        totals[i].n += calls;
      }
    }
    console.log(
      `\njob/get_job's reads, ${rounds} × ${calls} calls each, 10 in flight (load ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})\n`,
    );
    console.log("| read | node CPU ms/call | PostgreSQL CPU ms/call | calls/s (wall) |\n|---|---:|---:|---:|");
    for (const [i, c] of cases.entries()) {
      const t = totals[i];
      console.log(`| ${c.name} | ${(t.node / t.n).toFixed(3)} | ${(t.db / t.n).toFixed(3)} | ${Math.round((t.n / t.wall) * 1000)} |`);
    }
    await admin.end();
    await db.$disconnect();
    await pool().end();
  } finally {
    await database.drop();
  }
}

async function inFlight(run: () => Promise<unknown>, calls: number) {
  let next = 0;
  const worker = async () => {
    while (next < calls) {
      next++;
      await run();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

/** user + system CPU time of a process so far, ms (Linux /proc); null when it cannot be read. */
function procCpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
