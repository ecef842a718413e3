// job/hire, job/complete_contract, job/cancel_contract, job/write_review and job/get_my_jobs against
// real PostgreSQL, including two concurrent hires of one job.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { JOB_MSG } from "@/lib/jobs/messages";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { POST as writeReview } from "@/app/api/job/write_review/route";
import { POST as getMyJobs } from "@/app/api/job/get_my_jobs/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as declineInvite } from "@/app/api/job/decline_invite/route";
import { applyTo, COVER, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

/** An employer, an open job and an employee who applied to it. */
async function appliedJob(
  employerData: Parameters<typeof employer>[0] = {},
  proposal: { price: number | string; duration: number | string } = { price: 40, duration: 4 },
) {
  const owner = await employer(employerData);
  const job = await postJob(owner.token, cat, { price: "50" });
  const worker = await employee({ firstName: "Hana", lastName: "Hired" });
  await applyTo(worker.token, job._id, proposal);
  return { owner, job, worker };
}

async function hiredJob() {
  const s = await appliedJob({}, { price: 42, duration: 5 });
  await hireOn(s.owner.token, s.job._id, s.worker.user.id);
  return s;
}

describe("job/hire", () => {
  it("hires an applicant: the job progresses with its one contract, a credit is spent, the employee is told", async () => {
    const { owner, job, worker } = await appliedJob({ credit: 2 }, { price: "42.5", duration: "6" });
    const { status, json } = await call(hire, {
      token: owner.token,
      body: { id: job._id, userId: worker.user.id, price: "42.5", duration: "6" },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ result: true, credit: 1, level: 0 });
    expect(json.job).toMatchObject({ status: 1, statusLabel: "Active", price: 42.5, initialPrice: 50 });
    expect(json.job.hire).toMatchObject({
      price: 42.5,
      duration: 6,
      extraPay: 0,
      total: 255,
      totalLabel: "$255.00",
      coverText: COVER,
      user: { _id: worker.user.id, name: "Hana Hired" },
    });
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
    expect(contract).toMatchObject({ userId: worker.user.id, price: 4250, duration: 6, extraPay: 0 });
    expect((await db.job.findUniqueOrThrow({ where: { id: job._id } })).price).toBe(4250);
    const note = await db.notification.findFirstOrThrow({ where: { userId: worker.user.id, type: "hire" } });
    expect(note).toMatchObject({
      jobId: job._id,
      creatorId: owner.user.id,
      message: 'Erin Employer hired you for "Fix a leaking kitchen sink".',
    });
    expect(json.job.creator.statistics).toMatchObject({ hires: 1, activeContracts: 1, openJobs: 0, jobsPosted: 1 });
    expect(json.job.creator.hireRate).toBe(100);
  });

  it("spends no credit at a paid level", async () => {
    const { owner, job, worker } = await appliedJob({ credit: 0, level: 2 });
    const { status, json } = await call(hire, {
      token: owner.token,
      body: { id: job._id, userId: worker.user.id, price: 40, duration: 4 },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ credit: 0, level: 2 });
  });

  it("asks for credit (402, needCredit) at the free level without credit, and changes nothing", async () => {
    const { owner, job, worker } = await appliedJob({ credit: 0, level: 0 });
    const { status, json } = await call(hire, {
      token: owner.token,
      body: { id: job._id, userId: worker.user.id, price: 40, duration: 4 },
    });
    expect(status).toBe(402);
    expect(json).toEqual({ result: false, error: JOB_MSG.NeedCredit, needCredit: true });
    expect(json.error).toMatch(/^Opening a contract of a new job needs credit or a non-free/);
    expect((await db.job.findUniqueOrThrow({ where: { id: job._id } })).status).toBe(0);
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(0);
  });

  // the old behaviour hired an invitee who never proposed, at a price they never agreed to (the defect)
  it("refuses an invitee who has not answered (no proposal): 409, nothing changes", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    const { status, json } = await call(hire, {
      token: owner.token,
      body: { id: job._id, userId: worker.user.id, price: 45.5, duration: 4 },
    });
    expect(status).toBe(409);
    expect(json).toEqual({ result: false, error: JOB_MSG.InviteNotAnswered });
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(0);
    expect((await db.job.findUniqueOrThrow({ where: { id: job._id } })).status).toBe(0);
    expect((await db.invite.findFirstOrThrow({ where: { jobId: job._id } })).status).toBe("sent");
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).credit).toBe(1);
  });

  it("hires an invitee once they accepted by sending a proposal, at the proposal's terms", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    await applyTo(worker.token, job._id, { price: "38.75", duration: "3.5", isInvite: true });
    const hired = await hireOn(owner.token, job._id, worker.user.id);
    expect(hired.invites[0]).toMatchObject({ status: "accepted" });
    expect(hired.hire).toMatchObject({
      price: 38.75,
      duration: 3.5,
      total: 135.63,
      totalLabel: "$135.63",
      coverText: COVER,
      user: { _id: worker.user.id },
    });
  });

  it("refuses someone who neither applied nor was invited, or who declined", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const stranger = await employee();
    const declined = await employee();
    await call(invite, { token: owner.token, body: { id: job._id, employees: [declined.user.id] } });
    await call(declineInvite, { token: declined.token, body: { id: job._id, reason: "Spam" } });
    for (const who of [stranger, declined]) {
      const { status, json } = await call(hire, { token: owner.token, body: { id: job._id, userId: who.user.id, price: 40, duration: 4 } });
      expect(status).toBe(409);
      expect(json.error).toBe(JOB_MSG.NotAnApplicant);
    }
  });

  it("refuses an applicant whose account was deleted since", async () => {
    const { owner, job, worker } = await appliedJob();
    await db.user.update({ where: { id: worker.user.id }, data: { deletedAt: new Date() } });
    const { status, json } = await call(hire, {
      token: owner.token,
      body: { id: job._id, userId: worker.user.id, price: 40, duration: 4 },
    });
    expect(status).toBe(409);
    expect(json.error).toBe(JOB_MSG.EmployeeGone);
  });

  it("refuses a second hire, someone else's job, employees and bad amounts", async () => {
    const { owner, job, worker } = await appliedJob({ credit: 5 });
    const other = await employee();
    await applyTo(other.token, job._id);
    await hireOn(owner.token, job._id, worker.user.id);
    const twice = await call(hire, { token: owner.token, body: { id: job._id, userId: other.user.id, price: 40, duration: 4 } });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(JOB_MSG.JobNotOpen);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).credit).toBe(4);

    const s = await appliedJob();
    const stranger = await employer();
    expect(
      (await call(hire, { token: stranger.token, body: { id: s.job._id, userId: s.worker.user.id, price: 40, duration: 4 } })).status,
    ).toBe(403);
    expect(
      (await call(hire, { token: s.worker.token, body: { id: s.job._id, userId: s.worker.user.id, price: 40, duration: 4 } })).status,
    ).toBe(403);
    const zero = await call(hire, { token: s.owner.token, body: { id: s.job._id, userId: s.worker.user.id, price: 0, duration: 4 } });
    expect(zero.status).toBe(400);
    expect(zero.json.error).toBe(JOB_MSG.InvalidPrice);
    const noDays = await call(hire, { token: s.owner.token, body: { id: s.job._id, userId: s.worker.user.id, price: 10, duration: -1 } });
    expect(noDays.json.error).toBe(JOB_MSG.InvalidDuration);
  });

  it("gives exactly one contract when two hires of one job race", async () => {
    const { owner, job, worker } = await appliedJob({ credit: 5 });
    const rival = await employee();
    await applyTo(rival.token, job._id);
    const results = await Promise.all([
      call(hire, { token: owner.token, body: { id: job._id, userId: worker.user.id, price: 40, duration: 4 } }),
      call(hire, { token: owner.token, body: { id: job._id, userId: rival.user.id, price: 40, duration: 4 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).credit).toBe(4);
    expect(await db.notification.count({ where: { jobId: job._id, type: "hire" } })).toBe(1);
  });

  it("spends the last credit only once when two jobs are hired at the same time", async () => {
    const owner = await employer({ credit: 1 });
    const [a, b] = [await postJob(owner.token, cat), await postJob(owner.token, cat)];
    const worker = await employee();
    await applyTo(worker.token, a._id);
    await applyTo(worker.token, b._id);
    const results = await Promise.all([
      call(hire, { token: owner.token, body: { id: a._id, userId: worker.user.id, price: 40, duration: 4 } }),
      call(hire, { token: owner.token, body: { id: b._id, userId: worker.user.id, price: 40, duration: 4 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).credit).toBe(0);
    expect(await db.contract.count({ where: { jobId: { in: [a._id, b._id] } } })).toBe(1);
  });
});

describe("job/complete_contract and job/cancel_contract", () => {
  it("completes a progressing contract and tells the employee", async () => {
    const { owner, job, worker } = await hiredJob();
    const { status, json } = await call(completeContract, { token: owner.token, body: { id: job._id } });
    expect(status).toBe(200);
    expect(json.job).toMatchObject({ status: 2, statusLabel: "Completed", completedAt: expect.any(String), price: 42 });
    expect(json.job.hire.completedAt).toEqual(json.job.completedAt);
    const note = await db.notification.findFirstOrThrow({ where: { userId: worker.user.id, type: "contract_completed" } });
    expect(note.message).toBe('Erin Employer completed the contract for "Fix a leaking kitchen sink".');
    const again = await call(completeContract, { token: owner.token, body: { id: job._id } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(JOB_MSG.JobNotProgressing);
    expect((await call(cancelContract, { token: owner.token, body: { id: job._id } })).status).toBe(409);
  });

  it("cancels a progressing contract and tells the employee", async () => {
    const { owner, job, worker } = await hiredJob();
    const { status, json } = await call(cancelContract, { token: owner.token, body: { id: job._id } });
    expect(status).toBe(200);
    expect(json.job).toMatchObject({ status: 3, statusLabel: "Cancelled", canceledAt: expect.any(String), completedAt: null });
    expect(json.job.hire.canceledAt).toEqual(json.job.canceledAt);
    expect(await db.notification.count({ where: { userId: worker.user.id, type: "contract_canceled", jobId: job._id } })).toBe(1);
  });

  it("refuses an open job, someone else's contract and the employee", async () => {
    const { owner, job, worker } = await appliedJob();
    const open = await call(completeContract, { token: owner.token, body: { id: job._id } });
    expect(open.status).toBe(409);
    expect(open.json.error).toBe(JOB_MSG.JobNotProgressing);
    await hireOn(owner.token, job._id, worker.user.id);
    const other = await employer();
    expect((await call(completeContract, { token: other.token, body: { id: job._id } })).status).toBe(403);
    expect((await call(cancelContract, { token: worker.token, body: { id: job._id } })).status).toBe(403);
    expect((await db.job.findUniqueOrThrow({ where: { id: job._id } })).status).toBe(1);
  });
});

describe("job/write_review", () => {
  it("reviews a completed contract once and updates the employee's rating in the same step", async () => {
    const { owner, job, worker } = await hiredJob();
    await call(completeContract, { token: owner.token, body: { id: job._id } });
    const { status, json } = await call(writeReview, { token: owner.token, body: { id: job._id, score: 4, text: "Quick and tidy work." } });
    expect(status).toBe(200);
    expect(json.job.review).toMatchObject({ score: 4, text: "Quick and tidy work.", writer: owner.user.id, target: worker.user.id });
    let w = await db.user.findUniqueOrThrow({ where: { id: worker.user.id } });
    expect([w.reviewScore, w.reviewCount]).toEqual([4, 1]);
    const note = await db.notification.findFirstOrThrow({ where: { userId: worker.user.id, type: "review" } });
    expect(note.message).toBe('Erin Employer left you a 4-star review for "Fix a leaking kitchen sink".');

    const twice = await call(writeReview, { token: owner.token, body: { id: job._id, score: 1, text: "Changed my mind." } });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(JOB_MSG.AlreadyReviewed);

    // a second contract of the same employee, canceled, reviewed 5: the average moves to 4.5
    const owner2 = await employer();
    const job2 = await postJob(owner2.token, cat);
    await applyTo(worker.token, job2._id);
    await hireOn(owner2.token, job2._id, worker.user.id);
    await call(cancelContract, { token: owner2.token, body: { id: job2._id } });
    expect(
      (await call(writeReview, { token: owner2.token, body: { id: job2._id, score: "5", text: "Great despite the cancel." } })).status,
    ).toBe(200);
    w = await db.user.findUniqueOrThrow({ where: { id: worker.user.id } });
    expect([w.reviewScore, w.reviewCount]).toEqual([4.5, 2]);
  });

  it.each([
    ["no rating", { text: "Nice." }, "Please select a rating."],
    ["a rating of 0", { score: 0, text: "Nice." }, "Please select a rating."],
    ["a rating of 6", { score: 6, text: "Nice." }, "Please select a rating."],
    ["no text", { score: 5, text: "  " }, "Please write a review."],
  ])("refuses %s with the spec's message", async (_label, body, message) => {
    const { owner, job } = await hiredJob();
    await call(completeContract, { token: owner.token, body: { id: job._id } });
    const { status, json } = await call(writeReview, { token: owner.token, body: { id: job._id, ...body } });
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: message });
  });

  it("refuses while the contract runs, on a job never hired, on someone else's job and from the employee", async () => {
    const { owner, job, worker } = await hiredJob();
    const running = await call(writeReview, { token: owner.token, body: { id: job._id, score: 5, text: "Early." } });
    expect(running.status).toBe(409);
    expect(running.json.error).toBe(JOB_MSG.ReviewNotAllowed);

    const unhired = await postJob(owner.token, cat);
    await call(cancelJob, { token: owner.token, body: { id: unhired._id } });
    const never = await call(writeReview, { token: owner.token, body: { id: unhired._id, score: 5, text: "Nobody." } });
    expect(never.status).toBe(409);
    expect(never.json.error).toBe(JOB_MSG.NoContract);

    await call(completeContract, { token: owner.token, body: { id: job._id } });
    const other = await employer();
    expect((await call(writeReview, { token: other.token, body: { id: job._id, score: 5, text: "Not mine." } })).status).toBe(403);
    expect((await call(writeReview, { token: worker.token, body: { id: job._id, score: 5, text: "Self-praise." } })).status).toBe(403);
    expect(await db.review.count({ where: { jobId: job._id } })).toBe(0);
  });
});

describe("job/get_my_jobs", () => {
  it("gives an employer their jobs by tab (COMPLETED includes canceled) with counts", async () => {
    const owner = await employer({ credit: 5 });
    const open = await postJob(owner.token, cat);
    const active = await postJob(owner.token, cat);
    const done = await postJob(owner.token, cat);
    const canceled = await postJob(owner.token, cat);
    const worker = await employee();
    for (const j of [active, done]) {
      await applyTo(worker.token, j._id);
      await hireOn(owner.token, j._id, worker.user.id);
    }
    await call(completeContract, { token: owner.token, body: { id: done._id } });
    await call(cancelJob, { token: owner.token, body: { id: canceled._id } });
    const ids = async (tab?: string) =>
      (await call(getMyJobs, { token: owner.token, body: tab ? { tab } : {} })).json.jobs.map((j: { _id: string }) => j._id);
    expect(await ids("OPEN")).toEqual([open._id]);
    expect(await ids("active")).toEqual([active._id]);
    // newest completion first: the cancel came after the completion
    expect(await ids("COMPLETED")).toEqual([canceled._id, done._id]);
    expect(await ids()).toEqual([canceled._id, done._id, active._id, open._id]);
    const { json } = await call(getMyJobs, { token: owner.token });
    expect(json.counts).toEqual({ open: 1, active: 1, completed: 2 });
    // someone else's jobs never appear
    expect((await call(getMyJobs, { token: (await employer()).token })).json.jobs).toEqual([]);
  });

  it("gives an employee active jobs newest hire first and completed ones newest completion first", async () => {
    const worker = await employee();
    const owner = await employer({ credit: 10 });
    const jobs = [];
    for (let i = 0; i < 4; i++) {
      const j = await postJob(owner.token, cat, { title: `Job number ${i}` });
      await applyTo(worker.token, j._id);
      await hireOn(owner.token, j._id, worker.user.id);
      jobs.push(j);
    }
    // finish job 1, then job 0 (canceled) → completed order [0, 1]; active order by hire [3, 2]
    await call(completeContract, { token: owner.token, body: { id: jobs[1]._id } });
    await call(cancelContract, { token: owner.token, body: { id: jobs[0]._id } });
    const list = async (tab?: string) => (await call(getMyJobs, { token: worker.token, body: tab ? { tab } : {} })).json;
    expect((await list("ACTIVE")).jobs.map((j: { title: string }) => j.title)).toEqual(["Job number 3", "Job number 2"]);
    expect((await list("COMPLETED")).jobs.map((j: { title: string }) => j.title)).toEqual(["Job number 0", "Job number 1"]);
    const all = await list();
    expect(all.jobs).toHaveLength(4);
    expect(all.counts).toEqual({ open: 0, active: 2, completed: 2 });
    expect(all.jobs[0].hire.user._id).toBe(worker.user.id);
    // an employee who was not hired sees none of them
    expect((await call(getMyJobs, { token: (await employee()).token })).json.jobs).toEqual([]);
  });
});

describe("transitionJob (the guarded UPDATE)", () => {
  it("lets only one of two overlapping transactions move the same job", async () => {
    const { transitionJob } = await import("@/lib/jobs/states");
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const attempt = (event: "hire" | "cancel_job") =>
      db.$transaction(async (tx) => {
        await transitionJob(tx, { jobId: job._id, ownerId: owner.user.id, event });
        // hold the row a moment so the other transaction's UPDATE has to wait for this one
        await new Promise((r) => setTimeout(r, 150));
        return event;
      });
    const results = await Promise.allSettled([attempt("hire"), attempt("cancel_job")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    expect([1, 3]).toContain((await db.job.findUniqueOrThrow({ where: { id: job._id } })).status);
  });
});

describe("listUserProjects (for user/get_user_detail)", () => {
  it("gives an employer's jobs and an employee's finished jobs with reviews; total counts completed ones", async () => {
    const { listUserProjects } = await import("@/lib/jobs/list-user-projects");
    const { owner, job, worker } = await hiredJob();
    const open = await postJob(owner.token, cat);
    await call(completeContract, { token: owner.token, body: { id: job._id } });
    await call(writeReview, { token: owner.token, body: { id: job._id, score: 5, text: "Spotless." } });
    const visitor = { id: (await employee()).user.id, type: "provider" as const };

    const employerSide = await listUserProjects(owner.user.id, visitor);
    expect(employerSide.projects.map((p) => p._id)).toEqual([open._id, job._id]);
    expect(employerSide.total).toBe(1);
    expect(employerSide.projects[1].hire).toBeNull(); // a visitor sees no contract details

    const employeeSide = await listUserProjects(worker.user.id, null);
    expect(employeeSide.projects.map((p) => p._id)).toEqual([job._id]);
    expect(employeeSide.projects[0].review).toMatchObject({ score: 5, text: "Spotless." });
    expect(employeeSide.total).toBe(1);
    expect(await listUserProjects("nobody", null)).toEqual({ projects: [], total: 0 });
  });
});
