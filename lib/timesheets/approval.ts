// Timesheet approval (docs/money.md, Approval): the worker submits the hours of a shift at clock-out (or the
// contract's unsubmitted hours later: timesheet/submit) with the break attestation; the employer approves them
// (one or many: timesheet/approve) or adjusts them with a reason (timesheet/adjust); a queued job approves them
// automatically AUTO_APPROVE_HOURS after submission. The decision pays the approved minutes in the same
// transaction (lib/money/pay/pay-timesheet.ts).
//
// Lock order, as job/pay_period and job/pay_job: the job row FOR UPDATE first, then the timesheet, its entries
// and the wallets. The decision is one guarded UPDATE (`where status = 'submitted'`), so of two approvals, an
// approval and an adjustment, or either and the automatic approval, exactly one decides and pays.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError, badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { lockJob } from "@/lib/jobs/access";
import { enqueue, dequeueByKey } from "@/lib/background/queue";
import { notifyAll, type NotifyInput } from "@/lib/notifications/create-notification";
import { printMails } from "@/lib/integrations/mail/send-mail";
import { formatCents } from "@/lib/money/amounts/format";
import { payApprovedTimesheets, payTimesheetInTx, type TimesheetPayment } from "@/lib/money/pay/pay-timesheet";
import { invalidateUserStatistics } from "@/lib/jobs/statistics";
import type { AuthUser } from "@/lib/session/current-user";
import { durationText, secondsToBilledMinutes } from "@/lib/time/format";
import { breakAttestationRequired, mealBreakRule, type BreakAnswer } from "@/lib/time/break-rules";
import { AUTO_APPROVE_HOURS, PENDING_WHERE, TIMESHEET_TRANSITIONS } from "@/lib/time/timesheet-states";
import { lockForProvider } from "@/lib/timesheets/access";
import { APPROVAL_MSG } from "@/lib/timesheets/approval-messages";
import type { AdjustTimesheetInput, SubmitTimesheetInput } from "@/lib/timesheets/approval-schemas";
import { TIMESHEET_NOTIFICATION } from "@/lib/timesheets/live";

export const AUTO_APPROVE_TASK = "timesheet_auto_approve";
const autoKey = (timesheetId: string) => `${AUTO_APPROVE_TASK}:${timesheetId}`;
const minutesText = (minutes: number) => durationText(minutes * 60);

type Entry = { id: string; start: Date; end: Date };

/**
 * Submits these entries (locked by the caller, unpaid and unsubmitted) as one timesheet, inside the caller's
 * transaction (which holds the job row): the attestation is required where the job's state asks for a meal
 * break on a shift this long. Queues the automatic approval and tells the employer.
 */
export async function submitEntriesInTx(
  tx: Tx,
  p: { jobId: string; contractId: string; workerId: string; entries: Entry[]; breaks?: BreakAnswer; now: Date },
) {
  const job = await tx.job.findUniqueOrThrow({
    where: { id: p.jobId },
    select: { title: true, state: true, creatorId: true, contract: { select: { user: { select: { firstName: true, lastName: true } } } } },
  });
  const seconds = p.entries.reduce((n, e) => n + Math.round((e.end.getTime() - e.start.getTime()) / 1000), 0);
  const minutes = secondsToBilledMinutes(seconds);
  // the longest single shift decides (two short entries are two shifts)
  const longest = Math.max(0, ...p.entries.map((e) => Math.floor((e.end.getTime() - e.start.getTime()) / 60_000)));
  const required = breakAttestationRequired(job.state, longest);
  if (required && !p.breaks) {
    const rule = mealBreakRule(job.state)!;
    throw badRequest(APPROVAL_MSG.BreakRequired(rule.state, rule.afterMinutes / 60));
  }
  const autoApproveAt = new Date(p.now.getTime() + AUTO_APPROVE_HOURS * 3_600_000);
  const sheet = await tx.timesheet.create({
    data: {
      contractId: p.contractId,
      jobId: p.jobId,
      userId: p.workerId,
      employerId: job.creatorId,
      minutes,
      breakAttestation: p.breaks ?? null,
      breakRequired: required,
      submittedAt: p.now,
      autoApproveAt,
    },
    select: { id: true, minutes: true, autoApproveAt: true, status: true },
  });
  const linked = await tx.timeEntry.updateMany({
    where: { id: { in: p.entries.map((e) => e.id) }, timesheetId: null, paidAt: null },
    data: { timesheetId: sheet.id },
  });
  if (linked.count !== p.entries.length) throw conflict(APPROVAL_MSG.NothingToSubmit);
  await enqueue(AUTO_APPROVE_TASK, { timesheetId: sheet.id }, { tx, runAt: autoApproveAt, jobKey: autoKey(sheet.id) });
  const worker = job.contract?.user;
  const who = worker ? [worker.firstName, worker.lastName].filter(Boolean).join(" ") || "Your worker" : "Your worker";
  await notifyAll(tx, [
    {
      userId: job.creatorId,
      type: TIMESHEET_NOTIFICATION.submitted,
      message: `${who} submitted ${minutesText(minutes)} on "${job.title}". Approve or adjust the hours within ${AUTO_APPROVE_HOURS} hours; after that they are approved automatically.`,
      creatorId: p.workerId,
      jobId: p.jobId,
    },
  ]);
  return sheet;
}

/** timesheet/submit: the contract's hours not yet submitted (added by hand, or clocked before approval existed). */
export async function submitTimesheet(user: AuthUser, input: SubmitTimesheetInput, now = new Date()) {
  const sheet = await db.$transaction(async (tx) => {
    const { job, contract } = await lockForProvider(tx, input.jobId, user.id);
    const entries = await tx.$queryRaw<Entry[]>`
      SELECT "id", "start", "end" FROM "TimeEntry"
      WHERE "contractId" = ${contract.id} AND "userId" = ${user.id} AND "timesheetId" IS NULL AND "paidAt" IS NULL
      ORDER BY "start", "id" FOR UPDATE`;
    if (!entries.length) throw conflict(APPROVAL_MSG.NothingToSubmit);
    return submitEntriesInTx(tx, { jobId: job.id, contractId: contract.id, workerId: user.id, entries, breaks: input.breaks, now });
  });
  return { timesheet: { _id: sheet.id, status: sheet.status, minutes: sheet.minutes, autoApproveAt: sheet.autoApproveAt.toISOString() } };
}

type Decision = { kind: "approve"; by: string } | { kind: "adjust"; by: string; minutes: number; reason: string } | { kind: "auto" };

type Decided = { id: string; workerId: string; employerId: string; payment: TimesheetPayment };

/**
 * One decision in its own transaction: the job row FOR UPDATE, the guarded change, the worker told, the
 * payment. null when the automatic approval finds the timesheet decided already (a repeat is a no-op).
 */
async function decide(timesheetId: string, d: Decision, now: Date): Promise<Decided | null> {
  const out = await db.$transaction(async (tx) => {
    const t = await tx.timesheet.findUnique({
      where: { id: timesheetId },
      select: { id: true, jobId: true, employerId: true, userId: true, minutes: true, autoApproveAt: true },
    });
    if (!t) {
      if (d.kind === "auto") return null;
      throw notFound(APPROVAL_MSG.NotFound);
    }
    if (d.kind !== "auto" && t.employerId !== d.by) throw forbidden(APPROVAL_MSG.NotYours);
    if (d.kind === "adjust" && d.minutes === t.minutes) throw badRequest(APPROVAL_MSG.SameMinutes);
    const job = await lockJob(tx, t.jobId, "update");
    // not due yet (a job run early by hand): the queued one comes back at its time
    if (d.kind === "auto" && t.autoApproveAt.getTime() > now.getTime()) return null;
    const to = d.kind === "adjust" ? TIMESHEET_TRANSITIONS.adjust : TIMESHEET_TRANSITIONS.approve;
    const { count } = await tx.timesheet.updateMany({
      where: { id: t.id, status: to.from },
      data: {
        status: to.to,
        decidedAt: now,
        decidedBy: d.kind === "auto" ? null : d.by,
        ...(d.kind === "adjust" ? { adjustedMinutes: d.minutes, adjustReason: d.reason } : {}),
      },
    });
    if (count === 0) {
      if (d.kind === "auto") return null;
      throw conflict(APPROVAL_MSG.AlreadyDecided);
    }
    if (d.kind !== "auto") await dequeueByKey(autoKey(t.id), tx);
    const payment = await payTimesheetInTx(tx, t.id, now);
    const notes: NotifyInput[] = [
      {
        userId: t.userId,
        type: d.kind === "adjust" ? TIMESHEET_NOTIFICATION.adjusted : TIMESHEET_NOTIFICATION.approved,
        message:
          d.kind === "adjust"
            ? `Your ${minutesText(t.minutes)} on "${job.title}" were adjusted to ${minutesText(d.minutes)}: ${d.reason}`
            : d.kind === "auto"
              ? `Your ${minutesText(t.minutes)} on "${job.title}" were approved automatically.`
              : `Your ${minutesText(t.minutes)} on "${job.title}" were approved.`,
        creatorId: d.kind === "auto" ? null : t.employerId,
        jobId: t.jobId,
      },
    ];
    if (payment.outcome === "short")
      notes.push({
        userId: t.employerId,
        type: TIMESHEET_NOTIFICATION.unfunded,
        message: `The approved hours on "${job.title}" (${formatCents(payment.amounts.totalCents)}) are waiting for funds. Add funds to your wallet and they are paid automatically.`,
        creatorId: t.userId,
        jobId: t.jobId,
      });
    await notifyAll(tx, notes);
    return { id: t.id, workerId: t.userId, employerId: t.employerId, payment };
  });
  if (out?.payment.outcome === "paid") {
    printMails(out.payment.receipts);
    invalidateUserStatistics(out.employerId, out.workerId);
  }
  return out;
}

const answerOf = (d: Decided) => ({
  _id: d.id,
  paid: d.payment.outcome === "paid" || d.payment.outcome === "covered",
  ...(d.payment.outcome === "paid" ? { amountCents: d.payment.amounts.subTotalCents, feeCents: d.payment.amounts.feeCents } : {}),
});

/**
 * timesheet/approve: one or many timesheets, each in its own transaction (one refused does not hold up the
 * others). With one id a refusal is the call's answer; with several the answer lists what was refused and why.
 */
export async function approveTimesheets(user: AuthUser, ids: string[], now = new Date()) {
  const unique = [...new Set(ids)];
  if (unique.length === 1) {
    const d = (await decide(unique[0], { kind: "approve", by: user.id }, now))!;
    return { approved: [answerOf(d)], refused: [] as { _id: string; error: string }[] };
  }
  const approved: ReturnType<typeof answerOf>[] = [];
  const refused: { _id: string; error: string }[] = [];
  for (const id of unique) {
    try {
      approved.push(answerOf((await decide(id, { kind: "approve", by: user.id }, now))!));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ _id: id, error: err.message });
    }
  }
  return { approved, refused };
}

/** timesheet/adjust: other minutes with a reason; pays the adjusted minutes. */
export async function adjustTimesheet(user: AuthUser, input: AdjustTimesheetInput, now = new Date()) {
  const d = (await decide(input.id, { kind: "adjust", by: user.id, minutes: input.minutes, reason: input.reason }, now))!;
  return { adjusted: answerOf(d) };
}

/** The queued automatic approval (safe to run twice: a decided timesheet is left as it is). */
export async function autoApproveTask(payload: Record<string, unknown>, now = new Date()): Promise<void> {
  const id = String(payload.timesheetId ?? "");
  if (id) await decide(id, { kind: "auto" }, now);
}

/**
 * The minutely sweep (task `timesheet:sweep`): approves what is overdue and still submitted (a queued job that
 * was lost, or demo data written without one), then retries the payments that waited for funds.
 */
export async function approvalSweep(now = new Date()): Promise<void> {
  const overdue = await db.timesheet.findMany({
    where: { ...PENDING_WHERE, autoApproveAt: { lte: now } },
    orderBy: { autoApproveAt: "asc" },
    take: 100,
    select: { id: true },
  });
  for (const t of overdue) await decide(t.id, { kind: "auto" }, now);
  await payApprovedTimesheets(100, now);
}
