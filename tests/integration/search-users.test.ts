// search/users against a real PostgreSQL: keyword, rate range, distance, near me, only my industry, sides
// of the marketplace, deleted people, ranking, the saved filter, and never an e-mail or phone.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { createJob, northOf, remotePoint, uniqueWord } from "./search-kit";
import { POST as searchUsers } from "@/app/api/search/users/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { db } from "@/lib/db";
import { SEARCH_MSG } from "@/lib/search/messages";

const ids = (json: { users: { _id: string }[] }) => json.users.map((u) => u._id);

function provider(
  title: string,
  extra: {
    skills?: string[];
    categories?: string[];
    rate?: number;
    at?: { lat: number; lng: number };
    phone?: string;
    review?: [number, number];
  } = {},
) {
  return createUser({
    type: "provider",
    phone: extra.phone,
    profile: {
      title,
      skills: extra.skills ?? [],
      categories: extra.categories ?? [],
      hourlyRate: extra.rate ?? 20,
      overview: "Reliable and on time.",
    },
    data: { ...(extra.at ?? {}), reviewScore: extra.review?.[0] ?? 0, reviewCount: extra.review?.[1] ?? 0 },
  });
}

describe("search/users", () => {
  it("an employer finds employees by title, skill or name, with why they matched and no contact data", async () => {
    const employer = await createUser({ type: "customer" });
    const w = uniqueWord();
    const byTitle = await provider(`${w} welder`, { phone: "+1 (775) 555-0161" });
    const bySkill = await provider("Helper", { skills: [`${w} brazing`] });
    const { status, json } = await call(searchUsers, { token: employer.token, body: { query: w } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ result: true, page: 1, limit: 20, hasMore: false });
    expect(ids(json)).toEqual([byTitle.user.id, bySkill.user.id]);
    expect(json.users[0]).toMatchObject({
      title: `${w} welder`,
      hourlyRate: 20,
      type: "provider",
      match: { distance: null, fields: ["title"] },
    });
    expect(json.users[1].match).toMatchObject({ skills: [`${w} brazing`], fields: ["skills"] });
    const text = JSON.stringify(json);
    for (const u of [byTitle, bySkill]) expect(text).not.toContain(u.user.email);
    expect(text).not.toContain("555-0161");
    for (const key of ["email", "phone", "passwordHash", "street_number", "searchFilter"]) expect(json.users[0]).not.toHaveProperty(key);
  });

  it("finds people by name and corrects a misspelled word", async () => {
    const employer = await createUser({ type: "customer" });
    const last = uniqueWord("zeph");
    const w = uniqueWord("upholsterer");
    const named = await createUser({ type: "provider", firstName: "Odalys", lastName: last, profile: { title: "Driver" } });
    const skilled = await provider(`Senior ${w}`);
    let r = await call(searchUsers, { token: employer.token, body: { query: `odalys ${last}` } });
    expect(ids(r.json)).toEqual([named.user.id]);
    expect(r.json.users[0].match.fields).toEqual(["name"]);
    const typo = w.slice(0, 5) + w.slice(6);
    r = await call(searchUsers, { token: employer.token, body: { query: typo } });
    expect(r.json.words).toEqual([{ word: typo, correction: w }]);
    expect(ids(r.json)).toEqual([skilled.user.id]);
  });

  it("hourly rate range, edges included", async () => {
    const employer = await createUser({ type: "customer" });
    const w = uniqueWord();
    const ten = await provider(`${w} a`, { rate: 10 });
    const thirty = await provider(`${w} b`, { rate: 30 });
    await provider(`${w} c`, { rate: 30.5 });
    await provider(`${w} d`, { rate: 9.99 });
    const { json } = await call(searchUsers, {
      token: employer.token,
      body: { filter: { keyword: w, minHourlyRate: 10, maxHourlyRate: 30 } },
    });
    expect(ids(json).sort()).toEqual([ten.user.id, thirty.user.id].sort());
    const bad = await call(searchUsers, { token: employer.token, body: { filter: { minHourlyRate: 30, maxHourlyRate: 10 } } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(SEARCH_MSG.RateRange);
  });

  it("distance: inside the radius found with its distance, just outside not; near me uses my own point", async () => {
    const centre = remotePoint();
    const employer = await createUser({ type: "customer", data: { ...centre } });
    const w = uniqueWord();
    const inside = await provider(`${w} in`, { at: northOf(centre, 24.99) });
    await provider(`${w} out`, { at: northOf(centre, 25.05) });
    const near = await provider(`${w} near`, { at: northOf(centre, 3) });
    let r = await call(searchUsers, {
      token: employer.token,
      body: { filter: { keyword: w, lat: centre.lat, lng: centre.lng, distance: "25" } },
    });
    expect(ids(r.json).sort()).toEqual([inside.user.id, near.user.id].sort());
    expect(r.json.users.find((u: any) => u._id === inside.user.id).match.distance).toBe(25);
    r = await call(searchUsers, { token: employer.token, body: { filter: { keyword: w, isNearbyMe: true } } });
    expect(ids(r.json).sort()).toEqual([inside.user.id, near.user.id].sort());
    r = await call(searchUsers, { token: employer.token, body: { filter: { keyword: w, isNearbyMe: true, distance: "10" } } });
    expect(ids(r.json)).toEqual([near.user.id]);
    // rate range + distance without a keyword: nearest first
    r = await call(searchUsers, {
      token: employer.token,
      body: { filter: { lat: centre.lat, lng: centre.lng, distance: "25", minHourlyRate: 15, maxHourlyRate: 25 } },
    });
    const got = ids(r.json);
    expect(got.indexOf(near.user.id)).toBeGreaterThanOrEqual(0);
    expect(got.indexOf(near.user.id)).toBeLessThan(got.indexOf(inside.user.id));
    for (const u of r.json.users) {
      expect(u.match.distance).toBeLessThanOrEqual(25);
      expect(u.hourlyRate).toBeGreaterThanOrEqual(15);
    }
    const nowhere = await createUser({ type: "customer" });
    const refused = await call(searchUsers, { token: nowhere.token, body: { filter: { isNearbyMe: true } } });
    expect(refused.json).toEqual({ result: false, error: SEARCH_MSG.NoOwnLocation });
  });

  it("only my industry: people sharing a category with my profile, or with my jobs for an employer", async () => {
    const w = uniqueWord();
    const cat = `Industry ${uniqueWord()}`;
    const same = await provider(`${w} one`, { categories: [cat] });
    await provider(`${w} two`, { categories: ["Retail"] });
    const employer = await createUser({ type: "customer" });
    await createJob(employer.user.id, { title: "Anything", categories: [cat] });
    const { json } = await call(searchUsers, { token: employer.token, body: { filter: { keyword: w, isOnlyIndustry: true } } });
    expect(ids(json)).toEqual([same.user.id]);
    expect(json.users[0].match.categories).toEqual([cat]);
  });

  it("sides: employers see employees, employees see employers, 'all' both; never oneself, never the deleted", async () => {
    const w = uniqueWord();
    const employer = await createUser({ type: "customer", firstName: w, lastName: "Boss" });
    const worker = await createUser({ type: "provider", firstName: w, lastName: "Hand", profile: { title: "Cook" } });
    const gone = await createUser({ type: "provider", firstName: w, lastName: "Gone", profile: { title: "Cook" } });
    await db.user.update({ where: { id: gone.user.id }, data: { deletedAt: new Date() } });
    expect(ids((await call(searchUsers, { token: employer.token, body: { query: w } })).json)).toEqual([worker.user.id]);
    expect(ids((await call(searchUsers, { token: worker.token, body: { query: w } })).json)).toEqual([employer.user.id]);
    expect(ids((await call(searchUsers, { token: employer.token, body: { query: w, type: "all" } })).json)).toEqual([worker.user.id]);
  });

  it("ranks better rated people with more completed jobs first when the text matches equally", async () => {
    const employer = await createUser({ type: "customer" });
    const w = uniqueWord();
    const low = await provider(`${w} painter`, { review: [3.1, 4] });
    const high = await provider(`${w} painter`, { review: [4.9, 40] });
    const none = await provider(`${w} painter`);
    const { json } = await call(searchUsers, { token: employer.token, body: { query: w } });
    expect(ids(json)).toEqual([high.user.id, none.user.id, low.user.id]);
    expect(json.users[0]).toMatchObject({ reviewScore: 4.9, reviewCount: 40, completedJobs: 0 });
  });

  it("a profile edit is searchable at once", async () => {
    const employer = await createUser({ type: "customer" });
    const [w, fresh] = [uniqueWord(), uniqueWord()];
    const p = await provider(`${w} tiler`);
    await db.providerProfile.update({ where: { userId: p.user.id }, data: { title: `${fresh} tiler` } });
    expect(ids((await call(searchUsers, { token: employer.token, body: { query: fresh } })).json)).toEqual([p.user.id]);
    // the old word is found nowhere any more (it may still be corrected to a similar known word)
    const old = (await call(searchUsers, { token: employer.token, body: { query: w } })).json;
    if (old.users.length) expect(old.words[0].correction).not.toBeNull();
  });

  it("pages to the end", async () => {
    const employer = await createUser({ type: "customer" });
    const w = uniqueWord();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await provider(`${w} ${i}`)).user.id);
    const p1 = await call(searchUsers, { token: employer.token, body: { query: w, limit: 2 } });
    const p2 = await call(searchUsers, { token: employer.token, body: { query: w, limit: 2, page: 2 } });
    expect([p1.json.users.length, p1.json.hasMore, p2.json.users.length, p2.json.hasMore]).toEqual([2, true, 1, false]);
    expect([...ids(p1.json), ...ids(p2.json)].sort()).toEqual(made.sort());
  });

  it("keeps the caller's last filter as searchUserFilter, which user/get_user returns; refuses bad input", async () => {
    const employer = await createUser({ type: "customer" });
    await call(searchUsers, {
      token: employer.token,
      body: {
        filter: { keyword: "cook", location: "Austin, TX", distance: "50", minHourlyRate: 10, maxHourlyRate: 30, isOnlyIndustry: false },
      },
    });
    const { json } = await call(getUser, { token: employer.token, body: { user_id: employer.user.id } });
    expect(json.user.searchUserFilter).toMatchObject({
      keyword: "cook",
      location: "Austin, TX",
      distance: "50",
      minHourlyRate: 10,
      maxHourlyRate: 30,
      isOnlyIndustry: false,
      isNearbyMe: false,
    });
    const bad = await call(searchUsers, { token: employer.token, body: { filter: { distance: "30" } } });
    expect(bad).toMatchObject({ status: 400, json: { result: false, error: SEARCH_MSG.InvalidUserDistance } });
    expect((await call(searchUsers, { body: {} })).status).toBe(401);
  });
});
