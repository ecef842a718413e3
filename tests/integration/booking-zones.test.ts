// Booking times are the location's, whoever books from wherever: a shift built on a UTC laptop for a place in
// Chicago's zone keeps its wall-clock time there (and finds the people available then); the list sorts and
// labels by state and time; the losers of an accept race are told someone else accepted first; a person's
// availability starts in the zone of their own place.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { POST as getAvailability } from "@/app/api/user/get_availability/route";
import { api, employer, payload, worker } from "./booking-kit";
import { at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";

const CHI = "America/Chicago";

describe("the shift's zone", () => {
  it("reads a shift built in the browser's zone (UTC) as the same wall-clock time where it happens, and finds who is available then", async () => {
    const place = await uniquePoint();
    const p = await provider(place);
    expect((await update(p.token, { type: "weekly", timezone: CHI, sheetData: week("8:00 AM", "6:00 PM") })).status).toBe(200);
    const boss = await employer();
    const monday = nextWeekday(1);
    // a manager on a UTC laptop types Monday 10:00 AM for a place in Illinois
    const body = payload({
      city: "Testville",
      state: "IL",
      lat: place.lat,
      lng: place.lng,
      location: "Testville, IL",
      shiftDate: at(monday, "10:00", "UTC").getTime(),
      shiftEnd: at(monday, "16:00", "UTC").getTime(),
      shiftTime: "10:00 AM",
      timezone: "UTC",
      employees: [],
    });
    const res = await api.create(boss.token, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const r = res.json.request;
    expect(r.timezone).toBe(CHI);
    expect(r.shiftDate).toBe(at(monday, "10:00", CHI).toISOString());
    expect(r.shiftTime).toBe("10:00 AM");
    expect(r.employees.map((e: { user: { _id: string } }) => e.user._id)).toContain(p.user.id);
  });

  it("keeps an instant built in the location's zone as it is, and derives the zone from the place, not the browser", async () => {
    const boss = await employer();
    const w = await worker();
    const start = at(nextWeekday(2), "09:00", CHI).getTime();
    const res = await api.create(boss.token, payload({ shiftDate: start, shiftTime: "09:00 AM", timezone: CHI, employees: [w.user.id] }));
    expect(res.status).toBe(200);
    expect(res.json.request).toMatchObject({ timezone: CHI, shiftDate: new Date(start).toISOString() });
    // no zone sent: the instant is taken as sent, the zone is the place's (Austin, TX)
    const plain = await api.create(boss.token, payload({ shiftDate: start, employees: [w.user.id] }));
    expect(plain.json.request).toMatchObject({ timezone: CHI, shiftDate: new Date(start).toISOString(), shiftTime: "09:00 AM" });
  });
});

describe("the list by state and time", () => {
  it("lists a confirmed shift for tomorrow under ACTIVE as 'Starts tomorrow …', for both sides", async () => {
    const boss = await employer();
    const w = await worker();
    const r = (await api.create(boss.token, payload({ employees: [w.user.id] }))).json.request;
    expect((await api.accept(w.token, r._id)).status).toBe(200);
    for (const token of [boss.token, w.token]) {
      const mine = (await api.list(token)).json.requests.find((x: { _id: string }) => x._id === r._id);
      expect(mine).toMatchObject({ status: "accepted", phase: "upcoming", tab: "ACTIVE" });
      expect(mine.label).toMatch(/^Starts (today|tomorrow) \d{1,2}:\d{2} [AP]M C[SD]T$/);
    }
    // once the shift is over (its end has passed) it moves to the second tab
    await db.bookingRequest.update({
      where: { id: r._id },
      data: { shiftDate: new Date(Date.now() - 9 * 3_600_000), shiftEnd: new Date(Date.now() - 60_000) },
    });
    expect((await api.get(boss.token, r._id)).json.request).toMatchObject({ phase: "finished", tab: "EXPIRED", label: "Shift ended" });
  });

  it("moves an employee's unanswered request past its deadline to EXPIRED even before the deadline job ran", async () => {
    const boss = await employer();
    const w = await worker();
    const r = (await api.create(boss.token, payload({ employees: [w.user.id] }))).json.request;
    await db.bookingEmployee.updateMany({ where: { requestId: r._id }, data: { responseLimit: new Date(Date.now() - 1000) } });
    const seen = (await api.list(w.token)).json.requests.find((x: { _id: string }) => x._id === r._id);
    expect(seen).toMatchObject({ status: "sent", phase: "expired", tab: "EXPIRED", label: "EXPIRED" });
  });
});

describe("an accept race", () => {
  it("gives one employee the shift and tells the others 'Someone else accepted this request first' (409)", async () => {
    const boss = await employer();
    const people = await Promise.all(["A", "B", "C"].map((n) => worker(n)));
    const r = (await api.create(boss.token, payload({ bookingType: "urgent", employees: people.map((p) => p.user.id) }))).json.request;
    const res = await Promise.all(people.map((p) => api.accept(p.token, r._id)));
    expect(res.filter((x) => x.status === 200)).toHaveLength(1);
    const losers = res.filter((x) => x.status !== 200);
    expect(losers.map((x) => [x.status, x.json.error])).toEqual([
      [409, BOOKING_MSG.TakenByOther],
      [409, BOOKING_MSG.TakenByOther],
    ]);
    // and their list reads it as filled, not expired
    const loser = people[res.findIndex((x) => x.status !== 200)];
    expect((await api.get(loser.token, r._id)).json.request).toMatchObject({ phase: "taken", tab: "EXPIRED" });
  });
});

describe("availability's starting zone", () => {
  it("is the zone of the person's own place, America/New_York when it is unknown", async () => {
    const tx = await createUser({ type: "provider", data: { city: "Austin", state: "TX", lat: 30.27, lng: -97.74 } });
    const nowhere = await createUser({ type: "provider", data: { city: "", state: "", lat: 0, lng: 0 } });
    expect((await call(getAvailability, { token: tx.token, body: {} })).json.data.homeTimezone).toBe(CHI);
    expect((await call(getAvailability, { token: nowhere.token, body: {} })).json.data.homeTimezone).toBe("America/New_York");
  });
});
