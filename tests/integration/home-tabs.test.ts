// The signed-in home renders the open tab's cards only (lib/matching/home-tabs.ts); job/get_home_tab answers
// another tab's cards as the page would have rendered them, and every tab's count comes with the page.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { POST as getHomeTab } from "@/app/api/job/get_home_tab/route";
import { POST as favorite } from "@/app/api/job/favorite/route";
import { db } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { homeBoard } from "@/lib/matching/home-tabs";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

describe("the home's tabs (lib/matching/home-tabs.ts, job/get_home_tab)", () => {
  it("give an employer every count and the open tab's cards; another tab comes from job/get_home_tab", async () => {
    const owner = await employer({ credit: 5 });
    const worker = await employee();
    const jobs = [];
    for (let i = 0; i < 4; i++) jobs.push(await postJob(owner.token, cats.plumbing, { title: `Home tab job ${i + 1}` }));
    await applyTo(worker.token, jobs[1]._id);
    await hireOn(owner.token, jobs[1]._id, worker.user.id);
    await db.job.update({ where: { id: jobs[2]._id }, data: { status: JOB_STATUS.completed, closedAt: new Date() } });
    const user = await db.user.findUniqueOrThrow({ where: { id: owner.user.id } });

    const board = await homeBoard(user, undefined);
    expect(board).toMatchObject({ employer: true, canSave: false, tab: "open", counts: { open: 2, active: 1, completed: 1 } });
    expect(board.jobs.map((j) => j._id)).toEqual([jobs[3]._id, jobs[0]._id]);

    const active = await homeBoard(user, "active");
    expect(active.tab).toBe("active");
    expect(active.jobs.map((j) => j._id)).toEqual([jobs[1]._id]);
    // a tab that is not the employer's is the first tab
    expect((await homeBoard(user, "saved")).tab).toBe("open");

    const res = await call(getHomeTab, { token: owner.token, body: { tab: "completed" } });
    expect(res.status).toBe(200);
    expect(res.json.tab).toBe("completed");
    expect(res.json.jobs).toEqual(JSON.parse(JSON.stringify((await homeBoard(user, "completed")).jobs)));
    expect(res.json.jobs.map((j: { _id: string }) => j._id)).toEqual([jobs[2]._id]);
  });

  it("give an employee FOR YOU, PROPOSED and SAVED counts with the open tab's cards only", async () => {
    const owner = await employer({ credit: 5 });
    const worker = await employee();
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await postJob(owner.token, cats.plumbing, { title: `Home tab job ${i + 1}` }));
    await applyTo(worker.token, jobs[0]._id);
    expect((await call(favorite, { token: worker.token, body: { id: jobs[2]._id } })).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { id: worker.user.id } });

    const saved = await homeBoard(user, "saved");
    expect(saved).toMatchObject({ employer: false, canSave: true, tab: "saved", counts: { proposed: 1, saved: 1 } });
    expect(saved.jobs.map((j) => j._id)).toEqual([jobs[2]._id]);
    expect(saved.jobs[0].isFavorite).toBe(true);

    const res = await call(getHomeTab, { token: worker.token, body: { tab: "proposed" } });
    expect(res.status).toBe(200);
    expect(res.json.jobs.map((j: { _id: string }) => j._id)).toEqual([jobs[0]._id]);
    const forYou = await call(getHomeTab, { token: worker.token, body: { tab: "for-you" } });
    // FOR YOU's first page (other tests' jobs may be candidates too: the count is not compared)
    expect(forYou.json.jobs.length).toBeLessThanOrEqual(20);
    expect(forYou.json.jobs.map((j: { _id: string }) => j._id)).not.toContain(jobs[0]._id);
    for (const j of forYou.json.jobs) expect(typeof j.score).toBe("number");
    expect(await call(getHomeTab, { body: { tab: "saved" } })).toMatchObject({ status: 401 });
  });
});
