// shift/mark_no_show and shift/mark_arrived: from noShowAfterMinutes (15) after the start, while the worker has
// neither clocked in nor been marked arrived, the employer says which it is, in one tap. A no-show is the
// guarded change booked|confirmed → no_show, a ReliabilityEvent no_show (counts double), the backfill and the
// score's refresh; the worker's contract passes to the replacement as after a late cancellation (it ends when
// the backfill ends unfilled, or at once past the backfill's cut-off); an arrival stamps arrivedAt.
import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { displayName } from "@/lib/accounts/dto";
import { notify } from "@/lib/notifications/create-notification";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { CANCEL_MSG } from "@/lib/cancellations/messages";
import { backfillCutoff, noShowOpen } from "@/lib/cancellations/policy";
import { recordReliability } from "@/lib/cancellations/cancel-shift";
import { lockOwnShift, shiftAnswer } from "@/lib/cancellations/shift-access";
import { isLiveShift, LIVE_SHIFT, SHIFT_END_TRANSITIONS } from "@/lib/cancellations/cancel-states";
import { endContractIfLast } from "@/lib/cancellations/end-contract";
import type { Tx } from "@/lib/db";

async function lockForEmployer(tx: Tx, user: AuthUser, shiftId: string, now: Date, minutes: number) {
  const { shift, side } = await lockOwnShift(tx, shiftId, user.id);
  if (side !== "employer") throw notFound(CANCEL_MSG.NotFound);
  if (!isLiveShift(shift.status)) throw conflict(CANCEL_MSG.NotLive);
  if (shift.clockedInAt || shift.arrivedAt) throw conflict(CANCEL_MSG.AlreadyArrived);
  if (!noShowOpen(shift.start, now, { noShowAfterMinutes: minutes })) throw conflict(CANCEL_MSG.TooEarly(minutes));
  return shift;
}

export async function markNoShow(user: AuthUser, shiftId: string, now = new Date()) {
  const policy = await getShiftPolicy();
  return db.$transaction(async (tx) => {
    const shift = await lockForEmployer(tx, user, shiftId, now, policy.noShowAfterMinutes);
    const moved = await tx.shift.updateMany({
      where: { id: shift.id, status: { in: SHIFT_END_TRANSITIONS.no_show.from }, clockedInAt: null, arrivedAt: null },
      data: { status: SHIFT_END_TRANSITIONS.no_show.to },
    });
    if (moved.count !== 1) throw conflict(CANCEL_MSG.NotLive);
    await recordReliability(tx, shift, "no_show", now, `No clock-in ${policy.noShowAfterMinutes} minutes after the start`, "no_show");
    const job = await tx.job.findUniqueOrThrow({
      where: { id: shift.jobId },
      select: { title: true },
    });
    // the backfill keeps the contract for the replacement; too late for one (backfillCutoff), it ends now
    if (now >= backfillCutoff(shift.start, shift.end, policy)) await endContractIfLast(tx, shift, now);
    await notify(tx, {
      userId: shift.userId,
      type: "shift_no_show",
      message: `${displayName(user) || "Your employer"} marked you as a no-show for "${job.title}".`,
      creatorId: user.id,
      jobId: shift.jobId,
      requestId: shift.bookingId,
    });
    return { shift: await shiftAnswer(tx, shift.id) };
  });
}

export async function markArrived(user: AuthUser, shiftId: string, now = new Date()) {
  const policy = await getShiftPolicy();
  return db.$transaction(async (tx) => {
    const shift = await lockForEmployer(tx, user, shiftId, now, policy.noShowAfterMinutes);
    const moved = await tx.shift.updateMany({
      where: { id: shift.id, status: { in: LIVE_SHIFT }, clockedInAt: null, arrivedAt: null },
      data: { arrivedAt: now },
    });
    if (moved.count !== 1) throw conflict(CANCEL_MSG.AlreadyArrived);
    return { shift: await shiftAnswer(tx, shift.id) };
  });
}
