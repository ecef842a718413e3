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

/** job/report_review: the employer a published review is about reports it, once, with a reason. */
export const reportReviewSchema = z.object({
  reviewId: z.string({ error: "No review with this id." }).trim().min(1, "No review with this id.").max(64, "No review with this id."),
  reason: z
    .string({ error: "Say in 5 to 1000 characters what is wrong with this review." })
    .trim()
    .min(5, "Say in 5 to 1000 characters what is wrong with this review.")
    .max(1000, "Say in 5 to 1000 characters what is wrong with this review."),
});
export type ReportReviewInput = z.infer<typeof reportReviewSchema>;
