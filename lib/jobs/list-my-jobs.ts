// job/get_my_jobs. Employer: their own jobs for the OPEN, ACTIVE and COMPLETED home tabs (COMPLETED groups
// completed and canceled). Employee: My Jobs, Active = progressing hired jobs newest hire first,
// Completed = hired jobs neither open nor progressing, newest completion first.
import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { ENDED_JOB_STATUSES, JOB_STATUS } from "@/lib/jobs/states";
import type { JobReader } from "@/lib/jobs/queries";
import type { MY_JOB_TABS } from "@/lib/jobs/schemas";

type Tab = (typeof MY_JOB_TABS)[number];

/** Lists are not paged (the spec shows no page size for them); the newest 200 are returned. */
export const MY_JOBS_LIMIT = 200;

const DONE = ENDED_JOB_STATUSES;

/** job/get_my_jobs: a tab's jobs, read by `read` (DTOs for the call), and the count of every tab. */
export async function listMyJobs<T>(user: User, tab: Tab | undefined, read: JobReader<T>) {
  const [jobs, counts] = await Promise.all([myJobs(user, tab, read), myJobCounts(user)]);
  return { jobs, counts };
}

/** A tab's jobs (every tab's without one), newest first; COMPLETED newest ending first. */
export async function myJobs<T>(user: User, tab: Tab | undefined, read: JobReader<T>): Promise<T[]> {
  if (user.type === "customer") {
    const statuses =
      tab === "OPEN" ? [JOB_STATUS.open] : tab === "ACTIVE" ? [JOB_STATUS.progressing] : tab === "COMPLETED" ? DONE : undefined;
    return read.list(user, {
      where: { creatorId: user.id, ...(statuses ? { status: { in: statuses } } : {}) },
      orderBy: tab === "COMPLETED" ? [{ closedAt: "desc" }, { createdAt: "desc" }] : [{ createdAt: "desc" }, { id: "desc" }],
      take: MY_JOBS_LIMIT,
    });
  }
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
  return read.inOrder(
    user,
    [...active, ...completed].map((c) => c.jobId),
  );
}

/** How many jobs each tab holds: an employer's own jobs by status; an employee's hires (no OPEN tab). */
export async function myJobCounts(user: User): Promise<{ open: number; active: number; completed: number }> {
  if (user.type === "customer") {
    const groups = await db.job.groupBy({ by: ["status"], where: { creatorId: user.id }, _count: { _all: true } });
    const n = (s: number[]) => groups.filter((g) => s.includes(g.status)).reduce((a, g) => a + g._count._all, 0);
    return { open: n([JOB_STATUS.open]), active: n([JOB_STATUS.progressing]), completed: n(DONE) };
  }
  const [active, completed] = await Promise.all([
    db.contract.count({ where: { userId: user.id, job: { status: JOB_STATUS.progressing } } }),
    db.contract.count({ where: { userId: user.id, job: { status: { in: DONE } } } }),
  ]);
  return { open: 0, active, completed };
}
