// The jobs part of a profile page (user/get_user_detail: `projects` and `total`). Employer detail: their
// jobs for the Open / Active / Completed tabs (completed and canceled grouped). Employee detail:
// the Job History, jobs they were hired for that ended, newest first, with the employer's review.
// `total` is the number of completed jobs. Composed with the profile by lib/profiles/user-detail.ts.
import "server-only";
import { db } from "@/lib/db";
import { ENDED_JOB_STATUSES, JOB_STATUS } from "@/lib/jobs/states";
import { jobDtosInOrder, listJobDtos } from "@/lib/jobs/queries";
import { MY_JOBS_LIMIT } from "@/lib/jobs/list-my-jobs";
import type { Viewer } from "@/lib/jobs/dto";
import type { UserType } from "@/lib/generated/prisma/enums";

/** `type`: the user's type when the caller has read it already (saves the lookup). */
export async function listUserProjects(userId: string, viewer: Viewer | null, type?: UserType) {
  const user = type ? { type } : await db.user.findUnique({ where: { id: userId }, select: { type: true } });
  if (!user) return { projects: [], total: 0 };
  if (user.type === "customer") {
    const [projects, total] = await Promise.all([
      listJobDtos(viewer, {
        where: { creatorId: userId, parentJobId: null },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: MY_JOBS_LIMIT,
      }),
      db.job.count({ where: { creatorId: userId, status: JOB_STATUS.completed } }),
    ]);
    return { projects, total };
  }
  const [history, total] = await Promise.all([
    db.contract.findMany({
      where: { userId, job: { status: { in: ENDED_JOB_STATUSES } } },
      orderBy: [{ job: { closedAt: "desc" } }, { id: "desc" }],
      select: { jobId: true },
      take: MY_JOBS_LIMIT,
    }),
    db.contract.count({ where: { userId, job: { status: JOB_STATUS.completed } } }),
  ]);
  return {
    projects: await jobDtosInOrder(
      viewer,
      history.map((c) => c.jobId),
    ),
    total,
  };
}
