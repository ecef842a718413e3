// The employer's profile: their rating and the workers' PUBLISHED reviews of them, newest first. A hidden
// review (publishedAt still to come) is never read here, so its content cannot reach anyone but its writer.
import "server-only";
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { hiddenLabel } from "@/lib/moderation/hidden";

export const EMPLOYER_REVIEWS_SHOWN = 50;

/** `viewerId`: a review an admin hid is left out, except for its writer, who reads why in its place. */
export async function listEmployerReviews(employerId: string, now: Date = new Date(), viewerId: string | null = null) {
  const [user, rows] = await Promise.all([
    db.user.findUnique({ where: { id: employerId }, select: { employerRating: true, employerRatingCount: true } }),
    db.employerReview.findMany({
      where: { targetId: employerId, publishedAt: { lte: now }, OR: [{ hiddenAt: null }, ...(viewerId ? [{ writerId: viewerId }] : [])] },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: EMPLOYER_REVIEWS_SHOWN,
      select: {
        id: true,
        score: true,
        text: true,
        publishedAt: true,
        hiddenAt: true,
        hiddenReason: true,
        report: { select: { id: true } },
        job: { select: { title: true } },
        writer: { select: { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true } },
      },
    }),
  ]);
  return {
    rating: user?.employerRating ?? 0,
    count: user?.employerRatingCount ?? 0,
    reviews: rows.map((r) => ({
      _id: r.id,
      score: r.score,
      text: r.hiddenAt ? hiddenLabel(r.hiddenReason) : r.text,
      hidden: r.hiddenAt !== null,
      /** the employer has reported it (one report per review) */
      reported: r.report !== null,
      publishedAt: r.publishedAt!.toISOString(),
      jobTitle: r.job.title,
      writer: { _id: r.writer.id, name: displayName(r.writer), avatar: r.writer.avatar },
    })),
  };
}
export type EmployerReviewList = Awaited<ReturnType<typeof listEmployerReviews>>;
