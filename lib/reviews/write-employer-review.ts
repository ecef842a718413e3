// job/write_employer_review: the worker hired on a contract reviews its employer, once, within
// EMPLOYER_REVIEW_WINDOW_DAYS of the contract's completion or cancellation.
//
// Blind: the review is published (publishedAt <= now) at once only when the employer has already reviewed the
// worker; otherwise publishedAt is the end of the window, and the employer's own job/write_review publishes it
// earlier (lib/reviews/employer-rating.ts). Until then the employer sees that a review exists, never its score
// or text, so neither side can answer the other's review. The rating counts published reviews only.
import "server-only";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_MSG } from "@/lib/jobs/messages";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";
import { EMPLOYER_REVIEW_MSG } from "@/lib/reviews/constants";
import { EMPLOYER_REVIEW_WINDOW_DAYS, employerReviewDeadline } from "@/lib/jobs/review-window";
import { recomputeEmployerRating, schedulePublish } from "@/lib/reviews/employer-rating";
import type { WriteEmployerReviewInput } from "@/lib/reviews/schemas";

type LockedContract = { id: string; userId: string; completedAt: Date | null; canceledAt: Date | null };

export async function writeEmployerReview(
  user: Pick<User, "id" | "type" | "firstName" | "lastName" | "company" | "accountType">,
  input: WriteEmployerReviewInput,
) {
  await db.$transaction(async (tx) => {
    // the contract's row lock: a second try waits for the first and then sees its review; the employer's
    // job/write_review takes the same lock, so "has the employer reviewed?" cannot change under us
    const job = await tx.job.findUnique({ where: { id: input.id }, select: { creatorId: true, title: true } });
    if (!job) throw notFound(JOB_MSG.JobNotFound);
    const [contract] = await tx.$queryRaw<LockedContract[]>`
      select id, "userId", "completedAt", "canceledAt" from "Contract" where "jobId" = ${input.id} for update`;
    if (!contract || contract.userId !== user.id) throw forbidden(EMPLOYER_REVIEW_MSG.NotHired);
    const deadline = employerReviewDeadline(contract);
    if (!deadline) throw conflict(EMPLOYER_REVIEW_MSG.NotEnded);
    const now = new Date();
    if (now > deadline) throw conflict(EMPLOYER_REVIEW_MSG.WindowClosed);
    if (await tx.employerReview.findUnique({ where: { contractId: contract.id }, select: { id: true } }))
      throw conflict(EMPLOYER_REVIEW_MSG.AlreadyReviewed);

    const employerReviewed = Boolean(await tx.review.findUnique({ where: { contractId: contract.id }, select: { id: true } }));
    const publishedAt = employerReviewed ? now : deadline;
    await tx.employerReview.create({
      data: {
        jobId: input.id,
        contractId: contract.id,
        writerId: user.id,
        targetId: job.creatorId,
        score: input.score,
        text: input.text,
        createdAt: now,
        publishedAt,
      },
    });
    if (employerReviewed) await recomputeEmployerRating(tx, job.creatorId, now);
    else await schedulePublish(tx, { contractId: contract.id, targetId: job.creatorId, publishedAt });

    const name = displayName(user) || "Your worker";
    await notifyJobEvent(tx, {
      userId: job.creatorId,
      type: "review",
      message: employerReviewed
        ? `${name} left you a ${input.score}-star review for "${job.title}".`
        : `${name} reviewed you for "${job.title}". The review appears when you review them, or when the ${EMPLOYER_REVIEW_WINDOW_DAYS} days to write reviews end.`,
      creatorId: user.id,
      jobId: input.id,
    });
  });
  return getJobDto(input.id, { id: user.id, type: user.type });
}
