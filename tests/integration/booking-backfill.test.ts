// Tiered dispatch and backfill: the roster first, then the best matches, then everyone qualified and available
// (blocked and busy workers never asked), each tier opened by its queued job; a dropped shift's replacement
// search, the first accept taking the shift (one winner, a clear 409 for the others), the employer stopping it,
// nobody by the start.
import { describe, expect, it } from "vitest";
import { db, pool } from "@/lib/db";
import { call } from "../helpers/api";
import { runDueJobs } from "@/lib/background/queue";
import { enqueue } from "@/lib/background/queue";
import { BACKFILL_MSG } from "@/lib/booking/backfill-text";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { GET as getRoute } from "@/app/api/backfill/get/route";
import { POST as stopRoute } from "@/app/api/backfill/stop/route";
import { POST as cancelContractRoute } from "@/app/api/job/cancel_contract/route";
import { startBackfill } from "@/lib/booking/backfill";
import { acceptBooking } from "@/lib/booking/answer";
import { markNoShow } from "@/lib/cancellations/no-show";
import { cancelShift } from "@/lib/cancellations/cancel-shift";
import { WORKER_CANCEL_REASONS } from "@/lib/cancellations/messages";
import { startTimer } from "@/lib/timesheets/timer";
import { api, employer, payload, passDeadline } from "./booking-kit";
import { at, nextWeekday, uniquePoint } from "./availability-kit";
import { crew, droppedShift, roster, startIt } from "./backfill-kit";

const P = SHIFT_POLICY_DEFAULTS;
const MIN = 60_000;
const HOUR = 3_600_000;

async function rows(requestId: string) {
  const r = await db.bookingEmployee.findMany({ where: { requestId }, orderBy: { position: "asc" } });
  return r.map((x) => ({ userId: x.userId, tier: x.tier, status: x.status }));
}

async function tierJob(requestId: string) {
  const q = await pool().query(`select run_at from graphile_worker._private_jobs where key = $1`, [`booking-tier:${requestId}`]);
  return q.rows[0] ? new Date(q.rows[0].run_at) : null;
}

/** The open tier's window ends now: its job is due. */
async function passTier(requestId: string) {
  await pool().query(`update graphile_worker._private_jobs set run_at = now() - interval '1 second' where key = $1`, [
    `booking-tier:${requestId}`,
  ]);
  await runDueJobs();
}

/** A busy shift of a worker over [start, end) on a job of its own. */
async function busyShift(userId: string, employerId: string, start: Date, end: Date) {
  const job = await db.job.create({
    data: {
      creatorId: employerId,
      title: "Other",
      description: "Other work.",
      payType: "Hourly",
      price: 2000,
      initialPrice: 2000,
      duration: 8,
      type: "One-time job",
      location: "Elsewhere",
      lat: 0,
      lng: 0,
      status: 1,
    },
  });
  return db.shift.create({ data: { jobId: job.id, userId, employerId, start, end, timezone: "America/New_York", status: "booked" } });
}

describe("tiered dispatch of a request whose employer picked nobody", () => {
  it("asks the roster first, then the best matches by reliability, then everyone; blocked and busy workers never", async () => {
    const place = await uniquePoint();
    const people = await crew(14, place);
    const [fav, blockedFav, busyFav, high, low, ...rest] = people;
    const boss = await employer();
    const start = at(nextWeekday(1), "09:00");
    await roster(boss.user.id, fav.user.id, "favorite");
    await roster(boss.user.id, blockedFav.user.id, "blocked");
    await roster(boss.user.id, busyFav.user.id, "favorite");
    await busyShift(busyFav.user.id, boss.user.id, new Date(start.getTime() + 2 * 3_600_000), new Date(start.getTime() + 4 * 3_600_000));
    await db.user.update({ where: { id: high.user.id }, data: { reliabilityScore: 97 } });
    await db.user.update({ where: { id: low.user.id }, data: { reliabilityScore: 40 } });

    const before = Date.now();
    const res = await api.create(
      boss.token,
      payload({
        lat: place.lat,
        lng: place.lng,
        city: "Testville",
        state: "NV",
        shiftDate: start.getTime(),
        shiftTime: "09:00 AM",
        employees: [],
      }),
    );
    expect(res.status).toBe(200);
    const id = res.json.request._id;
    let all = await rows(id);
    const ids = (tier: number) => all.filter((r) => r.tier === tier).map((r) => r.userId);
    // tier 1: the one free favourite, alone; the blocked and the busy ones nowhere
    expect(all.filter((r) => r.status === "active").map((r) => r.userId)).toEqual([fav.user.id]);
    expect(ids(1)).toEqual([fav.user.id]);
    expect(all.map((r) => r.userId)).not.toContain(blockedFav.user.id);
    expect(all.map((r) => r.userId)).not.toContain(busyFav.user.id);
    // tier 2: ten best matches, the scored workers first (97 before 40), then the unscored ones
    expect(ids(2)).toHaveLength(P.matchTierSize);
    expect(ids(2).slice(0, 2)).toEqual([high.user.id, low.user.id]);
    expect(ids(3)).toHaveLength(rest.length - (P.matchTierSize - 2));
    // a worker of a tier not open yet does not see the request
    expect((await api.get(high.token, id)).status).toBe(404);
    expect((await api.list(high.token)).json.requests).toHaveLength(0);

    // the roster tier has a standard request alone for rosterTierStandardMinutes
    const t1 = (await tierJob(id))!.getTime();
    expect(t1).toBeGreaterThanOrEqual(before + P.rosterTierStandardMinutes * MIN - 1000);
    expect(t1).toBeLessThanOrEqual(Date.now() + P.rosterTierStandardMinutes * MIN);

    // a worker of tier 2 became busy meanwhile: skipped when the tier opens
    const late = ids(2)[2];
    await busyShift(late, boss.user.id, start, new Date(start.getTime() + 3_600_000));
    await passTier(id);
    all = await rows(id);
    expect(all.filter((r) => r.tier === 2 && r.status === "active").map((r) => r.userId)).toEqual(ids(2).filter((u) => u !== late));
    expect(all.find((r) => r.userId === late)!.status).toBe("expired");
    expect(all.find((r) => r.userId === fav.user.id)!.status).toBe("active");
    expect(all.filter((r) => r.tier === 3).every((r) => r.status === "waiting")).toBe(true);
    const t2 = (await tierJob(id))!.getTime();
    expect(t2 - Date.now()).toBeGreaterThan((P.matchTierMinutes - 1) * MIN);
    expect(t2 - Date.now()).toBeLessThanOrEqual(P.matchTierMinutes * MIN);
    expect((await api.get(high.token, id)).json.request.me.status).toBe("active");

    await passTier(id);
    all = await rows(id);
    expect(all.filter((r) => r.tier === 3).every((r) => r.status === "active")).toBe(true);
    expect(await tierJob(id)).toBeNull();
    // a tier-3 worker accepts: hired as any booking
    const accepted = await api.accept(rest[rest.length - 1].token, id);
    expect(accepted.status).toBe(200);
    expect(accepted.json.request.status).toBe("accepted");
  }, 120_000);

  it("skips an empty roster tier and opens the next one at once when everyone of the open tier declined", async () => {
    const place = await uniquePoint();
    const [a, b] = await crew(2, place);
    const boss = await employer();
    await db.user.update({ where: { id: a.user.id }, data: { reliabilityScore: 90 } });
    const res = await api.create(
      boss.token,
      payload({
        lat: place.lat,
        lng: place.lng,
        city: "Testville",
        state: "NV",
        shiftDate: at(nextWeekday(2), "09:00").getTime(),
        shiftTime: "09:00 AM",
        bookingType: "urgent",
        employees: [],
      }),
    );
    const id = res.json.request._id;
    // no favourites: the best matches are asked straight away, both (fewer than matchTierSize), no later tier
    expect(await rows(id)).toEqual([
      { userId: a.user.id, tier: 2, status: "active" },
      { userId: b.user.id, tier: 2, status: "active" },
    ]);
    expect(await tierJob(id)).toBeNull();
    await api.decline(a.token, id);
    await api.decline(b.token, id);
    expect((await db.bookingRequest.findUniqueOrThrow({ where: { id } })).status).toBe("declined");
  });

  it("gives an urgent request's roster rosterTierUrgentMinutes, and opens tier 2 early once the roster has answered", async () => {
    const place = await uniquePoint();
    const [fav, other] = await crew(2, place);
    const boss = await employer();
    await roster(boss.user.id, fav.user.id, "favorite");
    const before = Date.now();
    const res = await api.create(
      boss.token,
      payload({
        lat: place.lat,
        lng: place.lng,
        city: "Testville",
        state: "NV",
        shiftDate: at(nextWeekday(3), "09:00").getTime(),
        shiftTime: "09:00 AM",
        bookingType: "urgent",
        employees: [],
      }),
    );
    const id = res.json.request._id;
    const t1 = (await tierJob(id))!.getTime();
    expect(t1).toBeGreaterThanOrEqual(before + P.rosterTierUrgentMinutes * MIN - 1000);
    expect(t1).toBeLessThanOrEqual(Date.now() + P.rosterTierUrgentMinutes * MIN);
    expect((await api.decline(fav.token, id)).status).toBe(200);
    expect(await rows(id)).toEqual([
      { userId: fav.user.id, tier: 1, status: "declined" },
      { userId: other.user.id, tier: 2, status: "active" },
    ]);
  });
});

// ---- backfill ----

const getBackfill = (token: string, query: Record<string, string>) => call(getRoute, { token, method: "GET", query });
const stop = (token: string, backfillId: string) => call(stopRoute, { token, body: { backfillId } });

describe("backfill of a dropped shift", () => {
  it("asks the roster, then the others, and the first to accept takes the shift and the contract", async () => {
    const s = await droppedShift();
    const [fav, x, y] = await crew(3, s.place);
    await roster(s.boss.user.id, fav.user.id, "favorite");
    const { backfill, requestId } = await startIt(s.shift.id, "late_cancel");
    // the same task again does nothing more
    await enqueue("backfill:start", { shiftId: s.shift.id, reason: "late_cancel" });
    await runDueJobs();
    expect(await db.backfill.count({ where: { shiftId: s.shift.id } })).toBe(1);

    const req = backfill.booking!;
    expect(req).toMatchObject({ title: "Warehouse shift", price: 3000, bookingType: "urgent", backfillId: backfill.id });
    expect(req.shiftDate.getTime()).toBe(s.start.getTime());
    expect(req.shiftEnd.getTime()).toBe(s.end.getTime());
    let all = await rows(requestId);
    expect(all.map((r) => r.userId)).not.toContain(s.dropped.user.id);
    expect(all.filter((r) => r.status === "active").map((r) => r.userId)).toEqual([fav.user.id]);
    // the offer is open until the cut-off: 2 hours before the end of this 4-hour shift
    const favRow = await db.bookingEmployee.findFirstOrThrow({ where: { requestId, userId: fav.user.id } });
    expect(favRow.responseLimit!.getTime()).toBe(s.end.getTime() - P.backfillUntilHoursBeforeEnd * HOUR);
    expect(
      await db.backfillOffer.findMany({ where: { backfillId: backfill.id }, select: { userId: true, tier: true, status: true } }),
    ).toEqual([{ userId: fav.user.id, tier: 1, status: "offered" }]);

    let seen = await getBackfill(s.boss.token, { jobId: s.job.id });
    expect(seen.status).toBe(200);
    expect(seen.json.backfill.line).toBe("Finding a replacement — tier 1 of 3, 1 worker asked");
    // the worker sees a replacement shift as a booking request
    const offer = await api.get(fav.token, requestId);
    expect(offer.json.request.backfillId).toBe(backfill.id);

    await passTier(requestId);
    seen = await getBackfill(s.boss.token, { backfillId: backfill.id });
    expect(seen.json.backfill.line).toBe("Finding a replacement — tier 2 of 3, 3 workers asked");
    all = await rows(requestId);
    expect(
      all
        .filter((r) => r.status === "active")
        .map((r) => r.userId)
        .sort(),
    ).toEqual([fav.user.id, x.user.id, y.user.id].sort());

    const took = await api.accept(x.token, requestId);
    expect(took.status).toBe(200);
    expect(took.json.request.status).toBe("accepted");
    const after = await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } });
    expect(after.status).toBe("filled");
    const contract = await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } });
    expect(contract.userId).toBe(x.user.id);
    expect(contract.createdAt.getTime()).toBe(s.contract.createdAt.getTime());
    const newShift = await db.shift.findUniqueOrThrow({ where: { id: after.filledShiftId! } });
    expect(newShift).toMatchObject({ userId: x.user.id, jobId: s.job.id, status: "confirmed", contractId: s.contract.id });
    expect(newShift.start.getTime()).toBe(s.start.getTime());
    expect((await db.shift.findUniqueOrThrow({ where: { id: s.shift.id } })).status).toBe("canceled");
    const offers = await db.backfillOffer.findMany({ where: { backfillId: backfill.id } });
    expect(Object.fromEntries(offers.map((o) => [o.userId, o.status]))).toEqual({
      [fav.user.id]: "lost",
      [x.user.id]: "accepted",
      [y.user.id]: "lost",
    });
    // no second job was made
    expect(await db.job.count({ where: { creatorId: s.boss.user.id } })).toBe(1);
    seen = await getBackfill(s.boss.token, { jobId: s.job.id });
    expect(seen.json.backfill.line).toBe(`Filled by ${x.user.firstName} ${x.user.lastName}`);
    const lateOne = await api.accept(y.token, requestId);
    expect(lateOne.status).toBe(409);
    expect(lateOne.json.error).toBe(BACKFILL_MSG.Filled);
    // another employer reads nothing of it
    const stranger = await employer();
    expect((await getBackfill(stranger.token, { backfillId: backfill.id })).status).toBe(404);
    expect((await getBackfill(stranger.token, { jobId: s.job.id })).json.backfill).toBeNull();
  });

  it("a shift booked through a booking request is backfilled too, and the replacement's request leads to the job", async () => {
    const place = await uniquePoint();
    const boss = await employer();
    const [first, other] = await crew(2, place);
    const start = at(nextWeekday(3), "09:00");
    const made = await api.create(
      boss.token,
      payload({
        ...{ location: "Testville, NV", city: "Testville", state: "NV", lat: place.lat, lng: place.lng },
        ...{ shiftDate: start.getTime(), shiftEnd: start.getTime() + 4 * HOUR, timezone: "America/New_York" },
        employees: [first.user.id],
        bookingType: "urgent",
      }),
    );
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const booked = await api.accept(first.token, made.json.request._id);
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const jobId: string = booked.json.request.jobId;
    const shift = await db.shift.findFirstOrThrow({ where: { jobId, userId: first.user.id } });
    await db.shift.update({ where: { id: shift.id }, data: { status: "canceled" } });

    const { requestId } = await startIt(shift.id, "late_cancel");
    // nobody on the roster: the best matches are asked at once
    expect((await rows(requestId)).find((r) => r.userId === other.user.id)?.status).toBe("active");
    const took = await api.accept(other.token, requestId);
    expect(took.status, JSON.stringify(took.json)).toBe(200);
    expect(took.json.request).toMatchObject({ status: "accepted", jobId });
    expect((await db.contract.findUniqueOrThrow({ where: { jobId } })).userId).toBe(other.user.id);
    expect(await db.shift.count({ where: { jobId, userId: other.user.id, status: "confirmed" } })).toBe(1);
    // the first request still leads to the job; the dropped worker reads no link from the replacement's
    expect((await api.get(boss.token, made.json.request._id)).json.request.jobId).toBe(jobId);
    expect((await api.get(boss.token, requestId)).json.request.jobId).toBe(jobId);
  });

  it("two workers accepting at once: exactly one takes the shift, the other reads a clear 409", async () => {
    const s = await droppedShift({ weekday: 2 });
    const [a, b] = await crew(2, s.place);
    const { backfill, requestId } = await startIt(s.shift.id, "no_show");
    expect((await rows(requestId)).every((r) => r.status === "active")).toBe(true);
    const answers = await Promise.all([api.accept(a.token, requestId), api.accept(b.token, requestId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.json.error).toBe(BACKFILL_MSG.Filled);
    expect(await db.shift.count({ where: { jobId: s.job.id, status: { in: ["booked", "confirmed"] } } })).toBe(1);
    expect((await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } })).status).toBe("filled");
  });

  it("a worker busy at that time is refused with 409 and the search goes on", async () => {
    const s = await droppedShift({ weekday: 3 });
    const [a, b] = await crew(2, s.place);
    const { backfill, requestId } = await startIt(s.shift.id, "late_cancel");
    // a booked elsewhere after the offer went out
    await busyShift(a.user.id, s.boss.user.id, s.start, s.end);
    const res = await api.accept(a.token, requestId);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(BACKFILL_MSG.Busy);
    expect((await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } })).status).toBe("running");
    expect((await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).userId).toBe(s.dropped.user.id);
    expect((await api.accept(b.token, requestId)).status).toBe(200);
  });

  it("an unconfirmed worker's shift is released; the employer stops the search while an accept races", async () => {
    const s = await droppedShift({ status: "booked", weekday: 4 });
    const [a] = await crew(1, s.place);
    const { backfill, requestId } = await startIt(s.shift.id, "unconfirmed");
    expect((await db.shift.findUniqueOrThrow({ where: { id: s.shift.id } })).status).toBe("released");
    const [stopped, accepted] = await Promise.all([stop(s.boss.token, backfill.id), api.accept(a.token, requestId)]);
    const final = await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } });
    if (stopped.status === 200) {
      expect(accepted.status).toBe(409);
      expect(accepted.json.error).toBe(BACKFILL_MSG.Stopped);
      expect(final.status).toBe("stopped");
      expect(stopped.json.backfill.line).toBe("You stopped looking for a replacement");
      expect((await db.backfillOffer.findFirstOrThrow({ where: { backfillId: backfill.id } })).status).toBe("expired");
      expect((await db.bookingRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("expired");
      expect(await db.shift.count({ where: { jobId: s.job.id, status: { in: ["booked", "confirmed"] } } })).toBe(0);
    } else {
      expect(stopped.status).toBe(409);
      expect(stopped.json.error).toBe(BACKFILL_MSG.AlreadyFilled);
      expect(accepted.status).toBe(200);
      expect(final.status).toBe("filled");
    }
    // stopping again: the search has ended
    expect((await stop(s.boss.token, backfill.id)).status).toBe(409);
    // only the employer stops it
    expect((await stop(a.token, backfill.id)).status).toBe(403);
  });

  it("nobody accepted by the start: exhausted; nobody to ask at all: exhausted at once", async () => {
    const s = await droppedShift({ weekday: 5 });
    await crew(1, s.place);
    const { backfill, requestId } = await startIt(s.shift.id, "late_cancel");
    expect((await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } })).status).toBe("running");
    await passDeadline(requestId);
    await runDueJobs();
    const ended = await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } });
    expect(ended.status).toBe("exhausted");
    expect((await db.backfillOffer.findFirstOrThrow({ where: { backfillId: backfill.id } })).status).toBe("expired");
    expect((await getBackfill(s.boss.token, { jobId: s.job.id })).json.backfill.line).toBe("Nobody took the shift in time");
    // unfilled, the dropped worker's contract ends as the cancellation would have ended it
    const closed = await db.job.findUniqueOrThrow({ where: { id: s.job.id }, include: { contract: true } });
    expect(closed.status).toBe(3);
    expect(closed.contract?.canceledAt).not.toBeNull();

    const lonely = await droppedShift({ weekday: 5 });
    const alone = await startIt(lonely.shift.id, "no_show");
    expect(alone.backfill.status).toBe("exhausted");
  });
});

// ---- after the start: a no-show, a cancellation during the shift ----

const person = (id: string) => db.user.findUniqueOrThrow({ where: { id } });
const liveShifts = (jobId: string) => db.shift.count({ where: { jobId, status: { in: ["booked", "confirmed"] } } });

describe("backfill after the start", () => {
  it("a no-show is backfilled while the cut-off is ahead: the replacement works from when they take it, and clocks in", async () => {
    // Monday 9:00 AM–5:00 PM: the cut-off is 3:00 PM
    const s = await droppedShift({ status: "booked", weekday: 1, hours: 8 });
    const [a, b] = await crew(2, s.place);
    const boss = await person(s.boss.user.id);
    const marked = new Date(s.start.getTime() + 20 * MIN);
    await markNoShow(boss, s.shift.id, marked);
    // the contract waits for the replacement
    expect(await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).toMatchObject({
      userId: s.dropped.user.id,
      canceledAt: null,
    });
    expect((await db.job.findUniqueOrThrow({ where: { id: s.job.id } })).status).toBe(1);

    const id = await startBackfill(s.shift.id, "no_show", marked);
    const backfill = await db.backfill.findUniqueOrThrow({ where: { id: id! }, include: { booking: true } });
    expect(backfill.status).toBe("running");
    // the request asks for the rest of the shift
    expect(backfill.booking!.shiftDate.getTime()).toBe(marked.getTime());
    expect(backfill.booking!.shiftEnd.getTime()).toBe(s.end.getTime());
    const requestId = backfill.booking!.id;
    const open = await db.bookingEmployee.findMany({ where: { requestId, status: "active" } });
    expect(open.map((r) => r.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    const cutoff = s.end.getTime() - P.backfillUntilHoursBeforeEnd * HOUR;
    for (const r of open) expect(r.responseLimit!.getTime()).toBe(cutoff);

    const took = new Date(marked.getTime() + 25 * MIN);
    await acceptBooking(await person(a.user.id), requestId, took);
    const filled = await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } });
    expect(filled.status).toBe("filled");
    const replacement = await db.shift.findUniqueOrThrow({ where: { id: filled.filledShiftId! } });
    expect(replacement).toMatchObject({ userId: a.user.id, status: "confirmed", contractId: s.contract.id });
    expect(replacement.start.getTime()).toBe(took.getTime());
    expect(replacement.end.getTime()).toBe(s.end.getTime());
    // the accepted request shows the replacement's start
    expect((await db.bookingRequest.findUniqueOrThrow({ where: { id: requestId } })).shiftDate.getTime()).toBe(took.getTime());
    expect((await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).userId).toBe(a.user.id);
    expect((await db.shift.findUniqueOrThrow({ where: { id: s.shift.id } })).status).toBe("no_show");

    // the replacement clocks in on the job
    await startTimer(await person(a.user.id), { jobId: s.job.id, memo: "" }, new Date(took.getTime() + 30 * MIN));
    expect((await db.shift.findUniqueOrThrow({ where: { id: replacement.id } })).clockedInAt).not.toBeNull();
    await expect(acceptBooking(await person(b.user.id), requestId, new Date(took.getTime() + MIN))).rejects.toMatchObject({
      status: 409,
      message: BACKFILL_MSG.Filled,
    });
    expect(await liveShifts(s.job.id)).toBe(1);
  });

  it("past the cut-off the contract ends at once; a cancellation after the start is backfilled as a no-show is", async () => {
    // a 4-hour shift: its cut-off is 2 hours after the start
    const late = await droppedShift({ status: "booked", weekday: 2 });
    await crew(1, late.place);
    const tooLate = new Date(late.start.getTime() + 2 * HOUR + MIN);
    await markNoShow(await person(late.boss.user.id), late.shift.id, tooLate);
    expect(await startBackfill(late.shift.id, "no_show", tooLate)).toBeNull();
    expect(await db.backfill.count({ where: { shiftId: late.shift.id } })).toBe(0);
    const ended = await db.job.findUniqueOrThrow({ where: { id: late.job.id }, include: { contract: true } });
    expect(ended.status).toBe(3);
    expect(ended.contract?.canceledAt?.getTime()).toBe(tooLate.getTime());

    // the worker cancels an hour into the shift: a very late cancellation, and a replacement is looked for
    const during = await droppedShift({ status: "confirmed", weekday: 3, hours: 8 });
    await crew(1, during.place);
    const when = new Date(during.start.getTime() + HOUR);
    const cancel = new Request("http://localhost/api/shift/cancel", { method: "POST" });
    await cancelShift(await person(during.dropped.user.id), { shiftId: during.shift.id, reason: WORKER_CANCEL_REASONS[0] }, cancel, when);
    expect(await db.reliabilityEvent.findMany({ where: { shiftId: during.shift.id }, select: { kind: true } })).toEqual([
      { kind: "very_late_cancel" },
    ]);
    expect((await db.contract.findUniqueOrThrow({ where: { id: during.contract.id } })).canceledAt).toBeNull();
    const id = await startBackfill(during.shift.id, "late_cancel", when);
    expect((await db.backfill.findUniqueOrThrow({ where: { id: id! } })).status).toBe("running");

    // and one past the cut-off ends the contract with the cancellation
    const last = await droppedShift({ status: "confirmed", weekday: 4 });
    const closing = new Date(last.end.getTime() - HOUR);
    await cancelShift(await person(last.dropped.user.id), { shiftId: last.shift.id, reason: WORKER_CANCEL_REASONS[0] }, cancel, closing);
    expect((await db.contract.findUniqueOrThrow({ where: { id: last.contract.id } })).canceledAt?.getTime()).toBe(closing.getTime());
  });
});

// ---- races ----

const cancelContract = (token: string, jobId: string) => call(cancelContractRoute, { token, body: { id: jobId } });

describe("backfill races", () => {
  it("two workers take a backfill after the start at once: one shift, the contract once, the other 409", async () => {
    const s = await droppedShift({ status: "booked", weekday: 5, hours: 8 });
    const [a, b] = await crew(2, s.place);
    const marked = new Date(s.start.getTime() + 16 * MIN);
    await markNoShow(await person(s.boss.user.id), s.shift.id, marked);
    const id = await startBackfill(s.shift.id, "no_show", marked);
    const requestId = (await db.backfill.findUniqueOrThrow({ where: { id: id! }, include: { booking: true } })).booking!.id;
    const took = new Date(marked.getTime() + 10 * MIN);
    const [ua, ub] = await Promise.all([person(a.user.id), person(b.user.id)]);
    const answers = await Promise.allSettled([acceptBooking(ua, requestId, took), acceptBooking(ub, requestId, took)]);
    expect(answers.map((x) => x.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = answers.find((x) => x.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: BACKFILL_MSG.Filled });
    const winner = answers[0].status === "fulfilled" ? a.user.id : b.user.id;
    expect(
      await db.shift.findMany({ where: { jobId: s.job.id, status: { in: ["booked", "confirmed"] } }, select: { userId: true } }),
    ).toEqual([{ userId: winner }]);
    expect(await db.contract.findMany({ where: { jobId: s.job.id }, select: { userId: true, canceledAt: true } })).toEqual([
      { userId: winner, canceledAt: null },
    ]);
    expect(await db.job.count({ where: { creatorId: s.boss.user.id } })).toBe(1);
    expect(await db.backfillOffer.count({ where: { backfillId: id!, status: "accepted" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: s.boss.user.id, type: "backfill_filled" } })).toBe(1);
  });

  it("the employer cancels the job while the search runs: it stops, the offers are withdrawn and told, nobody can take it", async () => {
    const s = await droppedShift({ weekday: 1 });
    const [a, b] = await crew(2, s.place);
    const { backfill, requestId } = await startIt(s.shift.id, "late_cancel");
    const res = await cancelContract(s.boss.token, s.job.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } })).status).toBe("stopped");
    expect(await db.backfillOffer.findMany({ where: { backfillId: backfill.id }, select: { status: true } })).toEqual([
      { status: "expired" },
      { status: "expired" },
    ]);
    expect((await db.bookingRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("expired");
    for (const w of [a, b]) {
      const told = await db.notification.findMany({ where: { userId: w.user.id, type: "backfill_withdrawn" } });
      expect(told.map((n) => n.message)).toEqual([
        `The replacement shift "Warehouse shift" is no longer needed: the employer cancelled the job.`,
      ]);
      const late = await api.accept(w.token, requestId);
      expect(late.status).toBe(409);
      expect(late.json.error).toBe(BACKFILL_MSG.Stopped);
    }
    expect(await liveShifts(s.job.id)).toBe(0);
    const job = await db.job.findUniqueOrThrow({ where: { id: s.job.id }, include: { contract: true } });
    expect(job.status).toBe(3);
    expect(job.contract).toMatchObject({ userId: s.dropped.user.id });
    expect(job.contract!.canceledAt).not.toBeNull();
  });

  it("the employer's cancellation racing an accept: one of them comes first, never both halves", async () => {
    for (const weekday of [2, 3]) {
      const s = await droppedShift({ weekday });
      const [a] = await crew(1, s.place);
      const { backfill, requestId } = await startIt(s.shift.id, "late_cancel");
      const [canceled, accepted] = await Promise.all([cancelContract(s.boss.token, s.job.id), api.accept(a.token, requestId)]);
      expect(canceled.status, JSON.stringify(canceled.json)).toBe(200);
      const final = await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } });
      const job = await db.job.findUniqueOrThrow({ where: { id: s.job.id }, include: { contract: true } });
      expect(job.status).toBe(3);
      expect(job.contract!.canceledAt).not.toBeNull();
      // whoever won, nobody is left committed to the cancelled job
      expect(await liveShifts(s.job.id)).toBe(0);
      if (accepted.status === 200) {
        // the accept came first: the replacement took the contract, and the cancellation ended it with their shift
        expect(final.status).toBe("filled");
        expect(job.contract!.userId).toBe(a.user.id);
        expect(await db.shift.findUniqueOrThrow({ where: { id: final.filledShiftId! } })).toMatchObject({
          status: "canceled",
          canceledBy: "employer",
        });
      } else {
        expect(accepted.status).toBe(409);
        expect(accepted.json.error).toBe(BACKFILL_MSG.Stopped);
        expect(final.status).toBe("stopped");
        expect(final.filledShiftId).toBeNull();
        expect(job.contract!.userId).toBe(s.dropped.user.id);
        expect(await db.notification.count({ where: { userId: a.user.id, type: "backfill_withdrawn" } })).toBe(1);
      }
      expect(await db.shift.count({ where: { jobId: s.job.id } })).toBe(accepted.status === 200 ? 2 : 1);
    }
  });
});
