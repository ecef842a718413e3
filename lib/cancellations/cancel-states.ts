// The shift statuses (lib/shifts/states.ts) this area reads and the two changes it makes (a cancellation, a no-show), as a table:
// each change is one guarded UPDATE from the listed statuses inside the caller's transaction. Client-safe.
import type { ShiftStatus } from "@/lib/generated/prisma/enums";
import { ACTIVE_SHIFT, SHIFT } from "@/lib/shifts/states";

export { SHIFT };

/** The shifts a worker is still committed to. */
export const LIVE_SHIFT: ShiftStatus[] = [...ACTIVE_SHIFT];

export const SHIFT_END_TRANSITIONS = {
  cancel: { from: LIVE_SHIFT, to: SHIFT.canceled },
  no_show: { from: LIVE_SHIFT, to: SHIFT.no_show },
} as const;

export function isLiveShift(status: ShiftStatus): boolean {
  return LIVE_SHIFT.includes(status);
}

export function isShiftCanceled(status: ShiftStatus): boolean {
  return status === SHIFT.canceled;
}
