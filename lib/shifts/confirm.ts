// shift/confirm: the shift's worker says they will be there. Allowed from `confirmWindowHours` before the start
// (at once when booked later) until the start, as a guarded change booked → confirmed: a confirmation racing a
// cancellation either lands before it or finds the shift canceled (409), never both.
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { displayName } from "@/lib/accounts/dto";
import { dequeueByKey } from "@/lib/background/queue";
import { notify } from "@/lib/notifications/create-notification";
import { publish } from "@/lib/realtime";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { deadlineJobKey } from "@/lib/shifts/keys";
import { SHIFT_MSG } from "@/lib/shifts/messages";
import { findMyShift, getShiftDto } from "@/lib/shifts/queries";
import { SHIFT, SHIFT_CONFIRMED_NOTICE } from "@/lib/shifts/states";

const HOUR_MS = 3_600_000;

/** Why a shift that is not booked cannot move on (confirm, "On my way"). */
export const notOpen = (status: string) => conflict(status === SHIFT.canceled ? SHIFT_MSG.Canceled : SHIFT_MSG.Ended);

export async function confirmShift(user: AuthUser, shiftId: string, now = new Date()) {
  const policy = await getShiftPolicy();
  await db.$transaction(async (tx) => {
    const s = await findMyShift(tx, user.id, shiftId, "worker");
    if (s.status === SHIFT.confirmed) return; // a second tap: already done
    if (s.status !== SHIFT.booked) throw notOpen(s.status);
    if (now >= s.start) throw conflict(SHIFT_MSG.ConfirmTooLate);
    if (now.getTime() < s.start.getTime() - policy.confirmWindowHours * HOUR_MS)
      throw conflict(SHIFT_MSG.ConfirmTooEarly(policy.confirmWindowHours));
    const moved = await tx.shift.updateMany({
      where: { id: s.id, status: SHIFT.booked },
      data: { status: SHIFT.confirmed, confirmedAt: now },
    });
    if (moved.count !== 1) {
      const again = await tx.shift.findUniqueOrThrow({ where: { id: s.id }, select: { status: true } });
      if (again.status === SHIFT.confirmed) return;
      throw notOpen(again.status);
    }
    await dequeueByKey(deadlineJobKey(s.id), tx);
    await notify(tx, {
      userId: s.employerId,
      type: SHIFT_CONFIRMED_NOTICE,
      message: `${displayName(user) || "Your worker"} confirmed the shift "${s.job.title}".`,
      creatorId: user.id,
      jobId: s.jobId,
      requestId: s.bookingId,
    });
    await publish([s.userId, s.employerId], { type: "shift", shiftId: s.id, status: SHIFT.confirmed }, { tx });
  });
  return { shift: await getShiftDto(user.id, shiftId) };
}
