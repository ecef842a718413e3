// Input of job/write_review (rating required 'Please select a rating.'; text required 'Please write a review.').
import { z } from "zod";
import { jobIdField } from "@/lib/jobs/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";

export const writeReviewSchema = z.object({
  id: jobIdField,
  score: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: JOB_MSG.SelectRating }).int(JOB_MSG.SelectRating).min(1, JOB_MSG.SelectRating).max(5, JOB_MSG.SelectRating),
  ),
  text: z.string({ error: JOB_MSG.WriteReview }).trim().min(1, JOB_MSG.WriteReview).max(5000, "A review can be at most 5000 characters."),
});
export type WriteReviewInput = z.infer<typeof writeReviewSchema>;
