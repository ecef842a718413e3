// shift/cancel: the worker or the employer of a shift cancels it, with a reason, in ONE transaction:
//  - the shift locked FOR UPDATE, then the guarded change booked|confirmed → canceled (a second or concurrent
//    cancel finds it cancelled: 409), with the time, who, the reason and how many minutes before the start;
//  - the worker: 24 hours or more before the start (freeCancelHours) is free; later a ReliabilityEvent
//    late_cancel, under 2 hours (veryLateCancelHours) very_late_cancel (counts double), then the
//    "reliability:refresh" and "backfill:start" jobs (the backfill keeps the contract for the replacement until
//    its cut-off, backfillCutoff: after the start too; later the contract ends at once);
//  - the employer, only before the start: under 24 hours (employerLateCancelHours) the worker is paid
//    (lib/money/late-cancel: what the wallet holds now, the rest as debt paid first from the next deposit);
//  - the worker's contract for the job is cancelled as job/cancel_contract cancels one, once no other shift of
//    it is still booked; the other side is told (a notification, live).
import "server-only";
import type { Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { withIdempotency } from "@/lib/http/idempotency";
import type { AuthUser } from "@/lib/session/current-user";
import { displayName } from "@/lib/accounts/dto";
import { enqueue } from "@/lib/background/queue";
import { notify } from "@/lib/notifications/create-notification";
import { publish } from "@/lib/realtime";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import { payLateCancellation } from "@/lib/money/late-cancel/late-cancel-pay";
import { formatCents } from "@/lib/money/amounts/format";
import { CANCEL_MSG } from "@/lib/cancellations/messages";
import { backfillCutoff, employerCancelIsLate, employerLatePayCents, leadMinutes, workerCancelKind } from "@/lib/cancellations/policy";
import { lockOwnShift, shiftAnswer, type LockedShift } from "@/lib/cancellations/shift-access";
import { isLiveShift, isShiftCanceled, SHIFT_END_TRANSITIONS } from "@/lib/cancellations/cancel-states";
import { endContractIfLast } from "@/lib/cancellations/end-contract";
import type { CancelShiftInput } from "@/lib/cancellations/schemas";
import type { ReliabilityKind } from "@/lib/generated/prisma/enums";

export const BACKFILL_START_TASK = "backfill:start";
export const RELIABILITY_REFRESH_TASK = "reliability:refresh";

export async function cancelShift(user: AuthUser, input: CancelShiftInput, req: Request, now = new Date()) {
  const policy = await getShiftPolicy();
  return withIdempotency({ req, input }, user.id, "shift/cancel", input, async (tx) => {
    const { shift, side } = await lockOwnShift(tx, input.shiftId, user.id);
    if (isShiftCanceled(shift.status)) throw conflict(CANCEL_MSG.AlreadyCanceled);
    if (!isLiveShift(shift.status)) throw conflict(CANCEL_MSG.NotCancelable);
    if (side === "employer" && now >= shift.start) throw conflict(CANCEL_MSG.EmployerStarted);
    if (side === "worker" && now >= shift.end) throw conflict(CANCEL_MSG.WorkerEnded);
    await cancelLockedShift(tx, {
      shift,
      side,
      reason: input.reason,
      policy,
      now,
      who: displayName(user) || (side === "worker" ? "Your worker" : "Your employer"),
      creatorId: user.id,
      penalties: true,
    });
    return { shift: await shiftAnswer(tx, shift.id) };
  });
}

export type LockedCancel = {
  /** locked FOR UPDATE by the caller, live, and cancellable by this side now */
  shift: LockedShift;
  side: "worker" | "employer";
  reason: string;
  policy: ShiftPolicy;
  now: Date;
  /** who the other side's notification names */
  who: string;
  creatorId: string | null;
  /** false: a late worker cancellation records no reliability event (the backfill still starts) */
  penalties: boolean;
};

/**
 * The cancellation of a locked live shift by one side under the rules above, in the caller's transaction: the
 * guarded change, the worker's reliability event and backfill or the employer's late-cancellation pay, the
 * contract's end, and the other side told. shift/cancel and an admin's suspension or ban
 * (lib/admin/ops/consequences.ts) both run it.
 */
export async function cancelLockedShift(tx: Tx, c: LockedCancel) {
  const { shift, side, policy, now } = c;
  const lead = leadMinutes(shift.start, now);
  const moved = await tx.shift.updateMany({
    where: { id: shift.id, status: { in: SHIFT_END_TRANSITIONS.cancel.from } },
    data: {
      status: SHIFT_END_TRANSITIONS.cancel.to,
      canceledAt: now,
      canceledBy: side,
      cancelReason: c.reason,
      cancelLeadMinutes: lead,
    },
  });
  if (moved.count !== 1) throw conflict(CANCEL_MSG.AlreadyCanceled);
  const job = await tx.job.findUniqueOrThrow({
    where: { id: shift.jobId },
    select: { id: true, title: true, payType: true, price: true, contract: { select: { userId: true, price: true } } },
  });
  let note = "";
  // a late cancellation starts a backfill: the contract waits for the replacement (or the backfill's end)
  let backfill = false;
  if (side === "worker") {
    const kind = workerCancelKind(lead, policy);
    // after the start too (a worker may cancel until the end), while the backfill's cut-off is ahead
    backfill = kind !== "free" && now < backfillCutoff(shift.start, shift.end, policy);
    if (kind !== "free" && c.penalties) await recordReliability(tx, shift, kind, now, c.reason, "late_cancel");
    else if (backfill) await startBackfill(tx, shift.id, "late_cancel");
  } else if (employerCancelIsLate(lead, policy)) {
    note = await payWorker(tx, shift, job, policy);
  }
  if (!backfill) await endContractIfLast(tx, shift, now);
  await tellOtherSide(tx, c.who, c.creatorId, shift, side, job.title, c.reason, note);
  return { backfill, note };
}

async function startBackfill(tx: Tx, shiftId: string, reason: "late_cancel" | "no_show") {
  await enqueue(BACKFILL_START_TASK, { shiftId, reason }, { tx, jobKey: `backfill:start:${shiftId}` });
}

/** A reliability event of the worker's, then the jobs that follow it: the score's refresh and the backfill. */
export async function recordReliability(
  tx: Tx,
  shift: LockedShift,
  kind: ReliabilityKind,
  now: Date,
  detail: string,
  backfillReason: "late_cancel" | "no_show",
) {
  await tx.reliabilityEvent.createMany({
    data: [{ userId: shift.userId, shiftId: shift.id, kind, occurredAt: now, detail }],
    skipDuplicates: true,
  });
  await startBackfill(tx, shift.id, backfillReason);
  await enqueue(RELIABILITY_REFRESH_TASK, { userId: shift.userId }, { tx, jobKey: `reliability:refresh:${shift.userId}` });
}

type JobRow = { id: string; title: string; payType: "Hourly" | "Fixed"; price: number; contract: { userId: string; price: number } | null };

/** The employer's late cancellation pays the worker; answers the line the worker's notification adds. */
async function payWorker(tx: Tx, shift: LockedShift, job: JobRow, policy: ShiftPolicy): Promise<string> {
  const contract = job.contract && job.contract.userId === shift.userId ? job.contract : null;
  const amountCents = employerLatePayCents(
    {
      payType: job.payType,
      priceCents: contract?.price ?? job.price,
      bookedMinutes: Math.round((shift.end.getTime() - shift.start.getTime()) / 60_000),
    },
    policy,
  );
  if (amountCents <= 0) return "";
  const paid = await payLateCancellation(tx, {
    shiftId: shift.id,
    jobId: job.id,
    employerId: shift.employerId,
    workerId: shift.userId,
    amountCents,
    title: job.title,
    contractId: shift.contractId,
  });
  if (paid.owedCents === 0) return ` You are paid ${formatCents(paid.amountCents)} for the late cancellation.`;
  return (
    ` You are owed ${formatCents(paid.amountCents)} for the late cancellation: ${formatCents(paid.paidCents)} is paid now, ` +
    `the rest from the employer's next deposit.`
  );
}

async function tellOtherSide(
  tx: Tx,
  who: string,
  creatorId: string | null,
  shift: LockedShift,
  side: "worker" | "employer",
  title: string,
  reason: string,
  note: string,
) {
  const when = shift.start.toLocaleString("en-US", { timeZone: shift.timezone || "UTC", dateStyle: "medium", timeStyle: "short" });
  await notify(tx, {
    userId: side === "worker" ? shift.employerId : shift.userId,
    type: "shift_canceled",
    message: `${who} cancelled the shift "${title}" on ${when} (${reason}).${note}`,
    creatorId,
    jobId: shift.jobId,
    requestId: shift.bookingId,
  });
  if (shift.bookingId) {
    const req = await tx.bookingRequest.findUnique({ where: { id: shift.bookingId }, select: { status: true } });
    if (req) await publish([shift.employerId, shift.userId], { type: "booking", requestId: shift.bookingId, status: req.status }, { tx });
  }
}
