// POST /api/job/write_employer_review – the hired worker reviews the employer of a finished contract once,
// within 14 days of its end (id, score, text) → { job }. Hidden from the employer until they review the
// worker or the 14 days end (lib/reviews/write-employer-review.ts).
import { route } from "@/lib/http/route";
import { writeEmployerReviewSchema } from "@/lib/reviews/schemas";
import { writeEmployerReview } from "@/lib/reviews/write-employer-review";

export const POST = route({ role: "provider", input: writeEmployerReviewSchema }, async ({ user, input }) => {
  return { job: await writeEmployerReview(user, input) };
});
