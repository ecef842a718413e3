// Reads of submitted timesheets: the employer's list of hours to approve (/dashboard/approvals,
// timesheet/list_pending) and the timesheets of one contract for either side (timesheet/list).
import "server-only";
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { minutesCents } from "@/lib/money/pricing/pricing";
import { BREAK_ANSWER_TEXT, type BreakAnswer } from "@/lib/time/break-rules";
import { approvedMinutes, canDecide, isAdjusted, PENDING_WHERE, timesheetLabel } from "@/lib/time/timesheet-states";
import { findForParty } from "@/lib/timesheets/access";
import { disputeDeadline } from "@/lib/disputes/states";

const select = {
  id: true,
  jobId: true,
  status: true,
  minutes: true,
  adjustedMinutes: true,
  adjustReason: true,
  breakAttestation: true,
  breakRequired: true,
  submittedAt: true,
  autoApproveAt: true,
  decidedAt: true,
  decidedBy: true,
  paidAt: true,
  paidMinutes: true,
  dispute: { select: { id: true } },
  entries: { select: { start: true, end: true }, orderBy: { start: "asc" as const } },
  contract: {
    select: {
      price: true,
      user: { select: { id: true, firstName: true, lastName: true, company: true, accountType: true } },
      job: { select: { title: true } },
    },
  },
} as const;

type Row = Awaited<ReturnType<typeof readRows>>[number];
const readRows = (where: object, take: number) =>
  db.timesheet.findMany({ where, select, orderBy: [{ autoApproveAt: "asc" }, { id: "asc" }], take });

function toDto(t: Row) {
  const first = t.entries[0];
  const last = t.entries[t.entries.length - 1];
  return {
    _id: t.id,
    jobId: t.jobId,
    title: t.contract.job.title,
    worker: { _id: t.contract.user.id, name: displayName(t.contract.user) },
    rate: centsToDollars(t.contract.price),
    status: t.status as string,
    label: timesheetLabel(t),
    canDecide: canDecide(t),
    minutes: t.minutes,
    approvedMinutes: approvedMinutes(t),
    adjustedMinutes: t.adjustedMinutes,
    adjustReason: t.adjustReason,
    breaks: t.breakAttestation ? BREAK_ANSWER_TEXT[t.breakAttestation as BreakAnswer] : null,
    breakRequired: t.breakRequired,
    start: first?.start.toISOString() ?? null,
    end: last?.end.toISOString() ?? null,
    submittedAt: t.submittedAt.toISOString(),
    autoApproveAt: t.autoApproveAt.toISOString(),
    decidedAt: t.decidedAt?.toISOString() ?? null,
    paid: !!t.paidAt,
    /** what the worker earned by this approval (dollars; 0 when its hours were paid another way), null while unpaid */
    earned: t.paidAt && t.paidMinutes !== null ? centsToDollars(minutesCents(t.contract.price, t.paidMinutes)) : null,
    /** disputes (lib/disputes): the dispute of these hours, or until when the worker may dispute them (adjusted down, not yet disputed) */
    disputeId: t.dispute?.id ?? null,
    disputeUntil:
      !t.dispute && isAdjusted(t) && t.decidedAt && (t.adjustedMinutes ?? t.minutes) < t.minutes
        ? disputeDeadline(t.decidedAt).toISOString()
        : null,
  };
}
export type TimesheetDto = ReturnType<typeof toDto>;

/** timesheet/list_pending: the employer's hours waiting for a decision, the soonest automatic approval first. */
export async function listPendingTimesheets(employerId: string, jobId?: string) {
  const rows = await readRows({ employerId, ...PENDING_WHERE, ...(jobId ? { jobId } : {}) }, 200);
  return rows.map(toDto);
}

/** timesheet/list: every submitted timesheet of a job's contract, newest first, for its employer or worker. */
export async function listJobTimesheets(jobId: string, userId: string) {
  const { contract, role } = await findForParty(jobId, userId);
  const rows = await db.timesheet.findMany({
    where: { contractId: contract.id },
    select,
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  return { role, timesheets: rows.map(toDto) };
}
