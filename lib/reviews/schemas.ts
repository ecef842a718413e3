// Inputs of job/write_review and job/write_employer_review, one set of rules: rating required
// ('Please select a rating.'), text required ('Please write a review.').
import { z } from "zod";
import { jobIdField } from "@/lib/jobs/schemas";
import { JOB_MSG } from "@/lib/jobs/messages";
import { REVIEW_TEXT_MAX } from "@/lib/reviews/constants";

export const writeReviewSchema = z.object({
  id: jobIdField,
  score: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: JOB_MSG.SelectRating }).int(JOB_MSG.SelectRating).min(1, JOB_MSG.SelectRating).max(5, JOB_MSG.SelectRating),
  ),
  text: z
    .string({ error: JOB_MSG.WriteReview })
    .trim()
    .min(1, JOB_MSG.WriteReview)
    .max(REVIEW_TEXT_MAX, `A review can be at most ${REVIEW_TEXT_MAX} characters.`),
});
export type WriteReviewInput = z.infer<typeof writeReviewSchema>;

/** job/write_employer_review: the hired worker reviews the employer (id of the job, score, text), with the
 *  employer's review's rules and messages */
export const writeEmployerReviewSchema = writeReviewSchema;
export type WriteEmployerReviewInput = z.infer<typeof writeEmployerReviewSchema>;
