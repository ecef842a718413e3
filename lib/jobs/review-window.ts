// The window after a contract ends in which its worker may review the employer (job/write_employer_review;
// the job's hire shows its deadline). Client-safe: no imports.

/** how long after a contract's completion or cancellation its worker may review the employer; a hidden
 *  review is published when it ends */
export const EMPLOYER_REVIEW_WINDOW_DAYS = 14;
export const EMPLOYER_REVIEW_WINDOW_MS = EMPLOYER_REVIEW_WINDOW_DAYS * 86_400_000;

/** when the worker's window to review the employer ends: 14 days after the contract ended, else null */
export function employerReviewDeadline(contract: { completedAt: Date | null; canceledAt: Date | null }): Date | null {
  const ended = contract.completedAt ?? contract.canceledAt;
  return ended ? new Date(ended.getTime() + EMPLOYER_REVIEW_WINDOW_MS) : null;
}
