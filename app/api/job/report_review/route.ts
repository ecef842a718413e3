// POST /api/job/report_review {reviewId, reason} – the employer a published review is about reports it, once
// → { report } (lib/reviews/report-review.ts); 409 for a second report.
import { route } from "@/lib/http/route";
import { reportReviewSchema } from "@/lib/reviews/schemas";
import { reportReview } from "@/lib/reviews/report-review";

export const POST = route({ role: "customer", input: reportReviewSchema }, async ({ user, input }) => reportReview(user.id, input));
