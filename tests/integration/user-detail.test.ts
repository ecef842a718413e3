// lib/profiles/user-detail.ts: ONE composition of a user's detail, used by user/get_user_detail and the
// dashboard's detail-employee/detail-employer pages; and the job read behind job/get_job in two statements.
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/api";
import { sqlStatements } from "../helpers/sql-statements";
import { freezeClock } from "../helpers/clock";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { POST as getUserDetailCall } from "@/app/api/user/get_user_detail/route";
import { getUserDetail } from "@/lib/profiles/user-detail";
import { getJobDto } from "@/lib/jobs/queries";
import { db } from "@/lib/db";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("getUserDetail", () => {
  it("is what user/get_user_detail answers, for an employer and an employee", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const pro = await employee();
    const viewer = await employee();
    const job = await postJob(boss.token, plumbing, { title: "Hang a door" });
    await applyTo(pro.token, job._id);
    await hireOn(boss.token, job._id, pro.user.id);
    const asViewer = { id: viewer.user.id, type: viewer.user.type };

    freezeClock(); // the function's projects and the call's are read a moment apart ("Posted … ago")
    for (const target of [boss.user.id, pro.user.id]) {
      const detail = await getUserDetail(target, asViewer);
      const answer = await call(getUserDetailCall, { token: viewer.token, body: { userId: target } });
      expect(answer.status).toBe(200);
      expect(detail).not.toBeNull();
      expect(answer.json.user).toEqual(JSON.parse(JSON.stringify(detail!.user)));
      expect(answer.json.projects).toEqual(JSON.parse(JSON.stringify(detail!.projects)));
      expect(answer.json.total).toBe(detail!.total);
    }
    const ofBoss = await getUserDetail(boss.user.id, asViewer);
    expect(ofBoss!.type).toBe("customer");
    expect(ofBoss!.projects.map((p) => p._id)).toEqual([job._id]);
    expect(ofBoss!.user.statistics).toMatchObject({ jobsPosted: 1, hires: 1, activeContracts: 1 });
    // the public view: no e-mail
    expect(JSON.stringify(ofBoss)).not.toContain(boss.user.email);
  });

  it("is null for an unknown or deleted user (the call answers 404)", async () => {
    const gone = await employee();
    const viewer = await employee();
    await db.user.update({ where: { id: gone.user.id }, data: { deletedAt: new Date() } });
    expect(await getUserDetail(gone.user.id, null)).toBeNull();
    expect(await getUserDetail("no-such-user", null)).toBeNull();
    expect(await getUserDetail("x".repeat(65), null)).toBeNull();
    const answer = await call(getUserDetailCall, { token: viewer.token, body: { userId: gone.user.id } });
    expect(answer.status).toBe(404);
  });
});

describe("getJobDto", () => {
  it("reads a job with proposals, invitation, hire and creator statistics in two SQL statements", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const pro = await employee();
    const other = await employee();
    const job = await postJob(boss.token, plumbing);
    await applyTo(pro.token, job._id);
    await applyTo(other.token, job._id);
    await hireOn(boss.token, job._id, pro.user.id);

    const { value: dto, statements } = await sqlStatements(() => getJobDto(job._id, { id: boss.user.id, type: "customer" }));

    expect(Array.isArray(dto.proposals) && dto.proposals.length).toBe(2);
    expect(dto.hire?.user._id).toBe(pro.user.id);
    expect(dto.creator.statistics).toMatchObject({ jobsPosted: 1, hires: 1, activeContracts: 1 });
    const reads = statements.filter((s) => /^\s*select/i.test(s));
    expect(reads).toHaveLength(2);
  });
});
