// user/get_user_detail with jobs: the employer's jobs and statistics, the employee's job history.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { POST as getUserDetail } from "@/app/api/user/get_user_detail/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";

describe("user/get_user_detail with jobs", () => {
  it("shows an employer's jobs and statistics, and a hired employee's completed job in their history", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const pro = await employee();
    const viewer = await employee();
    const open = await postJob(boss.token, plumbing, { title: "Paint a fence" });
    const done = await postJob(boss.token, plumbing);
    await applyTo(pro.token, done._id);
    await hireOn(boss.token, done._id, pro.user.id);
    expect((await call(completeContract, { token: boss.token, body: { id: done._id } })).status).toBe(200);

    const ofBoss = await call(getUserDetail, { token: viewer.token, body: { userId: boss.user.id } });
    expect(ofBoss.status).toBe(200);
    expect(ofBoss.json.projects.map((j: { _id: string }) => j._id).sort()).toEqual([open._id, done._id].sort());
    expect(ofBoss.json.total).toBe(1);
    expect(ofBoss.json.user.statistics).toMatchObject({ jobsPosted: 2, openJobs: 1, hires: 1, activeContracts: 0 });

    const ofPro = await call(getUserDetail, { token: viewer.token, body: { userId: pro.user.id } });
    expect(ofPro.json.projects.map((j: { _id: string }) => j._id)).toEqual([done._id]);
    expect(ofPro.json.total).toBe(1);
    // a third person sees neither contract amounts nor e-mails
    expect(JSON.stringify(ofPro.json)).not.toContain(pro.user.email);
    expect(ofPro.json.projects[0].hire).toBeNull();
  });
});
