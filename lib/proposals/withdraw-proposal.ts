// job/withdraw_apply: an employee takes back their proposal while the job is still open. The
// proposal is deleted, so they may apply again later; an invitation they accepted stays accepted. A proposal
// the employer declined stays: declining is final.
import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_MSG } from "@/lib/jobs/messages";
import { lockJob } from "@/lib/jobs/access";
import { canWithdraw } from "@/lib/jobs/states";
import { getJobDto } from "@/lib/jobs/queries";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import { PROPOSAL } from "@/lib/jobs/proposal-states";

export async function withdrawProposal(user: User, jobId: string) {
  await db.$transaction(async (tx) => {
    // FOR UPDATE: a hire of this job waits for us, and we for it, so a hired proposal cannot vanish
    const job = await lockJob(tx, jobId, "update");
    const mine = await tx.proposal.findUnique({
      where: { jobId_creatorId: { jobId, creatorId: user.id } },
      select: { id: true, status: true },
    });
    if (!mine) throw notFound(JOB_MSG.NotApplied);
    // declining is final: withdrawing (deleting) a declined proposal would let its author apply again
    if (mine.status === PROPOSAL.declined) throw conflict(JOB_MSG.DeclinedNoWithdraw);
    if (!canWithdraw(job.status)) throw conflict(JOB_MSG.CannotWithdraw);
    await tx.proposal.delete({ where: { id: mine.id } });
  });
  revalidatePublicJob(jobId);
  return getJobDto(jobId, user);
}
