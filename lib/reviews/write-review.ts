// job/write_review: the employer reviews a completed or canceled contract, once. The hired
// employee's reviewScore (running average) and reviewCount change in the same transaction, and the worker's
// hidden review of this employer, if they wrote one, is published then (lib/reviews/employer-rating.ts).
import "server-only";
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_MSG } from "@/lib/jobs/messages";
import { findOwnJob } from "@/lib/jobs/access";
import { canReview } from "@/lib/jobs/states";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";
import type { WriteReviewInput } from "@/lib/reviews/schemas";
import { publishOnEmployerReview } from "@/lib/reviews/employer-rating";
import { revalidatePublicProfile } from "@/lib/public-pages/cache";

export async function writeReview(user: User, input: WriteReviewInput) {
  const job = await findOwnJob(input.id, user.id);
  if (!canReview(job.status)) throw conflict(JOB_MSG.ReviewNotAllowed);
  let reviewedId = "";
  await db.$transaction(async (tx) => {
    // the contract's row lock, as job/write_employer_review takes it: a worker's review written at the same
    // moment is either seen here (and published) or sees this review (and is published at once)
    const [contract] = await tx.$queryRaw<
      { id: string; userId: string }[]
    >`select id, "userId" from "Contract" where "jobId" = ${job.id} for update`;
    if (!contract) throw conflict(JOB_MSG.NoContract);
    reviewedId = contract.userId;
    if (await tx.review.findUnique({ where: { jobId: job.id }, select: { id: true } })) throw conflict(JOB_MSG.AlreadyReviewed);
    await tx.review.create({
      data: { jobId: job.id, contractId: contract.id, writerId: user.id, targetId: contract.userId, score: input.score, text: input.text },
    });
    // one statement, so two reviews of the same employee landing together both count
    await tx.$executeRaw`update "User" set "reviewScore" = ("reviewScore" * "reviewCount" + ${input.score}) / ("reviewCount" + 1),
      "reviewCount" = "reviewCount" + 1 where id = ${contract.userId}`;
    await publishOnEmployerReview(tx, contract.id);
    await notifyJobEvent(tx, {
      userId: contract.userId,
      type: "review",
      message: `${displayName(user) || "Your employer"} left you a ${input.score}-star review for "${job.title}".`,
      creatorId: user.id,
      jobId: job.id,
    });
  });
  revalidatePublicProfile(reviewedId); // the reviewed employee's score shows on /pros/{id}
  return getJobDto(job.id, user);
}
