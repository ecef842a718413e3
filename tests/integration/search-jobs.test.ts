// search/jobs and job/search_jobs against a real PostgreSQL: every filter, distance edges, paging to the
// end, misspellings, closed jobs and deleted employers, the saved filter, and no contact data.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createCategory, createUser } from "../helpers/factories";
import { createJob, northOf, remotePoint, uniqueWord } from "./search-kit";
import { POST as searchJobs } from "@/app/api/search/jobs/route";
import { POST as searchJobsAlias } from "@/app/api/job/search_jobs/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { db } from "@/lib/db";
import { SEARCH_MSG } from "@/lib/search/messages";

async function people() {
  const employer = await createUser({ type: "customer", phone: "+1 (702) 555-0142" });
  const worker = await createUser({ type: "provider" });
  return { employer, worker };
}

const ids = (json: { jobs: { _id: string }[] }) => json.jobs.map((j) => j._id);

describe("search/jobs: keyword", () => {
  it("finds an open job by a word of its title, skills, categories or description, and says where it matched", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const inTitle = await createJob(employer.user.id, { title: `Event ${w} needed` });
    const inSkills = await createJob(employer.user.id, { title: "Helper", skills: [`${w} handling`] });
    const inDescription = await createJob(employer.user.id, { title: "Helper", description: `Bring your ${w} experience.` });
    const { status, json } = await call(searchJobs, { token: worker.token, body: { query: w } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ result: true, page: 1, limit: 20, hasMore: false });
    expect(ids(json).sort()).toEqual([inTitle.id, inSkills.id, inDescription.id].sort());
    const byId = new Map<string, any>(json.jobs.map((j: any) => [j._id, j]));
    expect(byId.get(inTitle.id).match).toEqual({ distance: null, skills: [], categories: [], fields: ["title"] });
    expect(byId.get(inSkills.id).match).toMatchObject({ skills: [`${w} handling`], fields: ["skills"] });
    expect(byId.get(inDescription.id).match.fields).toEqual(["description"]);
    // title above skills above description
    expect(ids(json)).toEqual([inTitle.id, inSkills.id, inDescription.id]);
  });

  it("answers the spec's job fields with the employer's public card, never their e-mail or phone", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    await createJob(employer.user.id, {
      title: `${w} server`,
      price: 2550,
      payType: "Hourly",
      skills: ["Trays"],
      categories: ["Hospitality"],
    });
    const { json } = await call(searchJobs, { token: worker.token, body: { query: w } });
    expect(json.jobs[0]).toMatchObject({
      title: `${w} server`,
      status: 0,
      statusLabel: "Open",
      payType: "Hourly",
      price: 25.5,
      skills: ["Trays"],
      categories: ["Hospitality"],
      proposalsCount: 0,
      proposalsLabel: "0",
      isFavorite: false,
      creator: { _id: employer.user.id, name: "Test Employer" },
    });
    const text = JSON.stringify(json);
    expect(text).not.toContain(employer.user.email);
    expect(text).not.toContain("555-0142");
    expect(json.jobs[0].creator).not.toHaveProperty("email");
    expect(json.jobs[0].creator).not.toHaveProperty("phone");
  });

  it("job/search_jobs is the same call", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const job = await createJob(employer.user.id, { title: `${w} picker` });
    const { status, json } = await call(searchJobsAlias, { token: worker.token, body: { query: w } });
    expect(status).toBe(200);
    expect(ids(json)).toEqual([job.id]);
  });

  it("corrects a misspelled word from the vocabulary of titles and skills ('bartnder')", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord("bartender");
    const job = await createJob(employer.user.id, { title: `Head ${w}` });
    const typo = w.slice(0, 4) + w.slice(5); // one letter dropped: "bartnder…"
    const { json } = await call(searchJobs, { token: worker.token, body: { query: typo } });
    expect(json.words).toEqual([{ word: typo, correction: w }]);
    expect(ids(json)).toContain(job.id);
  });

  it("every word must match; when no job has them all, jobs with any of them are listed (relaxed)", async () => {
    const { employer, worker } = await people();
    const [a, b, c] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const both = await createJob(employer.user.id, { title: `${a} ${b}` });
    const onlyA = await createJob(employer.user.id, { title: `${a} helper` });
    let r = await call(searchJobs, { token: worker.token, body: { query: `${a} ${b}` } });
    expect(ids(r.json)).toEqual([both.id]);
    expect(r.json.relaxed).toBe(false);
    r = await call(searchJobs, { token: worker.token, body: { query: `${a} ${c}` } });
    expect(r.json.relaxed).toBe(true);
    expect(ids(r.json).sort()).toEqual([both.id, onlyA.id].sort());
  });
});

describe("search/jobs: only open jobs of accounts that exist", () => {
  it("a closed job is gone at once; an edited title is found by its new word at once", async () => {
    const { employer, worker } = await people();
    const [w, fresh] = [uniqueWord(), uniqueWord()];
    const job = await createJob(employer.user.id, { title: `${w} cook` });
    const other = await createJob(employer.user.id, { title: `${w} dishwasher` });
    for (const status of [1, 2, 3]) await createJob(employer.user.id, { title: `${w} closed`, status });
    expect(ids((await call(searchJobs, { token: worker.token, body: { query: w } })).json).sort()).toEqual([job.id, other.id].sort());

    await db.job.update({ where: { id: job.id }, data: { status: 3, canceledAt: new Date(), closedAt: new Date() } });
    expect(ids((await call(searchJobs, { token: worker.token, body: { query: w } })).json)).toEqual([other.id]);

    await db.job.update({ where: { id: other.id }, data: { title: `${fresh} porter` } });
    expect(ids((await call(searchJobs, { token: worker.token, body: { query: fresh } })).json)).toEqual([other.id]);
    // the old word is found nowhere any more (it may still be corrected to a similar known word)
    const old = (await call(searchJobs, { token: worker.token, body: { query: w } })).json;
    if (old.jobs.length) expect(old.words[0].correction).not.toBeNull();
  });

  it("jobs of a deleted account are never found", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    await createJob(employer.user.id, { title: `${w} mover` });
    await db.user.update({ where: { id: employer.user.id }, data: { deletedAt: new Date() } });
    const { json } = await call(searchJobs, { token: worker.token, body: { query: w } });
    expect(json.jobs).toEqual([]);
  });
});

describe("search/jobs: filters", () => {
  it("pay type Hourly, Fixed or Any", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const hourly = await createJob(employer.user.id, { title: `${w} a`, payType: "Hourly" });
    const fixed = await createJob(employer.user.id, { title: `${w} b`, payType: "Fixed", duration: 2 });
    const search = async (payType: string) =>
      ids((await call(searchJobs, { token: worker.token, body: { filter: { keyword: w, payType } } })).json).sort();
    expect(await search("Hourly")).toEqual([hourly.id]);
    expect(await search("Fixed")).toEqual([fixed.id]);
    expect(await search("Any")).toEqual([hourly.id, fixed.id].sort());
  });

  it("categories: a top category finds jobs filed under its sub-categories; the match names the category", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const { parent, subs } = await createCategory("Trades", ["Welding", "Roofing"]);
    const welding = await createJob(employer.user.id, { title: `${w} one`, categories: [subs[0].name] });
    const roofing = await createJob(employer.user.id, { title: `${w} two`, categories: [parent.name, subs[1].name] });
    await createJob(employer.user.id, { title: `${w} three`, categories: ["Retail"] });
    let r = await call(searchJobs, { token: worker.token, body: { filter: { keyword: w, category: parent.name } } });
    expect(ids(r.json).sort()).toEqual([welding.id, roofing.id].sort());
    expect(r.json.jobs.find((j: any) => j._id === welding.id).match.categories).toEqual([subs[0].name]);
    r = await call(searchJobs, { token: worker.token, body: { filter: { keyword: w, categories: [subs[1].name] } } });
    expect(ids(r.json)).toEqual([roofing.id]);
  });

  it("job type", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const ongoing = await createJob(employer.user.id, { title: `${w} x`, type: "Ongoing job" });
    await createJob(employer.user.id, { title: `${w} y`, type: "One-time job" });
    const { json } = await call(searchJobs, { token: worker.token, body: { query: w, type: "Ongoing job" } });
    expect(ids(json)).toEqual([ongoing.id]);
  });

  it("distance: a job just inside the radius is found with its distance, one just outside is not", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const centre = remotePoint();
    const inside = await createJob(employer.user.id, { title: `${w} in`, ...northOf(centre, 9.999) });
    const edge = await createJob(employer.user.id, { title: `${w} edge`, ...northOf(centre, 10 - 1e-6) });
    await createJob(employer.user.id, { title: `${w} out`, ...northOf(centre, 10.05) });
    const near = await createJob(employer.user.id, { title: `${w} near`, ...northOf(centre, 1) });
    for (const body of [
      { filter: { keyword: w, lat: centre.lat, lng: centre.lng, distance: 10 } },
      { query: w, lat: centre.lat, lng: centre.lng, distance: 10 },
    ]) {
      const { json } = await call(searchJobs, { token: worker.token, body });
      expect(ids(json).sort()).toEqual([inside.id, edge.id, near.id].sort());
      expect(json.jobs[0]._id).toBe(near.id); // nearest first among equal text matches
      expect(json.jobs.find((j: any) => j._id === edge.id).match.distance).toBe(10);
      expect(json.jobs.find((j: any) => j._id === near.id).match.distance).toBe(1);
    }
  });

  it("a place alone lists the nearest open jobs within 100 miles, nearest first", async () => {
    const { employer, worker } = await people();
    const centre = remotePoint();
    const a = await createJob(employer.user.id, { title: "Near one", ...northOf(centre, 0.5) });
    const b = await createJob(employer.user.id, { title: "Near two", ...northOf(centre, 2) });
    const { json } = await call(searchJobs, { token: worker.token, body: { filter: { lat: centre.lat, lng: centre.lng } } });
    const got = ids(json);
    expect(got.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    expect(got.indexOf(a.id)).toBeLessThan(got.indexOf(b.id));
    for (const j of json.jobs) expect(j.match.distance).toBeLessThanOrEqual(100);
  });

  it("a typed place resolves through the gazetteer ('Austin, TX', '78701')", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const job = await createJob(employer.user.id, { title: `${w} austin`, lat: 30.2713, lng: -97.7426, city: "Austin", state: "TX" });
    for (const body of [{ filter: { keyword: w, location: "Austin, TX", distance: 25 } }, { query: w, zipcode: "78701", distance: 5 }]) {
      const { status, json } = await call(searchJobs, { token: worker.token, body });
      expect(status).toBe(200);
      expect(ids(json)).toEqual([job.id]);
    }
  });
});

describe("search/jobs: pages", () => {
  it("pages to the end: hasMore until the last page, which returns fewer, and no job twice", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await createJob(employer.user.id, { title: `${w} ${i}` })).id);
    const seen: string[] = [];
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const { json } = await call(searchJobs, { token: worker.token, body: { query: w, page, limit: 2 } });
      pages.push({ n: json.jobs.length, hasMore: json.hasMore });
      seen.push(...ids(json));
    }
    expect(pages).toEqual([
      { n: 2, hasMore: true },
      { n: 2, hasMore: true },
      { n: 1, hasMore: false },
    ]);
    expect(seen.sort()).toEqual(made.sort());
    const { json } = await call(searchJobs, { token: worker.token, body: { query: w, page: 4, limit: 2 } });
    expect(json).toMatchObject({ jobs: [], hasMore: false, page: 4 });
  });
});

describe("search/jobs: refusals and the saved filter", () => {
  it("refuses bad filters with a clear message", async () => {
    const { worker } = await people();
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 0 }, SEARCH_MSG.InvalidPage],
      [{ limit: 101 }, SEARCH_MSG.InvalidLimit],
      [{ distance: -5 }, SEARCH_MSG.InvalidDistance],
      [{ filter: { payType: "Weekly" } }, SEARCH_MSG.InvalidPayType],
      [{ filter: { location: "Atlantis, ZZ" } }, SEARCH_MSG.InvalidLocation],
      [{ lat: 30 }, SEARCH_MSG.LatLngPair],
    ];
    for (const [body, error] of cases) {
      const r = await call(searchJobs, { token: worker.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toEqual({ result: false, error });
    }
    expect((await call(searchJobs, { body: {} })).status).toBe(401);
  });

  it("keeps the caller's last filter as searchFilter, which user/get_user returns", async () => {
    const { worker } = await people();
    await call(searchJobs, {
      token: worker.token,
      body: { filter: { keyword: "cook", payType: "Hourly", category: "Hospitality", location: "Austin, TX", distance: 30 } },
    });
    const { json } = await call(getUser, { token: worker.token, body: { user_id: worker.user.id } });
    expect(json.user.searchFilter).toMatchObject({
      keyword: "cook",
      payType: "Hourly",
      category: "Hospitality",
      location: "Austin, TX",
      distance: 30,
    });
    expect(json.user.searchFilter.lat).toBeCloseTo(30.3, 0);
    // later pages do not rewrite it
    await call(searchJobs, { token: worker.token, body: { query: "other", page: 2 } });
    const again = await call(getUser, { token: worker.token, body: { user_id: worker.user.id } });
    expect(again.json.user.searchFilter.keyword).toBe("cook");
  });

  it("marks the caller's saved jobs", async () => {
    const { employer, worker } = await people();
    const w = uniqueWord();
    const job = await createJob(employer.user.id, { title: `${w} saved` });
    await db.favorite.create({ data: { jobId: job.id, userId: worker.user.id } });
    const { json } = await call(searchJobs, { token: worker.token, body: { query: w } });
    expect(json.jobs[0]).toMatchObject({ _id: job.id, isFavorite: true });
  });
});
