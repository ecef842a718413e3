// The arrival check and its standby search, against real PostgreSQL: a worker neither on the way nor clocked in
// 30 minutes before the start keeps the shift while standby workers are asked; the first standby to accept takes
// it, a tap of "On my way" (or a clock-in) first stops the search, the employer may keep the worker, a search
// that runs out leaves the worker on the shift, and a no-show later still gets its own search. Also: the
// employer's Stop and a payment tell the workers asked that the offer is gone.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { BACKFILL_MSG } from "@/lib/booking/backfill-text";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { GET as getRoute } from "@/app/api/backfill/get/route";
import { POST as stopRoute } from "@/app/api/backfill/stop/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { startBackfill } from "@/lib/booking/backfill";
import { acceptBooking, expireDue } from "@/lib/booking/answer";
import { onMyWay } from "@/lib/booking/on-my-way";
import { markNoShow } from "@/lib/cancellations/no-show";
import { arrivalCheckTask, reminderText } from "@/lib/shifts/tasks";
import { startTimer } from "@/lib/timesheets/timer";
import { crew, droppedShift, roster, startIt } from "./backfill-kit";
import { fund } from "./wallet-kit";

const MIN = 60_000;
const CHECK = SHIFT_POLICY_DEFAULTS.arrivalCheckMinutes;

const person = (id: string) => db.user.findUniqueOrThrow({ where: { id } });
const getBackfill = (token: string, query: Record<string, string>) => call(getRoute, { token, method: "GET", query });
const notes = (userId: string, type: string) =>
  db.notification.findMany({ where: { userId, type }, orderBy: { createdAt: "asc" }, select: { message: true } });

/** A confirmed shift on a weekday with one favourite standby nearby, checked at its time: the search running. */
async function standbySearch(weekday: number, standbys = 1) {
  const s = await droppedShift({ status: "confirmed", weekday });
  const people = await crew(standbys, s.place);
  for (const p of people) await roster(s.boss.user.id, p.user.id, "favorite");
  const checkAt = new Date(s.start.getTime() - CHECK * MIN);
  expect(await arrivalCheckTask({ shiftId: s.shift.id }, checkAt)).toBe("told");
  const id = await startBackfill(s.shift.id, "not_on_the_way", checkAt);
  const backfill = await db.backfill.findUniqueOrThrow({ where: { id: id! }, include: { booking: true } });
  return { ...s, people, checkAt, backfill, requestId: backfill.booking!.id };
}

describe("the arrival check", () => {
  it("tells both sides, asks standby workers while the worker keeps the shift, and the first standby to accept takes it", async () => {
    const s = await standbySearch(1);
    const [standby] = s.people;
    // run twice: told once
    expect(await arrivalCheckTask({ shiftId: s.shift.id }, new Date(s.checkAt.getTime() + MIN))).toBe("skipped");
    const [toBoss] = await notes(s.boss.user.id, "shift_not_on_the_way");
    expect(toBoss.message).toContain('has not said they are on the way to "Warehouse shift"');
    expect((await notes(s.dropped.user.id, "shift_not_on_the_way")).map((n) => n.message)).toEqual([
      expect.stringContaining('Tap "On my way" now to keep the shift'),
    ]);
    expect(s.backfill).toMatchObject({ reason: "not_on_the_way", status: "running" });
    // the booked worker still holds the shift and the contract
    expect((await db.shift.findUniqueOrThrow({ where: { id: s.shift.id } })).status).toBe("confirmed");
    expect((await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).userId).toBe(s.dropped.user.id);
    const seen = await getBackfill(s.boss.token, { jobId: s.job.id });
    expect(seen.json.backfill.line).toBe("Not on the way yet: asking standby workers — tier 1 of 3, 1 worker asked");

    await acceptBooking(await person(standby.user.id), s.requestId, new Date(s.checkAt.getTime() + 5 * MIN));
    expect((await db.shift.findUniqueOrThrow({ where: { id: s.shift.id } })).status).toBe("released");
    expect((await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).userId).toBe(standby.user.id);
    expect(await db.shift.findMany({ where: { jobId: s.job.id, status: "confirmed" }, select: { userId: true, start: true } })).toEqual([
      { userId: standby.user.id, start: s.start },
    ]);
    expect((await notes(s.dropped.user.id, "shift_standby_took")).map((n) => n.message)).toEqual([
      'You had not tapped "On my way" for "Warehouse shift", so a standby worker took the shift. It is no longer yours.',
    ]);
    // the worker who lost it can no longer say they are coming
    await expect(onMyWay(await person(s.dropped.user.id), s.shift.id, new Date(s.checkAt.getTime() + 6 * MIN))).rejects.toMatchObject({
      status: 409,
    });
  });

  it('stops when the worker taps "On my way": the standby asked is told and cannot take it; a no-show later gets its own search', async () => {
    const s = await standbySearch(2);
    const [standby] = s.people;
    await onMyWay(await person(s.dropped.user.id), s.shift.id, new Date(s.checkAt.getTime() + 3 * MIN));
    expect((await db.backfill.findUniqueOrThrow({ where: { id: s.backfill.id } })).status).toBe("stopped");
    expect((await notes(standby.user.id, "backfill_withdrawn")).map((n) => n.message)).toEqual([
      'The replacement shift "Warehouse shift" is no longer needed: the booked worker is on the way.',
    ]);
    const [onTheWay] = await notes(s.boss.user.id, "shift_on_my_way");
    expect(onTheWay.message).toContain("We stopped asking standby workers.");
    await expect(acceptBooking(await person(standby.user.id), s.requestId, new Date(s.checkAt.getTime() + 4 * MIN))).rejects.toMatchObject({
      status: 409,
      message: BACKFILL_MSG.Stopped,
    });
    const kept = await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } });
    expect(kept).toMatchObject({ userId: s.dropped.user.id, canceledAt: null });
    expect((await getBackfill(s.boss.token, { jobId: s.job.id })).json.backfill.line).toBe(
      "The standby search stopped: the booked worker keeps the shift",
    );

    // on the way, yet no clock-in: marked a no-show after the start, the shift gets a replacement search of its own
    const marked = new Date(s.start.getTime() + 16 * MIN);
    await markNoShow(await person(s.boss.user.id), s.shift.id, marked);
    const again = await startBackfill(s.shift.id, "no_show", marked);
    expect(again).not.toBe(s.backfill.id);
    expect(await db.backfill.findUniqueOrThrow({ where: { id: again! } })).toMatchObject({ reason: "no_show", status: "running" });
  });

  it("a clock-in stops it too; a worker on the way, or kept by the employer, is not checked", async () => {
    const s = await standbySearch(3);
    await startTimer(await person(s.dropped.user.id), { jobId: s.job.id, memo: "" }, new Date(s.checkAt.getTime() + 2 * MIN));
    expect((await db.backfill.findUniqueOrThrow({ where: { id: s.backfill.id } })).status).toBe("stopped");
    expect((await notes(s.people[0].user.id, "backfill_withdrawn")).map((n) => n.message)).toEqual([
      'The replacement shift "Warehouse shift" is no longer needed: the booked worker has clocked in.',
    ]);

    const early = await droppedShift({ status: "confirmed", weekday: 4 });
    await onMyWay(await person(early.dropped.user.id), early.shift.id, new Date(early.start.getTime() - 60 * MIN));
    expect(await arrivalCheckTask({ shiftId: early.shift.id }, new Date(early.start.getTime() - CHECK * MIN))).toBe("skipped");
    expect(await startBackfill(early.shift.id, "not_on_the_way", new Date(early.start.getTime() - CHECK * MIN))).toBeNull();

    const trusted = await droppedShift({ status: "confirmed", weekday: 5 });
    await db.shift.update({ where: { id: trusted.shift.id }, data: { keepUnconfirmed: true } });
    expect(await arrivalCheckTask({ shiftId: trusted.shift.id }, new Date(trusted.start.getTime() - CHECK * MIN))).toBe("skipped");
    expect(await db.notification.count({ where: { userId: trusted.boss.user.id, type: "shift_not_on_the_way" } })).toBe(0);
  });

  it("the employer keeps the worker (Stop), or nobody accepts: the worker keeps the shift and the contract", async () => {
    const kept = await standbySearch(1, 2);
    const res = await call(stopRoute, { token: kept.boss.token, body: { backfillId: kept.backfill.id } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.backfill.status).toBe("stopped");
    for (const w of kept.people)
      expect((await notes(w.user.id, "backfill_withdrawn")).map((n) => n.message)).toEqual([
        'The replacement shift "Warehouse shift" is no longer needed: the employer is keeping the booked worker.',
      ]);
    expect(await db.contract.findUniqueOrThrow({ where: { id: kept.contract.id } })).toMatchObject({
      userId: kept.dropped.user.id,
      canceledAt: null,
    });
    expect((await db.shift.findUniqueOrThrow({ where: { id: kept.shift.id } })).status).toBe("confirmed");

    const alone = await standbySearch(2);
    // a standby search runs until the start: then every offer has run out (later, a no-show is marked as such)
    const offer = await db.bookingEmployee.findFirstOrThrow({ where: { requestId: alone.requestId, status: "active" } });
    expect(offer.responseLimit!.getTime()).toBeLessThanOrEqual(alone.start.getTime());
    await expireDue(alone.requestId, new Date(alone.start.getTime() + MIN));
    expect((await db.backfill.findUniqueOrThrow({ where: { id: alone.backfill.id } })).status).toBe("exhausted");
    expect((await notes(alone.boss.user.id, "backfill_exhausted")).map((n) => n.message)).toEqual([
      'No standby worker took the shift of "Warehouse shift": the booked worker still has it.',
    ]);
    expect((await db.contract.findUniqueOrThrow({ where: { id: alone.contract.id } })).canceledAt).toBeNull();
    expect((await db.job.findUniqueOrThrow({ where: { id: alone.job.id } })).status).toBe(1);
  });

  it('races a tap of "On my way" against a standby\'s accept: exactly one of them wins, and the shift says which', async () => {
    for (const weekday of [1, 2, 3]) {
      const s = await standbySearch(weekday);
      const t = new Date(s.checkAt.getTime() + 4 * MIN);
      const [tap, take] = await Promise.allSettled([
        onMyWay(await person(s.dropped.user.id), s.shift.id, t),
        acceptBooking(await person(s.people[0].user.id), s.requestId, t),
      ]);
      expect([tap.status, take.status].sort()).toEqual(["fulfilled", "rejected"]);
      const shift = await db.shift.findUniqueOrThrow({ where: { id: s.shift.id } });
      const contract = await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } });
      const backfill = await db.backfill.findUniqueOrThrow({ where: { id: s.backfill.id } });
      if (tap.status === "fulfilled") {
        expect([shift.status, contract.userId, backfill.status]).toEqual(["confirmed", s.dropped.user.id, "stopped"]);
        expect(shift.onMyWayAt).not.toBeNull();
      } else {
        expect([shift.status, contract.userId, backfill.status]).toEqual(["released", s.people[0].user.id, "filled"]);
        expect(shift.onMyWayAt).toBeNull();
      }
      expect(await db.shift.count({ where: { jobId: s.job.id, status: { in: ["booked", "confirmed"] } } })).toBe(1);
    }
  });

  it("the 2-hour reminder names the check's time", () => {
    const start = new Date("2027-03-01T14:00:00Z");
    const text = reminderText({
      hours: 2,
      title: "Warehouse shift",
      start,
      timezone: "America/New_York",
      address: "1 Main St",
      contactName: "",
      whatToBring: "",
      arrivalNotes: "",
      checkAt: new Date(start.getTime() - CHECK * MIN),
    });
    expect(text).toContain('Tap "On my way" when you set off: if you have not by');
    expect(text).toContain("8:30 AM");
  });
});

describe("a search the employer ends", () => {
  it("Stop tells every worker asked that the offer is gone", async () => {
    const s = await droppedShift({ weekday: 2 });
    const [a] = await crew(1, s.place);
    await roster(s.boss.user.id, a.user.id, "favorite");
    const { backfill } = await startIt(s.shift.id, "late_cancel");
    const res = await call(stopRoute, { token: s.boss.token, body: { backfillId: backfill.id } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await notes(a.user.id, "backfill_withdrawn")).map((n) => n.message)).toEqual([
      'The replacement shift "Warehouse shift" is no longer needed: the employer stopped looking for a replacement.',
    ]);
  });

  it("paying the job stops its search: the workers asked are told and cannot take the shift", async () => {
    const s = await droppedShift({ weekday: 3 });
    const [a] = await crew(1, s.place);
    await roster(s.boss.user.id, a.user.id, "favorite");
    await fund(s.boss.user.id, 100_000);
    const { backfill, requestId } = await startIt(s.shift.id, "late_cancel");
    const paid = await call(payJob, { token: s.boss.token, body: { jobId: s.job.id } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await db.backfill.findUniqueOrThrow({ where: { id: backfill.id } })).status).toBe("stopped");
    expect((await notes(a.user.id, "backfill_withdrawn")).map((n) => n.message)).toEqual([
      'The replacement shift "Warehouse shift" is no longer needed: the employer paid and completed the job.',
    ]);
    await expect(acceptBooking(await person(a.user.id), requestId)).rejects.toMatchObject({ status: 409 });
    expect((await db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).userId).toBe(s.dropped.user.id);
  });
});
