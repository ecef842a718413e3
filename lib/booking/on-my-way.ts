// shift/on_my_way (here, beside the backfill it may stop): one tap by the worker in the last `onMyWayMinutes` before the start (and until the end):
// no location is sent. The employer is told at once: a notification and a realtime `shift` event their
// booking or job screen reloads on. A second tap changes nothing. A standby search that the arrival check
// started (lib/shifts/tasks.ts) stops in the same transaction, before the shift is written (an accept's lock
// order): a standby who accepted first has the shift, and the tap then answers that it is no longer open.
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { displayName } from "@/lib/accounts/dto";
import { notify } from "@/lib/notifications/create-notification";
import { publish } from "@/lib/realtime";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { SHIFT_MSG } from "@/lib/shifts/messages";
import { findMyShift, getShiftDto } from "@/lib/shifts/queries";
import { ACTIVE_SHIFT, SHIFT_ON_MY_WAY_NOTICE } from "@/lib/shifts/states";
import { notOpen } from "@/lib/shifts/confirm";
import { stopStandbySearch } from "@/lib/booking/backfill-state";

export async function onMyWay(user: AuthUser, shiftId: string, now = new Date()) {
  const policy = await getShiftPolicy();
  await db.$transaction(async (tx) => {
    const s = await findMyShift(tx, user.id, shiftId, "worker");
    if (!(ACTIVE_SHIFT as readonly string[]).includes(s.status)) throw notOpen(s.status);
    if (s.onMyWayAt) return;
    if (now >= s.end) throw conflict(SHIFT_MSG.OnMyWayTooLate);
    if (now.getTime() < s.start.getTime() - policy.onMyWayMinutes * 60_000)
      throw conflict(SHIFT_MSG.OnMyWayTooEarly(policy.onMyWayMinutes));
    const standbyStopped = await stopStandbySearch(tx, s.id, "the booked worker is on the way.", now);
    const moved = await tx.shift.updateMany({
      where: { id: s.id, status: { in: [...ACTIVE_SHIFT] }, onMyWayAt: null },
      data: { onMyWayAt: now },
    });
    if (moved.count !== 1) {
      const again = await tx.shift.findUniqueOrThrow({ where: { id: s.id }, select: { status: true, onMyWayAt: true } });
      if (again.onMyWayAt) return;
      throw notOpen(again.status);
    }
    await notify(tx, {
      userId: s.employerId,
      type: SHIFT_ON_MY_WAY_NOTICE,
      message: `${displayName(user) || "Your worker"} is on the way to "${s.job.title}".${standbyStopped ? " We stopped asking standby workers." : ""}`,
      creatorId: user.id,
      jobId: s.jobId,
      requestId: s.bookingId,
    });
    await publish([s.userId, s.employerId], { type: "shift", shiftId: s.id, status: s.status }, { tx });
  });
  return { shift: await getShiftDto(user.id, shiftId) };
}
