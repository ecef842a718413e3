// Distance in matching, against real PostgreSQL: in-person work within the matching radius (the Setting
// "matchRadiusMiles", 50 miles unless changed) ranks before every match beyond it, whatever the score;
// remote jobs are not pushed down; the cards carry the distance, right to the mile.
// Other test files share the database, so the assertions look at this file's own rows.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { POST as recommendJobs } from "@/app/api/job/get_recommend_jobs/route";
import { POST as recommendEmployees } from "@/app/api/job/get_recommend_employees/route";
import { POST as updateJob } from "@/app/api/job/update/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { employee, employer, jobBody, jobCategories, postJob } from "./job-kit";
import { db } from "@/lib/db";
import { jobCardsInOrder } from "@/lib/jobs/cards";
import { loadJobCards } from "@/lib/search/job-cards";
import { milesAwayLabel, jobDistanceLabel } from "@/lib/geo/distance-label";
import { parseMatchRadius } from "@/lib/settings/match-radius";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});
afterEach(async () => {
  await db.setting.deleteMany({ where: { key: "matchRadiusMiles" } });
});

const austin = { lat: 30.2672, lng: -97.7431, city: "Austin", state: "TX", location: "Austin, TX, USA" };
const roundRock = { lat: 30.5083, lng: -97.6789, city: "Round Rock", state: "TX", location: "Round Rock, TX, USA" };
const dallas = { lat: 32.7767, lng: -96.797, city: "Dallas", state: "TX", location: "Dallas, TX, USA" };
const brooklyn = { lat: 40.6782, lng: -73.9442, city: "Brooklyn", state: "NY", location: "Brooklyn, NY, USA" };
// a town no other test file posts jobs near: a test whose near job must show is not crowded out of the list
const marfa = { lat: 30.3094, lng: -104.0206, city: "Marfa", state: "TX", location: "Marfa, TX, USA" };
const chicago = { lat: 41.8781, lng: -87.6298, city: "Chicago", state: "IL", location: "Chicago, IL, USA" };
// great-circle miles on the 3958.8-mile sphere, rounded (Austin to Brooklyn 1513.1, Austin to Chicago 979.5)
const AUSTIN_BROOKLYN = 1513;
const AUSTIN_CHICAGO = 980;

type Rec = { _id: string; score: number; distance: number | null; remote: boolean; reasons: string[] };
type Person = { _id: string; score: number; distance: number | null };

function plumber(place: { lat: number; lng: number } | null = austin) {
  return employee({
    profile: { title: "Plumber", categories: [cats.plumbing], skills: ["Pipe repair", "Drain cleaning"], hourlyRate: 45 },
    data: place ? { lat: place.lat, lng: place.lng } : {},
  });
}

/** The order of `ids` in the answer (ids not in it are left out). */
const orderOf = (list: { _id: string }[], ids: string[]) => list.map((j) => j._id).filter((id) => ids.includes(id));

/** FOR YOU, every page of it (other test files post jobs into the same database): the answer of page 1, all the jobs. */
async function recommendAll(token: string) {
  const first = await call(recommendJobs, { token, body: { limit: 50 } });
  const jobs = [...(first.json.jobs ?? [])];
  for (let page = 2; page <= Math.ceil((first.json.total ?? 0) / 50); page++) {
    jobs.push(...(await call(recommendJobs, { token, body: { limit: 50, page } })).json.jobs);
  }
  return { ...first, json: { ...first.json, jobs } };
}

describe("for-you jobs and the matching radius", () => {
  it("puts an Austin worker's Austin jobs before a better-scored Brooklyn job, far ones nearest first", async () => {
    const owner = await employer();
    const me = await plumber();
    const full = { skills: "Pipe repair,Drain cleaning", price: "80" };
    const brooklynJob = await postJob(owner.token, cats.plumbing, { title: "Brooklyn: best fit", ...full, ...brooklyn });
    const dallasJob = await postJob(owner.token, cats.plumbing, {
      title: "Dallas: half fit",
      skills: "Pipe repair,Tiling",
      price: "20",
      ...dallas,
    });
    // only related (same field, other trade), no skills, low pay: a much lower score
    const austinJob = await postJob(owner.token, cats.electrical, { title: "Austin: related", skills: "Wiring", price: "10", ...austin });

    const { status, json } = await recommendAll(me.token);
    expect(status).toBe(200);
    const jobs = json.jobs as Rec[];
    const byId = (id: string) => jobs.find((j) => j._id === id)!;
    expect(byId(brooklynJob._id).score).toBeGreaterThan(byId(austinJob._id).score);
    expect(orderOf(jobs, [brooklynJob._id, dallasJob._id, austinJob._id])).toEqual([austinJob._id, dallasJob._id, brooklynJob._id]);
    expect(Math.round(byId(brooklynJob._id).distance!)).toBe(AUSTIN_BROOKLYN);
    // nothing within 50 miles comes after anything beyond it
    const firstFar = jobs.findIndex((j) => !j.remote && j.distance !== null && j.distance > 50);
    if (firstFar >= 0) expect(jobs.slice(firstFar).some((j) => !j.remote && j.distance !== null && j.distance <= 50)).toBe(false);
  });

  it("does not push a remote job down, wherever it was posted", async () => {
    const owner = await employer();
    const me = await plumber(marfa);
    const remoteJob = await postJob(owner.token, cats.plumbing, {
      title: "Remote: plan a repipe",
      skills: "Pipe repair,Drain cleaning",
      price: "80",
      remote: true,
      ...brooklyn,
    });
    const inPerson = await postJob(owner.token, cats.plumbing, {
      title: "Brooklyn: on site",
      skills: "Pipe repair,Drain cleaning",
      price: "80",
      ...brooklyn,
    });
    const austinJob = await postJob(owner.token, cats.electrical, { title: "Marfa: related", skills: "Wiring", price: "10", ...marfa });
    expect(remoteJob.remote).toBe(true);
    expect(inPerson.remote).toBe(false);

    const { json } = await recommendAll(me.token);
    const jobs = json.jobs as Rec[];
    // the remote job competes on its score with the near ones (and wins); its in-person twin is far
    expect(orderOf(jobs, [remoteJob._id, inPerson._id, austinJob._id])).toEqual([remoteJob._id, austinJob._id, inPerson._id]);
    expect(jobs.find((j) => j._id === remoteJob._id)!.reasons).toContain("Remote: can be done from anywhere");
  });

  it("moves the cut when the radius setting changes", async () => {
    const owner = await employer();
    const me = await plumber();
    // 17 miles out, a full fit; downtown, a weak one
    const outOfTown = await postJob(owner.token, cats.plumbing, {
      title: "Round Rock: best fit",
      skills: "Pipe repair,Drain cleaning",
      price: "80",
      ...roundRock,
    });
    const downtown = await postJob(owner.token, cats.electrical, { title: "Downtown: related", skills: "Wiring", price: "10", ...austin });
    const ids = [outOfTown._id, downtown._id];

    const wide = await recommendAll(me.token);
    expect(orderOf(wide.json.jobs, ids)).toEqual([outOfTown._id, downtown._id]);

    await db.setting.create({ data: { key: "matchRadiusMiles", value: 10 } });
    const narrow = await recommendAll(me.token);
    expect(orderOf(narrow.json.jobs, ids)).toEqual([downtown._id, outOfTown._id]);

    // a malformed value falls back to 50
    await db.setting.update({ where: { key: "matchRadiusMiles" }, data: { value: "wide" } });
    const fallback = await recommendAll(me.token);
    expect(orderOf(fallback.json.jobs, ids)).toEqual([outOfTown._id, downtown._id]);
    expect([parseMatchRadius("25"), parseMatchRadius(0), parseMatchRadius(null), parseMatchRadius(5000)]).toEqual([25, 50, 50, 50]);
  });

  it("ranks a worker with no place by score alone", async () => {
    const owner = await employer();
    const me = await plumber(null);
    const good = await postJob(owner.token, cats.plumbing, {
      title: "Far, fits",
      skills: "Pipe repair,Drain cleaning",
      price: "80",
      ...brooklyn,
    });
    const weak = await postJob(owner.token, cats.electrical, { title: "Near, related", skills: "Wiring", price: "10", ...austin });
    const { json } = await recommendAll(me.token);
    expect(orderOf(json.jobs, [good._id, weak._id])).toEqual([good._id, weak._id]);
    expect((json.jobs as Rec[]).find((j) => j._id === good._id)!.distance).toBeNull();
  });
});

describe("distances on cards", () => {
  it("gives each job card its distance from the worker, right to the mile, and 'Remote' for remote work", async () => {
    const owner = await employer();
    const me = await plumber();
    const ny = await postJob(owner.token, cats.plumbing, { title: "Brooklyn card", ...brooklyn });
    const chi = await postJob(owner.token, cats.plumbing, { title: "Chicago card", ...chicago });
    const rr = await postJob(owner.token, cats.plumbing, { title: "Round Rock card", ...roundRock });
    const anywhere = await postJob(owner.token, cats.plumbing, { title: "Remote card", remote: true, ...chicago });
    const cards = await jobCardsInOrder(me.user, [ny._id, chi._id, rr._id, anywhere._id], me.user);
    expect(cards.map((c) => Math.round(c.distance!))).toEqual([AUSTIN_BROOKLYN, AUSTIN_CHICAGO, 17, AUSTIN_CHICAGO]);
    expect(cards.map((c) => jobDistanceLabel(c))).toEqual(["1,513 mi away", "980 mi away", "17 mi away", "Remote"]);
    // without a place to measure from (or for the job's own employer) a card says nothing of distance
    const noPlace = await jobCardsInOrder(me.user, [ny._id], { lat: null, lng: null });
    expect(noPlace[0].distance).toBeNull();
    expect(jobDistanceLabel(noPlace[0])).toBeNull();
    const ownerCards = await jobCardsInOrder(owner.user, [ny._id], austin);
    expect(ownerCards[0].distance).toBeNull();
    expect([milesAwayLabel(0.4), milesAwayLabel(8.04), milesAwayLabel(12.4)]).toEqual(["Under 1 mi away", "8.0 mi away", "12 mi away"]);
  });

  it("marks remote jobs in search results", async () => {
    const owner = await employer();
    const anywhere = await postJob(owner.token, cats.plumbing, { title: "Remote search card", remote: true, ...chicago });
    const onSite = await postJob(owner.token, cats.plumbing, { title: "On-site search card", ...chicago });
    const cards = await loadJobCards(
      [
        { id: anywhere._id, miles: AUSTIN_CHICAGO },
        { id: onSite._id, miles: AUSTIN_CHICAGO },
      ],
      { text: null, categories: [], viewerId: null },
    );
    expect(cards.map((c) => c.remote)).toEqual([true, false]);
  });
});

describe("recommended employees and distance", () => {
  it("puts Austin workers first for an Austin job, then those with no place, then far ones nearest first", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing, { skills: "Pipe repair,Drain cleaning", price: "50", ...austin });
    const fit = { categories: [cats.plumbing], skills: ["Pipe repair", "Drain cleaning"], hourlyRate: 45 };
    const chicagoCook = await employee({ firstName: "Chicago", profile: fit, data: { ...chicago, reviewScore: 5, reviewCount: 40 } });
    const dallasPro = await employee({ firstName: "Dallas", profile: fit, data: { ...dallas, reviewScore: 5, reviewCount: 40 } });
    const nowhere = await employee({ firstName: "Nowhere", profile: fit, data: { reviewScore: 5, reviewCount: 40 } });
    const local = await employee({
      firstName: "Local",
      profile: { categories: [cats.plumbing], skills: [], hourlyRate: 90 },
      data: { lat: austin.lat, lng: austin.lng },
    });
    const ids = [chicagoCook.user.id, dallasPro.user.id, nowhere.user.id, local.user.id];

    const { status, json } = await call(recommendEmployees, { token: owner.token, body: { id: job._id, limit: 50 } });
    expect(status).toBe(200);
    const users = json.users as Person[];
    const score = (id: string) => users.find((u) => u._id === id)!.score;
    expect(score(chicagoCook.user.id)).toBeGreaterThan(score(local.user.id));
    expect(orderOf(users, ids)).toEqual([local.user.id, nowhere.user.id, dallasPro.user.id, chicagoCook.user.id]);
    expect(Math.round(users.find((u) => u._id === chicagoCook.user.id)!.distance!)).toBe(AUSTIN_CHICAGO);
    expect(users.find((u) => u._id === nowhere.user.id)!.distance).toBeNull();
  });

  it("ranks by score alone for a remote job, and job/update keeps the flag unless it is sent", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing, { skills: "Pipe repair,Drain cleaning", price: "50", remote: true, ...austin });
    const fit = { categories: [cats.plumbing], skills: ["Pipe repair", "Drain cleaning"], hourlyRate: 45 };
    const chicagoPro = await employee({ profile: fit, data: { ...chicago, reviewScore: 5, reviewCount: 40 } });
    const local = await employee({
      profile: { categories: [cats.plumbing], skills: [], hourlyRate: 90 },
      data: { lat: austin.lat, lng: austin.lng },
    });
    const ids = [chicagoPro.user.id, local.user.id];
    const first = await call(recommendEmployees, { token: owner.token, body: { id: job._id, limit: 50 } });
    expect(orderOf(first.json.users, ids)).toEqual([chicagoPro.user.id, local.user.id]);

    // an update without `remote` (a client that does not know it) keeps it; false turns it off
    const body = jobBody(cats.plumbing, { id: job._id, ...austin });
    expect("remote" in body).toBe(false);
    expect((await call(updateJob, { token: owner.token, body })).json.job.remote).toBe(true);
    expect((await call(updateJob, { token: owner.token, body: { ...body, remote: false } })).json.job.remote).toBe(false);
    expect((await call(getJob, { token: owner.token, body: { id: job._id } })).json.job.remote).toBe(false);
    const after = await call(recommendEmployees, { token: owner.token, body: { id: job._id, limit: 50 } });
    expect(orderOf(after.json.users, ids)).toEqual([local.user.id, chicagoPro.user.id]);
  });
});
