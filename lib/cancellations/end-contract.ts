// A shift that ends without work (cancelled, or a no-show) ends the worker's contract for the job, as
// job/cancel_contract does (lib/contracts/finish-contract.ts: the lifecycle's cancel_contract and the
// contract's canceledAt), once no other shift of that contract is still booked. A worker's late cancellation
// keeps the contract while its backfill runs (it passes to the replacement); the backfill ends it when it
// ends unfilled (lib/booking/backfill-state.ts). Ending it returns what its hold still holds to the employer.
import type { Tx } from "@/lib/db";
import { JOB_STATUS, transitionJob } from "@/lib/jobs/states";
import type { LockedShift } from "@/lib/cancellations/shift-access";
import { LIVE_SHIFT } from "@/lib/cancellations/cancel-states";
import { releaseHold } from "@/lib/money/holds/holds";

export async function endContractIfLast(tx: Tx, shift: Pick<LockedShift, "id" | "jobId" | "userId">, now: Date): Promise<boolean> {
  const job = await tx.job.findUniqueOrThrow({
    where: { id: shift.jobId },
    select: {
      id: true,
      status: true,
      creatorId: true,
      title: true,
      contract: { select: { id: true, userId: true, canceledAt: true, completedAt: true } },
    },
  });
  const c = job.contract;
  if (!c || c.userId !== shift.userId || c.canceledAt || c.completedAt || job.status !== JOB_STATUS.progressing) return false;
  const others = await tx.shift.count({ where: { contractId: c.id, id: { not: shift.id }, status: { in: LIVE_SHIFT } } });
  if (others > 0) return false;
  await transitionJob(tx, { jobId: job.id, ownerId: job.creatorId, event: "cancel_contract", now });
  await tx.contract.update({ where: { id: c.id }, data: { canceledAt: now } });
  // what the contract's hold still holds goes back to the employer's wallet (lib/money/holds)
  await releaseHold(tx, { contractId: c.id, customerId: job.creatorId, jobId: job.id, title: job.title });
  return true;
}
