// Headcount against real PostgreSQL: a job for N workers hires up to N people, each with their own contract
// (seats while positions are left, the last one on the job itself), the posting stays open and findable until
// it is full, the N+1th and the loser of a race for the last position are refused, job/get_job answers every
// hire, seats stay out of search, a seat's contract is paid and completed like any other, and a booking request
// for two workers books two of them.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { employee, employer, jobCategories, postJob, applyTo, hireOn } from "./job-kit";
import { api as bookingApi, employer as bookingEmployer, payload, statuses, worker as bookingWorker } from "./booking-kit";
import { fund, setFeePercent } from "./wallet-kit";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as create } from "@/app/api/job/create/route";
import { POST as searchJobs } from "@/app/api/search/jobs/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { JOB_MSG, positionsFilled } from "@/lib/jobs/messages";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { JOB_STATUS } from "@/lib/jobs/states";

/** A posting for `headcount` workers and `applicants` employees who applied to it. */
async function posting(headcount: number, applicants: number, overrides: Record<string, unknown> = {}) {
  const cats = await jobCategories();
  const owner = await employer({ level: 1 });
  const job = await postJob(owner.token, cats.plumbing, { headcount, ...overrides });
  const workers = await Promise.all(Array.from({ length: applicants }, (_, i) => employee({ firstName: `W${i}` })));
  for (const w of workers) await applyTo(w.token, job._id);
  return { owner, job, workers };
}

describe("job/hire with a headcount", () => {
  it("hires up to the headcount, each on their own contract, and refuses one more", async () => {
    const { owner, job, workers } = await posting(3, 4);
    expect(job).toMatchObject({ headcount: 3, hiredCount: 0, hires: [] });
    const first = await hireOn(owner.token, job._id, workers[0].user.id);
    expect(first).toMatchObject({ status: JOB_STATUS.open, hiredCount: 1, hire: null });
    await hireOn(owner.token, job._id, workers[1].user.id);
    const third = await hireOn(owner.token, job._id, workers[2].user.id);
    expect(third).toMatchObject({ status: JOB_STATUS.progressing, hiredCount: 3 });
    // the last position is the posting's own contract: its `hire`, listed first
    expect(third.hire.user._id).toBe(workers[2].user.id);
    expect(third.hires.map((h: { user: { _id: string } }) => h.user._id)).toEqual([2, 0, 1].map((i) => workers[i].user.id));
    const contracts = await db.contract.findMany({ where: { job: { OR: [{ id: job._id }, { parentJobId: job._id }] } } });
    expect(new Set(contracts.map((c) => c.jobId)).size).toBe(3);
    const fourth = await call(hire, { token: owner.token, body: { id: job._id, userId: workers[3].user.id } });
    expect(fourth.status).toBe(409);
    expect(fourth.json).toEqual({ result: false, error: positionsFilled(3) });
    expect(positionsFilled(6)).toBe("All 6 positions of this job are filled.");
    const again = await call(hire, { token: owner.token, body: { id: job._id, userId: workers[0].user.id } });
    expect(again.status).toBe(409);
  });

  it("refuses a second hire of a job for one worker, as before", async () => {
    const { owner, job, workers } = await posting(1, 2);
    await hireOn(owner.token, job._id, workers[0].user.id);
    const res = await call(hire, { token: owner.token, body: { id: job._id, userId: workers[1].user.id } });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(JOB_MSG.JobNotOpen);
  });

  it("lets exactly one of two hires at the same instant take the last position", async () => {
    const { owner, job, workers } = await posting(2, 3);
    await hireOn(owner.token, job._id, workers[0].user.id);
    const [a, b] = await Promise.all(
      [workers[1], workers[2]].map((w) => call(hire, { token: owner.token, body: { id: job._id, userId: w.user.id } })),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.json.error).toBe(positionsFilled(2));
    expect(await db.contract.count({ where: { job: { OR: [{ id: job._id }, { parentJobId: job._id }] } } })).toBe(2);
  });

  it("answers every hire in job/get_job to the owner, and only their own to a hired worker", async () => {
    const { owner, job, workers } = await posting(6, 2);
    await hireOn(owner.token, job._id, workers[0].user.id);
    await hireOn(owner.token, job._id, workers[1].user.id);
    const { json } = await call(getJob, { token: owner.token, body: { id: job._id } });
    expect(json.job).toMatchObject({ headcount: 6, hiredCount: 2, hire: null, status: JOB_STATUS.open });
    const [h0, h1] = json.job.hires;
    expect(h0).toMatchObject({ user: { _id: workers[0].user.id, name: "W0 Provider" } });
    expect([h0.jobId, h1.jobId]).not.toContain(job._id);
    const seat = await call(getJob, { token: owner.token, body: { id: h1.jobId } });
    expect(seat.json.job).toMatchObject({ parentJobId: job._id, title: job.title, status: JOB_STATUS.progressing });
    expect(seat.json.job.hire).toMatchObject({ _id: h1._id, user: { _id: workers[1].user.id } });
    const mine = await call(getJob, { token: workers[1].token, body: { id: job._id } });
    expect(mine.json.job.hires.map((h: { jobId: string }) => h.jobId)).toEqual([h1.jobId]);
  });

  it("keeps the posting open to new applicants until it is full, seats out of search, and counts the posting once", async () => {
    const { owner, job, workers } = await posting(3, 2, { title: "Banquet servers zqxheadcount" });
    await hireOn(owner.token, job._id, workers[0].user.id);
    await hireOn(owner.token, job._id, workers[1].user.id);
    const other = await employee();
    const found = await call(searchJobs, { token: other.token, body: { query: "zqxheadcount" } });
    expect(found.status).toBe(200);
    expect(found.json.jobs.map((j: { _id: string }) => j._id)).toEqual([job._id]);
    expect(found.json.jobs[0].headcount).toBe(3);
    // someone who finds it now applies and takes the last position
    await applyTo(other.token, job._id);
    expect(await hireOn(owner.token, job._id, other.user.id)).toMatchObject({ status: JOB_STATUS.progressing, hiredCount: 3 });
    const full = await call(searchJobs, { token: other.token, body: { query: "zqxheadcount" } });
    expect(full.json.jobs).toEqual([]);
    const fresh = await call(create, { token: owner.token, body: { ...(await jobBodyOf(job)), title: "Dish zqxheadcount" } });
    const again = await call(searchJobs, { token: other.token, body: { query: "zqxheadcount" } });
    expect(again.json.jobs.map((j: { _id: string }) => j._id)).toEqual([fresh.json.job._id]);
    expect(fresh.json.job.creator.jobsPosted ?? fresh.json.job.creator.statistics?.jobsPosted).toBe(2);
    // the posting for three counts as one hired job: the hire rate is one of two postings, not three hires of two
    expect(fresh.json.job.creator).toMatchObject({ statistics: { hires: 3, jobsHired: 1 }, hireRate: 50 });
  });

  it("completes and pays a seat's contract like any other", async () => {
    const { owner, job, workers } = await posting(2, 2);
    await hireOn(owner.token, job._id, workers[0].user.id);
    const filled = await hireOn(owner.token, job._id, workers[1].user.id);
    const seatId = filled.hires[1].jobId;
    expect(filled.hires[1].user._id).toBe(workers[0].user.id);
    await fund(owner.user.id, 50_000);
    await setFeePercent(10);
    const paid = await call(payJob, {
      token: owner.token,
      body: { jobId: seatId, customerId: owner.user.id, providerId: workers[0].user.id, total: 176, subTotal: 160 },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.job).toMatchObject({ _id: seatId, status: JOB_STATUS.completed });
    const done = await call(completeContract, { token: owner.token, body: { id: job._id } });
    expect(done.status).toBe(200);
    expect(done.json.job.status).toBe(JOB_STATUS.completed);
    const after = await call(getJob, { token: owner.token, body: { id: job._id } });
    expect(after.json.job.hires.map((h: { statusLabel: string }) => h.statusLabel)).toEqual(["Completed", "Completed"]);
  });

  it("refuses a headcount outside 1 to 50", async () => {
    const cats = await jobCategories();
    const owner = await employer();
    const { jobBody } = await import("./job-kit");
    for (const headcount of [0, 51, 2.5, "many"]) {
      const res = await call(create, { token: owner.token, body: jobBody(cats.plumbing, { headcount }) });
      expect(res.status, String(headcount)).toBe(400);
      expect(res.json.error).toBe(JOB_MSG.InvalidHeadcount);
    }
  });
});

describe("booking requests with a headcount", () => {
  it("stays sent until two workers accepted, each with their own job and contract, then refuses the third", async () => {
    const boss = await bookingEmployer();
    const [a, b, c] = await Promise.all([bookingWorker("Ann"), bookingWorker("Ben"), bookingWorker("Cal")]);
    const res = await bookingApi.create(
      boss.token,
      payload({ headcount: 2, bookingType: "urgent", employees: [a.user.id, b.user.id, c.user.id] }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const id = res.json.request._id;
    expect((await bookingApi.accept(a.token, id)).status).toBe(200);
    expect((await statuses(id)).status).toBe("sent");
    const second = await bookingApi.accept(b.token, id);
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    const after = await statuses(id);
    expect(after).toMatchObject({ status: "accepted", employees: ["accepted", "accepted", "expired"] });
    const third = await bookingApi.accept(c.token, id);
    expect(third.status).toBe(409);
    expect(third.json.error).toBe(BOOKING_MSG.TakenByOther);
    const contracts = await db.contract.findMany({
      where: { job: { OR: [{ id: after.jobId! }, { parentJobId: after.jobId! }] } },
      orderBy: { createdAt: "asc" },
    });
    expect(contracts.map((k) => k.userId)).toEqual([a.user.id, b.user.id]);
    expect(new Set(contracts.map((k) => k.jobId)).size).toBe(2);
    expect(await db.shift.count({ where: { bookingId: id } })).toBe(2);
  });

  it("asks the next employee of a standard request once the first accepted", async () => {
    const boss = await bookingEmployer();
    const [a, b] = await Promise.all([bookingWorker("Ann"), bookingWorker("Ben")]);
    const res = await bookingApi.create(boss.token, payload({ headcount: 2, employees: [a.user.id, b.user.id] }));
    const id = res.json.request._id;
    expect((await bookingApi.accept(a.token, id)).status).toBe(200);
    expect(await statuses(id)).toMatchObject({ status: "sent", employees: ["accepted", "active"] });
    const second = await bookingApi.accept(b.token, id);
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect((await statuses(id)).status).toBe("accepted");
  });
});

/** The job form's fields of a posted job (for a second posting like it). */
async function jobBodyOf(job: { categories: string[] }) {
  const { jobBody } = await import("./job-kit");
  return jobBody(job.categories[0]);
}
