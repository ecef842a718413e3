// Figures and texts of reviews both ways: the employer reviews the worker (job/write_review, the spec's
// review) and the worker reviews the employer (job/write_employer_review), within a window after the end.
import { registerUniqueMessages } from "@/lib/http/unique-violation";

/** how long after a contract's completion or cancellation its worker may review the employer; a hidden
 *  review is published when it ends */
export const EMPLOYER_REVIEW_WINDOW_DAYS = 14;
export const EMPLOYER_REVIEW_WINDOW_MS = EMPLOYER_REVIEW_WINDOW_DAYS * 86_400_000;
/** the longest review text, both ways */
export const REVIEW_TEXT_MAX = 5000;

export const EMPLOYER_REVIEW_MSG = {
  NotHired: "Only the worker hired for this job can review its employer.",
  NotEnded: "You can review the employer once the contract is completed or cancelled.",
  WindowClosed: `The ${EMPLOYER_REVIEW_WINDOW_DAYS} days to review this employer have passed.`,
  AlreadyReviewed: "You have already reviewed the employer of this contract.",
} as const;

/** when the worker's window to review the employer ends: 14 days after the contract ended, else null */
export function employerReviewDeadline(contract: { completedAt: Date | null; canceledAt: Date | null }): Date | null {
  const ended = contract.completedAt ?? contract.canceledAt;
  return ended ? new Date(ended.getTime() + EMPLOYER_REVIEW_WINDOW_MS) : null;
}

// a second review raced past the check (lib/http/unique-violation.ts)
registerUniqueMessages({
  EmployerReview_jobId_key: EMPLOYER_REVIEW_MSG.AlreadyReviewed,
  EmployerReview_contractId_key: EMPLOYER_REVIEW_MSG.AlreadyReviewed,
});
