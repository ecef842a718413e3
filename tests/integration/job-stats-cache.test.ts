// The short-lived cache of job creators' statistics (lib/jobs/statistics.ts, JOB_STATS_CACHE_SECONDS): a
// busy job page reads them once per TTL, a change to the job through the app drops them at once, and a
// job list reads only the creators it has not cached, in one query. (The other tests run with the cache off.)
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqlStatements } from "../helpers/sql-statements";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { getJobDto, listJobDtos } from "@/lib/jobs/queries";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { db } from "@/lib/db";

async function reads<T>(fn: () => Promise<T>) {
  const { value, selects } = await sqlStatements(fn);
  return { value, selects: selects.length };
}

describe("creator statistics cache", () => {
  beforeEach(() => {
    process.env.JOB_STATS_CACHE_SECONDS = "10";
  });
  afterEach(() => {
    process.env.JOB_STATS_CACHE_SECONDS = "0";
  });

  it("serves job/get_job's creator statistics from the cache, and fresh ones right after a hire", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const pro = await employee();
    const job = await postJob(boss.token, plumbing);
    await applyTo(pro.token, job._id);
    const viewer = { id: pro.user.id, type: pro.user.type };

    await getJobDto(job._id, viewer); // fills the cache
    const again = await reads(() => getJobDto(job._id, viewer));
    expect(again.selects).toBe(1); // the job only
    expect(again.value.creator.statistics).toMatchObject({ jobsPosted: 1, openJobs: 1, hires: 0, activeContracts: 0 });

    await hireOn(boss.token, job._id, pro.user.id); // the hire expires the job (revalidatePublicJob)
    const after = await getJobDto(job._id, viewer);
    expect(after.creator.statistics).toMatchObject({ jobsPosted: 1, openJobs: 0, hires: 1, activeContracts: 1 });
  });

  it("lets a job list read only the creators it has not cached, and keeps a profile's statistics fresh", async () => {
    const { plumbing } = await jobCategories();
    const a = await employer();
    const b = await employer();
    const jobA = await postJob(a.token, plumbing, { title: "Fix a tap" }); // caches a's statistics
    const jobB = await postJob(b.token, plumbing, { title: "Paint a fence" }); // and b's
    const list = () => listJobDtos(null, { where: { id: { in: [jobA._id, jobB._id] } }, orderBy: [{ createdAt: "asc" }] });

    const cachedList = await reads(list);
    expect(cachedList.selects).toBe(1); // the jobs only
    expect(cachedList.value.map((j) => j.creator.statistics.jobsPosted)).toEqual([1, 1]);

    // a second job of a's, posted straight into the database (not through the app): the list may show the
    // cached figure until the TTL, the profile's statistics never lag
    const src = await db.job.findUniqueOrThrow({ where: { id: jobA._id } });
    await db.job.create({
      data: {
        creatorId: a.user.id,
        title: "Another tap",
        description: src.description,
        payType: src.payType,
        price: src.price,
        initialPrice: src.initialPrice,
        duration: src.duration,
        type: src.type,
        location: src.location,
        lat: src.lat,
        lng: src.lng,
      },
    });
    expect((await jobStatisticsOf(a.user.id)).jobsPosted).toBe(2);

    process.env.JOB_STATS_CACHE_SECONDS = "0";
    const fresh = await reads(list);
    expect(fresh.selects).toBe(2); // the jobs and both creators' statistics
    expect(fresh.value.map((j) => j.creator.statistics.jobsPosted)).toEqual([2, 1]);
  });
});
