// Money and durations through job/create, job/apply and job/hire against real PostgreSQL.
// Sub-cent prices are refused with a readable 400 (they used to round to 0 cents and hit the CHECK: 500),
// decimals of durations are kept, a Fixed contract's total is its price (plus extra pay), and a hire takes
// the person's own proposal.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { JOB_MSG } from "@/lib/jobs/messages";
import { NUMBER_MSG } from "@/lib/money/amounts/parse";
import { POST as createJob } from "@/app/api/job/create/route";
import { POST as apply } from "@/app/api/job/apply/route";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as getMyJobs } from "@/app/api/job/get_my_jobs/route";
import { applyTo, COVER, employee, employer, hireOn, jobBody, jobCategories, postJob } from "./job-kit";

let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

const applyBody = (id: string, o: Record<string, unknown> = {}) => ({
  id,
  coverText: COVER,
  price: 40,
  duration: 4,
  screenAnswers: ["Yes, a full plumbing kit."],
  ...o,
});

describe("job/apply refuses money PostgreSQL would refuse or that would round", () => {
  it.each([
    ["0.001", NUMBER_MSG.TooManyDecimals],
    [0.004, NUMBER_MSG.TooManyDecimals],
    ["40.005", NUMBER_MSG.TooManyDecimals],
    ["-5", JOB_MSG.InvalidPrice],
    ["1e309", JOB_MSG.InvalidPrice],
    ["12abc", JOB_MSG.InvalidPrice],
  ])("price %j → 400 with a readable error, and no proposal", async (price, message) => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const { status, json } = await call(apply, { token: worker.token, body: applyBody(job._id, { price }) });
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: message });
    expect(await db.proposal.count({ where: { jobId: job._id } })).toBe(0);
  });

  it("keeps the decimals of a proposal's hours", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await applyTo(worker.token, job._id, { price: "28.50", duration: "5.5" });
    expect(await db.proposal.findFirstOrThrow({ where: { jobId: job._id } })).toMatchObject({ price: 2850, duration: 5.5 });
    const bad = await call(apply, { token: (await employee()).token, body: applyBody(job._id, { duration: "5.555" }) });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(NUMBER_MSG.DurationDecimals);
  });
});

describe("job/hire", () => {
  it("refuses a sub-cent price with a 400 (not a 500 from the CHECK constraint)", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await applyTo(worker.token, job._id);
    for (const price of ["0.001", 0.004]) {
      const { status, json } = await call(hire, { token: owner.token, body: { id: job._id, userId: worker.user.id, price, duration: 4 } });
      expect(status).toBe(400);
      expect(json).toEqual({ result: false, error: NUMBER_MSG.TooManyDecimals });
    }
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(0);
  });

  it("hires at the proposal's price and duration; other terms are refused (409)", async () => {
    const owner = await employer({ credit: 2 });
    const job = await postJob(owner.token, cat, { price: "50" });
    const worker = await employee();
    await applyTo(worker.token, job._id, { price: "44.25", duration: "2.5" });
    for (const terms of [
      { price: 1, duration: 2.5 },
      { price: 44.25, duration: 40 },
    ]) {
      const { status, json } = await call(hire, { token: owner.token, body: { id: job._id, userId: worker.user.id, ...terms } });
      expect(status).toBe(409);
      expect(json.error).toBe(JOB_MSG.HireTermsMismatch);
    }
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(0);
    const hired = await hireOn(owner.token, job._id, worker.user.id);
    expect(hired.hire).toMatchObject({ price: 44.25, duration: 2.5, total: 110.63, totalLabel: "$110.63" });
    expect(await db.contract.findUniqueOrThrow({ where: { jobId: job._id } })).toMatchObject({ price: 4425, duration: 2.5 });
  });

  it("refuses an invitee who never proposed, whatever price the employer names", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const { POST: invite } = await import("@/app/api/job/invite/route");
    await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    const { status, json } = await call(hire, {
      token: owner.token,
      body: { id: job._id, userId: worker.user.id, price: 5, duration: 100 },
    });
    expect(status).toBe(409);
    expect(json.error).toBe(JOB_MSG.InviteNotAnswered);
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(0);
  });
});

describe("a Fixed job's total is its price plus extra pay", () => {
  it("a fixed $1,150 job for 3 days totals $1,150.00 on the contract and in My Jobs", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat, { payType: "Fixed", price: "1150", duration: "3" });
    const worker = await employee();
    await applyTo(worker.token, job._id, { price: 1150, duration: 3 });
    await hireOn(owner.token, job._id, worker.user.id);
    const asOwner = (await call(getJob, { token: owner.token, body: { id: job._id } })).json.job;
    expect(asOwner.hire).toMatchObject({ price: 1150, duration: 3, total: 1150, totalLabel: "$1,150.00" });
    const asWorker = (await call(getJob, { token: worker.token, body: { id: job._id } })).json.job;
    expect(asWorker.hire.totalLabel).toBe("$1,150.00");
    const mine = (await call(getMyJobs, { token: owner.token, body: {} })).json.jobs as {
      _id: string;
      hire: { totalLabel: string; total: number } | null;
    }[];
    expect(mine.find((j) => j._id === job._id)?.hire).toMatchObject({ total: 1150, totalLabel: "$1,150.00" });
    // extra pay is added, not multiplied
    await db.contract.update({ where: { jobId: job._id }, data: { extraPay: 5000 } });
    expect((await call(getJob, { token: owner.token, body: { id: job._id } })).json.job.hire).toMatchObject({
      total: 1200,
      totalLabel: "$1,200.00",
    });
  });
});

describe("job/create keeps decimals and refuses silent rewrites", () => {
  it("stores 5.5 hours as 5.5 (it was 55)", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat, { duration: "5.5", price: "28.50" });
    expect(job).toMatchObject({ duration: 5.5, price: 28.5 });
    expect(await db.job.findUniqueOrThrow({ where: { id: job._id } })).toMatchObject({ duration: 5.5, price: 2850, initialPrice: 2850 });
  });

  it.each([
    [{ price: "1e309" }, JOB_MSG.InvalidHourlyRate],
    [{ price: "28.505" }, NUMBER_MSG.TooManyDecimals],
    [{ payType: "Fixed", price: "-5" }, JOB_MSG.InvalidFixedPrice],
    [{ duration: "5.555" }, NUMBER_MSG.DurationDecimals],
    [{ payType: "Fixed", duration: "abc" }, JOB_MSG.InvalidFixedDuration],
  ])("%j → 400 %j", async (overrides, message) => {
    const owner = await employer();
    const { status, json } = await call(createJob, { token: owner.token, body: jobBody(cat, overrides) });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });
});
