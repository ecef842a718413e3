// shift/keep_unconfirmed: the employer keeps a worker who has not confirmed: at the confirmation deadline
// nobody is told and no replacement is looked for. Only before that deadline, on a booked or confirmed shift.
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { publish } from "@/lib/realtime";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { SHIFT_MSG } from "@/lib/shifts/messages";
import { findMyShift, getShiftDto } from "@/lib/shifts/queries";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";
import { notOpen } from "@/lib/shifts/confirm";

export async function keepUnconfirmed(user: AuthUser, shiftId: string, now = new Date()) {
  const policy = await getShiftPolicy();
  await db.$transaction(async (tx) => {
    const s = await findMyShift(tx, user.id, shiftId, "employer");
    if (!(ACTIVE_SHIFT as readonly string[]).includes(s.status)) throw notOpen(s.status);
    if (now.getTime() >= s.start.getTime() - policy.confirmDeadlineHours * 3_600_000) throw conflict(SHIFT_MSG.KeepTooLate);
    const moved = await tx.shift.updateMany({
      where: { id: s.id, status: { in: [...ACTIVE_SHIFT] }, unconfirmedNoticeAt: null },
      data: { keepUnconfirmed: true },
    });
    if (moved.count !== 1) throw conflict(SHIFT_MSG.KeepTooLate);
    await publish([s.userId, s.employerId], { type: "shift", shiftId: s.id, status: s.status }, { tx });
  });
  return { shift: await getShiftDto(user.id, shiftId) };
}
