// user/start_timer, user/stop_timer, user/get_time_clock and the user's timer against real PostgreSQL:
// who may clock in, one timer per provider (a database key), the 60-second rule (startAt moved back in the
// database, no waiting), the track entry, jobs that stop progressing, the employer's report.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { employee } from "./job-kit";
import { hourlyContract, roomyZone } from "./time-kit";
import { POST as startTimer } from "@/app/api/user/start_timer/route";
import { POST as stopTimer } from "@/app/api/user/stop_timer/route";
import { POST as getTimeClock } from "@/app/api/user/get_time_clock/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { TIME_MSG } from "@/lib/timesheets/messages";

const moveTimerBack = (userId: string, seconds: number) =>
  db.timer.update({ where: { userId }, data: { startAt: new Date(Date.now() - seconds * 1000) } });

describe("user/start_timer", () => {
  it("clocks the hired provider in: the user's timer shows tracking, start, job and memo, and survives a reload (get_user)", async () => {
    const { worker, jobId } = await hourlyContract();
    const { status, json } = await call(startTimer, { token: worker.token, body: { jobId, memo: "Replacing the trap" } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.user.timer).toMatchObject({ tracking: true, job: jobId, memo: "Replacing the trap" });
    expect(Date.now() - Date.parse(json.user.timer.startAt)).toBeLessThan(60_000);
    const again = await call(getUser, { token: worker.token, body: { user_id: worker.user.id } });
    expect(again.json.user.timer).toEqual(json.user.timer);
  });

  it("refuses the employer, another provider, a body userId that is not the caller's, unknown and fixed-price jobs", async () => {
    const { owner, worker, jobId } = await hourlyContract();
    const stranger = await employee();
    expect(await call(startTimer, { token: owner.token, body: { jobId } })).toMatchObject({
      status: 403,
      json: { result: false, error: "Only employees can do that." },
    });
    expect(await call(startTimer, { token: stranger.token, body: { jobId } })).toMatchObject({
      status: 403,
      json: { error: TIME_MSG.NotHired },
    });
    expect(await call(startTimer, { token: worker.token, body: { jobId, userId: stranger.user.id } })).toMatchObject({
      status: 403,
      json: { error: TIME_MSG.NotYou },
    });
    expect(await call(startTimer, { token: worker.token, body: { jobId: "nope" } })).toMatchObject({
      status: 404,
      json: { error: TIME_MSG.JobNotFound },
    });
    expect(await call(startTimer, { token: worker.token, body: {} })).toMatchObject({ status: 400, json: { error: TIME_MSG.JobNotFound } });
    const fixed = await hourlyContract({ payType: "Fixed", price: 300, duration: 2 });
    expect(await call(startTimer, { token: fixed.worker.token, body: { jobId: fixed.jobId } })).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.FixedPrice },
    });
    expect(await db.timer.count({ where: { userId: { in: [worker.user.id, stranger.user.id, fixed.worker.user.id] } } })).toBe(0);
  });

  it("one timer per provider: a second start is refused, two at once give one timer (the primary key)", async () => {
    const a = await hourlyContract();
    const b = await hourlyContract();
    // the same provider hired on both jobs
    await db.contract.update({ where: { id: b.contract.id }, data: { userId: a.worker.user.id } });
    expect((await call(startTimer, { token: a.worker.token, body: { jobId: a.jobId } })).status).toBe(200);
    expect(await call(startTimer, { token: a.worker.token, body: { jobId: b.jobId } })).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.AlreadyTracking("Fix a leaking kitchen sink") },
    });
    await db.timer.delete({ where: { userId: a.worker.user.id } });
    const both = await Promise.all([a.jobId, b.jobId].map((jobId) => call(startTimer, { token: a.worker.token, body: { jobId } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.timer.count({ where: { userId: a.worker.user.id } })).toBe(1);
    await expect(
      db.timer.create({ data: { userId: a.worker.user.id, contractId: a.contract.id, jobId: a.jobId, startAt: new Date() } }),
    ).rejects.toThrow();
  });

  it("refuses a job that is not progressing", async () => {
    const { owner, worker, jobId } = await hourlyContract();
    expect((await call(completeContract, { token: owner.token, body: { id: jobId } })).status).toBe(200);
    expect(await call(startTimer, { token: worker.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.NotProgressing },
    });
  });
});

describe("user/stop_timer", () => {
  it("is refused before 60 seconds, then adds a track entry with start, end and memo and clears the timer", async () => {
    const { worker, jobId, contract } = await hourlyContract();
    await call(startTimer, { token: worker.token, body: { jobId, memo: "Supply lines" } });
    const early = await call(stopTimer, { token: worker.token, body: { jobId } });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatch(/^You can clock out once the timer has run for at least 60 seconds \(\d+ seconds? to go\)\.$/);
    expect(await db.timeEntry.count({ where: { contractId: contract.id } })).toBe(0);

    const started = await moveTimerBack(worker.user.id, 61);
    const { status, json } = await call(stopTimer, { token: worker.token, body: { jobId } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.user.timer).toEqual({ tracking: false, startAt: null, job: null, memo: "" });
    const [entry] = await db.timeEntry.findMany({ where: { contractId: contract.id } });
    expect(entry).toMatchObject({ type: "track", memo: "Supply lines", userId: worker.user.id, start: started.startAt });
    expect(entry.end.getTime() - entry.start.getTime()).toBeGreaterThanOrEqual(61_000);
    expect(await db.timer.count({ where: { userId: worker.user.id } })).toBe(0);
  });

  it("without a timer, on another job, or for someone else: refused", async () => {
    const { worker, jobId, owner } = await hourlyContract();
    expect(await call(stopTimer, { token: worker.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.NotTracking },
    });
    await call(startTimer, { token: worker.token, body: { jobId } });
    await moveTimerBack(worker.user.id, 120);
    expect(await call(stopTimer, { token: worker.token, body: { jobId: "other-job" } })).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.OtherJob },
    });
    expect(await call(stopTimer, { token: worker.token, body: { jobId, userId: owner.user.id } })).toMatchObject({
      status: 403,
      json: { error: TIME_MSG.NotYou },
    });
    expect(await call(stopTimer, { token: owner.token, body: { jobId } })).toMatchObject({ status: 403 });
    const twice = await Promise.all([1, 2].map(() => call(stopTimer, { token: worker.token, body: { jobId } })));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.timeEntry.count({ where: { userId: worker.user.id } })).toBe(1);
  });

  it("a job completed while the clock ran: the timer is dropped and nothing is added to it", async () => {
    const { owner, worker, jobId, contract } = await hourlyContract();
    await call(startTimer, { token: worker.token, body: { jobId } });
    await moveTimerBack(worker.user.id, 300);
    await call(completeContract, { token: owner.token, body: { id: jobId } });
    expect(await call(stopTimer, { token: worker.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.TimerJobEnded },
    });
    expect(await db.timer.count({ where: { userId: worker.user.id } })).toBe(0);
    expect(await db.timeEntry.count({ where: { contractId: contract.id } })).toBe(0);
  });
});

describe("user/get_time_clock", () => {
  it("lists the provider's progressing non-fixed jobs with this week's seconds per day, and the employer's report", async () => {
    const tz = roomyZone();
    const { owner, worker, jobId, contract } = await hourlyContract();
    const fixed = await hourlyContract({ payType: "Fixed", price: 300, duration: 2 });
    await db.contract.update({ where: { id: fixed.contract.id }, data: { userId: worker.user.id } });
    const start = new Date(Date.now() - 2 * 3600_000);
    await db.timeEntry.create({
      data: { contractId: contract.id, userId: worker.user.id, start, end: new Date(start.getTime() + 5400_000), type: "track" },
    });
    await call(startTimer, { token: worker.token, body: { jobId, memo: "Back again" } });

    const mine = await call(getTimeClock, { token: worker.token, body: { timezone: tz } });
    expect(mine.status).toBe(200);
    const clock = mine.json.clock;
    expect(clock.week).toHaveLength(7);
    expect(new Date(`${clock.week[0]}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(clock.jobs.map((j: { _id: string }) => j._id)).toEqual([jobId]);
    expect(clock.jobs[0]).toMatchObject({
      title: "Fix a leaking kitchen sink",
      price: 40,
      weekSeconds: 5400,
      weekHours: 1.5,
      timer: { tracking: true, job: jobId },
    });
    expect(clock.jobs[0].days.reduce((n: number, d: { seconds: number }) => n + d.seconds, 0)).toBe(5400);
    expect(clock.timer).toMatchObject({ tracking: true, job: jobId, memo: "Back again" });

    const report = await call(getTimeClock, { token: owner.token, body: { timezone: tz } });
    expect(report.json.clock.jobs).toHaveLength(1);
    expect(report.json.clock.jobs[0]).toMatchObject({ _id: jobId, provider: "Pat Provider", weekSeconds: 5400, timer: { tracking: true } });
    const stranger = await employee();
    expect((await call(getTimeClock, { token: stranger.token, body: {} })).json.clock.jobs).toEqual([]);
    expect(await call(getTimeClock, { token: stranger.token, body: { timezone: "Mars/Olympus" } })).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.BadTimeZone },
    });
  });
});
