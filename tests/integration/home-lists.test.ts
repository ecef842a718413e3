// The signed-in home's lists read as ids in one statement per role (lib/jobs/home-lists.ts) against the
// job/* calls behind the tabs: the same jobs in the same order, the same counts.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { sqlStatements } from "../helpers/sql-statements";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as favorite } from "@/app/api/job/favorite/route";
import { db } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { jobIdReader } from "@/lib/jobs/queries";
import { myJobCounts, myJobs } from "@/lib/jobs/list-my-jobs";
import { listAppliedJobs, listFavoriteJobs } from "@/lib/jobs/list-provider-jobs";
import { employerHomeIds, providerHomeIds } from "@/lib/jobs/home-lists";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

describe("the home's lists in one statement (lib/jobs/home-lists.ts)", () => {
  it("give an employer the jobs and counts of job/get_my_jobs, tab by tab", async () => {
    const owner = await employer({ credit: 5 });
    const worker = await employee();
    const jobs = [];
    for (let i = 0; i < 6; i++)
      jobs.push(await postJob(owner.token, i % 2 ? cats.plumbing : cats.electrical, { title: `Job number ${i + 1}` }));
    await applyTo(worker.token, jobs[1]._id);
    await hireOn(owner.token, jobs[1]._id, worker.user.id);
    const day = 86_400_000;
    await db.job.update({ where: { id: jobs[2]._id }, data: { status: JOB_STATUS.completed, closedAt: new Date(Date.now() - 2 * day) } });
    await db.job.update({ where: { id: jobs[3]._id }, data: { status: JOB_STATUS.canceled, closedAt: new Date(Date.now() - day) } });
    await db.job.update({ where: { id: jobs[4]._id }, data: { status: JOB_STATUS.completed, closedAt: new Date(Date.now() - 3 * day) } });
    const user = await db.user.findUniqueOrThrow({ where: { id: owner.user.id } });

    const { value, statements } = await sqlStatements(() => employerHomeIds(user.id));
    expect(statements).toHaveLength(1);
    expect(value.open).toEqual(await myJobs(user, "OPEN", jobIdReader));
    expect(value.active).toEqual(await myJobs(user, "ACTIVE", jobIdReader));
    expect(value.completed).toEqual(await myJobs(user, "COMPLETED", jobIdReader));
    expect(value.counts).toEqual(await myJobCounts(user));
    expect(value.counts).toEqual({ open: 2, active: 1, completed: 3 });
    expect(value.completed.map((j) => j._id)).toEqual([jobs[3]._id, jobs[2]._id, jobs[4]._id]);
  });

  it("give an employee the PROPOSED and SAVED lists of job/get_apply_jobs and job/get_favorite_jobs", async () => {
    const owner = await employer({ credit: 5 });
    const worker = await employee();
    const jobs = [];
    for (let i = 0; i < 5; i++) jobs.push(await postJob(owner.token, cats.plumbing, { title: `Job number ${i + 1}` }));
    await applyTo(worker.token, jobs[0]._id);
    await applyTo(worker.token, jobs[2]._id);
    for (const j of [jobs[1], jobs[3]])
      expect((await call(invite, { token: owner.token, body: { id: j._id, employees: [worker.user.id] } })).status).toBe(200);
    // an invitation to a job no longer open is left out
    await db.job.update({ where: { id: jobs[3]._id }, data: { status: JOB_STATUS.canceled, closedAt: new Date() } });
    for (const j of [jobs[4], jobs[0], jobs[1]])
      expect((await call(favorite, { token: worker.token, body: { id: j._id } })).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { id: worker.user.id } });

    const { value, statements } = await sqlStatements(() => providerHomeIds(user.id));
    expect(statements).toHaveLength(1);
    const applied = await listAppliedJobs(user, jobIdReader);
    expect(value.proposals).toEqual(applied.jobs);
    expect(value.invited).toEqual(applied.invited);
    expect(value.invited.map((j) => j._id)).toEqual([jobs[1]._id]);
    expect(value.saved).toEqual((await listFavoriteJobs(user, jobIdReader)).jobs);
    expect(value.saved).toHaveLength(3);

    // someone with nothing yet
    const newcomer = await employee();
    expect(await providerHomeIds(newcomer.user.id)).toEqual({ proposals: [], invited: [], saved: [] });
    expect(await employerHomeIds(owner.user.id)).toMatchObject({ counts: { open: 4, active: 0, completed: 1 } });
  });
});
