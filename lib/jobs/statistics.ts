// The spec's User.statistics from the jobs tables, for many users in one query. lib/accounts/statistics.ts
// (statisticsFor) can delegate here once both branches meet. totalPaid and totalEarned stay 0 until the
// money issue brings payments (they sum pay and earn transactions).
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { EMPTY_STATISTICS, type Statistics } from "@/lib/accounts/dto";
import { JOB_STATUS } from "@/lib/jobs/states";

type Row = { id: string; jobs_posted: bigint; open_jobs: bigint; hires: bigint; active: bigint };

/**
 * jobsPosted / openJobs: jobs the user created (every status / open). hires: contracts on the user's jobs
 * (an employer) or contracts the user was hired into (an employee). activeContracts: those still progressing.
 */
export async function jobStatisticsFor(userIds: string[], client: Tx | typeof db = db): Promise<Map<string, Statistics>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  return toMap(await client.$queryRaw<Row[]>(statisticsSql(Prisma.sql`u.id in (${Prisma.join(ids)})`)));
}

/** The statistics of a job's creator, keyed by job id alone: runs alongside the job's own read. */
export async function creatorStatisticsOfJob(jobId: string, client: Tx | typeof db = db): Promise<Statistics | undefined> {
  const rows = await client.$queryRaw<Row[]>(statisticsSql(Prisma.sql`u.id = (select "creatorId" from "Job" where id = ${jobId})`));
  return toMap(rows).values().next().value;
}

function statisticsSql(userFilter: Prisma.Sql) {
  return Prisma.sql`
    select u.id,
      (select count(*) from "Job" j where j."creatorId" = u.id) as jobs_posted,
      (select count(*) from "Job" j where j."creatorId" = u.id and j.status = ${JOB_STATUS.open}) as open_jobs,
      (select count(*) from "Contract" c join "Job" j on j.id = c."jobId" where j."creatorId" = u.id or c."userId" = u.id) as hires,
      (select count(*) from "Contract" c join "Job" j on j.id = c."jobId"
        where (j."creatorId" = u.id or c."userId" = u.id) and j.status = ${JOB_STATUS.progressing}) as active
    from "User" u where ${userFilter}`;
}

function toMap(rows: Row[]) {
  const out = new Map<string, Statistics>();
  for (const r of rows) {
    out.set(r.id, {
      ...EMPTY_STATISTICS,
      jobsPosted: Number(r.jobs_posted),
      openJobs: Number(r.open_jobs),
      hires: Number(r.hires),
      activeContracts: Number(r.active),
    });
  }
  return out;
}

export async function jobStatisticsOf(userId: string): Promise<Statistics> {
  return (await jobStatisticsFor([userId])).get(userId) ?? { ...EMPTY_STATISTICS };
}
