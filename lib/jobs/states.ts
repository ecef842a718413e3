// The job and invitation lifecycles as tables: what each status is called and still allows, and every
// status change (event: from → to). This is the only place a job's or an invitation's status changes:
// each transition is ONE guarded UPDATE (`where status = from`) inside the caller's transaction, so two
// concurrent calls can never both move the same row: the loser's UPDATE matches no row and is refused.
// Client-safe (no server imports at run time): components use the same constants and predicates.
import type { Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { JOB_MSG } from "@/lib/jobs/messages";
import { INVITE, type InviteStatus } from "@/lib/jobs/proposal-states";

export const JOB_STATUS = { open: 0, progressing: 1, completed: 2, canceled: 3 } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

/**
 * What each job status is called (progressing is shown as Active, canceled as Cancelled) and what it
 * still allows besides its transitions: withdrawing a proposal (only while the job is open: once someone
 * is hired the proposals are the hiring record) and the employer's one review of the contract (once it
 * has ended, completed or cancelled).
 */
export const JOB_STATES: Record<JobStatus, { label: string; withdraw: boolean; review: boolean }> = {
  [JOB_STATUS.open]: { label: "Open", withdraw: true, review: false },
  [JOB_STATUS.progressing]: { label: "Active", withdraw: false, review: false },
  [JOB_STATUS.completed]: { label: "Completed", withdraw: false, review: true },
  [JOB_STATUS.canceled]: { label: "Cancelled", withdraw: false, review: true },
};

export const JOB_STATUS_LABEL = Object.fromEntries(Object.entries(JOB_STATES).map(([status, s]) => [status, s.label])) as Record<
  JobStatus,
  string
>;

/** The job statuses in which a contract has ended (the "Completed" tabs list both). */
export const ENDED_JOB_STATUSES: JobStatus[] = [JOB_STATUS.completed, JOB_STATUS.canceled];

const stateOf = (status: number) => (JOB_STATES as Record<number, (typeof JOB_STATES)[JobStatus] | undefined>)[status];

/** Whether an employee may still withdraw a proposal for a job in this status. */
export function canWithdraw(status: number): boolean {
  return stateOf(status)?.withdraw ?? false;
}

/** Whether a job in this status can get its (one) review of the contract. */
export function canReview(status: number): boolean {
  return stateOf(status)?.review ?? false;
}

export function isJobOpen(status: number): boolean {
  return status === JOB_STATUS.open;
}

export type JobEvent = "hire" | "cancel_job" | "complete_contract" | "cancel_contract";

export const JOB_TRANSITIONS: Record<JobEvent, { from: JobStatus; to: JobStatus; refusal: string }> = {
  // Hiring moves an open job to progressing.
  hire: { from: JOB_STATUS.open, to: JOB_STATUS.progressing, refusal: JOB_MSG.JobNotOpen },
  // Open jobs can be canceled by their owner.
  cancel_job: { from: JOB_STATUS.open, to: JOB_STATUS.canceled, refusal: JOB_MSG.JobNotOpen },
  // A customer can complete or cancel a progressing contract.
  complete_contract: { from: JOB_STATUS.progressing, to: JOB_STATUS.completed, refusal: JOB_MSG.JobNotProgressing },
  cancel_contract: { from: JOB_STATUS.progressing, to: JOB_STATUS.canceled, refusal: JOB_MSG.JobNotProgressing },
};

export type { InviteStatus };
export type InviteEvent = "accept" | "decline";

export const INVITE_TRANSITIONS: Record<InviteEvent, { from: InviteStatus; to: InviteStatus; refusal: string }> = {
  // Applying through an invite answers it; so does hiring an invited employee who had already applied.
  accept: { from: INVITE.sent, to: INVITE.accepted, refusal: JOB_MSG.InviteAnswered },
  decline: { from: INVITE.sent, to: INVITE.declined, refusal: JOB_MSG.InviteAnswered },
};

export function canJob(event: JobEvent, status: number): boolean {
  return JOB_TRANSITIONS[event].from === status;
}

export function canInvite(event: InviteEvent, status: InviteStatus): boolean {
  return INVITE_TRANSITIONS[event].from === status;
}

/** What a job in this status still allows (the UI shows footer actions only while open). */
export function jobEvents(status: number): JobEvent[] {
  return (Object.keys(JOB_TRANSITIONS) as JobEvent[]).filter((e) => canJob(e, status));
}

/** Status timestamps a transition stamps on the job row. */
export function stamps(event: JobEvent, now: Date) {
  switch (event) {
    case "complete_contract":
      return { completedAt: now, closedAt: now };
    case "cancel_job":
    case "cancel_contract":
      return { canceledAt: now, closedAt: now };
    default:
      return {};
  }
}

/**
 * Applies a job transition: one `UPDATE … WHERE id = ? AND creatorId = ? AND status = from`.
 * Throws 409 with the table's refusal when the row is not (any more) in the `from` state.
 */
export async function transitionJob(
  tx: Tx,
  args: { jobId: string; ownerId: string; event: JobEvent; data?: { price?: number }; now?: Date },
) {
  const t = JOB_TRANSITIONS[args.event];
  const now = args.now ?? new Date();
  const { count } = await tx.job.updateMany({
    where: { id: args.jobId, creatorId: args.ownerId, status: t.from },
    data: { status: t.to, ...stamps(args.event, now), ...args.data },
  });
  if (count !== 1) throw conflict(t.refusal);
  return now;
}

/**
 * Applies an invitation transition with the same guarded-UPDATE rule. `ifStill`: the transition is a side
 * effect of another one (a hire answers the invitation), so an invitation that is no longer in the `from`
 * state is left as it is instead of refusing the call. Answers whether the row moved.
 */
export async function transitionInvite(
  tx: Tx,
  args: { inviteId: string; event: InviteEvent; reason?: string; now?: Date; ifStill?: boolean },
): Promise<boolean> {
  const t = INVITE_TRANSITIONS[args.event];
  const { count } = await tx.invite.updateMany({
    where: { id: args.inviteId, status: t.from },
    data: { status: t.to, answeredAt: args.now ?? new Date(), ...(args.reason !== undefined ? { reason: args.reason } : {}) },
  });
  if (count !== 1 && !args.ifStill) throw conflict(t.refusal);
  return count === 1;
}
