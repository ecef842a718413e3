// A worker an employer blocked never sees that employer's open jobs (search, FOR YOU, get_job answers 404)
// and is never asked by their booking requests (picked by hand: refused; picked for them: left out; waiting
// in a request when blocked: their turn expires). Other employers' jobs and other workers stay as before.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/background/queue";
import { POST as searchJobs } from "@/app/api/search/jobs/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as recommendJobs } from "@/app/api/job/get_recommend_jobs/route";
import { POST as getApplyJobs } from "@/app/api/job/get_apply_jobs/route";
import { POST as getFavoriteJobs } from "@/app/api/job/get_favorite_jobs/route";
import { providerHomeIds } from "@/lib/jobs/home-lists";
import { POST as block } from "@/app/api/roster/block/route";
import { POST as unblock } from "@/app/api/roster/unblock/route";
import { ROSTER_MSG } from "@/lib/roster/messages";
import { blockedEmployerIdsOf, isBlocked } from "@/lib/roster/blocked";
import { createJob, remotePoint, uniqueWord } from "./search-kit";
import { api, employer, passDeadline, payload, statuses, worker } from "./booking-kit";
import { at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";

const ids = (json: { jobs: { _id: string }[] }) => json.jobs.map((j) => j._id);

async function scene() {
  const [blocker, other] = await Promise.all([createUser({ type: "customer" }), createUser({ type: "customer" })]);
  const place = remotePoint();
  const [me, bystander] = await Promise.all([
    createUser({ type: "provider", data: { lat: place.lat, lng: place.lng } }),
    createUser({ type: "provider", data: { lat: place.lat, lng: place.lng } }),
  ]);
  const word = uniqueWord();
  const hidden = await createJob(blocker.user.id, { title: `${word} helper`, ...place });
  const shown = await createJob(other.user.id, { title: `${word} helper`, ...place });
  const blockedRes = await call(block, { token: blocker.token, body: { userId: me.user.id } });
  expect(blockedRes.status).toBe(200);
  return { blocker, other, me, bystander, word, hidden, shown };
}

describe("a blocked worker and the employer's jobs", () => {
  it("leaves the employer's jobs out of the worker's search, and only theirs", async () => {
    const { blocker, me, bystander, word, hidden, shown } = await scene();
    expect(ids((await call(searchJobs, { token: me.token, body: { query: word } })).json)).toEqual([shown.id]);
    expect(ids((await call(searchJobs, { token: bystander.token, body: { query: word } })).json).sort()).toEqual(
      [hidden.id, shown.id].sort(),
    );
    expect(await isBlocked(blocker.user.id, me.user.id)).toBe(true);
    expect(await blockedEmployerIdsOf(me.user.id)).toEqual([blocker.user.id]);
    await call(unblock, { token: blocker.token, body: { userId: me.user.id } });
    expect(ids((await call(searchJobs, { token: me.token, body: { query: word } })).json).sort()).toEqual([hidden.id, shown.id].sort());
  });

  it("leaves them out of FOR YOU", async () => {
    const { me, bystander, hidden, shown } = await scene();
    const mine = ids((await call(recommendJobs, { token: me.token, body: { limit: 50 } })).json);
    expect(mine).toContain(shown.id);
    expect(mine).not.toContain(hidden.id);
    expect(ids((await call(recommendJobs, { token: bystander.token, body: { limit: 50 } })).json)).toContain(hidden.id);
  });

  it("leaves them out of PROPOSED and SAVED, in the calls and the home's lists alike", async () => {
    const { blocker, other, me, hidden, shown } = await scene();
    const done = await createJob(blocker.user.id, { status: 2 });
    for (const job of [hidden, shown, done]) {
      await db.favorite.create({ data: { jobId: job.id, userId: me.user.id } });
      await db.proposal.create({
        data: { jobId: job.id, creatorId: me.user.id, coverText: "I can do this shift well.", price: 2000, duration: 4 },
      });
    }
    const invitedTo = await createJob(blocker.user.id);
    const invitedOther = await createJob(other.user.id);
    for (const job of [invitedTo, invitedOther]) await db.invite.create({ data: { jobId: job.id, employeeId: me.user.id } });

    const applied = (await call(getApplyJobs, { token: me.token, body: {} })).json;
    expect(ids(applied).sort()).toEqual([shown.id, done.id].sort());
    expect(ids({ jobs: applied.invited })).toEqual([invitedOther.id]);
    const saved = ids((await call(getFavoriteJobs, { token: me.token, body: {} })).json);
    expect(saved.sort()).toEqual([shown.id, done.id].sort());
    const home = await providerHomeIds(me.user.id);
    expect(ids({ jobs: home.proposals }).sort()).toEqual([shown.id, done.id].sort());
    expect(ids({ jobs: home.invited })).toEqual([invitedOther.id]);
    expect(ids({ jobs: home.saved }).sort()).toEqual([shown.id, done.id].sort());
  });

  it("answers get_job as if an open job did not exist, for that worker only", async () => {
    const { blocker, me, bystander, hidden, shown } = await scene();
    const res = await call(getJob, { token: me.token, body: { id: hidden.id } });
    expect(res.status).toBe(404);
    expect(res.json.result).toBe(false);
    const missing = await call(getJob, { token: me.token, body: { id: "no-such-job" } });
    expect(res.json.error).toBe(missing.json.error);
    expect((await call(getJob, { token: me.token, body: { id: shown.id } })).status).toBe(200);
    expect((await call(getJob, { token: bystander.token, body: { id: hidden.id } })).status).toBe(200);
    expect((await call(getJob, { token: blocker.token, body: { id: hidden.id } })).status).toBe(200);
  });
});

describe("a blocked worker and the employer's booking requests", () => {
  it("refuses a blocked worker picked by hand, with a message saying why", async () => {
    const boss = await employer();
    const [ann, ben] = await Promise.all([worker("Ann"), worker("Ben")]);
    await call(block, { token: boss.token, body: { userId: ben.user.id } });
    const res = await api.create(boss.token, payload({ employees: [ann.user.id, ben.user.id] }));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(ROSTER_MSG.BlockedWorker);
    expect(await db.bookingRequest.count({ where: { creatorId: boss.user.id } })).toBe(0);
    expect((await api.create(boss.token, payload({ employees: [ann.user.id] }))).status).toBe(200);
  });

  it("skips a waiting worker blocked after the request was sent", async () => {
    const boss = await employer();
    const [ann, ben, cy] = await Promise.all([worker("Ann"), worker("Ben"), worker("Cy")]);
    const r = (await api.create(boss.token, payload({ employees: [ann.user.id, ben.user.id, cy.user.id] }))).json.request;
    await call(block, { token: boss.token, body: { userId: ben.user.id } });
    await passDeadline(r._id);
    await runDueJobs();
    expect(await statuses(r._id)).toMatchObject({ status: "sent", employees: ["expired", "expired", "active"] });
    expect(await db.notification.count({ where: { userId: ben.user.id, type: "booking_request_sent" } })).toBe(0);
  });

  it("never picks a blocked worker when the employer picked nobody", async () => {
    const place = await uniquePoint();
    const [near, blocked] = await Promise.all([provider(place), provider(place)]);
    for (const p of [near, blocked])
      expect((await update(p.token, { type: "weekly", timezone: "America/New_York", sheetData: week() })).status).toBe(200);
    const boss = await employer();
    await call(block, { token: boss.token, body: { userId: blocked.user.id } });
    const body = payload({
      lat: place.lat,
      lng: place.lng,
      city: "Testville",
      state: "NV",
      shiftDate: at(nextWeekday(1), "10:00").getTime(),
      shiftEnd: at(nextWeekday(1), "14:00").getTime(),
      shiftTime: "10:00 AM",
      employees: [],
    });
    const res = await api.create(boss.token, body);
    expect(res.status).toBe(200);
    const rows = await db.bookingEmployee.findMany({ where: { requestId: res.json.request._id } });
    expect(rows.map((x) => x.userId)).toEqual([near.user.id]);
  });
});
