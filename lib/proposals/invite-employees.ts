// job/invite: the owner invites employees to an open job (Recommended Employees, 'Invite to Job').
// Employees already invited or already applied are skipped; the answer says how many were invited so
// the page can say '{n} employee(s) have been invited successfully.'.
import "server-only";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import { invitedMessage, JOB_MSG } from "@/lib/jobs/messages";
import { assertOpen, findOwnJob, lockJob } from "@/lib/jobs/access";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";
import type { InviteInput } from "@/lib/proposals/schemas";
import { queueEmail } from "@/lib/notifications/event-mail";

export async function inviteEmployees(user: User, input: InviteInput) {
  await findOwnJob(input.id, user.id);
  const invited = await db.$transaction(async (tx) => {
    const job = await lockJob(tx, input.id);
    assertOpen(job);
    const providers = await tx.user.findMany({
      where: { id: { in: input.employees }, type: "provider", deletedAt: null },
      select: { id: true },
    });
    if (providers.length !== input.employees.length) throw badRequest(JOB_MSG.UnknownEmployees);
    const applied = await tx.proposal.findMany({
      where: { jobId: job.id, creatorId: { in: input.employees } },
      select: { creatorId: true },
    });
    const skip = new Set(applied.map((p) => p.creatorId));
    const created = await tx.invite.createManyAndReturn({
      data: input.employees.filter((id) => !skip.has(id)).map((employeeId) => ({ jobId: job.id, employeeId })),
      skipDuplicates: true, // already invited
      select: { employeeId: true },
    });
    for (const c of created) {
      await notifyJobEvent(tx, {
        userId: c.employeeId,
        type: "invite",
        message: `${displayName(user) || "An employer"} invited you to apply to "${job.title}".`,
        creatorId: user.id,
        jobId: job.id,
      });
      await queueEmail(tx, {
        kind: "invitation",
        userId: c.employeeId,
        jobId: job.id,
        employerName: displayName(user) || "An employer",
        title: job.title,
      });
    }
    return created.length;
  });
  return {
    job: await getJobDto(input.id, user),
    invited,
    skipped: input.employees.length - invited,
    message: invitedMessage(invited),
  };
}
