// The job and invitation lifecycles (marketplace.md §4) as transition tables. Each transition is applied
// as ONE guarded UPDATE (`where status = from`) inside the caller's transaction, so two concurrent calls
// can never both move the same row: the loser's UPDATE matches no row and the call is refused.
import type { Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { JOB_MSG } from "@/lib/jobs/messages";

export const JOB_STATUS = { open: 0, progressing: 1, completed: 2, canceled: 3 } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

/** spec §4: progressing is shown as Active, canceled as Cancelled */
export const JOB_STATUS_LABEL: Record<JobStatus, string> = { 0: "Open", 1: "Active", 2: "Completed", 3: "Cancelled" };

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

export type InviteStatus = "sent" | "accepted" | "declined";
export type InviteEvent = "accept" | "decline";

export const INVITE_TRANSITIONS: Record<InviteEvent, { from: InviteStatus; to: InviteStatus; refusal: string }> = {
  // Applying through an invite answers it; so does hiring an invited provider directly.
  accept: { from: "sent", to: "accepted", refusal: JOB_MSG.InviteAnswered },
  decline: { from: "sent", to: "declined", refusal: JOB_MSG.InviteAnswered },
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
function stamps(event: JobEvent, now: Date) {
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

/** Applies an invitation transition with the same guarded-UPDATE rule. */
export async function transitionInvite(tx: Tx, args: { inviteId: string; event: InviteEvent; reason?: string; now?: Date }) {
  const t = INVITE_TRANSITIONS[args.event];
  const { count } = await tx.invite.updateMany({
    where: { id: args.inviteId, status: t.from },
    data: { status: t.to, answeredAt: args.now ?? new Date(), ...(args.reason !== undefined ? { reason: args.reason } : {}) },
  });
  if (count !== 1) throw conflict(t.refusal);
}
