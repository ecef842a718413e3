// A job's schedule, against real PostgreSQL: a one-time job's date, start and end read in the location's zone
// (overnight allowed; an hourly job lasts the shift's hours), an ongoing job's weekly rows, the arrival details
// seen only by the employer and the hired worker, the clock-in window and the hours flagged outside the schedule.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { applyTo, employee, employer, hireOn, jobBody, jobCategories, postJob } from "./job-kit";
import { at, nextWeekday } from "./availability-kit";
import { POST as createJob } from "@/app/api/job/create/route";
import { POST as updateJob } from "@/app/api/job/update/route";
import { POST as getJob } from "@/app/api/job/get_job/route";
import { POST as startTimer } from "@/app/api/user/start_timer/route";
import { POST as getTimesheet } from "@/app/api/job/get_timesheet/route";
import { JOB_MSG } from "@/lib/jobs/messages";

const CHI = "America/Chicago";
const DEN = "America/Denver";
const H = 3_600_000;
const dayAfter = (d: string) => new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe("a one-time job's schedule", () => {
  it("is read in the location's zone, overnight allowed, and an hourly job lasts the shift's hours", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const day = nextWeekday(6);
    const job = await postJob(boss.token, plumbing, { scheduleDate: day, scheduleStart: "21:00", scheduleEnd: "05:00", duration: "" });
    expect(job).toMatchObject({
      timezone: CHI,
      shiftStart: at(day, "21:00", CHI).toISOString(),
      shiftEnd: at(dayAfter(day), "05:00", CHI).toISOString(),
      duration: 8,
    });
    expect(job.scheduleText).toMatch(/^Sat, \w{3} \d{1,2} · 9:00 PM – 5:00 AM \(next day\) C[SD]T$/);

    // Denver's job is read in Denver
    const denver = await postJob(boss.token, plumbing, {
      location: "Denver, CO, USA",
      city: "Denver",
      state: "CO",
      lat: 39.74,
      lng: -104.99,
      scheduleDate: day,
      scheduleStart: "08:00",
      scheduleEnd: "12:30",
    });
    expect(denver).toMatchObject({ timezone: DEN, shiftStart: at(day, "08:00", DEN).toISOString(), duration: 4.5 });
  });

  it("keeps the spec's calls working: no schedule, then kept when left out, cleared with empty fields", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const plain = await postJob(boss.token, plumbing);
    expect(plain).toMatchObject({ shiftStart: null, shiftEnd: null, timezone: "", duration: 4, scheduleText: "" });
    const day = nextWeekday(2);
    const dated = await postJob(boss.token, plumbing, { scheduleDate: day, scheduleStart: "09:00", scheduleEnd: "17:00" });
    const body = { ...jobBody(plumbing), id: dated._id, title: "Fix two leaking sinks" };
    const kept = await call(updateJob, { token: boss.token, body });
    expect(kept.json.job).toMatchObject({ title: "Fix two leaking sinks", shiftStart: at(day, "09:00", CHI).toISOString() });
    const cleared = await call(updateJob, { token: boss.token, body: { ...body, scheduleDate: "", scheduleStart: "", scheduleEnd: "" } });
    expect(cleared.json.job).toMatchObject({ shiftStart: null, shiftEnd: null, duration: 4 });
    const half = await call(createJob, { token: boss.token, body: jobBody(plumbing, { scheduleDate: day, scheduleStart: "09:00" }) });
    expect(half).toMatchObject({ status: 400, json: { error: JOB_MSG.InvalidShiftEnd } });
    const past = await call(createJob, {
      token: boss.token,
      body: jobBody(plumbing, { scheduleDate: "2020-01-01", scheduleStart: "09:00", scheduleEnd: "10:00" }),
    });
    expect(past).toMatchObject({ status: 400, json: { error: JOB_MSG.PastShift } });
  });

  it("gives an ongoing job weekly rows, and refuses them on a one-time job", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const rows = [
      { weekday: 1, start: "09:00", end: "17:00" },
      { weekday: 5, start: "22:00", end: "02:00" },
    ];
    const job = await postJob(boss.token, plumbing, { type: "Ongoing job", weeklySchedule: JSON.stringify(rows) });
    expect(job).toMatchObject({ timezone: CHI, weeklySchedule: rows, shiftStart: null });
    expect(job.scheduleText).toMatch(/^Mon 9:00 AM – 5:00 PM, Fri 10:00 PM – 2:00 AM \(next day\) C[SD]T$/);
    const wrong = await call(createJob, { token: boss.token, body: jobBody(plumbing, { weeklySchedule: rows }) });
    expect(wrong).toMatchObject({ status: 400, json: { error: JOB_MSG.WeeklyOngoing } });
  });
});

describe("arrival details", () => {
  it("are shown to the employer and the hired worker only", async () => {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const hired = await employee();
    const other = await employee();
    const details = { arrivalNotes: "Ring the bell at the back", contactName: "Dana", whatToBring: "A pipe wrench" };
    const job = await postJob(boss.token, plumbing, details);
    expect(job.arrival).toEqual(details);
    await applyTo(hired.token, job._id);
    await applyTo(other.token, job._id);
    const seen = async (token: string) => (await call(getJob, { token, body: { id: job._id } })).json.job;
    expect((await seen(hired.token)).arrival).toBeNull();
    await hireOn(boss.token, job._id, hired.user.id);
    expect((await seen(hired.token)).arrival).toEqual(details);
    expect((await seen(boss.token)).arrival).toEqual(details);
    const theirs = await seen(other.token);
    expect(theirs.arrival).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain("pipe wrench");
  });
});

describe("clock-in on a scheduled job", () => {
  async function scheduledContract() {
    const { plumbing } = await jobCategories();
    const boss = await employer();
    const w = await employee();
    const day = nextWeekday(3);
    const job = await postJob(boss.token, plumbing, { scheduleDate: day, scheduleStart: "09:00", scheduleEnd: "13:00" });
    await applyTo(w.token, job._id);
    await hireOn(boss.token, job._id, w.user.id);
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: job._id } });
    return { boss, w, jobId: job._id as string, contract };
  }

  it("opens an hour before the start, closes at the end, and marks the shift's first clock-in", async () => {
    const { w, jobId, contract } = await scheduledContract();
    const early = await call(startTimer, { token: w.token, body: { jobId } });
    expect(early.status).toBe(400);
    expect(early.json.error).toMatch(/^Clock-in for this shift opens \w{3}, \w{3} \d{1,2} at 8:00 AM C[SD]T \(60 minutes before it starts/);

    // the shift (the Shift row the hire committed the worker to) starts in 50 minutes: clock-in is open, and
    // the row records it
    const start = new Date(Date.now() + 50 * 60_000);
    const shift = await db.shift.findFirstOrThrow({ where: { contractId: contract.id } });
    await db.shift.update({ where: { id: shift.id }, data: { start, end: new Date(start.getTime() + 4 * H), timezone: CHI } });
    const open = await call(startTimer, { token: w.token, body: { jobId } });
    expect(open.status, JSON.stringify(open.json)).toBe(200);
    const row = await db.shift.findUniqueOrThrow({ where: { id: shift.id } });
    expect(row.clockedInAt).not.toBeNull();

    // once it has ended, clock-in is closed
    await db.timer.deleteMany({ where: { userId: w.user.id } });
    await db.shift.update({ where: { id: shift.id }, data: { start: new Date(Date.now() - 5 * H), end: new Date(Date.now() - H) } });
    const late = await call(startTimer, { token: w.token, body: { jobId } });
    expect(late.status).toBe(400);
    expect(late.json.error).toContain("so clock-in is closed");
  });

  it("flags for the employer the entries with hours outside the schedule", async () => {
    const { w, jobId, boss, contract } = await scheduledContract();
    const start = new Date(Date.now() - 6 * H);
    await db.job.update({ where: { id: jobId }, data: { shiftStart: start, shiftEnd: new Date(start.getTime() + 4 * H) } });
    await db.shift.updateMany({ where: { contractId: contract.id }, data: { start, end: new Date(start.getTime() + 4 * H) } });
    await db.timeEntry.createMany({
      data: [
        {
          contractId: contract.id,
          userId: w.user.id,
          start: new Date(start.getTime() + H),
          end: new Date(start.getTime() + 2 * H),
          type: "manual",
          memo: "inside",
        },
        {
          contractId: contract.id,
          userId: w.user.id,
          start: new Date(start.getTime() + 3 * H),
          end: new Date(start.getTime() + 5 * H),
          type: "manual",
          memo: "late",
        },
      ],
    });
    const sheet = (await call(getTimesheet, { token: boss.token, body: { id: jobId, timezone: CHI } })).json.job;
    const flags = Object.fromEntries(sheet.timesheet.map((e: { memo: string; outsideSchedule: boolean }) => [e.memo, e.outsideSchedule]));
    expect(flags).toEqual({ inside: false, late: true });
    const mine = (await call(getTimesheet, { token: w.token, body: { id: jobId, timezone: CHI } })).json.job;
    expect(mine.timesheet[0]).not.toHaveProperty("outsideSchedule");
  });
});
