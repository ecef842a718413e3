// A unique index refused a write (Prisma P2002): two requests raced past a use case's own check (a second
// proposal, contract or review for one job, a second account for one e-mail or social id). The request
// wrapper (lib/http/route.ts) answers every such refusal with a 409, here and nowhere else; the message is
// the one written for the index that fired (registered by the area that owns it), so a race reads the same
// as the use case's own check.

/**
 * The 409 message of each unique index (Prisma's default names: Model_field(s)_key), registered by the area
 * that owns the index next to its messages (lib/accounts/messages.ts, lib/jobs/messages.ts,
 * lib/reviews/constants.ts, lib/timesheets/timer.ts): the use case that writes the row imports them.
 */
export const UNIQUE_MESSAGES: Record<string, string> = {};

/** Adds the messages of some unique indexes (index name → message). */
export function registerUniqueMessages(messages: Record<string, string>): void {
  Object.assign(UNIQUE_MESSAGES, messages);
}

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
