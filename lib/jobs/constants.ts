// The jobs area's constants from the spec.

export const JOB_TYPES = ["One-time job", "Ongoing job", "I am not sure"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const PAY_TYPES = ["Hourly", "Fixed"] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** in the spec's order */
export const DECLINE_REASONS = [
  "Job is not a fit for my skills",
  "Not interested in work described",
  "Too busy on other jobs",
  "Proposed rate or budget too low",
  "Spam",
  "Client asked for free work",
  "Other",
] as const;

/** Why an employer declines a proposal (ours: the spec's decline reasons are a worker's answers to an
 *  invitation). The worker is told their proposal was not selected, never the reason. */
export const PROPOSAL_DECLINE_REASONS = [
  "Skills are not a fit",
  "Rate is too high",
  "Not enough experience",
  "Chose another candidate",
  "Spam",
  "Other",
] as const;

/** what a worker sees of a proposal the employer declined */
export const NOT_SELECTED = "Not selected";

/** cover letter minimum */
export const MIN_COVER_TEXT = 20;
/** the AI helper generates 7 interview questions */
export const AI_QUESTION_COUNT = 7;
/** Read more toggles past this many characters of cover text plus answers */
export const READ_MORE_CHARS = 300;

/** Upper bounds of ours, so a typo cannot post a $10,000,000 job. */
export const MAX_PRICE_DOLLARS = 1_000_000;
export const MAX_DURATION = 10_000;
export const MAX_SCREEN_QUESTIONS = 20;

/** the most workers one posting or booking request hires */
export const MAX_HEADCOUNT = 50;
