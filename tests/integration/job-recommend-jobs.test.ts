// job/get_recommend_jobs (the employee home's FOR YOU tab) against real PostgreSQL: the ranking and its
// reasons, what is left out (applied, declined, closed, hired, unrelated and far), paging, and who may ask.
// Other test files share the database, so the assertions look at this file's own jobs.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/api";
import { createCategory, createUser } from "../helpers/factories";
import { POST as recommendJobs } from "@/app/api/job/get_recommend_jobs/route";
import { POST as cancelJob } from "@/app/api/job/cancel_job/route";
import { POST as invite } from "@/app/api/job/invite/route";
import { POST as declineInvite } from "@/app/api/job/decline_invite/route";
import { POST as favorite } from "@/app/api/job/favorite/route";
import { applyTo, employee, employer, hireOn, jobCategories, postJob } from "./job-kit";
import { sqlStatements } from "../helpers/sql-statements";
import { freezeClock } from "../helpers/clock";
import { db } from "@/lib/db";
import { recommendJobs as rankJobs } from "@/lib/matching/recommend-jobs";
import { jobIdReader } from "@/lib/jobs/queries";
import { findUserWithProfile } from "@/lib/profiles/queries";

let cats: Awaited<ReturnType<typeof jobCategories>>;
beforeAll(async () => {
  cats = await jobCategories();
});

const austin = { lat: 30.2672, lng: -97.7431 };
// a town no other test file posts jobs near, so the ranking test's own jobs are the only near ones (the
// list has a limit, and other files' near jobs would otherwise crowd its far job out)
const marfa = { lat: 30.3094, lng: -104.0206, city: "Marfa", state: "TX", location: "Marfa, TX, USA" };
const elPaso = { lat: 31.7619, lng: -106.485, city: "El Paso", state: "TX", location: "El Paso, TX, USA" };
const seattle = { lat: 47.6062, lng: -122.3321, city: "Seattle", state: "WA", location: "Seattle, WA, USA" };

type Rec = {
  _id: string;
  title: string;
  score: number;
  reasons: string[];
  factors: Record<string, number>;
  distance: number | null;
  isFavorite: boolean;
  status: number;
};

function plumber(place: { lat: number; lng: number } = austin) {
  return employee({
    firstName: "Ana",
    profile: { title: "Plumber", categories: [cats.plumbing], skills: ["pipe repair", "Drain Cleaning"], hourlyRate: 45 },
    data: { lat: place.lat, lng: place.lng },
  });
}

describe("job/get_recommend_jobs", () => {
  it("ranks open jobs for the profile with the reasons behind each score", async () => {
    const owner = await employer({ credit: 5 });
    const me = await plumber(marfa);
    const best = await postJob(owner.token, cats.plumbing, {
      title: "Best fit: leaking pipes",
      skills: "Pipe repair,Drain cleaning",
      price: "50",
      ...marfa,
    });
    const far = await postJob(owner.token, cats.plumbing, {
      title: "Far: fixed-price repipe",
      skills: "Pipe repair,Tiling",
      payType: "Fixed",
      price: "400",
      duration: "1",
      ...elPaso,
    });
    const related = await postJob(owner.token, cats.electrical, { title: "Related: new outlets", skills: "Wiring", price: "60", ...marfa });
    const other = await createCategory("Office", ["Typing"]);
    const unrelated = await postJob(owner.token, other.subs[0].name, { title: "Unrelated and far", skills: "Typing", ...seattle });

    const { status, json } = await call(recommendJobs, { token: me.token, body: {} });
    expect(status).toBe(200);
    const jobs = json.jobs as Rec[];
    const ids = jobs.map((j) => j._id);
    const mine = ids.filter((id) => [best._id, far._id, related._id].includes(id));
    // 100 (category, all skills, here, pay, new) > 55 (related field, here), both within the matching radius,
    // before 65 (category, half the skills, 177 miles away)
    expect(mine).toEqual([best._id, related._id, far._id]);
    expect(ids).not.toContain(unrelated._id);
    const near = jobs.filter((j) => j.distance !== null && j.distance <= 50);
    for (let i = 1; i < near.length; i++) expect(near[i - 1].score).toBeGreaterThanOrEqual(near[i].score);

    const top = jobs.find((j) => j._id === best._id)!;
    expect(top).toMatchObject({ title: "Best fit: leaking pipes", score: 100, distance: 0, status: 0, isFavorite: false });
    expect(top.reasons).toEqual([
      `In your category: ${cats.plumbing}`,
      "Needs 2 of your skills: Pipe repair, Drain cleaning",
      "Less than 1 mile away",
      "Pays $50.00/hr, at or above your rate",
      "Posted today",
    ]);
    expect(top.factors).toEqual({ category: 1, skill: 1, distance: 1, pay: 1, recency: 1 });

    const farJob = jobs.find((j) => j._id === far._id)!;
    expect(farJob.score).toBe(65);
    expect(farJob.factors.distance).toBe(0);
    expect(farJob.distance).toBeGreaterThan(150);
    expect(farJob.reasons).toContain("Needs 1 of your skills: Pipe repair");
    // a fixed price of $400 for one 8-hour day compares as $50/hr
    expect(farJob.reasons).toContain("Fixed price, about $50.00/hr, at or above your rate");

    const rel = jobs.find((j) => j._id === related._id)!;
    expect(rel.score).toBe(55);
    expect(rel.reasons[0]).toBe(`Related to your work in ${cats.parent}`);
    expect(rel.factors.category).toBe(0.5);
    expect(rel.factors.skill).toBe(0);
  });

  it("leaves out jobs applied to, declined, canceled or hired, and keeps saved and invited ones", async () => {
    const owner = await employer({ credit: 5 });
    const me = await plumber();
    const someoneElse = await plumber();
    const post = (title: string) => postJob(owner.token, cats.plumbing, { title, skills: "Pipe repair", ...austin });
    const applied = await post("Applied already");
    const declined = await post("Invitation declined");
    const canceled = await post("Canceled by the owner");
    const hired = await post("Someone else hired");
    const invited = await post("Invited, not answered");
    const saved = await post("Saved for later");

    await applyTo(me.token, applied._id, { screenAnswers: ["Yes"] });
    await call(invite, { token: owner.token, body: { id: declined._id, employees: [me.user.id] } });
    expect((await call(declineInvite, { token: me.token, body: { id: declined._id, reason: "Too busy on other jobs" } })).status).toBe(200);
    expect((await call(cancelJob, { token: owner.token, body: { id: canceled._id } })).status).toBe(200);
    await applyTo(someoneElse.token, hired._id, { screenAnswers: ["Yes"] });
    await hireOn(owner.token, hired._id, someoneElse.user.id);
    await call(invite, { token: owner.token, body: { id: invited._id, employees: [me.user.id] } });
    expect((await call(favorite, { token: me.token, body: { id: saved._id } })).status).toBe(200);

    const { json } = await call(recommendJobs, { token: me.token, body: { limit: 50 } });
    const jobs = json.jobs as (Rec & { myInvite: { status: string } | null })[];
    const ids = jobs.map((j) => j._id);
    for (const gone of [applied, declined, canceled, hired]) expect(ids).not.toContain(gone._id);
    expect(ids).toContain(invited._id);
    expect(jobs.find((j) => j._id === invited._id)!.myInvite?.status).toBe("sent");
    expect(jobs.find((j) => j._id === saved._id)!.isFavorite).toBe(true);
    expect(jobs.every((j) => j.status === 0)).toBe(true);

    // the other plumber did not apply to "Applied already", so it is theirs to see
    const theirs = await call(recommendJobs, { token: someoneElse.token, body: { limit: 50 } });
    expect((theirs.json.jobs as Rec[]).map((j) => j._id)).toContain(applied._id);
  });

  it("leaves out jobs of deleted employers", async () => {
    const owner = await employer();
    const me = await plumber();
    const job = await postJob(owner.token, cats.plumbing, { title: "Employer left", skills: "Pipe repair", ...austin });
    const { db } = await import("@/lib/db");
    await db.user.update({ where: { id: owner.user.id }, data: { deletedAt: new Date() } });
    const { json } = await call(recommendJobs, { token: me.token, body: { limit: 50 } });
    expect((json.jobs as Rec[]).map((j) => j._id)).not.toContain(job._id);
  });

  it("gives a profile with nothing to match on the newest open jobs", async () => {
    const owner = await employer();
    const blank = await employee({ profile: {} });
    const job = await postJob(owner.token, cats.plumbing, { title: "Newest of all", ...seattle });
    const { json } = await call(recommendJobs, { token: blank.token, body: { limit: 50 } });
    const jobs = json.jobs as Rec[];
    expect(jobs.map((j) => j._id)).toContain(job._id);
    expect(jobs.find((j) => j._id === job._id)!.reasons).toEqual(["Posted today"]);
  });

  it("pages the ranking", async () => {
    const owner = await employer();
    const me = await plumber();
    for (let i = 0; i < 3; i++) await postJob(owner.token, cats.plumbing, { title: `Paged job ${i}`, skills: "Pipe repair", ...austin });
    const page1 = await call(recommendJobs, { token: me.token, body: { limit: 2, page: 1 } });
    const page2 = await call(recommendJobs, { token: me.token, body: { limit: 2, page: 2 } });
    expect(page1.json).toMatchObject({ page: 1, limit: 2 });
    expect(page1.json.jobs).toHaveLength(2);
    expect(page1.json.total).toBeGreaterThanOrEqual(3);
    const seen = new Set([...page1.json.jobs, ...page2.json.jobs].map((j: Rec) => j._id));
    expect(seen.size).toBe(page1.json.jobs.length + page2.json.jobs.length);
    expect((await call(recommendJobs, { token: me.token, body: { limit: 500 } })).status).toBe(400);
  });

  it("ranks the same from a profile the caller read already (the home page) as from its own read, and skips that read", async () => {
    const owner = await employer();
    const me = await plumber();
    await postJob(owner.token, cats.plumbing, { title: "Handed-in profile", skills: "Pipe repair", ...austin });
    const withProfile = await findUserWithProfile(me.user.id);
    // and a person without a profile row: nothing to match on, the newest open jobs
    const bare = await employee();
    await db.providerProfile.deleteMany({ where: { userId: bare.user.id } });
    const args = { page: 1, limit: 50 };
    // each pair of rankings on one clock (recency moves with it); only Date is frozen, pg's timers run
    freezeClock();
    try {
      const own = await rankJobs(me.user, args, jobIdReader);
      const { value: handed, statements } = await sqlStatements(() => rankJobs(withProfile!, args, jobIdReader));
      expect(handed).toEqual(own);
      expect(own.jobs.length).toBeGreaterThan(0);
      expect(statements.filter((q) => q.includes('"ProviderProfile"'))).toEqual([]);
      expect(await rankJobs({ ...bare.user, profile: null }, args, jobIdReader)).toEqual(await rankJobs(bare.user, args, jobIdReader));
    } finally {
      vi.useRealTimers();
    }
  });

  it("is for employees (and admins, who see the employee home); employers and strangers are refused", async () => {
    const boss = await employer();
    const refused = await call(recommendJobs, { token: boss.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json.result).toBe(false);
    expect((await call(recommendJobs, { body: {} })).status).toBe(401);
    const admin = await createUser({ type: "admin" });
    expect((await call(recommendJobs, { token: admin.token, body: {} })).status).toBe(200);
  });
});
