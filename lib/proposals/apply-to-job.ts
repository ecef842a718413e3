// job/apply: an employee sends a proposal for an open job. Applying through an invitation
// answers it (accepted) and marks the proposal as an invite reply; the server decides that from the
// invitation it holds, whatever the client's isInvite says.
import "server-only";
import { db } from "@/lib/db";
import { badRequest, conflict, forbidden } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import { hasContactDetails } from "@/lib/moderation/contact-scanner";
import { JOB_MSG } from "@/lib/jobs/messages";
import { assertOpen, lockJob } from "@/lib/jobs/access";
import { missingAnswers } from "@/lib/jobs/screen-questions";
import { transitionInvite } from "@/lib/jobs/states";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";
import type { ApplyInput } from "@/lib/proposals/schemas";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import { queueEmail } from "@/lib/notifications/event-mail";
import { INVITE } from "@/lib/jobs/proposal-states";

export async function applyToJob(user: User, input: ApplyInput) {
  // submission blocked when contact details appear in the cover letter or answers
  if (hasContactDetails(input.coverText, ...input.screenAnswers)) throw badRequest(JOB_MSG.ViolationWarning);
  await db.$transaction(async (tx) => {
    const job = await lockJob(tx, input.id);
    if (job.creatorId === user.id) throw forbidden(JOB_MSG.OwnJob);
    assertOpen(job);
    // every required question answered; an optional one may be left blank (or left out at the end)
    if (input.screenAnswers.length > job.screenQuestions.length) throw badRequest(JOB_MSG.TooManyAnswers);
    if (missingAnswers(job.screenQuestions, input.screenAnswers).length > 0) throw badRequest(JOB_MSG.EmptyAnswer);
    const screenAnswers = job.screenQuestions.map((_, i) => input.screenAnswers[i] ?? "");
    const key = { jobId: job.id, creatorId: user.id };
    if (await tx.proposal.findUnique({ where: { jobId_creatorId: key }, select: { id: true } })) throw conflict(JOB_MSG.AlreadyApplied);
    const invite = await tx.invite.findUnique({ where: { jobId_employeeId: { jobId: job.id, employeeId: user.id } } });
    const viaInvite = invite?.status === INVITE.sent;
    if (viaInvite) await transitionInvite(tx, { inviteId: invite.id, event: "accept" });
    await tx.proposal.create({
      data: {
        ...key,
        coverText: input.coverText,
        price: dollarsToCents(input.price),
        duration: input.duration,
        screenAnswers,
        isInvite: viaInvite,
      },
    });
    await notifyJobEvent(tx, {
      userId: job.creatorId,
      type: "proposal",
      message: `${displayName(user) || "An employee"} sent a proposal for "${job.title}".`,
      creatorId: user.id,
      jobId: job.id,
    });
    await queueEmail(tx, {
      kind: "proposal_received",
      userId: job.creatorId,
      jobId: job.id,
      workerName: displayName(user) || "An employee",
      title: job.title,
    });
  });
  revalidatePublicJob(input.id);
  return getJobDto(input.id, user);
}
