// job/add_timesheet, job/remove_timesheet, job/get_timesheet and hourly pay from tracked hours against real
// PostgreSQL: the manual-time rules (date in the current week up to today, 10-minute steps, end after start),
// owner-only, no overlaps across all of a provider's contracts (an exclusion constraint), nothing on a
// contract that is not progressing, a daylight-saving week in America/New_York, and the employer's report.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { employee } from "./job-kit";
import { setFeePercent } from "./wallet-kit";
import { hourlyContract, roomyZone, today } from "./time-kit";
import { POST as addTimesheet } from "@/app/api/job/add_timesheet/route";
import { POST as removeTimesheet } from "@/app/api/job/remove_timesheet/route";
import { POST as getTimesheet } from "@/app/api/job/get_timesheet/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as startTimer } from "@/app/api/user/start_timer/route";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { addTimeEntry } from "@/lib/timesheets/entries";
import { getTimesheet as readTimesheet } from "@/lib/timesheets/queries";
import { quoteContractPayment } from "@/lib/money/pay/pay-contract";
import { addDays, dayKey, weekRange, zonedInstant } from "@/lib/time/zone";

const tz = roomyZone();
const manual = (token: string, id: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
  call(addTimesheet, { token, body: { id, start, end, memo: "By hand", type: "manual", timezone: tz, ...extra } });

beforeAll(async () => {
  await setFeePercent(10);
});

describe("job/add_timesheet", () => {
  it("adds manual time: the timesheet lists it, the report counts it, the employer is told", async () => {
    const { owner, worker, jobId } = await hourlyContract();
    const { status, json } = await manual(worker.token, jobId, today(tz, 0), today(tz, 90));
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.job).toMatchObject({
      _id: jobId,
      viewerRole: "provider",
      canEdit: true,
      timezone: tz,
      report: { todaySeconds: 5400, weekSeconds: 5400, sinceStartSeconds: 5400, todayHours: 1.5 },
    });
    expect(json.job.timesheet).toEqual([
      { _id: expect.any(String), start: today(tz, 0), end: today(tz, 90), memo: "By hand", type: "manual", seconds: 5400, paidAt: null },
    ]);
    expect(json.job.diary).toHaveLength(1);
    const note = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "time_added" } });
    expect(note.message).toMatch(
      /^Pat Provider added 1h 30m of time by hand to "Fix a leaking kitchen sink" \(.+, 12:00 AM – 1:30 AM\)\.$/,
    );
    const seen = await call(getTimesheet, { token: owner.token, body: { id: jobId, timezone: tz } });
    expect(seen.json.job).toMatchObject({ viewerRole: "employer", canEdit: false, report: { todaySeconds: 5400, weekSeconds: 5400 } });
  });

  it("keeps the modal's rules: 10-minute steps, end after start, not in the future, only this week up to today, manual type", async () => {
    const { worker, jobId } = await hourlyContract();
    expect(await manual(worker.token, jobId, today(tz, 5), today(tz, 60))).toMatchObject({ status: 400, json: { error: TIME_MSG.Step } });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 65))).toMatchObject({ status: 400, json: { error: TIME_MSG.Step } });
    expect(await manual(worker.token, jobId, today(tz, 60), today(tz, 60))).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.InvalidEnd },
    });
    expect(await manual(worker.token, jobId, today(tz, 60), today(tz, 30))).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.InvalidEnd },
    });
    expect(await manual(worker.token, jobId, "not a time", today(tz, 30))).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.InvalidStart },
    });
    expect(await manual(worker.token, jobId, today(tz, 0), "2026-13-45")).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.InvalidEnd },
    });
    const tomorrow = addDays(dayKey(new Date(), tz), 1);
    expect(
      await manual(worker.token, jobId, zonedInstant(tomorrow, 0, tz).toISOString(), zonedInstant(tomorrow, 60, tz).toISOString()),
    ).toMatchObject({ status: 400, json: { error: TIME_MSG.InvalidDate } });
    const lastWeek = addDays(weekRange(new Date(), tz).days[0], -1);
    expect(
      await manual(worker.token, jobId, zonedInstant(lastWeek, 600, tz).toISOString(), zonedInstant(lastWeek, 660, tz).toISOString()),
    ).toMatchObject({ status: 400, json: { error: TIME_MSG.InvalidDate } });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 23 * 60 + 50))).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.Future },
    });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 60), { type: "track" })).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.ManualOnly },
    });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 60), { timezone: "Nowhere/City" })).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.BadTimeZone },
    });
    expect(await db.timeEntry.count({ where: { userId: worker.user.id } })).toBe(0);
  });

  it("only the hired provider, only while progressing, never before the hire", async () => {
    const { owner, worker, jobId, contract } = await hourlyContract();
    const stranger = await employee();
    expect(await manual(owner.token, jobId, today(tz, 0), today(tz, 60))).toMatchObject({ status: 403 });
    expect(await manual(stranger.token, jobId, today(tz, 0), today(tz, 60))).toMatchObject({
      status: 403,
      json: { error: TIME_MSG.NotHired },
    });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 60), { userId: stranger.user.id })).toMatchObject({
      status: 403,
      json: { error: TIME_MSG.NotYou },
    });
    await db.contract.update({ where: { id: contract.id }, data: { createdAt: new Date() } });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 10))).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.BeforeHire },
    });
    await db.contract.update({ where: { id: contract.id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
    await call(completeContract, { token: owner.token, body: { id: jobId } });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 60))).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.NotProgressing },
    });
    expect(await db.timeEntry.count({ where: { contractId: contract.id } })).toBe(0);
  });

  it("entries of one provider never overlap, across two contracts, even when two arrive at once (exclusion constraint)", async () => {
    const a = await hourlyContract();
    const b = await hourlyContract();
    await db.contract.update({ where: { id: b.contract.id }, data: { userId: a.worker.user.id } });
    const token = a.worker.token;
    expect((await manual(token, a.jobId, today(tz, 0), today(tz, 60))).status).toBe(200);
    const clash = await manual(token, b.jobId, today(tz, 30), today(tz, 90));
    expect(clash.status).toBe(409);
    expect(clash.json.error).toMatch(
      /^This time overlaps your entry of .+, 12:00 AM – 1:00 AM on "Fix a leaking kitchen sink" already in your timesheet\./,
    );
    // touching ends are fine: [00:00, 01:00) then [01:00, 01:30)
    expect((await manual(token, b.jobId, today(tz, 60), today(tz, 90))).status).toBe(200);
    const race = await Promise.all([
      manual(token, a.jobId, today(tz, 100), today(tz, 120)),
      manual(token, b.jobId, today(tz, 110), today(tz, 120)),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.status === 409)!.json.error).toMatch(/^This time overlaps/);
    // the database itself refuses, whatever writes the row
    await expect(
      db.timeEntry.create({
        data: {
          contractId: b.contract.id,
          userId: a.worker.user.id,
          start: new Date(today(tz, 20)),
          end: new Date(today(tz, 40)),
          type: "manual",
        },
      }),
    ).rejects.toThrow(/TimeEntry_no_overlap|23P01|exclusion/i);
    // another provider's time at the same hours is theirs
    const other = await hourlyContract();
    expect((await manual(other.worker.token, other.jobId, today(tz, 0), today(tz, 60))).status).toBe(200);
  });

  it("does not overlap the running timer", async () => {
    const { worker, jobId } = await hourlyContract();
    await call(startTimer, { token: worker.token, body: { jobId } });
    await db.timer.update({ where: { userId: worker.user.id }, data: { startAt: new Date(today(tz, 30)) } });
    expect(await manual(worker.token, jobId, today(tz, 0), today(tz, 40))).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.TimerOverlap },
    });
    expect((await manual(worker.token, jobId, today(tz, 0), today(tz, 30))).status).toBe(200);
  });
});

describe("a daylight-saving week in America/New_York", () => {
  it("counts real elapsed time: Sunday Nov 1 2026 00:00–03:00 local is 4 hours; the week has 169 hours", async () => {
    const ny = "America/New_York";
    const now = new Date("2026-11-04T17:00:00Z"); // Wednesday noon, EST
    const week = weekRange(now, ny);
    expect(week.days[0]).toBe("2026-11-01");
    expect((week.end.getTime() - week.start.getTime()) / 3600_000).toBe(169);
    expect(
      weekRange(new Date("2026-03-11T16:00:00Z"), ny).end.getTime() - weekRange(new Date("2026-03-11T16:00:00Z"), ny).start.getTime(),
    ).toBe(167 * 3600_000);

    const { worker, jobId, contract } = await hourlyContract();
    await db.contract.update({ where: { id: contract.id }, data: { createdAt: new Date("2026-10-20T12:00:00Z") } });
    const start = zonedInstant("2026-11-01", 0, ny); // 04:00Z (EDT)
    const end = zonedInstant("2026-11-01", 180, ny); // 08:00Z (EST)
    expect([start.toISOString(), end.toISOString()]).toEqual(["2026-11-01T04:00:00.000Z", "2026-11-01T08:00:00.000Z"]);
    const { job } = await addTimeEntry(worker.user, { id: jobId, start, end, memo: "Night shift", type: "manual", timezone: ny }, now);
    expect(job.timesheet[0].seconds).toBe(4 * 3600);
    expect(job.report).toMatchObject({ weekSeconds: 4 * 3600, todaySeconds: 0 });
    expect(job.report.days[0]).toEqual({ date: "2026-11-01", seconds: 4 * 3600 });
    // Saturday Oct 31 is last week then
    await expect(
      addTimeEntry(
        worker.user,
        {
          id: jobId,
          start: zonedInstant("2026-10-31", 600, ny),
          end: zonedInstant("2026-10-31", 660, ny),
          memo: "",
          type: "manual",
          timezone: ny,
        },
        now,
      ),
    ).rejects.toMatchObject({ status: 400, message: TIME_MSG.InvalidDate });
    // the same entry seen from Tokyo falls on Sunday afternoon there
    const tokyo = await readTimesheet(jobId, worker.user.id, "Asia/Tokyo", now);
    expect(tokyo.diary[0].week).toBe("2026-11-01");
  });
});

describe("job/remove_timesheet", () => {
  it("the owner removes an entry while the job is active; nobody else, and not once it ended", async () => {
    const { owner, worker, jobId } = await hourlyContract();
    const first = await manual(worker.token, jobId, today(tz, 0), today(tz, 30));
    const second = await manual(worker.token, jobId, today(tz, 30), today(tz, 60));
    const [e1, e2] = [first.json.job.timesheet[0]._id, second.json.job.timesheet[0]._id];
    const stranger = await employee();
    expect(await call(removeTimesheet, { token: stranger.token, body: { id: e1, projectId: jobId } })).toMatchObject({
      status: 403,
      json: { error: TIME_MSG.NotYourEntry },
    });
    expect(await call(removeTimesheet, { token: owner.token, body: { id: e1, projectId: jobId } })).toMatchObject({ status: 403 });
    expect(await call(removeTimesheet, { token: worker.token, body: { id: e1, projectId: "other" } })).toMatchObject({
      status: 400,
      json: { error: TIME_MSG.WrongProject },
    });
    expect(await call(removeTimesheet, { token: worker.token, body: { id: "missing", projectId: jobId } })).toMatchObject({
      status: 404,
      json: { error: TIME_MSG.EntryNotFound },
    });
    const removed = await call(removeTimesheet, { token: worker.token, body: { id: e2, projectId: jobId, timezone: tz } });
    expect(removed.status).toBe(200);
    expect(removed.json.job.timesheet.map((e: { _id: string }) => e._id)).toEqual([e1]);
    await call(completeContract, { token: owner.token, body: { id: jobId } });
    expect(await call(removeTimesheet, { token: worker.token, body: { id: e1, projectId: jobId } })).toMatchObject({
      status: 409,
      json: { error: TIME_MSG.NotProgressing },
    });
    expect(await db.timeEntry.count({ where: { id: e1 } })).toBe(1);
  });
});

describe("job/get_timesheet", () => {
  it("is for the employer and the hired provider only", async () => {
    const { jobId } = await hourlyContract();
    const stranger = await employee();
    expect(await call(getTimesheet, { token: stranger.token, body: { id: jobId } })).toMatchObject({
      status: 403,
      json: { error: TIME_MSG.NotParty },
    });
    expect(await call(getTimesheet, { token: stranger.token, body: { id: "missing" } })).toMatchObject({ status: 404 });
  });
});

describe("paying an hourly contract", () => {
  it("pays rate × tracked minutes / 60 instead of the hired duration", async () => {
    const { owner, worker, jobId, contract } = await hourlyContract({ fundCents: 50_000 });
    expect((await quoteContractPayment(jobId, owner.user.id)).amounts).toMatchObject({
      hours: 4,
      hoursTracked: false,
      subTotalCents: 16_000,
    });
    await manual(worker.token, jobId, today(tz, 0), today(tz, 90));
    // a tracked entry of 61 seconds: 90 min + 61 s → 91 min; $40/h × 91 / 60 = 6066.67 ¢ → $60.67
    const s = new Date(today(tz, 100));
    await db.timeEntry.create({
      data: { contractId: contract.id, userId: worker.user.id, start: s, end: new Date(s.getTime() + 61_000), type: "track" },
    });
    const quote = await quoteContractPayment(jobId, owner.user.id);
    expect(quote.amounts).toMatchObject({ minutes: 91, hoursTracked: true, subTotalCents: 6067, feeCents: 607, totalCents: 6674 });
    const { status, json } = await call(payJob, {
      token: owner.token,
      body: { jobId, customerId: owner.user.id, providerId: worker.user.id, total: 66.74, subTotal: 60.67 },
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.payment).toMatchObject({ subTotal: 60.67, fee: 6.07, total: 66.74 });
  });
});
