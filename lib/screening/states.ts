// The background check's lifecycles as tables: the check's status (moved by the partner's signed webhooks, and
// by the worker's dispute), its result, and the employer's adverse-action stage. Client-safe (no imports).
//
//   ordering  → invited     the partner created the candidate and sent the invitation
//   ordering  → canceled    the partner did not answer: the price goes back to the wallet
//   invited   → pending     the candidate gave consent and details on the partner's page (a report exists)
//   pending, suspended → complete   the report is ready: clear or consider
//   invited, pending → suspended    the partner waits for something from the candidate
//   suspended → pending     the candidate answered
//   complete  → dispute     the worker disputes the result (on Gigline or at the partner)
//   dispute   → complete    the partner finished the re-investigation
//   every open status → canceled    the partner canceled the report (canceled is final)
// The partner's statuses use Checkr's words, so a report's status is this table's status as it is.
// Each change is one guarded UPDATE (`where status in (from) and the event is not older than the last one`).

export const CHECK = {
  ordering: "ordering",
  invited: "invited",
  pending: "pending",
  complete: "complete",
  suspended: "suspended",
  dispute: "dispute",
  canceled: "canceled",
} as const;
export type CheckStatus = (typeof CHECK)[keyof typeof CHECK];

export const RESULT = { clear: "clear", consider: "consider" } as const;
export type CheckResult = (typeof RESULT)[keyof typeof RESULT];

/** What each status may become (from → allowed to). */
const NEXT: Record<CheckStatus, CheckStatus[]> = {
  ordering: [CHECK.invited, CHECK.canceled],
  invited: [CHECK.pending, CHECK.suspended, CHECK.complete, CHECK.canceled],
  pending: [CHECK.complete, CHECK.suspended, CHECK.canceled],
  suspended: [CHECK.pending, CHECK.complete, CHECK.canceled],
  complete: [CHECK.dispute],
  dispute: [CHECK.complete, CHECK.canceled],
  canceled: [],
};

export function isCheckStatus(s: unknown): s is CheckStatus {
  return typeof s === "string" && Object.prototype.hasOwnProperty.call(NEXT, s);
}

export function isCheckResult(s: unknown): s is CheckResult {
  return s === RESULT.clear || s === RESULT.consider;
}

/** The statuses a check may be in for it to become `to` (the guarded UPDATE's `where status in (…)`). */
export function statusesBefore(to: CheckStatus): CheckStatus[] {
  return (Object.keys(NEXT) as CheckStatus[]).filter((from) => NEXT[from].includes(to));
}

export function canBecome(from: string, to: CheckStatus): boolean {
  return isCheckStatus(from) && NEXT[from].includes(to);
}

/** The statuses of a check still under way (one per employer and worker: a partial unique index). */
export const OPEN_CHECK_STATUSES: CheckStatus[] = [CHECK.ordering, CHECK.invited, CHECK.pending, CHECK.suspended, CHECK.dispute];

export function isCheckOpen(s: string): boolean {
  return (OPEN_CHECK_STATUSES as string[]).includes(s);
}

/** The candidate still has to give consent and details on the partner's page. */
export function awaitsCandidate(s: string): boolean {
  return s === CHECK.invited;
}

export function isComplete(s: string): boolean {
  return s === CHECK.complete;
}

export function isClear(status: string, result: string | null): boolean {
  return status === CHECK.complete && result === RESULT.clear;
}

export function isConsider(status: string, result: string | null): boolean {
  return status === CHECK.complete && result === RESULT.consider;
}

/** The worker may dispute a complete result. */
export function canDispute(s: string): boolean {
  return canBecome(s, CHECK.dispute);
}

export const STATUS_LABEL: Record<CheckStatus, string> = {
  ordering: "Ordering",
  invited: "Waiting for consent",
  pending: "In progress",
  complete: "Complete",
  suspended: "Suspended",
  dispute: "Disputed",
  canceled: "Canceled",
};

export function statusLabel(status: string, result: string | null): string {
  if (status === CHECK.complete && result === RESULT.clear) return "Clear";
  if (status === CHECK.complete && result === RESULT.consider) return "Consider";
  return isCheckStatus(status) ? STATUS_LABEL[status] : status;
}

// ---- adverse action (FCRA) on a "consider" result: the employer's steps, in this order ----
//   none        → pre_adverse   pre-adverse notice (with the report and the summary of rights)
//   pre_adverse → final         final notice, once the waiting period has passed
//   none, pre_adverse → proceeded   the employer goes ahead with the worker
export const ADVERSE = { none: "none", preAdverse: "pre_adverse", final: "final", proceeded: "proceeded" } as const;
export type AdverseStage = (typeof ADVERSE)[keyof typeof ADVERSE];

export const ADVERSE_STEP = { preAdverse: "pre_adverse", finalNotice: "final_notice", proceed: "proceed" } as const;
export type AdverseStepName = (typeof ADVERSE_STEP)[keyof typeof ADVERSE_STEP];

export const ADVERSE_TRANSITIONS: Record<AdverseStepName, { from: AdverseStage[]; to: AdverseStage }> = {
  pre_adverse: { from: [ADVERSE.none], to: ADVERSE.preAdverse },
  final_notice: { from: [ADVERSE.preAdverse], to: ADVERSE.final },
  proceed: { from: [ADVERSE.none, ADVERSE.preAdverse], to: ADVERSE.proceeded },
};

export function canAdverse(step: AdverseStepName, stage: string): boolean {
  return (ADVERSE_TRANSITIONS[step].from as string[]).includes(stage);
}

export function isAdverseStepName(s: unknown): s is AdverseStepName {
  return s === ADVERSE_STEP.preAdverse || s === ADVERSE_STEP.finalNotice || s === ADVERSE_STEP.proceed;
}

export const ADVERSE_STEP_LABEL: Record<AdverseStepName, string> = {
  pre_adverse: "Pre-adverse notice sent",
  final_notice: "Final adverse-action notice sent",
  proceed: "Employer chose to proceed",
};

/** Sandbox invitation statuses (the sandbox partner's own records). */
export const SANDBOX_INVITATION = { pending: "pending", completed: "completed" } as const;

export function isSandboxInvitationPending(s: string): boolean {
  return s === SANDBOX_INVITATION.pending;
}
