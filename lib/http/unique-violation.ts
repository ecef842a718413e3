// A unique index refused a write (Prisma P2002): two requests raced past a use case's own check (a second
// proposal, contract or review for one job, a second account for one e-mail or social id). The request
// wrapper (lib/http/route.ts) answers every such refusal with a 409, here and nowhere else; the message is
// the one written for the index that fired, so a race reads the same as the use case's own check.
import { JOB_MSG } from "@/lib/jobs/messages";
import { MSG } from "@/lib/accounts/messages";
import { EMPLOYER_REVIEW_MSG } from "@/lib/reviews/constants";

/** The 409 message of each unique index (Prisma's default names: Model_field(s)_key). */
export const UNIQUE_MESSAGES: Record<string, string> = {
  User_email_key: MSG.EmailTaken,
  User_socialType_socialId_key: MSG.SocialTaken,
  Proposal_jobId_creatorId_key: JOB_MSG.AlreadyApplied,
  // the job already has its contract: someone else hired first
  Contract_jobId_key: JOB_MSG.JobNotOpen,
  Review_jobId_key: JOB_MSG.AlreadyReviewed,
  Review_contractId_key: JOB_MSG.AlreadyReviewed,
  EmployerReview_jobId_key: EMPLOYER_REVIEW_MSG.AlreadyReviewed,
  EmployerReview_contractId_key: EMPLOYER_REVIEW_MSG.AlreadyReviewed,
  // one timer per provider: a second user/start_timer that raced the first
  Timer_pkey: "You are already clocked in. Clock out first.",
  Timer_userId_key: "You are already clocked in. Clock out first.",
};

/** Any other unique index. */
export const UNIQUE_FALLBACK = "This was just saved by another request. Please reload the page and try again.";

/**
 * The name of the unique index a Prisma error reports, "" when it is a unique violation whose index
 * cannot be told, null when it is not a unique violation. The driver adapter names the index in the
 * message ("Unique constraint failed on the constraint: `User_email_key`"), in the adapter error's cause,
 * or (other engines) in meta.target; all are read.
 */
export function uniqueIndexOf(err: unknown): string | null {
  if (!err || typeof err !== "object") return null;
  // a raw pg error (lib/sql-tx.ts): SQLSTATE 23505 names its index
  if ((err as { code?: unknown }).code === "23505") return String((err as { constraint?: unknown }).constraint ?? "");
  if ((err as { code?: unknown }).code !== "P2002") return null;
  const message = String((err as { message?: unknown }).message ?? "");
  const named = /constraint: `([^`]+)`/.exec(message)?.[1];
  if (named) return named;
  const meta = (err as { meta?: Record<string, unknown> }).meta ?? {};
  const cause = (meta.driverAdapterError as { cause?: { constraint?: { index?: string; fields?: string[] } } } | undefined)?.cause;
  if (cause?.constraint?.index) return cause.constraint.index;
  const model = typeof meta.modelName === "string" ? meta.modelName : "";
  const fields = cause?.constraint?.fields ?? (Array.isArray(meta.target) ? (meta.target as string[]) : null);
  if (model && fields?.length) return `${model}_${fields.map((f) => f.replace(/"/g, "")).join("_")}_key`;
  if (typeof meta.target === "string") return meta.target;
  return "";
}

/** True when the error is a unique violation (of this index, when one is named). */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  const found = uniqueIndexOf(err);
  return found !== null && (index === undefined || found === index);
}

/** The message a unique violation answers with. */
export function uniqueViolationMessage(err: unknown): string {
  return UNIQUE_MESSAGES[uniqueIndexOf(err) ?? ""] ?? UNIQUE_FALLBACK;
}
