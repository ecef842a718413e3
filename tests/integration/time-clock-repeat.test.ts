// user/start_timer repeated and on booked shifts, against real PostgreSQL: a repeat clock-in of the same job
// (a double click, two at once) is one timer and two successes; a job hired through a booking request is
// clocked in from 60 minutes before its start until its end, in its location's zone, and the time clock says when.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { hourlyContract } from "./time-kit";
import { api, employer, payload, worker } from "./booking-kit";
import { POST as startTimer } from "@/app/api/user/start_timer/route";
import { POST as getTimeClock } from "@/app/api/user/get_time_clock/route";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { atText } from "@/lib/time/schedule";

describe("a repeat clock-in", () => {
  it("of the same job answers the running timer, one after the other and at once", async () => {
    const { worker: w, jobId } = await hourlyContract();
    const first = await call(startTimer, { token: w.token, body: { jobId, memo: "Pipes" } });
    expect(first.status).toBe(200);
    const again = await call(startTimer, { token: w.token, body: { jobId, memo: "Pipes" } });
    expect(again).toMatchObject({ status: 200, json: { result: true } });
    expect(again.json.user.timer).toEqual(first.json.user.timer);
    expect(await db.timer.count({ where: { userId: w.user.id } })).toBe(1);

    await db.timer.delete({ where: { userId: w.user.id } });
    const both = await Promise.all([1, 2].map(() => call(startTimer, { token: w.token, body: { jobId } })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].json.user.timer).toEqual(both[1].json.user.timer);
    expect(await db.timer.count({ where: { userId: w.user.id } })).toBe(1);
  });
});

describe("a booked shift", () => {
  async function bookedJob(shiftDate: number, shiftEnd: number) {
    const boss = await employer();
    const w = await worker();
    const r = (await api.create(boss.token, payload({ shiftDate, shiftEnd, employees: [w.user.id] }))).json.request;
    expect((await api.accept(w.token, r._id)).status).toBe(200);
    const { jobId, timezone } = await db.bookingRequest.findUniqueOrThrow({
      where: { id: r._id },
      select: { jobId: true, timezone: true },
    });
    return { w, jobId: jobId!, timezone };
  }
  // the job's schedule and the worker's commitment to it (the time clock reads the commitment first)
  const moveShift = async (jobId: string, start: number, end: number) => {
    await db.job.update({ where: { id: jobId }, data: { shiftStart: new Date(start), shiftEnd: new Date(end) } });
    await db.shift.updateMany({ where: { jobId }, data: { start: new Date(start), end: new Date(end) } });
  };

  it("opens clock-in 60 minutes before the start, in the location's zone, and the time clock says when", async () => {
    const start = Date.now() + 26 * 3_600_000;
    const { w, jobId, timezone } = await bookedJob(start, start + 4 * 3_600_000);
    expect(timezone).toBe("America/Chicago");
    const refused = await call(startTimer, { token: w.token, body: { jobId } });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(TIME_MSG.ClockInNotYet(atText(new Date(start - 3_600_000), timezone), 60));
    expect(refused.json.error).toMatch(/^Clock-in for this shift opens \w{3}, \w{3} \d{1,2} at \d{1,2}:\d{2} [AP]M C[SD]T \(60 minutes/);
    expect(await db.timer.count({ where: { userId: w.user.id } })).toBe(0);
    const clock = (await call(getTimeClock, { token: w.token, body: { timezone: "UTC" } })).json.clock;
    expect(clock.jobs.find((j: { _id: string }) => j._id === jobId)).toMatchObject({ canClockIn: false, shift: { timezone } });

    // 59 minutes before the start: open
    await moveShift(jobId, Date.now() + 59 * 60_000, Date.now() + 5 * 3_600_000);
    const open = (await call(getTimeClock, { token: w.token, body: { timezone: "UTC" } })).json.clock;
    expect(open.jobs.find((j: { _id: string }) => j._id === jobId)).toMatchObject({ canClockIn: true });
    expect((await call(startTimer, { token: w.token, body: { jobId } })).status).toBe(200);
  });

  it("is refused 61 minutes before the start and after the end", async () => {
    const start = Date.now() + 3 * 3_600_000;
    const { w, jobId } = await bookedJob(start, start + 3_600_000);
    await moveShift(jobId, Date.now() + 61 * 60_000, Date.now() + 4 * 3_600_000);
    expect((await call(startTimer, { token: w.token, body: { jobId } })).status).toBe(400);
    await moveShift(jobId, Date.now() - 9 * 3_600_000, Date.now() - 60_000);
    const closed = await call(startTimer, { token: w.token, body: { jobId } });
    expect(closed.status).toBe(400);
    expect(closed.json.error).toContain("so clock-in is closed");
  });
});
