// job/cancel_job: the owner cancels an open job (confirm 'Are you sure you want to cancel this job?').
import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { findOwnJob } from "@/lib/jobs/access";
import { transitionJob } from "@/lib/jobs/states";
import { getJobDto } from "@/lib/jobs/queries";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import { followContract } from "@/lib/shifts/follow";

export async function cancelJob(user: User, jobId: string) {
  await findOwnJob(jobId, user.id);
  await db.$transaction(async (tx) => {
    const now = await transitionJob(tx, { jobId, ownerId: user.id, event: "cancel_job" });
    // any shift of the job is canceled with it (lib/shifts/follow.ts)
    await followContract(tx, { jobId }, "canceled", now);
  });
  revalidatePublicJob(jobId);
  return getJobDto(jobId, user);
}
