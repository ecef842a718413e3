// User.statistics (job pages' creator card, profiles) against real PostgreSQL: totalPaid and totalEarned come
// from the ledger, and a payment drops the short-lived creator statistics cache at once.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as getUserDetail } from "@/app/api/user/get_user_detail/route";
import { listJobDtos } from "@/lib/jobs/queries";
import { hiredContract, setFeePercent } from "./wallet-kit";

beforeAll(async () => {
  await setFeePercent(10);
});

describe("statistics from the ledger", () => {
  beforeEach(() => {
    process.env.JOB_STATS_CACHE_SECONDS = "10";
  });
  afterEach(() => {
    process.env.JOB_STATS_CACHE_SECONDS = "0";
  });

  it("shows the employer's Total paid and the worker's Total earned right after a $193.64 payment", async () => {
    const { owner, worker, jobId } = await hiredContract({ payType: "Fixed", price: 176.04, duration: 1, fundCents: 20_000 });
    // the job page and a job list fill the cache before the payment
    const before = await call(getJob, { token: worker.token, body: { id: jobId } });
    expect(before.json.job.creator.statistics).toMatchObject({ totalPaid: 0, hires: 1, activeContracts: 1, jobsPosted: 1, openJobs: 0 });
    await listJobDtos(null, { where: { id: jobId }, orderBy: [{ createdAt: "asc" }] });

    const paid = await call(payJob, { token: owner.token, body: { jobId, total: 193.64, subTotal: 176.04 } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);

    const after = await call(getJob, { token: worker.token, body: { id: jobId } });
    expect(after.json.job.creator.statistics).toEqual({
      jobsPosted: 1,
      openJobs: 0,
      hires: 1,
      activeContracts: 0,
      totalPaid: 193.64,
      totalEarned: 0,
      jobsHired: 1,
    });
    const [listed] = await listJobDtos(null, { where: { id: jobId }, orderBy: [{ createdAt: "asc" }] });
    expect(listed.creator.statistics.totalPaid).toBe(193.64);

    const employerProfile = await call(getUserDetail, { token: worker.token, body: { userId: owner.user.id } });
    expect(employerProfile.json.user.statistics).toMatchObject({ totalPaid: 193.64, totalEarned: 0, hires: 1, jobsPosted: 1 });
    const workerProfile = await call(getUserDetail, { token: owner.token, body: { userId: worker.user.id } });
    expect(workerProfile.json.user.statistics).toMatchObject({ totalPaid: 0, totalEarned: 176.04, hires: 1, activeContracts: 0 });
  });
});
