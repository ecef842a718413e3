// Search and matching use the shift's schedule (lib/search/schedule-sql.ts): an employer's recommended
// employees for a dated job are only those available for the whole shift and not booked elsewhere then; an
// employee's FOR YOU leaves out jobs that clash with their booked shifts and puts dated jobs outside their
// availability last; the job search's "When" keeps dated jobs starting on the chosen days in the job's zone,
// and "Fits my availability" keeps those the employee can work.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as recommendEmployees } from "@/app/api/job/get_recommend_employees/route";
import { POST as recommendJobs } from "@/app/api/job/get_recommend_jobs/route";
import { POST as searchJobs } from "@/app/api/search/jobs/route";
import { db } from "@/lib/db";
import { SEARCH_MSG } from "@/lib/search/messages";
import { FITS_REASON } from "@/lib/matching/recommend-jobs";
import { at, nextWeekday, uniquePoint, update, week } from "./availability-kit";
import { createJob, uniqueWord, type JobInput } from "./search-kit";
import { jobCategories } from "./job-kit";

const NY = "America/New_York";
let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

/** An open job with a dated shift [start, end) in `timezone` (or none). */
async function datedJob(creatorId: string, shift: { start: Date; end: Date; timezone?: string } | null, data: JobInput = {}) {
  const job = await createJob(creatorId, data);
  if (!shift) return job;
  return db.job.update({
    where: { id: job.id },
    data: { shiftStart: shift.start, shiftEnd: shift.end, timezone: shift.timezone ?? NY },
  });
}

/** A booked shift of `userId` on another job of `employerId`. */
async function bookShift(userId: string, employerId: string, start: Date, end: Date) {
  const other = await createJob(employerId, { status: 1 });
  return db.shift.create({ data: { jobId: other.id, userId, employerId, start, end, timezone: NY, status: "booked" } });
}

async function worker(place: { lat: number; lng: number }, category: string, hours: [string, string] | null) {
  const w = await createUser({
    type: "provider",
    firstName: uniqueWord("w"),
    profile: { categories: [category], skills: [], hourlyRate: 20 },
    data: { ...place, city: "Testville", state: "NV" },
  });
  if (hours) expect((await update(w.token, { type: "weekly", timezone: NY, sheetData: week(...hours) })).status).toBe(200);
  return w;
}

/** An employer and a 9-to-5 weekday worker at a place of their own, booked 9:00 to `bookedUntil` on `day`. */
async function bookedWorker(day: string, bookedUntil: string) {
  const place = await uniquePoint();
  const owner = await createUser({ type: "customer" });
  const me = await worker(place, cats.plumbing, ["9:00 AM", "5:00 PM"]);
  await bookShift(me.user.id, owner.user.id, at(day, "09:00"), at(day, bookedUntil));
  return { place, owner, me };
}

describe("recommended employees for a dated job", () => {
  it("lists only those available for the whole shift and not booked then; an ongoing job lists everyone as before", async () => {
    const place = await uniquePoint();
    const owner = await createUser({ type: "customer" });
    const day = nextWeekday(3); // a Wednesday, inside the slots' horizon
    const [start, end] = [at(day, "10:00"), at(day, "14:00")];
    const free = await worker(place, cats.plumbing, ["9:00 AM", "5:00 PM"]);
    const busy = await worker(place, cats.plumbing, ["9:00 AM", "5:00 PM"]);
    const mornings = await worker(place, cats.plumbing, ["8:00 AM", "12:00 PM"]);
    const unpublished = await worker(place, cats.plumbing, null);
    await bookShift(busy.user.id, owner.user.id, at(day, "13:00"), at(day, "15:00"));

    const dated = await datedJob(owner.user.id, { start, end }, { categories: [cats.plumbing], ...place });
    const res = await call(recommendEmployees, { token: owner.token, body: { id: dated.id, limit: 50 } });
    expect(res.status).toBe(200);
    const users = res.json.users as { _id: string; availableForShift: boolean }[];
    const ids = users.map((u) => u._id);
    expect(ids).toContain(free.user.id);
    expect(ids).not.toContain(busy.user.id);
    expect(ids).not.toContain(mornings.user.id);
    expect(ids).not.toContain(unpublished.user.id);
    expect(users.find((u) => u._id === free.user.id)!.availableForShift).toBe(true);

    const ongoing = await datedJob(owner.user.id, null, { categories: [cats.plumbing], ...place, type: "Ongoing job" });
    const all = await call(recommendEmployees, { token: owner.token, body: { id: ongoing.id, limit: 50 } });
    const allIds = (all.json.users as { _id: string; availableForShift: boolean }[]).map((u) => u._id);
    for (const w of [free, busy, mornings, unpublished]) expect(allIds).toContain(w.user.id);
    expect(all.json.users.every((u: { availableForShift: boolean }) => u.availableForShift === false)).toBe(true);
  });

  it("reads the worker's rules for a shift beyond the materialised days", async () => {
    const place = await uniquePoint();
    const owner = await createUser({ type: "customer" });
    const day = nextWeekday(3, 200);
    const free = await worker(place, cats.plumbing, ["9:00 AM", "5:00 PM"]);
    const evenings = await worker(place, cats.plumbing, ["6:00 PM", "11:00 PM"]);
    const job = await datedJob(
      owner.user.id,
      { start: at(day, "10:00"), end: at(day, "14:00") },
      { categories: [cats.plumbing], ...place },
    );
    const res = await call(recommendEmployees, { token: owner.token, body: { id: job.id, limit: 50 } });
    const ids = (res.json.users as { _id: string }[]).map((u) => u._id);
    expect(ids).toContain(free.user.id);
    expect(ids).not.toContain(evenings.user.id);
  });
});

describe("FOR YOU and the worker's schedule", () => {
  it("leaves out a job that clashes with a booked shift and ranks dated jobs outside the availability last", async () => {
    const day = nextWeekday(4);
    const { place, owner, me } = await bookedWorker(day, "12:00");
    const near = { categories: [cats.plumbing], ...place };
    const outside = await datedJob(owner.user.id, { start: at(day, "18:00"), end: at(day, "22:00") }, near);
    const clash = await datedJob(owner.user.id, { start: at(day, "11:00"), end: at(day, "15:00") }, near);
    const inside = await datedJob(owner.user.id, { start: at(day, "13:00"), end: at(day, "17:00") }, near);
    const ongoing = await datedJob(owner.user.id, null, { ...near, type: "Ongoing job" });

    const res = await call(recommendJobs, { token: me.token, body: { limit: 50 } });
    expect(res.status).toBe(200);
    const jobs = res.json.jobs as { _id: string; reasons: string[] }[];
    const ids = jobs.map((j) => j._id);
    expect(ids).not.toContain(clash.id);
    expect(ids).toContain(ongoing.id);
    expect(ids.indexOf(inside.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(inside.id)).toBeLessThan(ids.indexOf(outside.id));
    expect(ids.indexOf(ongoing.id)).toBeLessThan(ids.indexOf(outside.id));
    expect(jobs.find((j) => j._id === inside.id)!.reasons).toContain(FITS_REASON);
    expect(jobs.find((j) => j._id === outside.id)!.reasons).not.toContain(FITS_REASON);
  });
});

describe("search/jobs: When and Fits my availability", () => {
  it("keeps dated jobs whose shift starts on the chosen days in the job's own zone, and no ongoing ones", async () => {
    const employer = await createUser({ type: "customer" });
    const me = await createUser({ type: "provider" });
    const w = uniqueWord();
    const hours = 4 * 3_600_000;
    const lateNY = at("2027-03-14", "23:30"); // 04:30 UTC on the 15th
    const earlyTokyo = at("2027-03-14", "08:00", "Asia/Tokyo"); // 23:00 UTC on the 13th
    const nextDayNY = at("2027-03-15", "00:30");
    const a = await datedJob(employer.user.id, { start: lateNY, end: new Date(lateNY.getTime() + hours) }, { title: `${w} a` });
    const b = await datedJob(
      employer.user.id,
      { start: earlyTokyo, end: new Date(earlyTokyo.getTime() + hours), timezone: "Asia/Tokyo" },
      { title: `${w} b` },
    );
    const c = await datedJob(employer.user.id, { start: nextDayNY, end: new Date(nextDayNY.getTime() + hours) }, { title: `${w} c` });
    const undated = await datedJob(employer.user.id, null, { title: `${w} d`, type: "Ongoing job" });

    const search = (filter: Record<string, unknown>) =>
      call(searchJobs, { token: me.token, body: { query: w, filter: { keyword: w, ...filter } } });
    const ids = (json: { jobs: { _id: string }[] }) => json.jobs.map((j) => j._id).sort();
    expect(ids((await search({})).json)).toEqual([a.id, b.id, c.id, undated.id].sort());
    const one = await search({ from: "2027-03-14", to: "2027-03-14" });
    expect(one.status).toBe(200);
    expect(ids(one.json)).toEqual([a.id, b.id].sort());
    expect(ids((await search({ from: "2027-03-15" })).json)).toEqual([c.id]);
    expect(ids((await search({ to: "2027-03-13" })).json)).toEqual([]);
  });

  it("refuses a range that ends before it starts, or a day that does not exist, with a readable message", async () => {
    const me = await createUser({ type: "provider" });
    const backwards = await call(searchJobs, { token: me.token, body: { filter: { from: "2027-03-14", to: "2027-03-13" } } });
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({ result: false, error: SEARCH_MSG.DayOrder });
    expect(SEARCH_MSG.DayOrder).toBe('The "to" date must be on or after the "from" date.');
    const noSuchDay = await call(searchJobs, { token: me.token, body: { filter: { from: "2027-02-30" } } });
    expect(noSuchDay.status).toBe(400);
    expect(noSuchDay.json.error).toBe(SEARCH_MSG.InvalidDay);
    const tooLong = await call(searchJobs, { token: me.token, body: { filter: { from: "2027-01-01", to: "2028-06-01" } } });
    expect(tooLong.json.error).toBe(SEARCH_MSG.DayRangeTooLong);
  });

  it("Fits my availability keeps dated jobs inside the worker's availability and clear of their shifts", async () => {
    const day = nextWeekday(2);
    const { owner: employer, me } = await bookedWorker(day, "11:00");
    const w = uniqueWord();
    const fits = await datedJob(employer.user.id, { start: at(day, "12:00"), end: at(day, "16:00") }, { title: `${w} fits` });
    await datedJob(employer.user.id, { start: at(day, "15:00"), end: at(day, "19:00") }, { title: `${w} late` });
    await datedJob(employer.user.id, { start: at(day, "10:00"), end: at(day, "12:00") }, { title: `${w} clash` });
    await datedJob(employer.user.id, null, { title: `${w} ongoing`, type: "Ongoing job" });
    const res = await call(searchJobs, { token: me.token, body: { query: w, filter: { keyword: w, fitsMyAvailability: true } } });
    expect(res.status).toBe(200);
    expect(res.json.jobs.map((j: { _id: string }) => j._id)).toEqual([fits.id]);
  });

  it("Fits my availability reads the worker's rules for shifts beyond the materialised days", async () => {
    const day = nextWeekday(3, 200);
    const owner = await createUser({ type: "customer" });
    const me = await worker(await uniquePoint(), cats.plumbing, ["9:00 AM", "5:00 PM"]);
    const w = uniqueWord();
    const fits = await datedJob(owner.user.id, { start: at(day, "10:00"), end: at(day, "14:00") }, { title: `${w} fits` });
    await datedJob(owner.user.id, { start: at(day, "16:00"), end: at(day, "20:00") }, { title: `${w} late` });
    const res = await call(searchJobs, { token: me.token, body: { query: w, filter: { keyword: w, fitsMyAvailability: true } } });
    expect(res.status).toBe(200);
    expect(res.json.jobs.map((j: { _id: string }) => j._id)).toEqual([fits.id]);
  });
});
