// job/cancel_job: the owner cancels an open job (confirm 'Are you sure you want to cancel this job?').
import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { findOwnJob } from "@/lib/jobs/access";
import { transitionJob } from "@/lib/jobs/states";
import { getJobDto } from "@/lib/jobs/queries";
import { revalidatePublicJob } from "@/lib/public-pages/cache";

export async function cancelJob(user: User, jobId: string) {
  await findOwnJob(jobId, user.id);
  await db.$transaction((tx) => transitionJob(tx, { jobId, ownerId: user.id, event: "cancel_job" }));
  revalidatePublicJob(jobId);
  return getJobDto(jobId, user);
}
