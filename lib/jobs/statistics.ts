// The spec's User.statistics for many users in one query: the counts from the jobs tables, totalPaid and
// totalEarned from the ledger (the sums of the person's contract payments and earnings, as the transaction
// history's totals). jobStatisticsOf is one person's (the self and public user DTOs).
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { EMPTY_STATISTICS, type Statistics } from "@/lib/accounts/dto";
import { JOB_STATUS } from "@/lib/jobs/states";
import { env } from "@/lib/env";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { cached, invalidateCached, peek, prime } from "@/lib/settings/cache";
import { onPublicJobExpiry } from "@/lib/public-pages/expiry-hooks";

type Row = {
  id: string;
  jobs_posted: bigint;
  open_jobs: bigint;
  hires: bigint;
  jobs_hired: bigint;
  active: bigint;
  paid: bigint | null;
  earned: bigint | null;
};

/**
 * jobsPosted / openJobs: jobs the user created (every status / open). hires: contracts on the user's jobs
 * (an employer) or contracts the user was hired into (an employee). activeContracts: those still progressing.
 * jobsHired: the user's postings with at least one hire, on the posting or a seat (the hire rate counts these,
 * so a posting for six workers counts once).
 * totalPaid / totalEarned (dollars): the debits / credits of `pay` journals on the person's wallet.
 */
export async function jobStatisticsFor(
  userIds: string[],
  client: Tx | typeof db = db,
  opts: { fresh?: boolean } = {},
): Promise<Map<string, Statistics>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const seconds = env.JOB_STATS_CACHE_SECONDS;
  if (client !== db || seconds <= 0 || opts.fresh)
    return toMap(await client.$queryRaw<Row[]>(statisticsSql(Prisma.sql`u.id in (${Prisma.join(ids)})`)));
  // job lists (the homes, my jobs): the creators' statistics from the same per-creator cache as job/get_job,
  // the missing ones in one query
  const out = new Map<string, Statistics>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = peek<Statistics | undefined>(statsKey(id));
    if (hit) {
      const v = await hit;
      if (v) out.set(id, v);
    } else missing.push(id);
  }
  if (missing.length) {
    const fresh = toMap(await db.$queryRaw<Row[]>(statisticsSql(Prisma.sql`u.id in (${Prisma.join(missing)})`)));
    for (const id of missing) {
      const v = fresh.get(id);
      prime(statsKey(id), v, seconds);
      if (v) out.set(id, v);
    }
  }
  return out;
}

/**
 * The statistics of a job's creator, keyed by job id alone: runs alongside the job's own read. Outside a
 * transaction they are reused for JOB_STATS_CACHE_SECONDS (default 10; 0 in the tests) per creator, so a
 * busy job page reads them once per that time instead of on every call: invalidateJobStatistics(jobId)
 * (called by revalidatePublicJob after a status change, hire or cancellation through this process) drops
 * them at once; other changes (a new job of the same creator, another server process) show within the TTL.
 */
export async function creatorStatisticsOfJob(jobId: string, client: Tx | typeof db = db): Promise<Statistics | undefined> {
  const seconds = env.JOB_STATS_CACHE_SECONDS;
  const creatorId = client === db && seconds > 0 ? jobCreators.get(jobId) : undefined;
  if (creatorId)
    return cached(statsKey(creatorId), async () => (await jobStatisticsFor([creatorId], db, { fresh: true })).get(creatorId), seconds);
  const rows = await client.$queryRaw<Row[]>(statisticsSql(Prisma.sql`u.id = (select "creatorId" from "Job" where id = ${jobId})`));
  const stats = toMap(rows);
  const [found] = stats.keys();
  if (client === db && seconds > 0 && found) {
    noteJobCreator(jobId, found);
    prime(statsKey(found), stats.get(found), seconds);
  }
  return found ? stats.get(found) : undefined;
}

/** Remembers who created a job (it never changes), so invalidateJobStatistics(jobId) finds the creator. */
export function noteJobCreator(jobId: string, creatorId: string) {
  if (jobCreators.get(jobId) === creatorId) return;
  if (jobCreators.size >= JOB_CREATORS_MAX) jobCreators.delete(jobCreators.keys().next().value as string);
  jobCreators.set(jobId, creatorId);
}

/** Drops the cached statistics of these people (after a payment moves their totals). */
export function invalidateUserStatistics(...userIds: string[]) {
  for (const id of userIds) invalidateCached(statsKey(id));
}

/** Drops the cached statistics of a job's creator (after a status change, hire, cancellation of the job). */
export function invalidateJobStatistics(jobId: string) {
  const creatorId = jobCreators.get(jobId);
  if (creatorId) invalidateCached(statsKey(creatorId));
}
// a job's page expiring (revalidatePublicJob here, or another process's over the cache bus) drops them too
onPublicJobExpiry("creator-statistics", invalidateJobStatistics);

const JOB_CREATORS_MAX = 50_000;
const globalForStats = globalThis as unknown as { gigline_job_creators?: Map<string, string> };
const jobCreators = (globalForStats.gigline_job_creators ??= new Map());
const statsKey = (creatorId: string) => `creator-stats:${creatorId}`;

function statisticsSql(userFilter: Prisma.Sql) {
  return Prisma.sql`
    select u.id,
      (select count(*) from "Job" j where j."creatorId" = u.id and j."parentJobId" is null) as jobs_posted,
      (select count(*) from "Job" j where j."creatorId" = u.id and j.status = ${JOB_STATUS.open}) as open_jobs,
      (select count(*) from "Contract" c join "Job" j on j.id = c."jobId" where j."creatorId" = u.id or c."userId" = u.id) as hires,
      (select count(*) from "Job" j where j."creatorId" = u.id and j."parentJobId" is null
        and exists (select 1 from "Contract" c join "Job" s on s.id = c."jobId" where s.id = j.id or s."parentJobId" = j.id)) as jobs_hired,
      (select count(*) from "Contract" c join "Job" j on j.id = c."jobId"
        where (j."creatorId" = u.id or c."userId" = u.id) and j.status = ${JOB_STATUS.progressing}) as active,
      m.paid, m.earned
    from "User" u
    left join lateral (
      -- a payment from a hold (lib/money/holds) takes the hold's money and returns any rest to the payer's wallet:
      -- the payer paid the hold's line plus the wallet's lines of their own journals
      select -sum(p."amountCents") filter (where p."amountCents" < 0 or p.own) as paid,
             sum(p."amountCents") filter (where p."amountCents" > 0 and not p.own) as earned
      from (
        select e."amountCents", coalesce(lj."userId" = u.id, false) as own
        from "LedgerEntry" e join "LedgerJournal" lj on lj.id = e."journalId"
        where e."accountId" = 'wallet:' || u.id and lj.kind = 'pay'
        union all
        select e."amountCents", true from "LedgerJournal" lj join "LedgerEntry" e on e."journalId" = lj.id
        where lj."userId" = u.id and lj.kind = 'pay' and e."accountId" like 'held:%'
      ) p
    ) m on true
    where ${userFilter}`;
}

function toMap(rows: Row[]) {
  const out = new Map<string, Statistics>();
  for (const r of rows) {
    out.set(r.id, {
      ...EMPTY_STATISTICS,
      jobsPosted: Number(r.jobs_posted),
      openJobs: Number(r.open_jobs),
      hires: Number(r.hires),
      jobsHired: Number(r.jobs_hired),
      activeContracts: Number(r.active),
      totalPaid: centsToDollars(Number(r.paid ?? 0)),
      totalEarned: centsToDollars(Number(r.earned ?? 0)),
    });
  }
  return out;
}

/** One user's statistics (their profile, the user detail), always read fresh. */
export async function jobStatisticsOf(userId: string): Promise<Statistics> {
  return (await jobStatisticsFor([userId], db, { fresh: true })).get(userId) ?? { ...EMPTY_STATISTICS };
}
