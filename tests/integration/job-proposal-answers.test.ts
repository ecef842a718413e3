// job/shortlist_proposal and job/decline_proposal: the job's owner sorts the proposals of an open job,
// what the worker then sees (job/get_job, job/get_apply_jobs, the home's cards), and that a declined
// proposal can be neither hired nor withdrawn.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { JOB_MSG } from "@/lib/jobs/messages";
import { PROPOSAL_DECLINE_REASONS } from "@/lib/jobs/constants";
import { jobCardsInOrder } from "@/lib/jobs/cards";
import { POST as shortlist } from "@/app/api/job/shortlist_proposal/route";
import { POST as decline } from "@/app/api/job/decline_proposal/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as getApplyJobs } from "@/app/api/job/get_apply_jobs/route";
import { POST as withdraw } from "@/app/api/job/withdraw_apply/route";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

type P = { _id: string; status: string; declineReason: string; creator: { _id: string } };

/** An open job of a new employer with one proposal from a new worker. */
async function jobWithProposal() {
  const owner = await employer();
  const job = await postJob(owner.token, cat);
  const worker = await employee({ firstName: "Sam", lastName: "Field" });
  await applyTo(worker.token, job._id);
  const proposal = await db.proposal.findUniqueOrThrow({ where: { jobId_creatorId: { jobId: job._id, creatorId: worker.user.id } } });
  return { owner, job, worker, proposalId: proposal.id };
}

describe("job/shortlist_proposal", () => {
  it("toggles a proposal between active and shortlisted; the worker still sees it as active", async () => {
    const { owner, job, worker, proposalId } = await jobWithProposal();
    const on = await call(shortlist, { token: owner.token, body: { id: proposalId } });
    expect(on.status).toBe(200);
    expect(on.json.job.proposals.find((p: P) => p._id === proposalId)).toMatchObject({ status: "shortlisted", declineReason: "" });
    expect((await db.proposal.findUniqueOrThrow({ where: { id: proposalId } })).answeredAt).toBeInstanceOf(Date);
    // the shortlist is the employer's own: the worker's view says nothing of it
    const seen = await call(getJob, { token: worker.token, body: { id: job._id } });
    expect(seen.json.job.myProposal).toMatchObject({ status: "active", declineReason: "", answeredAt: null });
    const off = await call(shortlist, { token: owner.token, body: { id: proposalId } });
    expect(off.json.job.proposals.find((p: P) => p._id === proposalId)).toMatchObject({ status: "active" });
    expect((await db.proposal.findUniqueOrThrow({ where: { id: proposalId } })).answeredAt).toBeNull();
    // shortlisting tells nobody
    expect(await db.notification.count({ where: { userId: worker.user.id, jobId: job._id } })).toBe(0);
  });

  it("refuses another employer, an unknown proposal, a closed job and a declined proposal", async () => {
    const { owner, job, proposalId } = await jobWithProposal();
    const other = await employer();
    const foreign = await call(shortlist, { token: other.token, body: { id: proposalId } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toBe(JOB_MSG.NotYourJob);
    const unknown = await call(shortlist, { token: owner.token, body: { id: "nope" } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(JOB_MSG.ProposalNotFound);
    expect((await call(shortlist, { token: owner.token, body: {} })).json).toEqual({ result: false, error: JOB_MSG.ProposalNotFound });

    await call(decline, { token: owner.token, body: { id: proposalId, reason: "Spam" } });
    const declined = await call(shortlist, { token: owner.token, body: { id: proposalId } });
    expect(declined.status).toBe(409);
    expect(declined.json.error).toBe(JOB_MSG.ProposalDeclined);

    const second = await jobWithProposal();
    await call(cancelJob, { token: second.owner.token, body: { id: second.job._id } });
    const closed = await call(shortlist, { token: second.owner.token, body: { id: second.proposalId } });
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe(JOB_MSG.JobNotOpen);
    expect((await db.proposal.findUniqueOrThrow({ where: { id: second.proposalId } })).status).toBe("active");
    void job;
  });
});

describe("job/decline_proposal", () => {
  it("declines with a reason, tells the worker without it, and keeps the proposal for the owner", async () => {
    const { owner, job, worker, proposalId } = await jobWithProposal();
    await call(shortlist, { token: owner.token, body: { id: proposalId } });
    const { status, json } = await call(decline, { token: owner.token, body: { id: proposalId, reason: "Rate is too high" } });
    expect(status).toBe(200);
    expect(json.job.proposals).toEqual([
      expect.objectContaining({ _id: proposalId, status: "declined", declineReason: "Rate is too high" }),
    ]);
    expect(json.job.proposalsCount).toBe(1);

    const notes = await db.notification.findMany({ where: { userId: worker.user.id, jobId: job._id } });
    expect(notes).toEqual([
      expect.objectContaining({
        type: "proposal_declined",
        creatorId: owner.user.id,
        message: 'Erin Employer did not select your proposal for "Fix a leaking kitchen sink".',
      }),
    ]);
    expect(notes[0].message).not.toContain("Rate");

    // the worker: "declined" (shown as Not selected), never the reason
    const seen = await call(getJob, { token: worker.token, body: { id: job._id } });
    expect(seen.json.job.myProposal).toMatchObject({ _id: proposalId, status: "declined", declineReason: "" });
    const applied = await call(getApplyJobs, { token: worker.token });
    expect(applied.json.jobs.find((j: { _id: string }) => j._id === job._id).myProposal).toMatchObject({
      status: "declined",
      declineReason: "",
    });
    const [card] = await jobCardsInOrder({ id: worker.user.id, type: "provider" }, [job._id]);
    expect(card.myProposal).toEqual({ _id: proposalId, status: "declined" });

    // final: a second decline, a withdrawal (which would let them apply again) and a hire are refused
    const again = await call(decline, { token: owner.token, body: { id: proposalId, reason: "Spam" } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(JOB_MSG.ProposalDeclined);
    const gone = await call(withdraw, { token: worker.token, body: { id: job._id } });
    expect(gone.status).toBe(409);
    expect(gone.json.error).toBe(JOB_MSG.DeclinedNoWithdraw);
    const hired = await call(hire, { token: owner.token, body: { id: job._id, userId: worker.user.id } });
    expect(hired.status).toBe(409);
    expect(hired.json.error).toBe(JOB_MSG.ProposalDeclined);
    expect(await db.contract.count({ where: { jobId: job._id } })).toBe(0);
    expect(await db.notification.count({ where: { userId: worker.user.id, jobId: job._id } })).toBe(1);
  });

  it("hires a shortlisted proposal as before", async () => {
    const { owner, job, worker, proposalId } = await jobWithProposal();
    await call(shortlist, { token: owner.token, body: { id: proposalId } });
    const hiredJob = await hireOn(owner.token, job._id, worker.user.id);
    expect(hiredJob.hire.user._id).toBe(worker.user.id);
    // the job is no longer open: its proposals are the hiring record
    const late = await call(decline, { token: owner.token, body: { id: proposalId, reason: "Other" } });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(JOB_MSG.JobNotOpen);
  });

  it.each([
    ["no reason", {}],
    ["an empty reason", { reason: "" }],
    ["a worker's invitation reason", { reason: "Too busy on other jobs" }],
    ["a made-up reason", { reason: "Meh" }],
  ])("refuses %s", async (_label, body) => {
    const { owner, proposalId } = await jobWithProposal();
    const { status, json } = await call(decline, { token: owner.token, body: { id: proposalId, ...body } });
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: JOB_MSG.ChooseDeclineReason });
    expect((await db.proposal.findUniqueOrThrow({ where: { id: proposalId } })).status).toBe("active");
  });

  it("takes every listed reason", async () => {
    expect(PROPOSAL_DECLINE_REASONS).toEqual([
      "Skills are not a fit",
      "Rate is too high",
      "Not enough experience",
      "Chose another candidate",
      "Spam",
      "Other",
    ]);
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    for (const reason of PROPOSAL_DECLINE_REASONS) {
      const w = await employee();
      await applyTo(w.token, job._id);
      const p = await db.proposal.findUniqueOrThrow({ where: { jobId_creatorId: { jobId: job._id, creatorId: w.user.id } } });
      const { status } = await call(decline, { token: owner.token, body: { id: p.id, reason } });
      expect(status).toBe(200);
    }
    expect(await db.proposal.count({ where: { jobId: job._id, status: "declined" } })).toBe(PROPOSAL_DECLINE_REASONS.length);
  });

  it("refuses another employer, the worker, and a closed job", async () => {
    const { owner, job, worker, proposalId } = await jobWithProposal();
    const other = await employer();
    const foreign = await call(decline, { token: other.token, body: { id: proposalId, reason: "Spam" } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toBe(JOB_MSG.NotYourJob);
    expect((await call(decline, { token: worker.token, body: { id: proposalId, reason: "Spam" } })).status).toBe(403);
    await call(cancelJob, { token: owner.token, body: { id: job._id } });
    const closed = await call(decline, { token: owner.token, body: { id: proposalId, reason: "Spam" } });
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe(JOB_MSG.JobNotOpen);
    expect(await db.notification.count({ where: { userId: worker.user.id, type: "proposal_declined" } })).toBe(0);
  });

  it("lets one of two concurrent calls decline, never both", async () => {
    const { owner, proposalId, worker } = await jobWithProposal();
    const answers = await Promise.all([
      call(decline, { token: owner.token, body: { id: proposalId, reason: "Spam" } }),
      call(decline, { token: owner.token, body: { id: proposalId, reason: "Other" } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await db.notification.count({ where: { userId: worker.user.id, type: "proposal_declined" } })).toBe(1);
  });
});
