// Every status change goes through the state table (lib/jobs/states.ts), including the invitation a hire
// answers; the calls refuse with the table's predicates.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_STATUS, transitionInvite } from "@/lib/jobs/states";
import { POST as withdrawApply } from "@/app/api/job/withdraw_apply/route";
import { POST as writeReview } from "@/app/api/job/write_review/route";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cat: string;
beforeAll(async () => {
  cat = (await jobCategories()).plumbing;
});

describe("lifecycle through the state table", () => {
  it("a hire answers the hired person's open invitation (accepted, with its time)", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await applyTo(worker.token, job._id);
    // an invitation still open next to a proposal (e.g. written before invites skipped applicants)
    const inv = await db.invite.create({ data: { jobId: job._id, employeeId: worker.user.id } });
    expect(inv.status).toBe("sent");
    await hireOn(owner.token, job._id, worker.user.id);
    const after = await db.invite.findUniqueOrThrow({ where: { id: inv.id } });
    expect(after.status).toBe("accepted");
    expect(after.answeredAt).toBeInstanceOf(Date);
  });

  it("a side-effect invitation transition leaves an answered invitation alone; a direct one refuses", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    const inv = await db.invite.create({ data: { jobId: job._id, employeeId: worker.user.id, status: "declined" } });
    const moved = await db.$transaction((tx) => transitionInvite(tx, { inviteId: inv.id, event: "accept", ifStill: true }));
    expect(moved).toBe(false);
    expect((await db.invite.findUniqueOrThrow({ where: { id: inv.id } })).status).toBe("declined");
    await expect(db.$transaction((tx) => transitionInvite(tx, { inviteId: inv.id, event: "accept" }))).rejects.toMatchObject({
      status: 409,
      message: JOB_MSG.InviteAnswered,
    });
  });

  it("withdrawing follows canWithdraw and reviewing follows canReview", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cat);
    const worker = await employee();
    await applyTo(worker.token, job._id);
    await hireOn(owner.token, job._id, worker.user.id);
    expect((await db.job.findUniqueOrThrow({ where: { id: job._id } })).status).toBe(JOB_STATUS.progressing);

    const w = await call(withdrawApply, { token: worker.token, body: { id: job._id } });
    expect(w.status).toBe(409);
    expect(w.json.error).toBe(JOB_MSG.CannotWithdraw);

    const r = await call(writeReview, { token: owner.token, body: { id: job._id, score: 5, text: "Great work." } });
    expect(r.status).toBe(409);
    expect(r.json.error).toBe(JOB_MSG.ReviewNotAllowed);
  });
});
