// A worker's commitment to a dated shift: one Shift row, written in the transaction that hires (a booking
// request's accept, or the hire of a one-time job with a start and an end). The database keeps one worker's
// booked and confirmed shifts apart (the exclusion constraint "Shift_no_overlap"): a commitment that would
// overlap answers 409 and, being in the hire's transaction, nothing of the hire is kept. The same transaction
// queues the shift's confirmation deadline and reminders and tells the worker, with a Confirm action.
import { db, type Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/create-notification";
import { whenText } from "@/lib/notifications/event-mail";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import { SHIFT_MSG } from "@/lib/shifts/messages";
import { scheduleShiftJobs } from "@/lib/shifts/keys";
import { ACTIVE_SHIFT, SHIFT_BOOKED_NOTICE } from "@/lib/shifts/states";

export type CommitInput = {
  jobId: string;
  contractId: string;
  bookingId?: string | null;
  userId: string;
  employerId: string;
  start: Date;
  end: Date;
  timezone: string;
  /** the job's title, for the worker's notification */
  title: string;
};

/** Who commits: the worker accepting ("You already have…") or the employer hiring ("<Name> already has…"). */
export type CommitBy = { by: "worker" } | { by: "employer"; workerName: string };

/**
 * Writes the shift and what comes with it. `policy`: the shift policy, read before the transaction
 * (getShiftPolicy()) so the hire's locks are held no longer than needed.
 */
export async function commitShift(tx: Tx, input: CommitInput, who: CommitBy, policy: ShiftPolicy, now = new Date()) {
  const refusal = () => conflict(who.by === "worker" ? SHIFT_MSG.OverlapSelf : SHIFT_MSG.OverlapOther(who.workerName));
  // the constraint decides, also between two commitments at the same instant (the second waits, then fails)
  let shift;
  try {
    shift = await tx.shift.create({
      data: {
        jobId: input.jobId,
        contractId: input.contractId,
        bookingId: input.bookingId ?? null,
        userId: input.userId,
        employerId: input.employerId,
        start: input.start,
        end: input.end,
        timezone: input.timezone,
      },
    });
  } catch (err) {
    if (isOverlapError(err)) throw refusal();
    throw err;
  }
  await scheduleShiftJobs(tx, shift, policy, now);
  await notify(tx, {
    userId: input.userId,
    type: SHIFT_BOOKED_NOTICE,
    message: `You are booked for "${input.title}" at ${whenText(input.start, input.timezone)}. Please confirm you will be there.`,
    creatorId: input.employerId,
    jobId: input.jobId,
    requestId: input.bookingId ?? null,
  });
  // the notification's own event reaches the worker; the employer's screen hears the booking or job change
  return shift;
}

/** Of these workers, those with a booked or confirmed shift overlapping [start, end) (dispatch leaves them out). */
export async function busyWorkers(tx: Tx, userIds: string[], start: Date, end: Date): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await tx.shift.findMany({
    where: { userId: { in: userIds }, status: { in: [...ACTIVE_SHIFT] }, start: { lt: end }, end: { gt: start } },
    select: { userId: true },
    distinct: ["userId"],
  });
  return new Set(rows.map((r) => r.userId));
}

/** Every worker with a booked or confirmed shift overlapping [start, end) (the automatic pick leaves them out). */
export async function workersBusyDuring(client: Tx | typeof db, start: Date, end: Date): Promise<string[]> {
  const rows = await client.shift.findMany({
    where: { status: { in: [...ACTIVE_SHIFT] }, start: { lt: end }, end: { gt: start } },
    select: { userId: true },
    distinct: ["userId"],
  });
  return rows.map((r) => r.userId);
}

/** The exclusion constraint's refusal, as the driver reports it (SQLSTATE 23P01 naming "Shift_no_overlap"). */
export function isOverlapError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const walk = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== "object" || seen.has(e) || depth > 5) return false;
    seen.add(e);
    const o = e as Record<string, unknown>;
    const text = [o.message, o.constraint, JSON.stringify(o.meta ?? null)].map(String).join(" ");
    if (text.includes("Shift_no_overlap")) return true;
    return walk(o.cause, depth + 1) || walk(o.meta, depth + 1);
  };
  return walk(err, 0);
}
