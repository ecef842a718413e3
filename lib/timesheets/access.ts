// Who may touch a timesheet, with the row lock that keeps "only while progressing" true while we write:
// the job row FOR SHARE, so completing or paying the contract (job/pay_job locks it FOR UPDATE) waits for
// this transaction and then counts the hours it added.
import { db, type Tx } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { lockJob } from "@/lib/jobs/access";
import { JOB_STATUS } from "@/lib/jobs/states";
import { TIME_MSG } from "@/lib/timesheets/messages";

export type TimeContract = {
  job: { id: string; title: string; status: number; creatorId: string; payType: string };
  contract: { id: string; userId: string; createdAt: Date };
};

async function readContract(client: Tx | typeof db, job: { id: string }) {
  const row = await client.job.findUnique({
    where: { id: job.id },
    select: { payType: true, contract: { select: { id: true, userId: true, createdAt: true } } },
  });
  return row;
}

/** The job and its contract, the job row locked; only its hired provider, only while progressing, only hourly. */
export async function lockForProvider(tx: Tx, jobId: string, userId: string): Promise<TimeContract> {
  const job = await lockJob(tx, jobId, "share").catch((e) => {
    throw e?.status === 404 ? notFound(TIME_MSG.JobNotFound) : e;
  });
  const row = await readContract(tx, job);
  if (!row?.contract || row.contract.userId !== userId) throw forbidden(TIME_MSG.NotHired);
  if (job.status !== JOB_STATUS.progressing) throw conflict(TIME_MSG.NotProgressing);
  if (row.payType === "Fixed") throw conflict(TIME_MSG.FixedPrice);
  return {
    job: { id: job.id, title: job.title, status: job.status, creatorId: job.creatorId, payType: row.payType },
    contract: row.contract,
  };
}

/** For reads: the employer or the hired provider of the job. */
export async function findForParty(jobId: string, userId: string): Promise<TimeContract & { role: "employer" | "provider" }> {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: {
      id: true,
      title: true,
      status: true,
      creatorId: true,
      payType: true,
      contract: { select: { id: true, userId: true, createdAt: true } },
    },
  });
  if (!job) throw notFound(TIME_MSG.JobNotFound);
  const role = job.creatorId === userId ? "employer" : job.contract?.userId === userId ? "provider" : null;
  if (!role) throw forbidden(TIME_MSG.NotParty);
  if (!job.contract) throw conflict(TIME_MSG.NoContract);
  const { contract, ...rest } = job;
  return { job: rest, contract, role };
}
