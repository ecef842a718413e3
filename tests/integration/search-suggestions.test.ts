// search/get_suggestions, search/get_result and search/get_location_places against a real PostgreSQL.
import { describe, expect, it } from "vitest";
import { call, uniqueIp } from "../helpers/api";
import { createCategory, createUser } from "../helpers/factories";
import { createJob, northOf, remotePoint, uniqueWord } from "./search-kit";
import { GET as getSuggestions } from "@/app/api/search/get_suggestions/route";
import { GET as getResult } from "@/app/api/search/get_result/route";
import { POST as getPlaces } from "@/app/api/search/get_location_places/route";
import { db } from "@/lib/db";
import { SEARCH_MSG } from "@/lib/search/messages";

const suggest = (token: string, query: Record<string, string>) => call(getSuggestions, { token, method: "GET", query });

describe("search/get_suggestions", () => {
  it("starts at the third character: shorter queries answer an empty list, not an error", async () => {
    const { token } = await createUser({ type: "provider" });
    for (const q of ["", "b", "ba", "  ba  "]) {
      const r = await suggest(token, { query: q });
      expect(r.status).toBe(200);
      // the spec's answer is {query, result}: here `result` is the list itself
      expect(r.json).toEqual({ query: q, result: [] });
    }
  });

  it("jobs: titles of open jobs with a word starting as typed, with their open-job count; closing updates it at once", async () => {
    const employer = await createUser({ type: "customer" });
    const { token } = await createUser({ type: "provider" });
    const w = uniqueWord("glaz");
    const a = await createJob(employer.user.id, { title: `Senior ${w}` });
    await createJob(employer.user.id, { title: `Senior ${w}` });
    await createJob(employer.user.id, { title: `${w} Helper`, skills: [`${w} Safety`] });
    await createJob(employer.user.id, { title: `${w} Closed`, status: 2 });
    let r = await suggest(token, { query: w.slice(0, 6), type: "job" });
    expect(r.json.result).toEqual([
      { type: "job", text: `Senior ${w}`, subtext: "2 open jobs" },
      { type: "job", text: `${w} Helper`, subtext: "1 open job" },
    ]);
    // a word typed in full plus the start of the next
    r = await suggest(token, { query: `senior ${w.slice(0, 5)}`, type: "job" });
    expect(r.json.result.map((s: any) => s.text)).toEqual([`Senior ${w}`]);
    // skills instead of titles
    r = await suggest(token, { query: w.slice(0, 6), type: "job", field: "skills" });
    expect(r.json.result).toEqual([{ type: "job", text: `${w} Safety`, subtext: "1 open job" }]);

    await db.job.update({ where: { id: a.id }, data: { status: 3 } });
    r = await suggest(token, { query: w.slice(0, 6), type: "job" });
    expect(r.json.result).toContainEqual({ type: "job", text: `Senior ${w}`, subtext: "1 open job" });
  });

  it("jobs: a misspelled start is corrected ('bartnd' → bartender titles)", async () => {
    const employer = await createUser({ type: "customer" });
    const { token } = await createUser({ type: "provider" });
    const w = uniqueWord("bartender");
    await createJob(employer.user.id, { title: `Event ${w}` });
    const typo = w.slice(0, 4) + w.slice(5, 12); // "bartnder…" cut short, as while typing
    const r = await suggest(token, { query: typo, type: "job" });
    expect(r.json.result.map((s: any) => s.text)).toContain(`Event ${w}`);
  });

  it("people: by name prefix, the other side of the marketplace, best rated first, never the deleted", async () => {
    const last = uniqueWord("quil");
    const employer = await createUser({ type: "customer" });
    const good = await createUser({
      type: "provider",
      firstName: "Ana",
      lastName: last,
      profile: { title: "Cook" },
      data: { reviewScore: 4.9, reviewCount: 30 },
    });
    const plain = await createUser({ type: "provider", firstName: "Bo", lastName: last, profile: { title: "" }, data: { city: "Reno" } });
    await createUser({ type: "customer", firstName: "Cy", lastName: last });
    const gone = await createUser({ type: "provider", firstName: "Di", lastName: last });
    await db.user.update({ where: { id: gone.user.id }, data: { deletedAt: new Date() } });
    const r = await suggest(employer.token, { query: last.slice(0, 7), type: "user" });
    expect(r.json.result).toEqual([
      { type: "user", _id: good.user.id, text: `Ana ${last}`, subtext: "Cook" },
      { type: "user", _id: plain.user.id, text: `Bo ${last}`, subtext: "Reno" },
    ]);
    // two words: the first whole, the second a prefix
    const two = await suggest(employer.token, { query: `bo ${last.slice(0, 6)}`, type: "user" });
    expect(two.json.result.map((s: any) => s._id)).toEqual([plain.user.id]);
    // an employee sees the employer of that name
    const worker = await createUser({ type: "provider" });
    const side = await suggest(worker.token, { query: last.slice(0, 7), type: "user" });
    expect(side.json.result.map((s: any) => s.text)).toEqual([`Cy ${last}`]);
    expect(JSON.stringify(r.json)).not.toContain(good.user.email);
  });

  it("categories and places; 'all' mixes the four types", async () => {
    const { token } = await createUser({ type: "provider" });
    const { parent, subs } = await createCategory("Zymurgy", ["Zymurgy Brewing"]);
    let r = await suggest(token, { query: "zymurgy", type: "category" });
    expect(r.json.result.slice(0, 2)).toEqual([
      { type: "category", _id: parent.id, text: parent.name, subtext: "Category" },
      { type: "category", _id: subs[0].id, text: subs[0].name, subtext: parent.name },
    ]);
    r = await suggest(token, { query: "Austi", type: "location" });
    expect(r.json.result[0]).toMatchObject({
      type: "location",
      text: "Austin, TX",
      subtext: "City",
      place: { city: "Austin", state: "TX" },
    });
    r = await suggest(token, { query: "78701", type: "location" });
    expect(r.json.result[0]).toMatchObject({
      text: "Austin, TX 78701",
      subtext: "ZIP code",
      place: { zipcode: "78701", lat: 30.2713, lng: -97.7426 },
    });
    r = await suggest(token, { query: "aus" });
    const types = new Set(r.json.result.map((s: any) => s.type));
    expect(types.has("location")).toBe(true);
    expect(r.json.result.filter((s: any) => s.type === "location")).toHaveLength(3);
  });

  it("refuses unknown types and fields; needs a sign-in", async () => {
    const { token } = await createUser({ type: "provider" });
    let r = await suggest(token, { query: "bar", type: "people" });
    expect(r).toMatchObject({ status: 400, json: { result: false, error: SEARCH_MSG.InvalidSuggestionType } });
    r = await suggest(token, { query: "bar", field: "phone" });
    expect(r.status).toBe(400);
    expect((await call(getSuggestions, { method: "GET", query: { query: "bar" } })).status).toBe(401);
  });
});

describe("search/get_result", () => {
  it("'See all results': jobs and people for a keyword, jobs of a category, jobs near a place", async () => {
    const employer = await createUser({ type: "customer" });
    const w = uniqueWord();
    const job = await createJob(employer.user.id, { title: `${w} lead`, categories: [`Cat ${w}`] });
    const person = await createUser({ type: "provider", profile: { title: `${w} lead` } });
    let r = await call(getResult, { token: employer.token, method: "GET", query: { query: w } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ query: w, type: "all", page: 1, limit: 20, hasMore: false, hasMoreJobs: false, hasMoreUsers: false });
    expect(r.json.jobs.map((j: any) => j._id)).toEqual([job.id]);
    expect(r.json.users.map((u: any) => u._id)).toEqual([person.user.id]);

    r = await call(getResult, { token: employer.token, method: "GET", query: { query: w, type: "user" } });
    expect([r.json.jobs.length, r.json.users.length]).toEqual([0, 1]);
    r = await call(getResult, { token: employer.token, method: "GET", query: { query: `Cat ${w}`, type: "category" } });
    expect(r.json.jobs.map((j: any) => j._id)).toEqual([job.id]);

    const centre = remotePoint();
    await createJob(employer.user.id, { title: "Nearby", ...northOf(centre, 0.2), city: "Tonopah", state: "NV" });
    r = await call(getResult, { token: employer.token, method: "GET", query: { query: "Tonopah, NV", type: "location", limit: "100" } });
    expect(r.status).toBe(200);
    for (const j of r.json.jobs) expect(j.match.distance).toBeLessThanOrEqual(100);
    r = await call(getResult, { token: employer.token, method: "GET", query: { query: "Atlantis, ZZ", type: "location" } });
    expect(r).toMatchObject({ status: 400, json: { error: SEARCH_MSG.InvalidLocation } });
  });
});

describe("search/get_location_places", () => {
  it("answers places from the bundled gazetteer, also to a signed-out visitor (sign-up form)", async () => {
    const r = await call(getPlaces, { body: { query: "Austin, TX" }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.status).toBe(200);
    expect(r.json.places[0]).toEqual({
      description: "Austin, TX",
      city: "Austin",
      state: "TX",
      county: "",
      zipcode: expect.stringMatching(/^787/),
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    const zip = await call(getPlaces, { body: { query: "10001" }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(zip.json.places).toEqual([
      { description: "New York, NY 10001", city: "New York", state: "NY", county: "", zipcode: "10001", lat: 40.7484, lng: -73.9967 },
    ]);
    const none = await call(getPlaces, { body: { query: "x" }, headers: { "x-forwarded-for": uniqueIp() } });
    expect(none.json).toEqual({ result: true, places: [] });
  });
});
