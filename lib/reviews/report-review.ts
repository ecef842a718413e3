// job/report_review: the employer a worker's published review is about reports it to trust and safety, once
// per review (the unique review id refuses a second report: 409). A trigger puts it in the operations
// console's "Reported reviews" queue (migration 20270106300000_admin_queues).
import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReportReviewInput } from "@/lib/reviews/schemas";

export const REVIEW_REPORT_MSG = {
  NotFound: "No review of you with this id.",
  Already: "You have already reported this review. Our trust and safety team will look at it.",
  Thanks: "Thank you. Our trust and safety team will review it.",
} as const;

export async function reportReview(userId: string, input: ReportReviewInput, now = new Date()) {
  const review = await db.employerReview.findUnique({
    where: { id: input.reviewId },
    select: { id: true, targetId: true, publishedAt: true },
  });
  // only the person the review is about, once it is published, may report it; anyone else: not found
  if (!review || review.targetId !== userId || !review.publishedAt || review.publishedAt > now) throw notFound(REVIEW_REPORT_MSG.NotFound);
  try {
    const report = await db.reviewReport.create({
      data: { reviewId: review.id, reporterId: userId, reason: input.reason },
      select: { id: true, createdAt: true },
    });
    return { report: { _id: report.id, reviewId: review.id, reason: input.reason, createdAt: report.createdAt.toISOString() } };
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw conflict(REVIEW_REPORT_MSG.Already);
    throw err;
  }
}
