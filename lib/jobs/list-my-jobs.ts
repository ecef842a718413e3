// job/get_my_jobs. Employer: their own jobs for the OPEN, ACTIVE and COMPLETED home tabs (COMPLETED groups
// completed and canceled). Employee: My Jobs, Active = progressing hired jobs newest hire first,
// Completed = hired jobs neither open nor progressing, newest completion first.
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { ENDED_JOB_STATUSES, JOB_STATUS } from "@/lib/jobs/states";
import { jobDtosInOrder, listJobDtos } from "@/lib/jobs/queries";
import type { MY_JOB_TABS } from "@/lib/jobs/schemas";

type Tab = (typeof MY_JOB_TABS)[number];

/** Lists are not paged (the spec shows no page size for them); the newest 200 are returned. */
export const MY_JOBS_LIMIT = 200;

const DONE = ENDED_JOB_STATUSES;

export async function listMyJobs(user: User, tab?: Tab) {
  return user.type === "customer" ? employerJobs(user, tab) : providerJobs(user, tab);
}

async function employerJobs(user: User, tab?: Tab) {
  const statuses = tab === "OPEN" ? [JOB_STATUS.open] : tab === "ACTIVE" ? [JOB_STATUS.progressing] : tab === "COMPLETED" ? DONE : undefined;
  const jobs = await listJobDtos(user, {
    where: { creatorId: user.id, ...(statuses ? { status: { in: statuses } } : {}) },
    orderBy: tab === "COMPLETED" ? [{ closedAt: "desc" }, { createdAt: "desc" }] : [{ createdAt: "desc" }, { id: "desc" }],
    take: MY_JOBS_LIMIT,
  });
  const groups = await db.job.groupBy({ by: ["status"], where: { creatorId: user.id }, _count: { _all: true } });
  const n = (s: number[]) => groups.filter((g) => s.includes(g.status)).reduce((a, g) => a + g._count._all, 0);
  return { jobs, counts: { open: n([JOB_STATUS.open]), active: n([JOB_STATUS.progressing]), completed: n(DONE) } };
}

async function providerJobs(user: User, tab?: Tab) {
  const [active, completed] = await Promise.all([
    tab === "COMPLETED"
      ? []
      : db.contract.findMany({
          where: { userId: user.id, job: { status: JOB_STATUS.progressing } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          select: { jobId: true },
          take: MY_JOBS_LIMIT,
        }),
    tab === "ACTIVE" || tab === "OPEN"
      ? []
      : db.contract.findMany({
          where: { userId: user.id, job: { status: { in: DONE } } },
          orderBy: [{ job: { closedAt: "desc" } }, { id: "desc" }],
          select: { jobId: true },
          take: MY_JOBS_LIMIT,
        }),
  ]);
  const jobs = await jobDtosInOrder(user, [...active, ...completed].map((c) => c.jobId));
  const [activeCount, completedCount] = await Promise.all([
    db.contract.count({ where: { userId: user.id, job: { status: JOB_STATUS.progressing } } }),
    db.contract.count({ where: { userId: user.id, job: { status: { in: DONE } } } }),
  ]);
  return { jobs, counts: { open: 0, active: activeCount, completed: completedCount } };
}
