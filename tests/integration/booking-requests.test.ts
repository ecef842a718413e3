// Every booking_request/* call against real PostgreSQL: validation, owner-only reads and deletes, the
// credit rule, premium-only recurring, the lists' tabs, accept/decline by the active employee only.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { api, employer, payload, statuses, worker } from "./booking-kit";

describe("booking_request/create", () => {
  it("sends a standard request to the first chosen employee and keeps the rest waiting in order", async () => {
    const boss = await employer();
    const [a, b, c] = await Promise.all([worker("Ann"), worker("Ben"), worker("Cal")]);
    const res = await api.create(boss.token, payload({ employees: [b.user.id, a.user.id, c.user.id] }));
    expect(res.status).toBe(200);
    const r = res.json.request;
    expect(r).toMatchObject({
      title: "Event server",
      price: 25.5,
      payType: "Hourly",
      bookingType: "standard",
      status: "sent",
      tab: "ACTIVE",
    });
    expect(r.employees.map((e: { user: { firstName: string }; status: string }) => [e.user.firstName, e.status])).toEqual([
      ["Ben", "active"],
      ["Ann", "waiting"],
      ["Cal", "waiting"],
    ]);
    expect(res.json.user._id).toBe(boss.user.id);
    expect(await db.bookingRequest.findUniqueOrThrow({ where: { id: r._id } })).toMatchObject({ price: 2550 });
    const note = await db.notification.findFirst({ where: { userId: b.user.id, requestId: r._id } });
    expect(note?.type).toBe("booking_request_sent");
    expect(await db.notification.count({ where: { userId: a.user.id, requestId: r._id } })).toBe(0);
  });

  it("answers each empty wizard field with its own message", async () => {
    const boss = await employer();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: " " }, BOOKING_MSG.InvalidTitle],
      [{ location: "" }, BOOKING_MSG.InvalidLocation],
      [{ shiftDate: "" }, BOOKING_MSG.InvalidDate],
      [{ shiftTime: "" }, BOOKING_MSG.InvalidTime],
      [{ payType: "" }, BOOKING_MSG.InvalidPayType],
      [{ price: "" }, BOOKING_MSG.InvalidHourlyRate],
      [{ price: "", payType: "Fixed" }, BOOKING_MSG.InvalidFixed],
      [{ description: "" }, BOOKING_MSG.InvalidDescription],
      [{ responseTimeLimit: 30 }, BOOKING_MSG.InvalidResponseTimeLimit],
      [{ isRecurring: true, repeatOn: ["Monday"] }, BOOKING_MSG.InvalidRepeatEvery],
      [{ isRecurring: true, repeatDuration: 2, repeatOn: [] }, BOOKING_MSG.InvalidRepeatOn],
      [{ shiftDate: Date.now() - 3_600_000 }, BOOKING_MSG.PastShift],
      [{ description: "Call me at 555-123-4567 please" }, BOOKING_MSG.ViolationWarning],
      [{ price: "10.005" }, "at most 2 decimals"],
    ];
    for (const [over, message] of cases) {
      const res = await api.create(boss.token, payload(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.result).toBe(false);
      expect(res.json.error).toContain(message.replace(/\.$/, "").slice(0, 40));
    }
    expect(await db.bookingRequest.count({ where: { creatorId: boss.user.id } })).toBe(0);
  });

  it("lets only employers create, and refuses unknown or deleted employees", async () => {
    const boss = await employer();
    const w = await worker();
    const gone = await worker("Gone", { deletedAt: new Date() });
    expect((await api.create(w.token, payload())).status).toBe(403);
    const res = await api.create(boss.token, payload({ employees: [gone.user.id] }));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(BOOKING_MSG.EmployeeNotFound);
  });

  it("recurring is Premium only, on the server too", async () => {
    const standard = await employer({ level: 2 });
    const w = await worker();
    const body = payload({ employees: [w.user.id], isRecurring: true, repeatDuration: 1, repeatOn: ["Monday", "Friday"] });
    const refused = await api.create(standard.token, body);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(BOOKING_MSG.PremiumOnly);
    const premium = await employer({ level: 3 });
    const ok = await api.create(premium.token, body);
    expect(ok.status).toBe(200);
    expect(ok.json.request).toMatchObject({ isRecurring: true, repeatDuration: 1, repeatOn: ["Monday", "Friday"] });
  });

  it("needs credit at the free and basic levels and spends one; Standard and Premium create freely", async () => {
    const w = await worker();
    const broke = await employer({ level: 0, credit: 0 });
    const refused = await api.create(broke.token, payload({ employees: [w.user.id] }));
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ result: false, error: BOOKING_MSG.NeedCredit, needCredit: true });

    const basic = await employer({ level: 1, credit: 1 });
    const first = await api.create(basic.token, payload({ employees: [w.user.id] }));
    expect(first.status).toBe(200);
    expect(first.json.user.credit).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: basic.user.id } })).credit).toBe(0);
    expect((await api.create(basic.token, payload({ employees: [w.user.id] }))).status).toBe(402);

    const std = await employer({ level: 2, credit: 0 });
    expect((await api.create(std.token, payload({ employees: [w.user.id] }))).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: std.user.id } })).credit).toBe(0);
  });

  it("two creates racing for the last credit: one request, credit 0", async () => {
    const w = await worker();
    const boss = await employer({ level: 0, credit: 1 });
    const res = await Promise.all([
      api.create(boss.token, payload({ employees: [w.user.id] })),
      api.create(boss.token, payload({ employees: [w.user.id] })),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(await db.bookingRequest.count({ where: { creatorId: boss.user.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: boss.user.id } })).credit).toBe(0);
  });
});

describe("booking_request/get_my_list and GET {id}", () => {
  it("lists per role with the spec's tabs, and shows a provider only their own row", async () => {
    const boss = await employer();
    const [a, b] = await Promise.all([worker("Ann"), worker("Ben")]);
    const open = (await api.create(boss.token, payload({ employees: [a.user.id, b.user.id] }))).json.request;
    const done = (await api.create(boss.token, payload({ title: "Done one", employees: [a.user.id] }))).json.request;
    expect((await api.decline(a.token, done._id)).status).toBe(200);

    const mine = await api.list(boss.token);
    expect(mine.status).toBe(200);
    expect(mine.json.requests.map((r: { title: string; tab: string; status: string }) => [r.title, r.tab, r.status])).toEqual([
      ["Done one", "EXPIRED", "declined"],
      ["Event server", "ACTIVE", "sent"],
    ]);
    const ben = await api.list(b.token);
    expect(ben.json.requests).toHaveLength(1);
    expect(ben.json.requests[0]).toMatchObject({ _id: open._id, tab: "ACTIVE", me: { status: "waiting" } });
    expect(ben.json.requests[0].employees).toHaveLength(1);
    const ann = await api.list(a.token);
    expect(ann.json.requests.map((r: { tab: string; shownStatus: string }) => [r.tab, r.shownStatus])).toEqual([
      ["EXPIRED", "declined"],
      ["ACTIVE", "sent"],
    ]);
  });

  it("reads a request for its creator and asked employees only", async () => {
    const boss = await employer();
    const w = await worker();
    const stranger = await worker("Stranger");
    const other = await employer();
    const r = (await api.create(boss.token, payload({ employees: [w.user.id] }))).json.request;
    expect((await api.get(boss.token, r._id)).json.request.employees).toHaveLength(1);
    expect((await api.get(w.token, r._id)).json.request.creator).toMatchObject({ _id: boss.user.id, name: "Erin Boss" });
    for (const t of [stranger.token, other.token]) {
      const res = await api.get(t, r._id);
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(BOOKING_MSG.NotFound);
    }
    expect((await api.get("", r._id)).status).toBe(401);
  });
});

describe("accept, decline, delete", () => {
  it("only the active employee answers; waiting and strangers are refused", async () => {
    const boss = await employer();
    const [a, b, s] = await Promise.all([worker("Ann"), worker("Ben"), worker("Sam")]);
    const r = (await api.create(boss.token, payload({ employees: [a.user.id, b.user.id] }))).json.request;
    const waiting = await api.accept(b.token, r._id);
    expect(waiting.status).toBe(403);
    expect(waiting.json.error).toBe(BOOKING_MSG.NotYourTurn);
    expect((await api.accept(s.token, r._id)).status).toBe(404);
    expect((await api.accept(boss.token, r._id)).status).toBe(403);
    expect(await statuses(r._id)).toMatchObject({ status: "sent", employees: ["active", "waiting"] });
  });

  it("decline passes a standard request to the next employee and tells the employer", async () => {
    const boss = await employer();
    const [a, b] = await Promise.all([worker("Ann"), worker("Ben")]);
    const r = (await api.create(boss.token, payload({ employees: [a.user.id, b.user.id] }))).json.request;
    const res = await api.decline(a.token, r._id);
    expect(res.status).toBe(200);
    expect(res.json.request.me.status).toBe("declined");
    expect(await statuses(r._id)).toMatchObject({ status: "sent", employees: ["declined", "active"] });
    expect(await db.notification.findFirst({ where: { userId: boss.user.id, requestId: r._id } })).toMatchObject({
      type: "booking_request_declined",
    });
    expect(await db.notification.findFirst({ where: { userId: b.user.id, requestId: r._id } })).toMatchObject({
      type: "booking_request_sent",
    });
    const again = await api.decline(a.token, r._id);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(BOOKING_MSG.AlreadyAnswered);
    expect((await api.decline(b.token, r._id)).status).toBe(200);
    expect(await statuses(r._id)).toMatchObject({ status: "declined", employees: ["declined", "declined"] });
  });

  it("accept hires: a progressing job with a contract at the request's price and pay type; the rest expire", async () => {
    const boss = await employer();
    const [a, b, c] = await Promise.all([worker("Ann"), worker("Ben"), worker("Cal")]);
    const r = (
      await api.create(
        boss.token,
        payload({ bookingType: "urgent", employees: [a.user.id, b.user.id, c.user.id], payType: "Fixed", price: "180" }),
      )
    ).json.request;
    expect(r.employees.map((e: { status: string }) => e.status)).toEqual(["active", "active", "active"]);
    expect((await api.decline(c.token, r._id)).status).toBe(200);
    const res = await api.accept(b.token, r._id);
    expect(res.status).toBe(200);
    expect(res.json.request).toMatchObject({ status: "accepted", shownStatus: "accepted", me: { status: "accepted" } });
    const after = await statuses(r._id);
    expect(after).toMatchObject({ status: "accepted", employees: ["expired", "accepted", "declined"] });
    const job = await db.job.findUniqueOrThrow({ where: { id: after.jobId! }, include: { contract: true } });
    expect(job).toMatchObject({ status: 1, creatorId: boss.user.id, payType: "Fixed", price: 18000, title: "Event server" });
    expect(job.contract).toMatchObject({ userId: b.user.id, price: 18000 });
    expect(await db.notification.findFirst({ where: { userId: boss.user.id, type: "booking_request_accepted" } })).toMatchObject({
      jobId: job.id,
    });
    // the others' rows were closed by the accept: they read who won, not an expiry
    const late = await api.accept(a.token, r._id);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(BOOKING_MSG.TakenByOther);
  });

  it("two employees accepting at the same instant give one confirmed booking and one job", async () => {
    const boss = await employer();
    const people = await Promise.all(["A", "B", "C", "D"].map((n) => worker(n)));
    const r = (await api.create(boss.token, payload({ bookingType: "urgent", employees: people.map((p) => p.user.id) }))).json.request;
    const res = await Promise.all(people.map((p) => api.accept(p.token, r._id)));
    expect(res.filter((x) => x.status === 200)).toHaveLength(1);
    expect(res.filter((x) => x.status === 409)).toHaveLength(3);
    const after = await statuses(r._id);
    expect(after.employees.filter((s) => s === "accepted")).toHaveLength(1);
    expect(await db.job.count({ where: { creatorId: boss.user.id } })).toBe(1);
    expect(await db.contract.count({ where: { job: { creatorId: boss.user.id } } })).toBe(1);
  });

  it("deletes for the creator only, and never once an employee accepted", async () => {
    const boss = await employer();
    const other = await employer();
    const w = await worker();
    const r = (await api.create(boss.token, payload({ employees: [w.user.id] }))).json.request;
    expect((await api.del(other.token, r._id)).status).toBe(404);
    expect((await api.del(w.token, r._id)).status).toBe(403);
    expect((await api.del(boss.token, r._id)).status).toBe(200);
    expect(await db.bookingRequest.count({ where: { id: r._id } })).toBe(0);
    expect((await api.del(boss.token, r._id)).status).toBe(404);

    const r2 = (await api.create(boss.token, payload({ employees: [w.user.id] }))).json.request;
    expect((await api.accept(w.token, r2._id)).status).toBe(200);
    const refused = await api.del(boss.token, r2._id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(BOOKING_MSG.HasAccepted);
  });
});
