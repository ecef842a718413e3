// job/apply, job/withdraw_apply, job/invite, job/decline_invite, job/favorite, job/unfavorite,
// job/get_apply_jobs and job/get_favorite_jobs against real PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { JOB_MSG } from "@/lib/jobs/messages";
import { DECLINE_REASONS } from "@/lib/jobs/constants";
import { POST as apply } from "@/app/api/job/apply/route";
import { POST as withdraw } from "@/app/api/job/withdraw_apply/route";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as declineInvite } from "@/app/api/job/decline_invite/route";
import { POST as favorite } from "@/app/api/job/favorite/route";
import { POST as unfavorite } from "@/app/api/job/unfavorite/route";
import { POST as getApplyJobs } from "@/app/api/job/get_apply_jobs/route";
import { POST as getFavoriteJobs } from "@/app/api/job/get_favorite_jobs/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { applyTo, COVER, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

const applyBody = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  coverText: COVER,
  price: "40",
  duration: "4",
  isInvite: false,
  screenAnswers: JSON.stringify(["Yes, a full plumbing kit."]),
  ...overrides,
});

describe("job/apply", () => {
  it("sends a proposal, answers the job with it, and tells the employer", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee({ firstName: "Ann", lastName: "Lee" });
    const { status, json } = await call(apply, { token: worker.token, body: applyBody(job._id) });
    expect(status).toBe(200);
    expect(json.job).toMatchObject({ _id: job._id, proposals: 1, proposalsCount: 1, proposalsLabel: "1" });
    expect(json.job.myProposal).toMatchObject({
      coverText: COVER,
      price: 40,
      duration: 4,
      isInvite: false,
      screenAnswers: ["Yes, a full plumbing kit."],
    });
    const row = await db.proposal.findUniqueOrThrow({ where: { jobId_creatorId: { jobId: job._id, creatorId: worker.user.id } } });
    expect(row.price).toBe(4000);
    const notes = await db.notification.findMany({ where: { userId: owner.user.id, jobId: job._id } });
    expect(notes).toEqual([
      expect.objectContaining({
        type: "proposal",
        creatorId: worker.user.id,
        message: 'Ann Lee sent a proposal for "Fix a leaking kitchen sink".',
      }),
    ]);
  });

  it.each([
    ["a short cover letter", { coverText: "Too short to count." }, JOB_MSG.ShortCoverText],
    ["a zero price", { price: 0 }, JOB_MSG.InvalidPrice],
    ["a missing price", { price: "" }, JOB_MSG.InvalidPrice],
    ["a zero duration", { duration: 0 }, JOB_MSG.InvalidDuration],
    ["an empty answer", { screenAnswers: ["   "] }, "Answer cannot be empty."],
    ["a missing answer", { screenAnswers: [] }, "Answer cannot be empty."],
    ["an extra answer", { screenAnswers: ["Yes", "And more"] }, JOB_MSG.TooManyAnswers],
  ])("refuses %s", async (_label, overrides, message) => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const { status, json } = await call(apply, { token: worker.token, body: applyBody(job._id, overrides) });
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: message });
    expect(await db.proposal.count({ where: { jobId: job._id } })).toBe(0);
  });

  it("asks answers to required questions only: an optional one may be blank or left out", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat, {
      screenQuestions: JSON.stringify([
        { question: "Do you have your own tools?", generatedByAI: false, required: true },
        { question: "Anything else we should know?", generatedByAI: false, required: false },
      ]),
    });
    expect(job.screenQuestions.map((q: { required: boolean }) => q.required)).toEqual([true, false]);
    // the required one blank: refused
    const blank = await call(apply, { token: (await employee()).token, body: applyBody(job._id, { screenAnswers: ["", "Nothing"] }) });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toBe(JOB_MSG.EmptyAnswer);
    // the optional one blank, or not sent at all: accepted and stored as blank
    for (const screenAnswers of [["Yes, a full kit.", ""], ["Yes, a full kit."]]) {
      const worker = await employee();
      const { status, json } = await call(apply, { token: worker.token, body: applyBody(job._id, { screenAnswers }) });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json.job.myProposal.screenAnswers).toEqual(["Yes, a full kit.", ""]);
    }
    // a job saved before the flag existed reads as required
    await db.job.update({
      where: { id: job._id },
      data: { screenQuestions: [{ question: "Do you have your own tools?", generatedByAI: false }] },
    });
    const old = await call(apply, { token: (await employee()).token, body: applyBody(job._id, { screenAnswers: [""] }) });
    expect(old.json.error).toBe(JOB_MSG.EmptyAnswer);
  });

  it.each([
    ["the cover letter", { coverText: "Happy to help! Reach me at ann.lee@yahoo.com to talk details." }],
    ["an answer", { screenAnswers: ["yes, whatsapp me and I'll send pictures"] }],
  ])("refuses contact details in %s with the spec's warning", async (_label, overrides) => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const { status, json } = await call(apply, { token: worker.token, body: applyBody(job._id, overrides) });
    expect(status).toBe(400);
    expect(json.error).toBe(JOB_MSG.ViolationWarning);
  });

  it("refuses a second proposal, a closed job, an unknown job and employers", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await applyTo(worker.token, job._id);
    const twice = await call(apply, { token: worker.token, body: applyBody(job._id) });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(JOB_MSG.AlreadyApplied);

    const closedJob = await postJob(owner.token, cat);
    await call(cancelJob, { token: owner.token, body: { id: closedJob._id } });
    const closed = await call(apply, { token: worker.token, body: applyBody(closedJob._id) });
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe(JOB_MSG.JobNotOpen);

    expect((await call(apply, { token: worker.token, body: applyBody("no-such-job") })).status).toBe(404);
    const asEmployer = await call(apply, { token: owner.token, body: applyBody(job._id) });
    expect(asEmployer.status).toBe(403);
    expect(asEmployer.json.error).toBe("Only employees can do that.");
    expect(await db.proposal.count({ where: { jobId: job._id } })).toBe(1);
  });

  it("through an invitation: marks it accepted and the proposal an invite reply", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    const { json } = await call(apply, { token: worker.token, body: applyBody(job._id, { isInvite: true }) });
    expect(json.job.myProposal.isInvite).toBe(true);
    expect(json.job.myInvite).toMatchObject({ status: "accepted" });
    expect(json.job.unansweredInvites).toBe(0);
  });
});

describe("job/withdraw_apply", () => {
  it("withdraws the caller's proposal while the job is open; they may apply again", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await applyTo(worker.token, job._id);
    const { status, json } = await call(withdraw, { token: worker.token, body: { id: job._id } });
    expect(status).toBe(200);
    expect(json.job).toMatchObject({ proposals: 0, myProposal: null });
    await applyTo(worker.token, job._id);
  });

  it("refuses when there is no proposal (404) and after the hire (409)", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const none = await call(withdraw, { token: worker.token, body: { id: job._id } });
    expect(none.status).toBe(404);
    expect(none.json.error).toBe(JOB_MSG.NotApplied);
    await applyTo(worker.token, job._id);
    await hireOn(owner.token, job._id, worker.user.id);
    const late = await call(withdraw, { token: worker.token, body: { id: job._id } });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(JOB_MSG.CannotWithdraw);
    expect(await db.proposal.count({ where: { jobId: job._id } })).toBe(1);
  });
});

describe("job/invite", () => {
  it("invites several employees, skips those already invited or applied, and says how many", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const [a, b, c] = await Promise.all([employee(), employee(), employee()]);
    await applyTo(c.token, job._id);
    const first = await call(invite, { token: owner.token, body: { id: job._id, employees: `${a.user.id},${c.user.id}` } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ result: true, invited: 1, skipped: 1, message: "1 employee(s) have been invited successfully." });
    const second = await call(invite, { token: owner.token, body: { id: job._id, employees: JSON.stringify([a.user.id, b.user.id]) } });
    expect(second.json).toMatchObject({ invited: 1, skipped: 1, message: "1 employee(s) have been invited successfully." });
    expect(second.json.job).toMatchObject({ invitesSent: 2, unansweredInvites: 2 });
    expect(second.json.job.invites.map((i: { employee: { _id: string } }) => i.employee._id).sort()).toEqual([a.user.id, b.user.id].sort());
    const notes = await db.notification.findMany({ where: { jobId: job._id, type: "invite" } });
    expect(notes.map((n) => n.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    // an invitee sees their own invitation only
    const asA = (await call(getJob, { token: a.token, body: { id: job._id } })).json.job;
    expect(asA.invites).toEqual([expect.objectContaining({ status: "sent", employee: expect.objectContaining({ _id: a.user.id }) })]);
    expect(asA.invitesSent).toBe(2);
  });

  it("refuses no employees, unknown ids, someone else's job and a closed job", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const empty = await call(invite, { token: owner.token, body: { id: job._id, employees: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(JOB_MSG.EmployeesRequired);
    const unknown = await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id, owner.user.id] } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe(JOB_MSG.UnknownEmployees);
    const other = await employer();
    expect((await call(invite, { token: other.token, body: { id: job._id, employees: [worker.user.id] } })).status).toBe(403);
    await call(cancelJob, { token: owner.token, body: { id: job._id } });
    const closed = await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    expect(closed.status).toBe(409);
    expect(await db.invite.count({ where: { jobId: job._id } })).toBe(0);
  });
});

describe("job/decline_invite", () => {
  it("declines with one of the spec's reasons and tells the employer", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee({ firstName: "Dee", lastName: "Clines" });
    await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    const { status, json } = await call(declineInvite, { token: worker.token, body: { id: job._id, reason: "Too busy on other jobs" } });
    expect(status).toBe(200);
    expect(json.job.myInvite).toMatchObject({ status: "declined", reason: "Too busy on other jobs" });
    expect(json.job.unansweredInvites).toBe(0);
    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, jobId: job._id, type: "invite_declined" } });
    expect(note.message).toBe('Dee Clines declined your invitation to "Fix a leaking kitchen sink": Too busy on other jobs.');
    const again = await call(declineInvite, { token: worker.token, body: { id: job._id, reason: "Spam" } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(JOB_MSG.InviteAnswered);
  });

  it("knows the spec's seven reasons and refuses anything else", async () => {
    expect(DECLINE_REASONS).toHaveLength(7);
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await call(invite, { token: owner.token, body: { id: job._id, employees: [worker.user.id] } });
    const bad = await call(declineInvite, { token: worker.token, body: { id: job._id, reason: "Meh" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(JOB_MSG.ChooseDeclineReason);
    const none = await call(declineInvite, { token: (await employee()).token, body: { id: job._id, reason: "Spam" } });
    expect(none.status).toBe(404);
    expect(none.json.error).toBe(JOB_MSG.NoInvite);
    expect((await call(declineInvite, { token: owner.token, body: { id: job._id, reason: "Spam" } })).status).toBe(403);
  });
});

describe("job/favorite and job/unfavorite", () => {
  it("saves and un-saves an open job and lists it in SAVED", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const saved = await call(favorite, { token: worker.token, body: { id: job._id } });
    expect(saved.status).toBe(200);
    expect(saved.json.job).toMatchObject({ isFavorite: true, favorites: [{ creator: worker.user.id }] });
    // saving twice changes nothing
    expect((await call(favorite, { token: worker.token, body: { id: job._id } })).json.job.isFavorite).toBe(true);
    const list = await call(getFavoriteJobs, { token: worker.token });
    expect(list.json.jobs.map((j: { _id: string }) => j._id)).toEqual([job._id]);
    // another employee's view shows nothing of it
    expect((await call(getJob, { token: (await employee()).token, body: { id: job._id } })).json.job.favorites).toEqual([]);
    const removed = await call(unfavorite, { token: worker.token, body: { id: job._id } });
    expect(removed.json.job).toMatchObject({ isFavorite: false, favorites: [] });
    expect((await call(getFavoriteJobs, { token: worker.token })).json.jobs).toEqual([]);
  });

  it("lets a saved job be removed after it closed (our choice: SAVED must stay tidy)", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await call(favorite, { token: worker.token, body: { id: job._id } });
    await call(cancelJob, { token: owner.token, body: { id: job._id } });
    const listed = (await call(getFavoriteJobs, { token: worker.token })).json.jobs;
    expect(listed).toEqual([expect.objectContaining({ _id: job._id, status: 3 })]);
    const removed = await call(unfavorite, { token: worker.token, body: { id: job._id } });
    expect(removed.status).toBe(200);
    expect((await call(getFavoriteJobs, { token: worker.token })).json.jobs).toEqual([]);
  });

  it("refuses saving a closed job and employers", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    await call(cancelJob, { token: owner.token, body: { id: job._id } });
    const worker = await employee();
    const closed = await call(favorite, { token: worker.token, body: { id: job._id } });
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe(JOB_MSG.JobNotOpen);
    expect((await call(favorite, { token: owner.token, body: { id: job._id } })).status).toBe(403);
    expect((await call(getFavoriteJobs, { token: owner.token })).status).toBe(403);
  });
});

describe("job/get_apply_jobs", () => {
  it("lists the jobs the employee applied to, newest first, and open invitations", async () => {
    const owner = await employer();
    const [older, newer, invitedTo] = [await postJob(owner.token, cat), await postJob(owner.token, cat), await postJob(owner.token, cat)];
    const worker = await employee();
    await applyTo(worker.token, older._id);
    await applyTo(worker.token, newer._id);
    await call(invite, { token: owner.token, body: { id: invitedTo._id, employees: [worker.user.id] } });
    const { status, json } = await call(getApplyJobs, { token: worker.token });
    expect(status).toBe(200);
    expect(json.jobs.map((j: { _id: string }) => j._id)).toEqual([newer._id, older._id]);
    expect(json.invited.map((j: { _id: string }) => j._id)).toEqual([invitedTo._id]);
    expect(json.jobs[0].myProposal.coverText).toBe(COVER);
    expect((await call(getApplyJobs, { token: owner.token })).status).toBe(403);
  });
});
