// A shift's time changes (the job's schedule was edited): its start and end move, the database still keeps the
// worker's shifts apart (409 when the new time overlaps another of theirs), and its reminders and deadline
// check move with it (same job keys, new run times). Inside the caller's transaction.
import type { Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { publish } from "@/lib/realtime";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { isOverlapError } from "@/lib/shifts/commit";
import { scheduleShiftJobs } from "@/lib/shifts/keys";
import { SHIFT_MSG } from "@/lib/shifts/messages";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";

export async function moveShift(tx: Tx, shiftId: string, start: Date, end: Date, now = new Date()) {
  let moved;
  try {
    moved = await tx.shift.updateMany({ where: { id: shiftId, status: { in: [...ACTIVE_SHIFT] } }, data: { start, end } });
  } catch (err) {
    if (isOverlapError(err)) throw conflict(SHIFT_MSG.OverlapSelf);
    throw err;
  }
  if (moved.count !== 1) return false;
  const s = await tx.shift.findUniqueOrThrow({
    where: { id: shiftId },
    select: { id: true, start: true, userId: true, employerId: true, status: true },
  });
  await scheduleShiftJobs(tx, s, await getShiftPolicy(), now);
  await publish([s.userId, s.employerId], { type: "shift", shiftId, status: s.status }, { tx });
  return true;
}
