// Reliability against the real database: the periodic marking of worked shifts, the score it writes, the
// worker's page, appeals (own marks only, once, admins decide, an overturned mark stops counting), the
// summaries employers see, and an employer's own figures.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { employee, employer, jobCategories, postJob } from "./job-kit";
import { markEndedShifts } from "@/lib/reliability/mark";
import { refreshAllReliability, refreshReliability } from "@/lib/reliability/history";
import { workerReliabilities } from "@/lib/reliability/queries";
import { employerReliability } from "@/lib/reliability/employer";
import { POST as getReliability } from "@/app/api/reliability/get/route";
import { POST as appeal } from "@/app/api/reliability/appeal/route";
import { POST as listAppeals } from "@/app/api/admin/reliability_appeals/route";
import { POST as decide } from "@/app/api/admin/decide_appeal/route";
import { POST as recommend } from "@/app/api/job/get_recommend_employees/route";

const HOUR = 3_600_000;
let category: string;

beforeAll(async () => {
  category = (await jobCategories()).plumbing;
});

async function setup() {
  const boss = await employer();
  const worker = await employee();
  const job = await postJob(boss.token, category);
  return { boss, worker, jobId: job._id as string };
}

type ShiftData = {
  start: Date;
  hours?: number;
  status?: "booked" | "confirmed" | "canceled" | "completed" | "no_show";
  clockedInAt?: Date | null;
};
function addShift(ctx: { boss: { user: { id: string } }; worker: { user: { id: string } }; jobId: string }, s: ShiftData) {
  return db.shift.create({
    data: {
      jobId: ctx.jobId,
      userId: ctx.worker.user.id,
      employerId: ctx.boss.user.id,
      start: s.start,
      end: new Date(s.start.getTime() + (s.hours ?? 4) * HOUR),
      timezone: "America/Chicago",
      status: s.status ?? "confirmed",
      clockedInAt: s.clockedInAt ?? null,
    },
  });
}

describe("periodic marking", () => {
  it("completes ended shifts that were worked, with on-time or late clock-in events, and writes the score", async () => {
    const ctx = await setup();
    const now = new Date();
    const startA = new Date(now.getTime() - 30 * HOUR);
    const startB = new Date(now.getTime() - 10 * HOUR);
    const onTime = await addShift(ctx, { start: startA, clockedInAt: new Date(startA.getTime() + 5 * 60_000) });
    const late = await addShift(ctx, { start: startB, clockedInAt: new Date(startB.getTime() + 25 * 60_000) });
    const running = await addShift(ctx, { start: new Date(now.getTime() - HOUR), clockedInAt: new Date(now.getTime() - HOUR) });
    const missed = await addShift(ctx, { start: new Date(now.getTime() - 50 * HOUR) });

    expect(await markEndedShifts(now)).toBeGreaterThanOrEqual(2);
    const rows = await db.shift.findMany({
      where: { id: { in: [onTime.id, late.id, running.id, missed.id] } },
      include: { reliabilityEvents: true },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(onTime.id)!.status).toBe("completed");
    expect(byId.get(onTime.id)!.reliabilityEvents.map((e) => e.kind)).toEqual(["completed_on_time"]);
    expect(byId.get(late.id)!.status).toBe("completed");
    expect(byId.get(late.id)!.reliabilityEvents.map((e) => e.kind)).toEqual(["late_clock_in"]);
    expect(byId.get(late.id)!.reliabilityEvents[0].detail).toContain("25 min");
    // still running, and never clocked in to: left alone
    expect(byId.get(running.id)!.status).toBe("confirmed");
    expect(byId.get(missed.id)!.status).toBe("confirmed");
    expect(byId.get(missed.id)!.reliabilityEvents).toEqual([]);

    // 1 / (1 + 0.5) = 67 (both within a day: decay ≈ 1)
    const user = await db.user.findUniqueOrThrow({ where: { id: ctx.worker.user.id } });
    expect(user.reliabilityScore).toBe(67);

    // a second run adds nothing
    await markEndedShifts(now);
    expect(await db.reliabilityEvent.count({ where: { userId: ctx.worker.user.id } })).toBe(2);
  });

  it("refreshes every worker with history daily, following the decay", async () => {
    const ctx = await workerWithLateCancel();
    await db.user.update({ where: { id: ctx.worker.user.id }, data: { reliabilityScore: 7 } });
    expect(await refreshAllReliability()).toBeGreaterThanOrEqual(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: ctx.worker.user.id } })).reliabilityScore).toBe(50);
  });

  it("leaves the score null without history", async () => {
    const worker = await employee();
    expect((await refreshReliability(worker.user.id)).score).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: worker.user.id } })).reliabilityScore).toBeNull();
    expect((await workerReliabilities([worker.user.id])).get(worker.user.id)!.line).toBe("Reliability: New");
  });
});

async function workerWithLateCancel() {
  const ctx = await setup();
  const now = Date.now();
  const done = await addShift(ctx, { start: new Date(now - 72 * HOUR), status: "completed" });
  const dropped = await addShift(ctx, { start: new Date(now - 48 * HOUR), status: "canceled" });
  await db.reliabilityEvent.create({
    data: { userId: ctx.worker.user.id, shiftId: done.id, kind: "completed_on_time", occurredAt: done.end },
  });
  const mark = await db.reliabilityEvent.create({
    data: {
      userId: ctx.worker.user.id,
      shiftId: dropped.id,
      kind: "late_cancel",
      occurredAt: new Date(now - 60 * HOUR),
      detail: "Car trouble",
    },
  });
  await refreshReliability(ctx.worker.user.id);
  return { ...ctx, mark, done };
}

describe("the worker's page and appeals", () => {
  it("answers the score, counts and every event with its effect", async () => {
    const ctx = await workerWithLateCancel();
    const { status, json } = await call(getReliability, { token: ctx.worker.token, body: {} });
    expect(status, JSON.stringify(json)).toBe(200);
    const r = json.reliability;
    expect(r.score).toBe(50);
    expect(r.counts).toMatchObject({ shifts: 2, onTime: 1, lateCancels: 1, noShows: 0, lateClockIns: 0 });
    expect(r.events).toHaveLength(2);
    const mark = r.events.find((e: any) => e.id === ctx.mark.id);
    expect(mark).toMatchObject({
      label: "Late cancellation",
      canAppeal: true,
      detail: "Car trouble",
      shift: { jobTitle: "Fix a leaking kitchen sink" },
    });
    expect(mark.effect.counts).toBe(true);
    expect(mark.effect.points).toBeCloseTo(-0.98, 1);
    // an employer has no reliability page
    expect((await call(getReliability, { token: ctx.boss.token, body: {} })).status).toBe(403);
  });

  it("takes an appeal of one's own mark once, with a note of 10 to 1000 characters", async () => {
    const ctx = await workerWithLateCancel();
    const other = await employee();
    const note = "My car broke down on the highway; I told the employer right away.";

    const notMine = await call(appeal, { token: other.token, body: { eventId: ctx.mark.id, note } });
    expect(notMine.status).toBe(404);
    const short = await call(appeal, { token: ctx.worker.token, body: { eventId: ctx.mark.id, note: "Sorry" } });
    expect(short.status).toBe(400);
    expect(short.json.error).toContain("10 to 1000");
    const good = await call(appeal, { token: ctx.worker.token, body: { eventId: ctx.done.id, note } });
    expect(good.status).toBe(404); // a shift id is no event

    const onTime = await db.reliabilityEvent.findFirstOrThrow({ where: { shiftId: ctx.done.id } });
    expect((await call(appeal, { token: ctx.worker.token, body: { eventId: onTime.id, note } })).status).toBe(409);

    const first = await call(appeal, { token: ctx.worker.token, body: { eventId: ctx.mark.id, note } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.event.appealStatus).toBe("pending");
    const twice = await call(appeal, { token: ctx.worker.token, body: { eventId: ctx.mark.id, note } });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe("This mark has already been appealed.");
    const row = await db.reliabilityEvent.findUniqueOrThrow({ where: { id: ctx.mark.id } });
    expect(row).toMatchObject({ appealStatus: "pending", appealNote: note });
  });

  it("lets only admins list and decide appeals; an overturned mark no longer counts and the worker is told", async () => {
    const ctx = await workerWithLateCancel();
    const admin = await createUser({ type: "admin", firstName: "Ada", lastName: "Admin", data: { totpEnabledAt: new Date() } });
    const note = "The employer moved the shift without telling me, so I could not come.";
    expect((await call(appeal, { token: ctx.worker.token, body: { eventId: ctx.mark.id, note } })).status).toBe(200);

    for (const token of [ctx.worker.token, ctx.boss.token]) {
      const list = await call(listAppeals, { token, body: {} });
      expect(list.status).toBe(403);
      expect(list.json.error).toBe("Only admins can do that.");
      expect((await call(decide, { token, body: { eventId: ctx.mark.id, outcome: "overturned", note: "" } })).status).toBe(403);
    }

    const list = await call(listAppeals, { token: admin.token, body: {} });
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    const item = list.json.appeals.find((a: any) => a.id === ctx.mark.id);
    expect(item).toMatchObject({ appealNote: note, label: "Late cancellation", worker: { id: ctx.worker.user.id, score: 50 } });

    const bad = await call(decide, { token: admin.token, body: { eventId: ctx.mark.id, outcome: "maybe" } });
    expect(bad.status).toBe(400);
    const decided = await call(decide, {
      token: admin.token,
      body: { eventId: ctx.mark.id, outcome: "overturned", note: "Confirmed with the employer." },
    });
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);
    expect(decided.json.event).toMatchObject({ appealStatus: "overturned", score: 100 });
    expect((await db.user.findUniqueOrThrow({ where: { id: ctx.worker.user.id } })).reliabilityScore).toBe(100);
    const again = await call(decide, { token: admin.token, body: { eventId: ctx.mark.id, outcome: "upheld" } });
    expect(again.status).toBe(409);

    const page = (await call(getReliability, { token: ctx.worker.token, body: {} })).json.reliability;
    expect(page.counts.lateCancels).toBe(0);
    const mark = page.events.find((e: any) => e.id === ctx.mark.id);
    expect(mark).toMatchObject({ appealStatus: "overturned", canAppeal: false, effect: { counts: false } });
    const notes = await db.notification.findMany({ where: { userId: ctx.worker.user.id, type: "reliability_appeal" } });
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toContain("no longer counts");
    expect((await call(listAppeals, { token: admin.token, body: {} })).json.appeals.some((a: any) => a.id === ctx.mark.id)).toBe(false);
  });

  it("keeps an upheld mark counting", async () => {
    const ctx = await workerWithLateCancel();
    const admin = await createUser({ type: "admin", data: { totpEnabledAt: new Date() } });
    await call(appeal, { token: ctx.worker.token, body: { eventId: ctx.mark.id, note: "I was sick and sent a message to the employer." } });
    const decided = await call(decide, { token: admin.token, body: { eventId: ctx.mark.id, outcome: "upheld", note: "" } });
    expect(decided.json.event).toMatchObject({ appealStatus: "upheld", score: 50 });
  });
});

describe("what employers see", () => {
  it("summarises several workers in one read", async () => {
    const a = await workerWithLateCancel();
    const fresh = await employee();
    const map = await workerReliabilities([a.worker.user.id, fresh.user.id]);
    expect(map.get(a.worker.user.id)!.line).toBe("Reliability 50 · 2 shifts · 1 late cancellation");
    expect(map.get(fresh.user.id)!.score).toBeNull();
  });

  it("puts the line on the recommended-employee cards", async () => {
    const ctx = await workerWithLateCancel();
    await db.providerProfile.update({ where: { userId: ctx.worker.user.id }, data: { categories: [category] } });
    const { status, json } = await call(recommend, { token: ctx.boss.token, body: { id: ctx.jobId } });
    expect(status, JSON.stringify(json)).toBe(200);
    const card = json.users.find((u: any) => u._id === ctx.worker.user.id);
    expect(card.reliability).toEqual({ score: 50, shifts: 2, line: "Reliability 50 · 2 shifts · 1 late cancellation" });
  });
});

describe("an employer's reliability", () => {
  it("counts late cancellations over the window, shifts booked and the median time to pay", async () => {
    const ctx = await setup();
    const now = new Date();
    // four shifts in the window: one canceled by the employer 3 hours before the start, one 3 days before
    await addShift(ctx, { start: new Date(now.getTime() - 10 * 24 * HOUR), status: "completed" });
    await addShift(ctx, { start: new Date(now.getTime() - 9 * 24 * HOUR), status: "completed" });
    const lateCancel = await addShift(ctx, { start: new Date(now.getTime() - 5 * 24 * HOUR), status: "canceled" });
    const earlyCancel = await addShift(ctx, { start: new Date(now.getTime() - 3 * 24 * HOUR), status: "canceled" });
    await db.shift.update({ where: { id: lateCancel.id }, data: { canceledBy: "employer", cancelLeadMinutes: 180 } });
    await db.shift.update({ where: { id: earlyCancel.id }, data: { canceledBy: "employer", cancelLeadMinutes: 72 * 60 } });
    // one outside the window
    await addShift(ctx, { start: new Date(now.getTime() - 200 * 24 * HOUR), status: "completed" });

    // a contract completed 30 hours ago and paid 6 hours later
    const completedAt = new Date(now.getTime() - 30 * HOUR);
    await db.contract.create({ data: { jobId: ctx.jobId, userId: ctx.worker.user.id, price: 4550, duration: 4, completedAt } });
    await db.ledgerJournal.create({
      data: {
        kind: "pay",
        reference: `pay:test:${ctx.jobId}`,
        jobId: ctx.jobId,
        userId: ctx.boss.user.id,
        createdAt: new Date(completedAt.getTime() + 6 * HOUR),
      },
    });

    const r = await employerReliability(ctx.boss.user.id, now);
    expect(r).toMatchObject({ shiftsBooked: 5, windowShifts: 4, lateCancels: 1, lateCancelRate: 0.25, paidCount: 1 });
    expect(r.medianPaySeconds).toBe(6 * 3600);

    const fresh = await employer();
    expect(await employerReliability(fresh.user.id, now)).toMatchObject({ shiftsBooked: 0, lateCancelRate: null, medianPaySeconds: null });
  });
});
