// The employer's rating (User.employerRating, employerRatingCount): the average score and number of the
// workers' reviews of them that are PUBLISHED (publishedAt <= now) and not hidden by an admin. A review still in
// its window, or one an admin hid, counts for nothing (hiding and restoring one recomputes it in the same
// transaction: lib/admin/queues/hide-content.ts).
//
// Stored, not computed on read: the rating shows on every job page, job card and booking request, all of which
// already read the employer's User row, so the figure costs nothing there. It is recomputed from the published
// rows (never a running sum, so a second run changes nothing) whenever a review becomes published:
// - in the transaction that writes a review that is published at once (the employer had reviewed first);
// - in the employer's job/write_review transaction, which publishes the worker's hidden review of that contract;
// - by the background task `employer_review_publish`, added in the writing transaction to run when the window
//   ends (publishedAt), so a review nobody answered counts from that moment (docs/operations.md: it survives
//   restarts; a serverless host runs it from the cron route, up to its interval late).
import { db, type Tx } from "@/lib/db";
import { enqueue, dequeueByKey } from "@/lib/background/queue";

export const publishJobKey = (contractId: string) => `employer_review_publish:${contractId}`;

/**
 * Recomputes `employerId`'s rating from their published reviews as of `now`. The employer's User row is locked
 * first, so two transactions publishing reviews of one employer at once take turns and the second counts both.
 */
export async function recomputeEmployerRating(tx: Tx, employerId: string, now: Date = new Date()) {
  await tx.$queryRaw`select id from "User" where id = ${employerId} for update`;
  const agg = await tx.employerReview.aggregate({
    where: { targetId: employerId, publishedAt: { lte: now }, hiddenAt: null },
    _avg: { score: true },
    _count: { _all: true },
  });
  const count = agg._count._all;
  await tx.user.update({
    where: { id: employerId },
    data: { employerRating: count ? (agg._avg.score ?? 0) : 0, employerRatingCount: count },
  });
}

/** Adds the task that counts a hidden review when its window ends (replaces any pending one of the contract). */
export async function schedulePublish(tx: Tx, review: { contractId: string; targetId: string; publishedAt: Date }) {
  await enqueue(
    "employer_review_publish",
    { contractId: review.contractId },
    { runAt: review.publishedAt, jobKey: publishJobKey(review.contractId), tx },
  );
}

/**
 * The employer has reviewed the worker of `contractId` (inside job/write_review's transaction): the worker's
 * hidden review of them, if any, is published now and counted; its pending task goes.
 */
export async function publishOnEmployerReview(tx: Tx, contractId: string, now: Date = new Date()) {
  const review = await tx.employerReview.findUnique({ where: { contractId }, select: { targetId: true, publishedAt: true } });
  if (!review) return;
  const published = await tx.employerReview.updateMany({
    where: { contractId, OR: [{ publishedAt: null }, { publishedAt: { gt: now } }] },
    data: { publishedAt: now },
  });
  if (published.count === 0) return;
  await recomputeEmployerRating(tx, review.targetId, now);
  await dequeueByKey(publishJobKey(contractId), tx);
}

/**
 * The task `employer_review_publish` (payload { contractId }), due when a hidden review's window ends. Safe to
 * run twice: it only recomputes. Run early (the database's clock ahead of this server's), it fails and
 * graphile-worker tries again a few seconds later.
 */
export async function publishTask(payload: Record<string, unknown>, now: Date = new Date()) {
  const contractId = String(payload.contractId ?? "");
  const review = await db.employerReview.findUnique({ where: { contractId }, select: { targetId: true, publishedAt: true } });
  if (!review?.publishedAt) return; // the contract (and its review) is gone
  if (review.publishedAt > now)
    throw new Error(`employer review of contract ${contractId} is not due until ${review.publishedAt.toISOString()}`);
  await db.$transaction((tx) => recomputeEmployerRating(tx, review.targetId, now));
}
