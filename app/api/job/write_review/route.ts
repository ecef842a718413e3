// POST /api/job/write_review – the owner reviews a finished contract once (id, text, score) → { job }
import { route } from "@/lib/http/route";
import { writeReviewSchema } from "@/lib/reviews/schemas";
import { writeReview } from "@/lib/reviews/write-review";

export const POST = route({ role: "customer", input: writeReviewSchema }, async ({ user, input }) => {
  return { job: await writeReview(user, input) };
});
