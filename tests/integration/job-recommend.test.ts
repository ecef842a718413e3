// job/get_recommend_employees against real PostgreSQL: ranking, explanations, exclusions, access.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { JOB_MSG } from "@/lib/jobs/messages";
import { POST as recommend } from "@/app/api/job/get_recommend_employees/route";
import { POST as invite } from "@/app/api/job/invite/route";
import { applyTo, employee, employer, jobCategories, postJob } from "./job-kit";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

const austin = { lat: 30.2672, lng: -97.7431 };
const dallas = { lat: 32.7767, lng: -96.797 };

type Card = { _id: string; score: number; reasons: string[]; factors: Record<string, number>; distance: number | null; name: string };

describe("job/get_recommend_employees", () => {
  it("ranks fitting employees by an explainable score and leaves out those invited or applied", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing, { skills: "Pipe repair,Drain cleaning", price: "50" });
    const best = await employee({
      firstName: "Best",
      profile: { title: "Master plumber", categories: [cats.plumbing], skills: ["pipe repair", "Drain Cleaning"], hourlyRate: 45 },
      data: { ...austin, reviewScore: 4.8, reviewCount: 12 },
    });
    const farAndPricey = await employee({
      firstName: "Far",
      profile: { categories: [cats.plumbing], skills: ["Pipe repair"], hourlyRate: 90 },
      data: dallas,
    });
    const skillOnly = await employee({
      firstName: "Skill",
      profile: { categories: [cats.electrical], skills: ["Drain cleaning"], hourlyRate: 30 },
      data: austin,
    });
    const unrelated = await employee({ firstName: "Other", profile: { categories: [cats.electrical], skills: ["Wiring"] }, data: austin });
    const invited = await employee({ profile: { categories: [cats.plumbing], skills: ["Pipe repair"] }, data: austin });
    const applied = await employee({ profile: { categories: [cats.plumbing], skills: ["Pipe repair"] }, data: austin });
    await call(invite, { token: owner.token, body: { id: job._id, employees: [invited.user.id] } });
    await applyTo(applied.token, job._id);

    const { status, json } = await call(recommend, { token: owner.token, body: { id: job._id } });
    expect(status).toBe(200);
    const users = json.users as Card[];
    const ids = users.map((u) => u._id);
    // half the skills nearby and cheap (40) comes before category + half the skills 182 miles away (47):
    // within the matching radius first, whatever the score
    const mine = ids.filter((id) => [best.user.id, farAndPricey.user.id, skillOnly.user.id].includes(id));
    expect(mine).toEqual([best.user.id, skillOnly.user.id, farAndPricey.user.id]);
    expect(ids).not.toContain(unrelated.user.id);
    expect(ids).not.toContain(invited.user.id);
    expect(ids).not.toContain(applied.user.id);
    expect(json.total).toBe(users.length);

    const top = users[0];
    expect(top).toMatchObject({
      _id: best.user.id,
      name: "Best Provider",
      score: 99,
      distance: 0,
      title: "Master plumber",
      hourlyRate: 45,
    });
    expect(top.reasons).toEqual([
      `Works in ${cats.plumbing}`,
      "Has 2 of 2 skills: Pipe repair, Drain cleaning",
      "Less than 1 mile away",
      "Rate $45.00/hr fits the $50.00/hr budget",
      "Rated 4.8 from 12 reviews",
    ]);
    const far = users.find((u) => u._id === farAndPricey.user.id)!;
    expect(far.factors.distance).toBe(0);
    expect(far.factors.rate).toBe(0.2);
    expect(far.reasons).toContain("Rate $90.00/hr is above the $50.00/hr budget");
    expect(far.score).toBe(47);
    expect(users.find((u) => u._id === skillOnly.user.id)!.score).toBe(40);
    // inside the radius, by score
    const near = users.filter((u) => u.distance !== null && u.distance <= 50);
    for (let i = 1; i < near.length; i++) expect(near[i - 1].score).toBeGreaterThanOrEqual(near[i].score);
  });

  it("pages the ranking", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing, { skills: "Valve fitting" });
    for (let i = 0; i < 3; i++)
      await employee({ profile: { categories: [cats.plumbing], skills: ["Valve fitting"], hourlyRate: 20 + i }, data: austin });
    const page1 = await call(recommend, { token: owner.token, body: { id: job._id, limit: 2, page: 1 } });
    const page2 = await call(recommend, { token: owner.token, body: { id: job._id, limit: 2, page: 2 } });
    expect(page1.json.users).toHaveLength(2);
    expect(page1.json.total).toBeGreaterThanOrEqual(3);
    const seen = new Set([...page1.json.users, ...page2.json.users].map((u: Card) => u._id));
    expect(seen.size).toBe(page1.json.users.length + page2.json.users.length);
  });

  it("is for the job's owner only", async () => {
    const owner = await employer();
    const job = await postJob(owner.token, cats.plumbing);
    const other = await employer();
    const foreign = await call(recommend, { token: other.token, body: { id: job._id } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toBe(JOB_MSG.NotYourJob);
    expect((await call(recommend, { token: (await employee()).token, body: { id: job._id } })).status).toBe(403);
    expect((await call(recommend, { token: owner.token, body: { id: "missing" } })).status).toBe(404);
  });
});
