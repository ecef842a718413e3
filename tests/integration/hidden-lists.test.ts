// Content an admin hid, in every signed-in list (real PostgreSQL): a hidden job leaves the workers' FOR YOU,
// PROPOSED, SAVED and invitations (the calls and the home's lists alike), search and the employer's job list on
// their profile, while its employer still sees it in My Jobs and the home's tabs, marked "Hidden by Gigline" with
// the reason. Restored, it is back everywhere.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { createJob, remotePoint, uniqueWord } from "./search-kit";
import { providerHomeIds, employerHomeIds } from "@/lib/jobs/home-lists";
import { jobCardsInOrder } from "@/lib/jobs/cards";
import { listUserProjects } from "@/lib/jobs/list-user-projects";
import { POST as searchJobs } from "@/app/api/search/jobs/route";
import { POST as recommendJobs } from "@/app/api/job/get_recommend_jobs/route";
import { POST as getApplyJobs } from "@/app/api/job/get_apply_jobs/route";
import { POST as getFavoriteJobs } from "@/app/api/job/get_favorite_jobs/route";
import { POST as getMyJobs } from "@/app/api/job/get_my_jobs/route";
import { POST as homeTab } from "@/app/api/job/get_home_tab/route";
import { POST as hide } from "@/app/api/admin/hide_content/route";
import { POST as restore } from "@/app/api/admin/restore_content/route";

const ids = (jobs: { _id: string }[]) => jobs.map((j) => j._id);
const REASON = "Spam, a scam or an offer that breaks the terms.";

describe("a hidden job in the signed-in lists", () => {
  it("leaves everyone's lists but its employer's, who sees it marked with the reason", async () => {
    const boss = await createUser({ type: "admin", data: { totpEnabledAt: new Date() } });
    const owner = await createUser({ type: "customer" });
    const place = remotePoint();
    const me = await createUser({ type: "provider", data: { lat: place.lat, lng: place.lng } });
    const word = uniqueWord();
    const job = await createJob(owner.user.id, { title: `${word} helper`, ...place });
    const other = await createJob(owner.user.id, { title: `${word} helper`, ...place });
    const invited = await createJob(owner.user.id, { title: `${word} runner`, ...place });
    await db.favorite.create({ data: { jobId: job.id, userId: me.user.id } });
    await db.proposal.create({
      data: { jobId: job.id, creatorId: me.user.id, coverText: "I can do this shift well.", price: 2000, duration: 4 },
    });
    await db.invite.create({ data: { jobId: invited.id, employeeId: me.user.id } });

    const seen = async () => {
      const applied = (await call(getApplyJobs, { token: me.token, body: {} })).json;
      const home = await providerHomeIds(me.user.id);
      return {
        search: ids((await call(searchJobs, { token: me.token, body: { query: word } })).json.jobs),
        forYou: ids((await call(recommendJobs, { token: me.token, body: { limit: 50 } })).json.jobs),
        proposed: ids(applied.jobs),
        invited: ids(applied.invited),
        saved: ids((await call(getFavoriteJobs, { token: me.token, body: {} })).json.jobs),
        homeProposed: ids(home.proposals),
        homeInvited: ids(home.invited),
        homeSaved: ids(home.saved),
        homeTab: ids((await call(homeTab, { token: me.token, body: { tab: "saved" } })).json.jobs),
        profile: ids((await listUserProjects(owner.user.id, { id: me.user.id, type: "provider" })).projects),
        cards: ids(await jobCardsInOrder({ id: me.user.id, type: "provider" }, [job.id, invited.id, other.id])),
      };
    };
    const before = await seen();
    expect(before.search).toContain(job.id);
    expect(before.forYou).toContain(invited.id);
    expect(before.proposed).toContain(job.id);
    expect(before.invited).toContain(invited.id);
    expect(before.saved).toContain(job.id);
    expect(before.homeTab).toContain(job.id);
    expect(before.profile).toContain(job.id);

    for (const id of [job.id, invited.id])
      expect((await call(hide, { token: boss.token, body: { target: "job", id, reason: REASON } })).status).toBe(200);
    const after = await seen();
    for (const [list, got] of Object.entries(after)) {
      expect(got, list).not.toContain(job.id);
      expect(got, list).not.toContain(invited.id);
    }
    expect(after.search).toContain(other.id);
    expect(after.cards).toEqual([other.id]);

    // its employer: My Jobs and the home's OPEN tab still hold it, marked with why
    const mine = (await call(getMyJobs, { token: owner.token, body: { tab: "OPEN" } })).json;
    const listed = mine.jobs.find((j: { _id: string }) => j._id === job.id);
    expect(listed?.hiddenNotice).toBe(`Hidden by Gigline: ${REASON}`);
    expect(ids((await employerHomeIds(owner.user.id)).open)).toContain(job.id);
    const cards = (await call(homeTab, { token: owner.token, body: { tab: "open" } })).json.jobs;
    expect(cards.find((c: { _id: string }) => c._id === job.id)?.hiddenNotice).toBe(`Hidden by Gigline: ${REASON}`);
    expect(cards.find((c: { _id: string }) => c._id === other.id)?.hiddenNotice).toBeUndefined();

    const back = "Reviewed: nothing here breaks the rules.";
    for (const id of [job.id, invited.id])
      expect((await call(restore, { token: boss.token, body: { target: "job", id, reason: back } })).status).toBe(200);
    const restored = await seen();
    expect(restored.proposed).toContain(job.id);
    expect(restored.saved).toContain(job.id);
    expect(restored.invited).toContain(invited.id);
    expect(restored.forYou).toContain(invited.id);
  });
});
