// The employer's open jobs as the Invite picker of an employee's profile lists them: newest first, each
// with whether this employee is already invited to it or has already applied (job/invite would skip them).
import "server-only";
import { db } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { postedAgo } from "@/lib/jobs/format";

/** at most this many open jobs in the picker (an employer with more finds the rest on the job's page) */
export const INVITE_PICKER_JOBS = 50;

export async function inviteChoices(employerId: string, employeeId: string) {
  const jobs = await db.job.findMany({
    where: { creatorId: employerId, status: JOB_STATUS.open },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: INVITE_PICKER_JOBS,
    select: {
      id: true,
      title: true,
      createdAt: true,
      invites: { where: { employeeId }, select: { status: true } },
      proposals: { where: { creatorId: employeeId }, select: { id: true } },
    },
  });
  return jobs.map((j) => ({
    _id: j.id,
    title: j.title,
    postedAgo: postedAgo(j.createdAt),
    /** "invited" or "applied": nothing to send; null: can be invited */
    taken: j.proposals.length ? ("applied" as const) : j.invites.length ? ("invited" as const) : null,
  }));
}
export type InviteChoice = Awaited<ReturnType<typeof inviteChoices>>[number];
