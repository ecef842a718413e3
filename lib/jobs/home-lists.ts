// The signed-in home's lists as job ids, each tab in ONE statement (app/dashboard/home/page.tsx): the same
// jobs in the same order as the job/* calls behind the tabs (lib/jobs/list-my-jobs.ts for an employer's
// OPEN / ACTIVE / COMPLETED and their counts, lib/jobs/list-provider-jobs.ts for an employee's PROPOSED and
// SAVED), read over the pool in one round trip instead of four or five Prisma reads: the page's cards are
// then read at once (lib/jobs/cards.ts). tests/integration/home-lists.test.ts holds them to the calls.
import { pool } from "@/lib/db";
import { env } from "@/lib/env";
import { ENDED_JOB_STATUSES, JOB_STATUS } from "@/lib/jobs/states";
import { INVITE } from "@/lib/jobs/proposal-states";
import { MY_JOBS_LIMIT } from "@/lib/jobs/list-my-jobs";
import { blockedSqlText } from "@/lib/roster/blocked";

/** a named (prepared) statement unless DATABASE_PREPARED_STATEMENTS=0 (lib/db.ts) */
const named = (name: string) => ((env.DATABASE_PREPARED_STATEMENTS ?? true) ? { name } : {});

const EMPLOYER_SQL = `
  SELECT
    array(SELECT j.id FROM "Job" j WHERE j."creatorId" = $1 AND j.status = $2
          ORDER BY j."createdAt" DESC, j.id DESC LIMIT $5) AS "open",
    array(SELECT j.id FROM "Job" j WHERE j."creatorId" = $1 AND j.status = $3
          ORDER BY j."createdAt" DESC, j.id DESC LIMIT $5) AS "active",
    array(SELECT j.id FROM "Job" j WHERE j."creatorId" = $1 AND j.status = ANY($4::int[])
          ORDER BY j."closedAt" DESC, j."createdAt" DESC LIMIT $5) AS "completed",
    c."openCount", c."activeCount", c."completedCount"
  FROM (SELECT count(*) FILTER (WHERE j.status = $2)::int AS "openCount",
               count(*) FILTER (WHERE j.status = $3)::int AS "activeCount",
               count(*) FILTER (WHERE j.status = ANY($4::int[]))::int AS "completedCount"
        FROM "Job" j WHERE j."creatorId" = $1) c`;

/** An employer's OPEN, ACTIVE and COMPLETED job ids (as myJobs orders them) and every tab's count (myJobCounts). */
export async function employerHomeIds(userId: string) {
  const { rows } = await pool().query<{
    open: string[];
    active: string[];
    completed: string[];
    openCount: number;
    activeCount: number;
    completedCount: number;
  }>({
    ...named("home_employer_ids_v1"),
    text: EMPLOYER_SQL,
    values: [userId, JOB_STATUS.open, JOB_STATUS.progressing, ENDED_JOB_STATUSES, MY_JOBS_LIMIT],
  });
  const r = rows[0];
  const ids = (xs: string[]) => xs.map((_id) => ({ _id }));
  return {
    open: ids(r.open),
    active: ids(r.active),
    completed: ids(r.completed),
    counts: { open: r.openCount, active: r.activeCount, completed: r.completedCount },
  };
}

/** not an open job of an employer who blocked the employee, nor a job an admin hid (listProviderJobs' notBlockedOpen) */
const notBlockedOpen = (jobId: string) =>
  `NOT EXISTS (SELECT 1 FROM "Job" bj WHERE bj.id = ${jobId} AND ((bj.status = $2 AND ${blockedSqlText('bj."creatorId"', "$1")}) OR bj."hiddenAt" IS NOT NULL))`;

const PROVIDER_SQL = `
  SELECT
    array(SELECT p."jobId" FROM "Proposal" p WHERE p."creatorId" = $1 AND ${notBlockedOpen('p."jobId"')}
          ORDER BY p."createdAt" DESC, p.id DESC LIMIT $3) AS "proposals",
    array(SELECT i."jobId" FROM "Invite" i JOIN "Job" j ON j.id = i."jobId"
          WHERE i."employeeId" = $1 AND i.status = $4::"InviteStatus" AND j.status = $2 AND j."hiddenAt" IS NULL
            AND NOT ${blockedSqlText('j."creatorId"', "$1")}
          ORDER BY i."createdAt" DESC, i.id DESC LIMIT $3) AS "invited",
    array(SELECT f."jobId" FROM "Favorite" f WHERE f."userId" = $1 AND ${notBlockedOpen('f."jobId"')}
          ORDER BY f."createdAt" DESC, f."jobId" DESC LIMIT $3) AS "saved"`;

/** An employee's proposals, open invitations (listAppliedJobs) and saved jobs (listFavoriteJobs), as job ids. */
export async function providerHomeIds(userId: string) {
  const { rows } = await pool().query<{ proposals: string[]; invited: string[]; saved: string[] }>({
    ...named("home_provider_ids_v3"),
    text: PROVIDER_SQL,
    values: [userId, JOB_STATUS.open, MY_JOBS_LIMIT, INVITE.sent],
  });
  const ids = (xs: string[]) => xs.map((_id) => ({ _id }));
  return { proposals: ids(rows[0].proposals), invited: ids(rows[0].invited), saved: ids(rows[0].saved) };
}
