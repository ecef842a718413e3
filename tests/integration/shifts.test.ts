// A worker's commitment to a shift against real PostgreSQL: the Shift written with the hire (booking accept,
// scheduled one-time job), never two at once (409, also when two accepts race), dispatch leaving busy workers
// out, the shift following its contract, confirmation (its window, a race with a cancellation), the list,
// keep-unconfirmed and the confirmation deadline, reminders (queued, moved, removed, e-mailed when away) and
// "On my way".
import { describe, expect, it } from "vitest";
import { db, pool } from "@/lib/db";
import { call } from "../helpers/api";
import { api, employer, payload, worker } from "./booking-kit";
import { applyTo, employee, employer as jobEmployer, jobCategories, postJob } from "./job-kit";
import { POST as confirm } from "@/app/api/shift/confirm/route";
import { POST as cancelShiftRoute } from "@/app/api/shift/cancel/route";
import { EMPLOYER_CANCEL_REASONS } from "@/lib/cancellations/messages";
import { POST as keep } from "@/app/api/shift/keep_unconfirmed/route";
import { POST as onMyWay } from "@/app/api/shift/on_my_way/route";
import { GET as list } from "@/app/api/shift/list/route";
import { POST as hire } from "@/app/api/job/hire/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { SHIFT_MSG } from "@/lib/shifts/messages";
import { confirmDeadlineTask, reminderMailTask, reminderTask } from "@/lib/shifts/tasks";
import { moveShift } from "@/lib/shifts/move";
import { northOf } from "./search-kit";
import { at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";

const HOUR = 3_600_000;
const shiftApi = {
  confirm: (token: string, shiftId: string) => call(confirm, { token, body: { shiftId } }),
  keep: (token: string, shiftId: string) => call(keep, { token, body: { shiftId } }),
  onMyWay: (token: string, shiftId: string) => call(onMyWay, { token, body: { shiftId } }),
  list: (token: string, query: Record<string, string> = {}) => call(list, { token, method: "GET", query }),
};

/** A request to these workers starting `hoursAhead` from now (8 hours long), answered by nobody yet. */
async function request(boss: { token: string }, workers: string[], hoursAhead = 30, over: Record<string, unknown> = {}) {
  const res = await api.create(boss.token, payload({ employees: workers, shiftDate: Date.now() + hoursAhead * HOUR, ...over }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.request._id as string;
}

/** A worker booked through an accepted request: the employer, the worker, the request and the shift. */
async function booked(hoursAhead = 30, arrival: { arrivalNotes?: string; contactName?: string; whatToBring?: string } = {}) {
  const boss = await employer();
  const w = await worker();
  const id = await request(boss, [w.user.id], hoursAhead);
  await db.bookingRequest.update({ where: { id }, data: arrival });
  const res = await api.accept(w.token, id);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const shift = await db.shift.findFirstOrThrow({ where: { bookingId: id } });
  return { boss, w, id, shift };
}

const jobKeys = async (shiftId: string) =>
  (
    await pool().query<{ key: string; run_at: Date; task: string }>(
      `select key, run_at, t.identifier as task from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where key like $1 order by key`,
      [`%${shiftId}%`],
    )
  ).rows;

describe("the commitment", () => {
  it("writes the shift with the accept: times, zone, booking, job and contract, its jobs and the worker's notice", async () => {
    const { boss, w, id, shift } = await booked(30, { arrivalNotes: "Use the side door", contactName: "Dana", whatToBring: "Black shoes" });
    const r = await db.bookingRequest.findUniqueOrThrow({ where: { id } });
    const contract = await db.contract.findUniqueOrThrow({ where: { jobId: r.jobId! } });
    expect(shift).toMatchObject({
      status: "booked",
      start: r.shiftDate,
      end: r.shiftEnd,
      timezone: r.timezone,
      jobId: r.jobId,
      contractId: contract.id,
      userId: w.user.id,
      employerId: boss.user.id,
    });
    const keys = await jobKeys(shift.id);
    expect(keys.map((k) => [k.key, k.run_at.getTime()])).toEqual([
      [`shift-arrival:${shift.id}`, shift.start.getTime() - 30 * 60_000],
      [`shift-deadline:${shift.id}`, shift.start.getTime() - 12 * HOUR],
      [`shift-reminder:${shift.id}:2`, shift.start.getTime() - 2 * HOUR],
      [`shift-reminder:${shift.id}:24`, shift.start.getTime() - 24 * HOUR],
    ]);
    const note = await db.notification.findFirstOrThrow({ where: { userId: w.user.id, type: "shift_booked" } });
    expect(note.message).toContain("Please confirm");
    expect(note.requestId).toBe(id);
  });

  it("refuses an overlapping accept with 409 and keeps nothing of it", async () => {
    const boss = await employer();
    const w = await worker();
    // both asked before either is accepted (a busy worker is not asked at all)
    const [first, second] = [await request(boss, [w.user.id], 30), await request(boss, [w.user.id], 33)];
    expect((await api.accept(w.token, first)).status).toBe(200);
    const res = await api.accept(w.token, second);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(SHIFT_MSG.OverlapSelf);
    const r = await db.bookingRequest.findUniqueOrThrow({ where: { id: second }, include: { employees: true } });
    expect(r.status).toBe("sent");
    expect(r.jobId).toBeNull();
    expect(r.employees[0].status).toBe("active");
    expect(await db.shift.count({ where: { userId: w.user.id } })).toBe(1);
    // a shift right after the first one is fine
    const after = await request(boss, [w.user.id], 38);
    expect((await api.accept(w.token, after)).status).toBe(200);
  });

  it("of two overlapping accepts at once by one worker, one wins and one gets 409", async () => {
    const boss = await employer();
    const w = await worker();
    const [a, b] = [await request(boss, [w.user.id], 30), await request(boss, [w.user.id], 31)];
    const results = await Promise.all([api.accept(w.token, a), api.accept(w.token, b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.error).toBe(SHIFT_MSG.OverlapSelf);
    expect(await db.shift.count({ where: { userId: w.user.id } })).toBe(1);
    expect(await db.job.count({ where: { creatorId: boss.user.id } })).toBe(1);
  });

  it("writes the shift with the hire of a scheduled one-time job, and refuses the employer's overlapping hire with the name", async () => {
    const cats = await jobCategories();
    const boss = await jobEmployer({ credit: 5 });
    const pat = await employee();
    const start = new Date(Date.now() + 40 * HOUR);
    const schedule = { shiftStart: start, shiftEnd: new Date(start.getTime() + 4 * HOUR), timezone: "America/Chicago" };
    const [one, two] = [await postJob(boss.token, cats.plumbing), await postJob(boss.token, cats.plumbing)];
    await db.job.updateMany({ where: { id: { in: [one._id, two._id] } }, data: schedule });
    await applyTo(pat.token, one._id);
    await applyTo(pat.token, two._id);
    expect((await call(hire, { token: boss.token, body: { id: one._id, userId: pat.user.id } })).status).toBe(200);
    expect(await db.shift.findFirstOrThrow({ where: { jobId: one._id } })).toMatchObject({
      start: schedule.shiftStart,
      end: schedule.shiftEnd,
      timezone: schedule.timezone,
      status: "booked",
      userId: pat.user.id,
    });
    const refused = await call(hire, { token: boss.token, body: { id: two._id, userId: pat.user.id } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("Pat Provider already has a shift at that time.");
    expect(await db.job.findUniqueOrThrow({ where: { id: two._id }, select: { status: true } })).toMatchObject({ status: 0 });
    expect(await db.contract.count({ where: { jobId: two._id } })).toBe(0);
  });

  it("of two employers hiring one worker for overlapping shifts at once, one hire stands and one gets 409", async () => {
    const cats = await jobCategories();
    const [one, two] = [await jobEmployer({ credit: 2 }), await jobEmployer({ credit: 2 })];
    const pat = await employee();
    const start = new Date(Date.now() + 50 * HOUR);
    const jobs = [await postJob(one.token, cats.plumbing), await postJob(two.token, cats.plumbing)];
    for (const [i, job] of jobs.entries()) {
      const from = new Date(start.getTime() + i * HOUR);
      await db.job.update({
        where: { id: job._id },
        data: { shiftStart: from, shiftEnd: new Date(from.getTime() + 4 * HOUR), timezone: "America/Chicago" },
      });
      await applyTo(pat.token, job._id);
    }
    const results = await Promise.all([
      call(hire, { token: one.token, body: { id: jobs[0]._id, userId: pat.user.id } }),
      call(hire, { token: two.token, body: { id: jobs[1]._id, userId: pat.user.id } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.error).toBe("Pat Provider already has a shift at that time.");
    expect(await db.shift.count({ where: { userId: pat.user.id } })).toBe(1);
    expect(await db.contract.count({ where: { userId: pat.user.id } })).toBe(1);
  });

  it("dispatch leaves out a worker who already has a shift at that time", async () => {
    const { boss, w } = await booked(30);
    const free = await worker("Ben");
    const id = await request(boss, [w.user.id, free.user.id], 32);
    const r = await db.bookingRequest.findUniqueOrThrow({ where: { id }, include: { employees: { orderBy: { position: "asc" } } } });
    expect(r.employees.map((e) => e.status)).toEqual(["expired", "active"]);
    expect(await db.notification.count({ where: { userId: w.user.id, requestId: id } })).toBe(0);
    // everyone busy: the request ends at once
    const busyOnly = await request(boss, [w.user.id], 32, { bookingType: "urgent" });
    expect((await db.bookingRequest.findUniqueOrThrow({ where: { id: busyOnly } })).status).toBe("expired");
  });

  it("the automatic pick leaves out an available worker who already has a shift at that time", async () => {
    const place = await uniquePoint();
    const near = await provider(place);
    const further = await provider(northOf(place, 10));
    for (const p of [near, further])
      expect((await update(p.token, { type: "weekly", timezone: "America/New_York", sheetData: week() })).status).toBe(200);
    const boss = await employer();
    const start = at(nextWeekday(1), "10:00");
    const body = { lat: place.lat, lng: place.lng, city: "Testville", state: "NV", shiftTime: "10:00 AM" };
    // near is booked from 9:00 to 17:00 that day through another request
    const first = (await api.create(boss.token, payload({ ...body, employees: [near.user.id], shiftDate: start.getTime() - HOUR }))).json
      .request;
    expect((await api.accept(near.token, first._id)).status).toBe(200);
    const res = await api.create(
      boss.token,
      payload({ ...body, employees: [], shiftDate: start.getTime(), shiftEnd: start.getTime() + 4 * HOUR }),
    );
    expect(res.status).toBe(200);
    const rows = await db.bookingEmployee.findMany({ where: { requestId: res.json.request._id }, orderBy: { position: "asc" } });
    expect(rows.map((x) => [x.userId, x.status])).toEqual([[further.user.id, "active"]]);
  });

  it("follows its contract: completed, or canceled with its reminders removed", async () => {
    const a = await booked(30);
    const jobA = (await db.bookingRequest.findUniqueOrThrow({ where: { id: a.id } })).jobId!;
    expect((await call(completeContract, { token: a.boss.token, body: { id: jobA } })).status).toBe(200);
    expect((await db.shift.findUniqueOrThrow({ where: { id: a.shift.id } })).status).toBe("completed");

    const b = await booked(30);
    const jobB = (await db.bookingRequest.findUniqueOrThrow({ where: { id: b.id } })).jobId!;
    expect((await call(cancelContract, { token: b.boss.token, body: { id: jobB } })).status).toBe(200);
    expect(await db.shift.findUniqueOrThrow({ where: { id: b.shift.id } })).toMatchObject({ status: "canceled", canceledBy: "employer" });
    expect(await jobKeys(b.shift.id)).toEqual([]);
  });
});

describe("confirmation", () => {
  it("opens 48 hours before the start, is the worker's only, and is idempotent", async () => {
    const early = await booked(60);
    const res = await shiftApi.confirm(early.w.token, early.shift.id);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(SHIFT_MSG.ConfirmTooEarly(48));

    const { boss, w, shift } = await booked(30);
    const other = await worker("Eve");
    expect((await shiftApi.confirm(other.token, shift.id)).status).toBe(404);
    expect((await shiftApi.confirm(boss.token, shift.id)).status).toBe(403);
    const ok = await shiftApi.confirm(w.token, shift.id);
    expect(ok.status).toBe(200);
    expect(ok.json.shift).toMatchObject({ status: "confirmed", _id: shift.id });
    expect(ok.json.shift.confirmedAt).toBeTruthy();
    expect((await shiftApi.confirm(w.token, shift.id)).status).toBe(200);
    expect(await db.notification.count({ where: { userId: boss.user.id, type: "shift_confirmed" } })).toBe(1);
    expect((await jobKeys(shift.id)).map((k) => k.key)).not.toContain(`shift-deadline:${shift.id}`);
  });

  it("a confirmation racing a cancellation fails cleanly with 409", async () => {
    const { w, shift } = await booked(30);
    const client = await pool().connect();
    try {
      await client.query("begin");
      await client.query(`update "Shift" set status = 'canceled', "canceledAt" = now() where id = $1`, [shift.id]);
      const pending = shiftApi.confirm(w.token, shift.id);
      await new Promise((r) => setTimeout(r, 300)); // the confirmation now waits on the row
      await client.query("commit");
      const res = await pending;
      expect(res.status).toBe(409);
      expect(res.json.error).toBe(SHIFT_MSG.Canceled);
    } finally {
      client.release();
    }
    expect(await db.shift.findUniqueOrThrow({ where: { id: shift.id } })).toMatchObject({ status: "canceled", confirmedAt: null });
  });

  it("a confirmation and the employer's late cancellation at once: the shift ends cancelled, paid once, confirmed only if first", async () => {
    for (let i = 0; i < 3; i++) {
      const { boss, w, shift } = await booked(20);
      const [confirmed, canceled] = await Promise.all([
        shiftApi.confirm(w.token, shift.id),
        call(cancelShiftRoute, { token: boss.token, body: { shiftId: shift.id, reason: EMPLOYER_CANCEL_REASONS[0] } }),
      ]);
      // the cancellation stands either way: a confirmed shift can be cancelled too
      expect(canceled.status, JSON.stringify(canceled.json)).toBe(200);
      const final = await db.shift.findUniqueOrThrow({ where: { id: shift.id } });
      expect(final.status).toBe("canceled");
      if (confirmed.status === 200) {
        expect(final.confirmedAt).not.toBeNull();
        expect(await db.notification.count({ where: { userId: boss.user.id, type: "shift_confirmed" } })).toBe(1);
      } else {
        expect(confirmed.status).toBe(409);
        expect(confirmed.json.error).toBe(SHIFT_MSG.Canceled);
        expect(final.confirmedAt).toBeNull();
        expect(await db.notification.count({ where: { userId: boss.user.id, type: "shift_confirmed" } })).toBe(0);
      }
      // the late cancellation pays the worker once, and the worker hears of it once
      expect(await db.cancellationPay.count({ where: { shiftId: shift.id } })).toBe(1);
      expect(await db.notification.count({ where: { userId: w.user.id, type: "shift_canceled" } })).toBe(1);
    }
  });

  it("lists the caller's shifts: the worker reads the arrival facts, the employer who is coming, others nothing", async () => {
    const { boss, w, id, shift } = await booked(30, { arrivalNotes: "Use the side door", contactName: "Dana", whatToBring: "Black shoes" });
    const mine = await shiftApi.list(w.token);
    expect(mine.status).toBe(200);
    expect(mine.json.shifts).toHaveLength(1);
    expect(mine.json.shifts[0]).toMatchObject({
      _id: shift.id,
      status: "booked",
      role: "worker",
      job: { title: "Event server" },
      address: "Austin, TX, USA",
      arrivalNotes: "Use the side door",
      contactName: "Dana",
      whatToBring: "Black shoes",
      request: id,
      onMyWayAt: null,
    });
    expect(mine.json.policy).toMatchObject({ confirmWindowHours: 48, onMyWayMinutes: 90 });
    const theirs = await shiftApi.list(boss.token, { bookingId: id });
    expect(theirs.json.shifts[0]).toMatchObject({ _id: shift.id, role: "employer", worker: { name: "Pat Lee" } });
    expect(theirs.json.shifts[0].arrivalNotes).toBeUndefined();
    const stranger = await worker("Eve");
    expect((await shiftApi.list(stranger.token)).json.shifts).toEqual([]);
  });
});

describe("the confirmation deadline", () => {
  it("tells the employer and asks for a backfill, once, when the worker has not confirmed", async () => {
    const { boss, shift } = await booked(30);
    const at = new Date(shift.start.getTime() - 12 * HOUR);
    expect(await confirmDeadlineTask({ shiftId: shift.id }, at)).toBe("told");
    expect(await confirmDeadlineTask({ shiftId: shift.id }, at)).toBe("skipped");
    const note = await db.notification.findFirstOrThrow({ where: { userId: boss.user.id, type: "shift_unconfirmed" } });
    expect(note.message).toContain("has not confirmed");
    const { rows } = await pool().query(
      `select payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'backfill:start' and j.payload->>'shiftId' = $1`,
      [shift.id],
    );
    expect(rows.map((r) => r.payload)).toEqual([{ shiftId: shift.id, reason: "unconfirmed" }]);
    expect((await db.shift.findUniqueOrThrow({ where: { id: shift.id } })).unconfirmedNoticeAt).toEqual(at);
  });

  it("does nothing for a confirmed or kept shift; keeping is the employer's, before the deadline", async () => {
    const a = await booked(30);
    await shiftApi.confirm(a.w.token, a.shift.id);
    expect(await confirmDeadlineTask({ shiftId: a.shift.id }, new Date(a.shift.start.getTime() - 12 * HOUR))).toBe("skipped");

    const b = await booked(30);
    expect((await shiftApi.keep(b.w.token, b.shift.id)).status).toBe(403);
    const kept = await shiftApi.keep(b.boss.token, b.shift.id);
    expect(kept.status).toBe(200);
    expect(kept.json.shift.keepUnconfirmed).toBe(true);
    expect(await confirmDeadlineTask({ shiftId: b.shift.id }, new Date(b.shift.start.getTime() - 12 * HOUR))).toBe("skipped");
    expect(await db.notification.count({ where: { userId: b.boss.user.id, type: "shift_unconfirmed" } })).toBe(0);

    const late = await booked(10);
    const refused = await shiftApi.keep(late.boss.token, late.shift.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(SHIFT_MSG.KeepTooLate);
  });
});

describe("reminders", () => {
  it("remind in the app with the address, contact, what to bring and notes, and e-mail when still unread", async () => {
    const { w, shift } = await booked(30, { arrivalNotes: "Use the side door", contactName: "Dana", whatToBring: "Black shoes" });
    const at = new Date(shift.start.getTime() - 24 * HOUR);
    expect(await reminderTask({ shiftId: shift.id, hours: 24 }, at)).toBe("sent");
    expect(await reminderTask({ shiftId: shift.id, hours: 24 }, at)).toBe("skipped");
    const note = await db.notification.findFirstOrThrow({ where: { userId: w.user.id, type: "shift_reminder" } });
    for (const part of ["Event server", "Austin, TX, USA", "Ask for Dana", "Bring: Black shoes", "Use the side door"])
      expect(note.message).toContain(part);
    const events = await db.realtimeEvent.findMany({ where: { userId: w.user.id } });
    expect(events.some((e) => (e.payload as { notification?: { _id: string } }).notification?._id === note.id)).toBe(true);

    expect(await reminderMailTask({ shiftId: shift.id, notificationId: note.id }, new Date(at.getTime() + 10 * 60_000))).toBe("sent");
    const [mail] = await db.mailOutbox.findMany({ where: { to: w.user.email } });
    expect(mail.subject).toContain('Reminder: "Event server"');
    expect(mail.text).toContain("Ask for: Dana");
    expect(mail.text).toContain("What to bring: Black shoes");

    // read in the app: no e-mail
    const two = new Date(shift.start.getTime() - 2 * HOUR);
    await reminderTask({ shiftId: shift.id, hours: 2 }, two);
    const second = await db.notification.findFirstOrThrow({ where: { userId: w.user.id, type: "shift_reminder", id: { not: note.id } } });
    await db.notification.update({ where: { id: second.id }, data: { isRead: true } });
    expect(await reminderMailTask({ shiftId: shift.id, notificationId: second.id }, two)).toBe("skipped");
  });

  it("move with the shift's time and are removed when it is canceled", async () => {
    const { shift, id, boss } = await booked(30);
    const start = new Date(shift.start.getTime() + 24 * HOUR);
    await db.$transaction((tx) => moveShift(tx, shift.id, start, new Date(start.getTime() + 8 * HOUR)));
    const keys = await jobKeys(shift.id);
    expect(keys.map((k) => [k.key, k.run_at.getTime()])).toEqual([
      [`shift-arrival:${shift.id}`, start.getTime() - 30 * 60_000],
      [`shift-deadline:${shift.id}`, start.getTime() - 12 * HOUR],
      [`shift-reminder:${shift.id}:2`, start.getTime() - 2 * HOUR],
      [`shift-reminder:${shift.id}:24`, start.getTime() - 24 * HOUR],
    ]);
    // a reminder job that comes at the old time puts itself back
    expect(await reminderTask({ shiftId: shift.id, hours: 24 }, new Date(shift.start.getTime() - 24 * HOUR))).toBe("moved");
    const jobId = (await db.bookingRequest.findUniqueOrThrow({ where: { id } })).jobId!;
    await call(cancelContract, { token: boss.token, body: { id: jobId } });
    expect(await jobKeys(shift.id)).toEqual([]);
    expect(await reminderTask({ shiftId: shift.id, hours: 2 }, new Date(start.getTime() - 2 * HOUR))).toBe("skipped");
  });
});

describe("On my way", () => {
  it("is one tap in the last 90 minutes; the employer is told live", async () => {
    const early = await booked(3);
    const refused = await shiftApi.onMyWay(early.w.token, early.shift.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(SHIFT_MSG.OnMyWayTooEarly(90));

    const { boss, w, shift } = await booked(1);
    expect((await shiftApi.onMyWay(boss.token, shift.id)).status).toBe(403);
    const ok = await shiftApi.onMyWay(w.token, shift.id);
    expect(ok.status).toBe(200);
    expect(ok.json.shift.onMyWayAt).toBeTruthy();
    expect((await shiftApi.onMyWay(w.token, shift.id)).status).toBe(200);
    expect(await db.notification.count({ where: { userId: boss.user.id, type: "shift_on_my_way" } })).toBe(1);
    const events = (await db.realtimeEvent.findMany({ where: { userId: boss.user.id } })).map((e) => e.payload as Record<string, unknown>);
    expect(events).toContainEqual({ type: "shift", shiftId: shift.id, status: "booked" });
    const theirs = await shiftApi.list(boss.token);
    expect(theirs.json.shifts[0].onMyWayAt).toBe(ok.json.shift.onMyWayAt);
  });
});
