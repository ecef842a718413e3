// job/complete_contract and job/cancel_contract: the owner ends a progressing contract ("A
// customer can complete or cancel a progressing contract; completing leads to the pay screen").
// The spec's client paths for these two calls are not shown; these names follow its job/<verb>_<noun>
// pattern (cancel_job, withdraw_apply, decline_invite) and are listed in the README. The contract's shift
// follows in the same transaction (completed, or canceled: lib/shifts/follow.ts), and a replacement search of
// the job still running stops with its offers withdrawn (lib/booking/backfill-state.ts).
import "server-only";
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import { findOwnJob } from "@/lib/jobs/access";
import { transitionJob } from "@/lib/jobs/states";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import { followContract } from "@/lib/shifts/follow";
import { withdrawBackfillsOfJob } from "@/lib/booking/backfill-state";
import { releaseHold } from "@/lib/money/holds/holds";
import { entriesWhere, TIME_ENTRY } from "@/lib/time/states";
import { conflict } from "@/lib/http/errors";
import { DELIVERY_MSG } from "@/lib/contracts/delivery-messages";

export async function finishContract(user: User, jobId: string, event: "complete_contract" | "cancel_contract") {
  const job = await findOwnJob(jobId, user.id);
  await db.$transaction(async (tx) => {
    const done = event === "complete_contract";
    // a replacement search of the job ends first, its request row locked before the job's (as an accept locks)
    await withdrawBackfillsOfJob(tx, jobId, `the employer ${done ? "completed" : "cancelled"} the job.`, new Date());
    const now = await transitionJob(tx, { jobId, ownerId: user.id, event });
    const contract = await tx.contract.update({ where: { jobId }, data: done ? { completedAt: now } : { canceledAt: now } });
    // a delivered fixed-price contract is accepted or disputed (lib/contracts/delivery.ts), not cancelled: its
    // hold pays the work (the job row is locked by the transition above, as a delivery locks it)
    if (!done && contract.deliveryStatus !== null) throw conflict(DELIVERY_MSG.NoCancel);
    await followContract(tx, { contractId: contract.id }, done ? "completed" : "canceled", now);
    // a cancelled contract's hold goes back to the wallet; a completed one's waits for job/pay_job
    // (lib/money/holds), unless every tracked hour was already paid (pay periods, approved timesheets) and no
    // extra pay is owed: then nothing is left for job/pay_job to pay, and what is still held goes back too
    const nothingLeft =
      done &&
      contract.extraPay === 0 &&
      (await tx.timeEntry.count({ where: { contractId: contract.id, ...entriesWhere(TIME_ENTRY.unpaid) } })) === 0 &&
      (await tx.timeEntry.count({ where: { contractId: contract.id, ...entriesWhere(TIME_ENTRY.paid) } })) > 0;
    if (!done || nothingLeft) await releaseHold(tx, { contractId: contract.id, customerId: user.id, jobId, title: job.title });
    await notifyJobEvent(tx, {
      userId: contract.userId,
      type: done ? "contract_completed" : "contract_canceled",
      message: `${displayName(user) || "Your employer"} ${done ? "completed" : "canceled"} the contract for "${job.title}".`,
      creatorId: user.id,
      jobId,
    });
  });
  revalidatePublicJob(jobId);
  return getJobDto(jobId, user);
}
