// A shift follows its contract and its job: when the contract is completed the shift is completed, when the
// contract or the job is canceled the shift is canceled (by the employer). Runs inside the transaction that
// ends the contract, as a guarded change of the still booked or confirmed shifts only, and removes their
// queued reminders and deadline check.
import type { Tx } from "@/lib/db";
import { publish } from "@/lib/realtime";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { unscheduleShiftJobs } from "@/lib/shifts/keys";
import { ACTIVE_SHIFT, SHIFT } from "@/lib/shifts/states";

export type FollowScope = { contractId: string } | { jobId: string };

export async function followContract(tx: Tx, scope: FollowScope, outcome: "completed" | "canceled", now = new Date()) {
  const shifts = await tx.shift.findMany({
    where: { ...scope, status: { in: [...ACTIVE_SHIFT] } },
    select: { id: true, userId: true, employerId: true, start: true },
  });
  if (!shifts.length) return 0;
  let moved = 0;
  for (const s of shifts) {
    const done = await tx.shift.updateMany({
      where: { id: s.id, status: { in: [...ACTIVE_SHIFT] } },
      data:
        outcome === "completed"
          ? { status: SHIFT.completed }
          : {
              status: SHIFT.canceled,
              canceledAt: now,
              canceledBy: "employer",
              cancelReason: "The contract was canceled.",
              cancelLeadMinutes: Math.round((s.start.getTime() - now.getTime()) / 60_000),
            },
    });
    moved += done.count;
  }
  const policy = await getShiftPolicy();
  for (const s of shifts) {
    await unscheduleShiftJobs(tx, s.id, policy);
    await publish([s.userId, s.employerId], { type: "shift", shiftId: s.id, status: outcome }, { tx });
  }
  return moved;
}
