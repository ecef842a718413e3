// Figures and texts of reviews both ways: the employer reviews the worker (job/write_review, the spec's
// review) and the worker reviews the employer (job/write_employer_review), within a window after the end.
// The window itself is a fact of the contract: lib/jobs/review-window.ts.
import { registerUniqueMessages } from "@/lib/http/unique-violation";
import { EMPLOYER_REVIEW_WINDOW_DAYS } from "@/lib/jobs/review-window";

/** the longest review text, both ways */
export const REVIEW_TEXT_MAX = 5000;

export const EMPLOYER_REVIEW_MSG = {
  NotHired: "Only the worker hired for this job can review its employer.",
  NotEnded: "You can review the employer once the contract is completed or cancelled.",
  WindowClosed: `The ${EMPLOYER_REVIEW_WINDOW_DAYS} days to review this employer have passed.`,
  AlreadyReviewed: "You have already reviewed the employer of this contract.",
} as const;

// a second review raced past the check (lib/http/unique-violation.ts)
registerUniqueMessages({
  EmployerReview_jobId_key: EMPLOYER_REVIEW_MSG.AlreadyReviewed,
  EmployerReview_contractId_key: EMPLOYER_REVIEW_MSG.AlreadyReviewed,
});
