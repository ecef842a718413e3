// A submitted timesheet's lifecycle (the Timesheet row): the worker submits the hours of a shift; the employer
// approves them as submitted or adjusts them (other minutes, with a reason), and a queued job approves them
// automatically AUTO_APPROVE_HOURS after submission. A decision is final. Each change is one guarded UPDATE
// (`where status = 'submitted'`), so of an approval, an adjustment and the automatic approval racing, exactly
// one wins. The payment is a separate state (`paidAt`), written with its journal. Client-safe.
//
//   submitted → approved   timesheet/approve (one or many), or the automatic approval
//   submitted → adjusted   timesheet/adjust (minutes and a reason of at least 10 characters)

export const TIMESHEET = { submitted: "submitted", approved: "approved", adjusted: "adjusted" } as const;
export type TimesheetState = (typeof TIMESHEET)[keyof typeof TIMESHEET];

export const TIMESHEET_TRANSITIONS = {
  approve: { from: TIMESHEET.submitted, to: TIMESHEET.approved },
  adjust: { from: TIMESHEET.submitted, to: TIMESHEET.adjusted },
} as const;

/** Hours not decided within this many hours of submission are approved automatically. */
export const AUTO_APPROVE_HOURS = 24;
/** An adjustment's reason is at least this long. */
export const ADJUST_REASON_MIN = 10;

/** The employer can still approve or adjust it. */
export function canDecide(t: { status: string }): boolean {
  return t.status === TIMESHEET.submitted;
}

/** Approved or adjusted: the minutes are final and payable. */
export function isDecided(t: { status: string }): boolean {
  return t.status === TIMESHEET.approved || t.status === TIMESHEET.adjusted;
}

export function isAdjusted(t: { status: string }): boolean {
  return t.status === TIMESHEET.adjusted;
}

/** The minutes the approval pays: the adjusted ones when adjusted, else the submitted ones. */
export function approvedMinutes(t: { status: string; minutes: number; adjustedMinutes: number | null }): number {
  return isAdjusted(t) && t.adjustedMinutes !== null ? t.adjustedMinutes : t.minutes;
}

/** The Prisma filter of the decided timesheets whose payment has not gone through (the wallet was short). */
export const UNPAID_DECIDED_WHERE = { status: { in: [TIMESHEET.approved, TIMESHEET.adjusted] }, paidAt: null };
export const PENDING_WHERE = { status: TIMESHEET.submitted };

/** What the worker and the employer read: "Waiting for approval", "Approved", "Adjusted". */
export function timesheetLabel(t: { status: string; decidedBy: string | null }): string {
  if (t.status === TIMESHEET.submitted) return "Waiting for approval";
  if (t.status === TIMESHEET.adjusted) return "Adjusted";
  return t.decidedBy ? "Approved" : "Approved automatically";
}

/** "Approves automatically in 5 h 12 min" (at the minute; "in less than a minute" at the end). */
export function autoApproveText(autoApproveAt: Date | string, now: number = Date.now()): string {
  const left = Math.floor((new Date(autoApproveAt).getTime() - now) / 60_000);
  if (left < 1) return "Approves automatically in less than a minute";
  const h = Math.floor(left / 60);
  const m = left % 60;
  return `Approves automatically in ${h ? `${h} h ${m} min` : `${m} min`}`;
}
