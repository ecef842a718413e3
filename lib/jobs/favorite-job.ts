// job/favorite and job/unfavorite: an employee saves or un-saves a job (favorite or unfavorite
// open jobs). Saving is idempotent. Un-saving is allowed in any state (our choice: a saved job that
// closed must still be removable from the SAVED tab).
import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { assertOpen, lockJob } from "@/lib/jobs/access";
import { getJobDto } from "@/lib/jobs/queries";

export async function favoriteJob(user: User, jobId: string) {
  await db.$transaction(async (tx) => {
    assertOpen(await lockJob(tx, jobId));
    await tx.favorite.upsert({ where: { jobId_userId: { jobId, userId: user.id } }, create: { jobId, userId: user.id }, update: {} });
  });
  return getJobDto(jobId, user);
}

export async function unfavoriteJob(user: User, jobId: string) {
  await db.$transaction(async (tx) => {
    await lockJob(tx, jobId);
    await tx.favorite.deleteMany({ where: { jobId, userId: user.id } });
  });
  return getJobDto(jobId, user);
}
