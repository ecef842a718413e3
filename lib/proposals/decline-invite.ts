// job/decline_invite: an employee declines an invitation with one of the spec's reasons.
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_MSG } from "@/lib/jobs/messages";
import { assertOpen, lockJob } from "@/lib/jobs/access";
import { transitionInvite } from "@/lib/jobs/states";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";

export async function declineInvite(user: User, input: { id: string; reason: string }) {
  await db.$transaction(async (tx) => {
    const job = await lockJob(tx, input.id);
    const invite = await tx.invite.findUnique({ where: { jobId_employeeId: { jobId: job.id, employeeId: user.id } } });
    if (!invite) throw notFound(JOB_MSG.NoInvite);
    assertOpen(job);
    await transitionInvite(tx, { inviteId: invite.id, event: "decline", reason: input.reason });
    await notifyJobEvent(tx, {
      userId: job.creatorId,
      type: "invite_declined",
      message: `${displayName(user) || "An employee"} declined your invitation to "${job.title}": ${input.reason}.`,
      creatorId: user.id,
      jobId: job.id,
    });
  });
  return getJobDto(input.id, user);
}
