// The employee home's PROPOSED and SAVED tabs (job/get_apply_jobs, job/get_favorite_jobs). The open jobs of an
// employer who blocked the employee are left out of both (My team, lib/roster), and so are jobs an admin hid.
import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_STATUS } from "@/lib/jobs/states";
import type { JobReader } from "@/lib/jobs/queries";
import { MY_JOBS_LIMIT } from "@/lib/jobs/list-my-jobs";
import { INVITE } from "@/lib/jobs/proposal-states";

/** Not an open job of an employer who blocked this employee, nor a job an admin hid. */
const notBlockedOpen = (workerId: string) => ({
  NOT: {
    job: {
      OR: [
        { status: JOB_STATUS.open, creator: { rosterEntries: { some: { workerId, kind: "blocked" as const } } } },
        { hiddenAt: { not: null } },
      ],
    },
  },
});

/** PROPOSED: jobs the employee applied to, newest proposal first; plus open jobs with an unanswered invitation. */
export async function listAppliedJobs<T extends { _id: string }>(user: User, read: JobReader<T>) {
  const [proposals, invites] = await Promise.all([
    db.proposal.findMany({
      where: { creatorId: user.id, ...notBlockedOpen(user.id) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { jobId: true },
      take: MY_JOBS_LIMIT,
    }),
    db.invite.findMany({
      where: { employeeId: user.id, status: INVITE.sent, job: { status: JOB_STATUS.open }, ...notBlockedOpen(user.id) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { jobId: true },
      take: MY_JOBS_LIMIT,
    }),
  ]);
  // both lists in one read (a job can be on both)
  const all = await read.inOrder(user, [...new Set([...proposals, ...invites].map((r) => r.jobId))]);
  const byId = new Map(all.map((j) => [j._id, j]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { jobs: pick(proposals.map((p) => p.jobId)), invited: pick(invites.map((i) => i.jobId)) };
}

/** SAVED: the employee's saved jobs, newest save first (any status: the card's marker shows it). */
export async function listFavoriteJobs<T>(user: User, read: JobReader<T>) {
  const favorites = await db.favorite.findMany({
    where: { userId: user.id, ...notBlockedOpen(user.id) },
    orderBy: [{ createdAt: "desc" }, { jobId: "desc" }],
    select: { jobId: true },
    take: MY_JOBS_LIMIT,
  });
  return {
    jobs: await read.inOrder(
      user,
      favorites.map((f) => f.jobId),
    ),
  };
}
