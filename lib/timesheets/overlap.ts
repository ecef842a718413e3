// Entries of one provider never overlap: the exclusion constraint "TimeEntry_no_overlap" (tstzrange over
// start and end, per user, across all contracts) is the rule; the use cases look first to name the entry
// in the message, and a race that slips past the look-up is turned into the same readable 409.
import "server-only";
import type { Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { dateText, timeOfDayText } from "@/lib/time/format";

/** True for PostgreSQL's exclusion violation (SQLSTATE 23P01) of the time entries, however the driver wraps it. */
export function isOverlapViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  const stack = [err];
  while (stack.length) {
    const e = stack.pop();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const o = e as Record<string, unknown>;
    if (o.code === "23P01" || o.originalCode === "23P01") return true;
    if (typeof o.message === "string" && /TimeEntry_no_overlap|23P01/.test(o.message)) return true;
    stack.push(o.cause, o.meta, (o.meta as Record<string, unknown> | undefined)?.driverAdapterError);
  }
  return false;
}

/** Refuses with 409 when [start, end) meets another entry of the user (any contract). */
export async function assertNoOverlap(tx: Tx, userId: string, start: Date, end: Date, tz: string) {
  const other = await tx.timeEntry.findFirst({
    where: { userId, start: { lt: end }, end: { gt: start } },
    select: { start: true, end: true, contract: { select: { job: { select: { title: true } } } } },
  });
  if (other) {
    const what = `your entry of ${dateText(other.start, tz)}, ${timeOfDayText(other.start, tz)} – ${timeOfDayText(other.end, tz)} on "${other.contract.job.title}"`;
    throw conflict(TIME_MSG.OverlapWith(what));
  }
}

/** Runs the write; an exclusion violation becomes the readable 409. */
export async function guardOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isOverlapViolation(err)) throw conflict(TIME_MSG.Overlap);
    throw err;
  }
}
