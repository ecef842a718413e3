// Who may touch a job, and the row locks that keep a check and its write together.
import { db, type Tx } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_STATUS } from "@/lib/jobs/states";
import type { ScreenQuestion } from "@/lib/jobs/schemas";
import { readScreenQuestions } from "@/lib/jobs/screen-questions";

export type LockedJob = { id: string; creatorId: string; status: number; title: string; screenQuestions: ScreenQuestion[] };

/**
 * Reads the job's row with a row lock: FOR SHARE lets other readers in but makes a concurrent status
 * change (hire, cancel) wait until this transaction ends, so "only open jobs" stays true while we write.
 */
export async function lockJob(tx: Tx, jobId: string, mode: "share" | "update" = "share"): Promise<LockedJob> {
  const rows =
    mode === "share"
      ? await tx.$queryRaw<LockedJob[]>`select id, "creatorId", status, title, "screenQuestions" from "Job" where id = ${jobId} for share`
      : await tx.$queryRaw<LockedJob[]>`select id, "creatorId", status, title, "screenQuestions" from "Job" where id = ${jobId} for update`;
  if (rows.length === 0) throw notFound(JOB_MSG.JobNotFound);
  return { ...rows[0], screenQuestions: readScreenQuestions(rows[0].screenQuestions) };
}

/** The job if `userId` owns it: 404 when there is no such job, 403 when it is someone else's. */
export async function findOwnJob(jobId: string, userId: string, client: Tx | typeof db = db) {
  const job = await client.job.findUnique({
    where: { id: jobId },
    select: { id: true, creatorId: true, status: true, title: true, payType: true, headcount: true, parentJobId: true },
  });
  if (!job) throw notFound(JOB_MSG.JobNotFound);
  if (job.creatorId !== userId) throw forbidden(JOB_MSG.NotYourJob);
  return job;
}

export function assertOpen(job: { status: number }, message: string = JOB_MSG.JobNotOpen) {
  if (job.status !== JOB_STATUS.open) throw conflict(message);
}
