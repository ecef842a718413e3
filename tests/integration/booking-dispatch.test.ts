// Dispatch and the queue: deadlines run by the graphile-worker jobs (runDueJobs), idempotent; the reminder;
// the expire call; nobody picked → the best available near the location; recurring occurrences.
import { describe, expect, it } from "vitest";
import { db, pool } from "@/lib/db";
import { runDueJobs } from "@/lib/background/queue";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { expireDue } from "@/lib/booking/answer";
import { nextOccurrence, recurTask } from "@/lib/booking/recurrence";
import { api, employer, passDeadline, payload, statuses, worker } from "./booking-kit";
import { northOf } from "./search-kit";
import { at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";

describe("deadlines by the worker", () => {
  it("a standard request moves to the next employee when the response time runs out, then expires", async () => {
    const boss = await employer();
    const [a, b] = await Promise.all([worker("Ann"), worker("Ben")]);
    const r = (await api.create(boss.token, payload({ employees: [a.user.id, b.user.id] }))).json.request;
    const job = await pool().query(`select run_at from graphile_worker._private_jobs where key = $1`, [`booking-deadline:${r._id}`]);
    expect(new Date(job.rows[0].run_at).getTime()).toBe(new Date(r.employees[0].responseLimit).getTime());

    await passDeadline(r._id);
    await runDueJobs();
    expect(await statuses(r._id)).toMatchObject({ status: "sent", employees: ["expired", "active"] });
    const late = await api.accept(a.token, r._id);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(BOOKING_MSG.ResponseExpired);

    await passDeadline(r._id);
    await runDueJobs();
    expect(await statuses(r._id)).toMatchObject({ status: "expired", employees: ["expired", "expired"] });
    // idempotent: running the deadline again changes nothing
    expect(await expireDue(r._id)).toBe(false);
    expect(await statuses(r._id)).toMatchObject({ status: "expired", employees: ["expired", "expired"] });
  });

  it("a request whose deadline job never ran (the demo data's) is moved on by the minutely sweep", async () => {
    const boss = await employer();
    const [a, b] = await Promise.all([worker("Ann"), worker("Ben")]);
    const r = (await api.create(boss.token, payload({ employees: [a.user.id, b.user.id] }))).json.request;
    await pool().query(`delete from graphile_worker._private_jobs where key = $1`, [`booking-deadline:${r._id}`]);
    await db.bookingEmployee.updateMany({
      where: { requestId: r._id, status: "active" },
      data: { responseLimit: new Date(Date.now() - 1000) },
    });
    const { sweepOverdueTask } = await import("@/lib/booking/tasks");
    expect(await sweepOverdueTask()).toBeGreaterThanOrEqual(1);
    expect(await statuses(r._id)).toMatchObject({ status: "sent", employees: ["expired", "active"] });
    // Ben's time is not up: a second sweep leaves the request alone
    await sweepOverdueTask();
    expect(await statuses(r._id)).toMatchObject({ status: "sent", employees: ["expired", "active"] });
  });

  it("an urgent request expires everyone at once", async () => {
    const boss = await employer();
    const [a, b] = await Promise.all([worker("Ann"), worker("Ben")]);
    const r = (await api.create(boss.token, payload({ bookingType: "urgent", employees: [a.user.id, b.user.id] }))).json.request;
    await passDeadline(r._id);
    await runDueJobs();
    expect(await statuses(r._id)).toMatchObject({ status: "expired", employees: ["expired", "expired"] });
  });

  it("refuses an accept whose deadline passed even before the job ran", async () => {
    const boss = await employer();
    const a = await worker("Ann");
    const r = (await api.create(boss.token, payload({ employees: [a.user.id] }))).json.request;
    await db.bookingEmployee.updateMany({ where: { requestId: r._id }, data: { responseLimit: new Date(Date.now() - 1000) } });
    const res = await api.accept(a.token, r._id);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("Your response time has been expired.");
    expect(await db.job.count({ where: { creatorId: boss.user.id } })).toBe(0);
  });

  it("booking_request/expire (the countdown at zero) expires only what is due, idempotently, for the people of the request", async () => {
    const boss = await employer();
    const [a, b, s] = await Promise.all([worker("Ann"), worker("Ben"), worker("Sam")]);
    const r = (await api.create(boss.token, payload({ employees: [a.user.id, b.user.id] }))).json.request;
    const early = await api.expire(a.token, r._id);
    expect(early.status).toBe(200);
    expect(early.json.request.me.status).toBe("active");
    expect((await api.expire(s.token, r._id)).status).toBe(404);
    await db.bookingEmployee.updateMany({
      where: { requestId: r._id, status: "active" },
      data: { responseLimit: new Date(Date.now() - 1000) },
    });
    const res = await api.expire(a.token, r._id);
    expect(res.json.request).toMatchObject({ me: { status: "expired" }, tab: "EXPIRED" });
    expect((await api.expire(a.token, r._id)).status).toBe(200);
    expect(await statuses(r._id)).toMatchObject({ status: "sent", employees: ["expired", "active"] });
  });

  it("reminds the active employee before their time runs out, once", async () => {
    const boss = await employer();
    const a = await worker("Ann");
    const r = (await api.create(boss.token, payload({ employees: [a.user.id], responseTimeLimit: 60 }))).json.request;
    const job = await pool().query(`select run_at from graphile_worker._private_jobs where key = $1`, [`booking-reminder:${r._id}`]);
    expect(new Date(job.rows[0].run_at).getTime()).toBe(new Date(r.employees[0].responseLimit).getTime() - 20 * 60_000);
    await pool().query(`update graphile_worker._private_jobs set run_at = now() where key = $1`, [`booking-reminder:${r._id}`]);
    await runDueJobs();
    const notes = await db.notification.findMany({ where: { userId: a.user.id, type: "booking_request_reminder" } });
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toMatch(/^Reminder: \d+ minutes left to answer the booking request "Event server"\.$/);
    const { reminderTask } = await import("@/lib/booking/tasks");
    await reminderTask({ requestId: r._id });
    expect(await db.notification.count({ where: { userId: a.user.id, type: "booking_request_reminder" } })).toBe(1);
  });
});

describe("nobody picked", () => {
  it("goes to the best available employees near the location, and is refused when nobody is available", async () => {
    const place = await uniquePoint();
    const near = await provider(place);
    const further = await provider(northOf(place, 10));
    const evenings = await provider(place);
    for (const p of [near, further])
      expect((await update(p.token, { type: "weekly", timezone: "America/New_York", sheetData: week() })).status).toBe(200);
    await update(evenings.token, { type: "weekly", timezone: "America/New_York", sheetData: week("6:00 PM", "11:00 PM") });
    const boss = await employer();
    const monday = nextWeekday(1);
    const body = payload({
      lat: place.lat,
      lng: place.lng,
      city: "Testville",
      state: "NV",
      shiftDate: at(monday, "10:00").getTime(),
      shiftEnd: at(monday, "14:00").getTime(),
      shiftTime: "10:00 AM",
      employees: [],
    });
    const res = await api.create(boss.token, body);
    expect(res.status).toBe(200);
    const r = res.json.request;
    expect(r.autoPicked).toBe(true);
    const rows = await db.bookingEmployee.findMany({ where: { requestId: r._id }, orderBy: { position: "asc" } });
    // available for the whole shift (9:00 AM to 5:00 PM); no roster: the best matches are asked at once (tier 2)
    expect(rows.map((x) => [x.userId, x.status, x.tier])).toEqual([
      [near.user.id, "active", 2],
      [further.user.id, "active", 2],
    ]);
    const sunday = await api.create(boss.token, {
      ...body,
      shiftDate: at(nextWeekday(0), "10:00").getTime(),
      shiftEnd: at(nextWeekday(0), "14:00").getTime(),
    });
    expect(sunday.status).toBe(409);
    expect(sunday.json.error).toBe(BOOKING_MSG.NobodyAvailable);
  });
});

describe("recurring bookings", () => {
  it("computes occurrences on the chosen weekdays every N weeks, keeping the local time across a DST change", () => {
    // Friday Oct 30 2026, 9:00 AM in New York (EDT, UTC-4); DST ends Sunday Nov 1
    const head = {
      shiftDate: new Date("2026-10-30T13:00:00Z"),
      timezone: "America/New_York",
      repeatDuration: 2,
      repeatOn: ["Monday", "Friday"],
    };
    const a = nextOccurrence(head, head.shiftDate)!;
    // the same week's Monday is before the head; the next one in week 0 is none → week 2's Monday Nov 9, 9:00 EST
    expect(a.toISOString()).toBe("2026-11-09T14:00:00.000Z");
    const b = nextOccurrence(head, a)!;
    expect(b.toISOString()).toBe("2026-11-13T14:00:00.000Z");
    const weekly = { ...head, repeatDuration: 1, repeatOn: ["Monday"] };
    expect(nextOccurrence(weekly, head.shiftDate)!.toISOString()).toBe("2026-11-02T14:00:00.000Z");
  });

  it("creates each occurrence on schedule, once, with the same employees, and stops when the first request is deleted", async () => {
    const boss = await employer({ level: 3 });
    const a = await worker("Ann");
    const start = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
    const r = (
      await api.create(
        boss.token,
        payload({
          shiftDate: start,
          shiftEnd: start + 10 * 3_600_000,
          arrivalNotes: "Side door",
          employees: [a.user.id],
          isRecurring: true,
          repeatDuration: 1,
          repeatOn: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        }),
      )
    ).json.request;
    const queued = await pool().query(`select run_at from graphile_worker._private_jobs where key = $1`, [`booking-recur:${r._id}`]);
    expect(queued.rows).toHaveLength(1);
    await recurTask({ headId: r._id });
    await recurTask({ headId: r._id });
    const occurrences = await db.bookingRequest.findMany({
      where: { seriesId: r._id },
      orderBy: { shiftDate: "asc" },
      include: { employees: true },
    });
    // daily, each created 48 hours before its shift: only tomorrow's is due yet (and never twice)
    expect(occurrences.length).toBe(1);
    expect(occurrences[0].shiftDate.getTime() - start).toBe(24 * 3_600_000);
    // the same local start and end (ten hours later, overnight or not), and the same arrival details
    expect(occurrences[0].shiftEnd.getTime() - occurrences[0].shiftDate.getTime()).toBe(10 * 3_600_000);
    expect(occurrences[0].arrivalNotes).toBe("Side door");
    expect(occurrences[0].employees.map((e) => [e.userId, e.status])).toEqual([[a.user.id, "active"]]);
    expect((await api.del(boss.token, r._id)).status).toBe(200);
    await recurTask({ headId: r._id });
    expect(await db.bookingRequest.count({ where: { seriesId: r._id } })).toBe(1);
  });
});
