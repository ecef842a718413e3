// Every availability call against real PostgreSQL: reading anyone's, owner-only changes, the validation
// messages, duplicates, the new-row rules (60 minutes, none after a 23:00 start), no-repeat dates replacing the
// weekly hours of their day, time zones across a daylight-saving change, and search/available_employees.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { uniqueWord } from "./search-kit";
import { add, at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { nextRow } from "@/lib/availability/time";
import { isAvailable, findAvailableEmployees } from "@/lib/availability/available-employees";
import { formatAvailableTime } from "@/lib/availability/available-time";
import { dayKey as localDate, localParts as wallClock } from "@/lib/time/zone";
import { POST as getAvailability } from "@/app/api/user/get_availability/route";
import { POST as clearAvailability } from "@/app/api/user/clear_availability/route";
import { POST as availableEmployees } from "@/app/api/search/available_employees/route";
import { POST as getUserDetail } from "@/app/api/user/get_user_detail/route";

const employer = () => createUser({ type: "customer" });
const get = (token: string | undefined, userId?: string) => call(getAvailability, { token, body: userId ? { userId } : {} });

describe("user/get_availability", () => {
  it("is empty with the default time zone before anything is saved, and readable by anyone signed in", async () => {
    const p = await provider();
    const own = await get(p.token);
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({
      userId: p.user.id,
      repeat: { timezone: "America/New_York", sheetData: [] },
      special: { sheetData: [] },
      upcoming: [],
    });
    await update(p.token, { sheetData: week() });
    const e = await employer();
    const seen = await get(e.token, p.user.id);
    expect(seen.json.data.repeat.sheetData).toEqual(week());
    expect(seen.json.data.upcoming.length).toBeGreaterThan(0);
    expect((await get(undefined, p.user.id)).status).toBe(401);
    const unknown = await get(e.token, "nobody-like-this");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(AVAIL_MSG.UserNotFound);
  });
});

describe("user/update_availability", () => {
  it("replaces the weekly part and lists it back in h:mm A, days Sun to Sat", async () => {
    const p = await provider();
    const res = await update(p.token, {
      userId: p.user.id,
      type: "Repeat Weekly",
      timezone: "America/Chicago",
      sheetData: [
        {
          date: "Wed",
          timesheet: [
            { start: "1:00 PM", end: "6:00 PM" },
            { start: "08:00 am", end: "12:00 PM" },
          ],
        },
        { date: "Sun", timesheet: [{ start: "6:00 PM", end: "12:00 AM" }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.repeat).toEqual({
      timezone: "America/Chicago",
      sheetData: [
        { date: "Sun", timesheet: [{ start: "6:00 PM", end: "12:00 AM" }] },
        {
          date: "Wed",
          timesheet: [
            { start: "8:00 AM", end: "12:00 PM" },
            { start: "1:00 PM", end: "6:00 PM" },
          ],
        },
      ],
    });
    // a second update replaces, it does not add
    await update(p.token, { sheetData: week("10:00 AM", "2:00 PM", ["Fri"]) });
    expect((await get(p.token)).json.data.repeat.sheetData).toEqual([{ date: "Fri", timesheet: [{ start: "10:00 AM", end: "2:00 PM" }] }]);
    // midnight end: Sunday 6 PM–12 AM covers 11:30 PM
    await update(p.token, {
      timezone: "America/Chicago",
      sheetData: [{ date: "Sun", timesheet: [{ start: "6:00 PM", end: "12:00 AM" }] }],
    });
    expect(await isAvailable(p.user.id, at(nextWeekday(0), "23:30", "America/Chicago"), 30)).toBe(true);
  });

  it("changes only the owner's: another userId, an employer, or no session are refused", async () => {
    const p = await provider();
    const other = await provider();
    const e = await employer();
    const theirs = await update(other.token, { userId: p.user.id, sheetData: week() });
    expect(theirs.status).toBe(403);
    expect(theirs.json.error).toBe(AVAIL_MSG.NotOwner);
    const boss = await update(e.token, { sheetData: week() });
    expect(boss.status).toBe(403);
    expect(boss.json.error).toBe(AVAIL_MSG.NotProvider);
    expect((await call((await import("@/app/api/user/update_availability/route")).POST, { body: { sheetData: week() } })).status).toBe(401);
    expect(await db.availabilityRule.count({ where: { userId: p.user.id } })).toBe(0);
  });

  it("refuses bad rows with readable messages and keeps what was saved", async () => {
    const p = await provider();
    await update(p.token, { sheetData: week() });
    const cases: [Record<string, unknown>, string][] = [
      [{ sheetData: [{ date: "Mon", timesheet: [{ start: "9:00 AM", end: "9:00 AM" }] }] }, AVAIL_MSG.EndAfterStart],
      [{ sheetData: [{ date: "Mon", timesheet: [{ start: "5:00 PM", end: "9:00 AM" }] }] }, AVAIL_MSG.EndAfterStart],
      [{ sheetData: [{ date: "Mon", timesheet: [{ start: "9:15 AM", end: "5:00 PM" }] }] }, AVAIL_MSG.BadTime],
      [{ sheetData: [{ date: "Mon", timesheet: [{ start: "", end: "5:00 PM" }] }] }, AVAIL_MSG.StartRequired],
      [{ sheetData: [{ date: "Mon", timesheet: [{ start: "9:00 AM", end: "" }] }] }, AVAIL_MSG.EndRequired],
      [
        {
          sheetData: [
            {
              date: "Mon",
              timesheet: [
                { start: "9:00 AM", end: "1:00 PM" },
                { start: "12:30 PM", end: "3:00 PM" },
              ],
            },
          ],
        },
        AVAIL_MSG.Overlap,
      ],
      [{ sheetData: [{ date: "Funday", timesheet: [{ start: "9:00 AM", end: "1:00 PM" }] }] }, AVAIL_MSG.BadWeekday],
      [
        {
          sheetData: [
            { date: "Mon", timesheet: [{ start: "9:00 AM", end: "1:00 PM" }] },
            { date: "Monday", timesheet: [] },
          ],
        },
        AVAIL_MSG.DuplicateDay,
      ],
      [{ timezone: "Mars/Olympus", sheetData: week() }, AVAIL_MSG.BadTimezone],
      [{ type: "sometimes", sheetData: week() }, AVAIL_MSG.BadType],
    ];
    for (const [body, error] of cases) {
      const res = await update(p.token, body);
      expect({ body, status: res.status, error: res.json.error }).toEqual({ body, status: 400, error });
    }
    expect((await get(p.token)).json.data.repeat.sheetData).toEqual(week());
  });

  it("serialises two saves of one owner: both answer, the slots match one of them", async () => {
    const p = await provider();
    const [a, b] = await Promise.all([
      update(p.token, { sheetData: week("8:00 AM", "12:00 PM") }),
      update(p.token, { sheetData: week("1:00 PM", "6:00 PM") }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const saved = (await get(p.token)).json.data.repeat.sheetData as { timesheet: { start: string }[] }[];
    const morning = saved[0].timesheet[0].start === "8:00 AM";
    const monday = nextWeekday(1);
    expect(await isAvailable(p.user.id, at(monday, "09:00"))).toBe(morning);
    expect(await isAvailable(p.user.id, at(monday, "14:00"))).toBe(!morning);
  });
});

describe("user/add_availability", () => {
  it("adds no-repeat dates; a date already there is 'Selected Date is already available'; past dates are refused", async () => {
    const p = await provider();
    const day = nextWeekday(2, 5);
    const first = await add(p.token, {
      type: "no repeat",
      timezone: "America/New_York",
      sheetData: [{ date: day, timesheet: [{ start: "10:00 AM", end: "2:00 PM" }] }],
    });
    expect(first.status).toBe(200);
    expect(first.json.data.special.sheetData).toEqual([{ date: day, timesheet: [{ start: "10:00 AM", end: "2:00 PM" }] }]);
    const again = await add(p.token, { type: "once", sheetData: [{ date: day, timesheet: [{ start: "6:00 PM", end: "8:00 PM" }] }] });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("Selected Date is already available");
    const twice = await add(p.token, {
      type: "once",
      sheetData: [
        { date: nextWeekday(3, 5), timesheet: [] },
        { date: nextWeekday(3, 5), timesheet: [] },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.json.error).toBe("Selected Date is already available");
    const past = await add(p.token, {
      type: "once",
      sheetData: [{ date: "2020-01-06", timesheet: [{ start: "10:00 AM", end: "2:00 PM" }] }],
    });
    expect(past.json.error).toBe(AVAIL_MSG.PastDate);
    const bad = await add(p.token, {
      type: "once",
      sheetData: [{ date: "2026-02-30", timesheet: [{ start: "10:00 AM", end: "2:00 PM" }] }],
    });
    expect(bad.json.error).toBe(AVAIL_MSG.BadDate);
    const weekly = await add(p.token, { type: "weekly", sheetData: week("9:00 AM", "5:00 PM", ["Sat"]) });
    expect(weekly.status).toBe(200);
    expect((await add(p.token, { type: "weekly", sheetData: week("9:00 AM", "5:00 PM", ["Sat"]) })).json.error).toBe(
      AVAIL_MSG.DuplicateDay,
    );
    const other = await provider();
    expect((await add(other.token, { userId: p.user.id, type: "weekly", sheetData: week() })).status).toBe(403);
  });

  it("a no-repeat date replaces the weekly hours of that day", async () => {
    const p = await provider();
    await update(p.token, { sheetData: week() });
    const monday = nextWeekday(1, 4);
    await add(p.token, { type: "once", sheetData: [{ date: monday, timesheet: [{ start: "6:00 PM", end: "10:00 PM" }] }] });
    expect(await isAvailable(p.user.id, at(monday, "10:00"))).toBe(false);
    expect(await isAvailable(p.user.id, at(monday, "19:00"), 180)).toBe(true);
    // the next day keeps its weekly hours
    const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await isAvailable(p.user.id, at(tuesday, "10:00"))).toBe(true);
  });
});

describe("user/clear_availability", () => {
  it("clears one part or both, only the owner's", async () => {
    const p = await provider();
    await update(p.token, { sheetData: week() });
    const day = nextWeekday(6, 3);
    await add(p.token, { type: "once", sheetData: [{ date: day, timesheet: [{ start: "10:00 AM", end: "2:00 PM" }] }] });
    const other = await provider();
    expect((await call(clearAvailability, { token: other.token, body: { userId: p.user.id } })).status).toBe(403);
    const special = await call(clearAvailability, { token: p.token, body: { type: "no repeat" } });
    expect(special.status).toBe(200);
    expect(special.json.data.special.sheetData).toEqual([]);
    expect(special.json.data.repeat.sheetData).toEqual(week());
    expect(await isAvailable(p.user.id, at(day, "11:00"))).toBe(false);
    const all = await call(clearAvailability, { token: p.token, body: {} });
    expect(all.json.data.repeat.sheetData).toEqual([]);
    expect(await isAvailable(p.user.id, at(nextWeekday(1), "10:00"))).toBe(false);
    expect(await db.$queryRaw<{ n: number }[]>`select count(*)::int n from "AvailabilitySlot" where "userId" = ${p.user.id}`).toEqual([
      { n: 0 },
    ]);
  });
});

describe("the add-row rules of the screen", () => {
  it("a new row starts at the last end and adds at most 60 minutes; none after a 23:00 start in no-repeat", () => {
    expect(nextRow([], "weekly")).toEqual({ start: "9:00 AM", end: "5:00 PM" });
    expect(nextRow([{ start: "9:00 AM", end: "5:00 PM" }], "weekly")).toEqual({ start: "5:00 PM", end: "6:00 PM" });
    expect(nextRow([{ start: "9:00 PM", end: "11:30 PM" }], "once")).toEqual({ start: "11:30 PM", end: "12:00 AM" });
    expect(nextRow([{ start: "11:00 PM", end: "11:30 PM" }], "once")).toBeNull();
    expect(nextRow([{ start: "11:00 PM", end: "11:30 PM" }], "weekly")).toEqual({ start: "11:30 PM", end: "12:00 AM" });
    expect(nextRow([{ start: "10:00 PM", end: "12:00 AM" }], "weekly")).toBeNull();
  });
});

describe("time zones across a daylight-saving change", () => {
  it("keeps 9:00 AM New York at 9:00 local on both sides of the March change (14:00Z, then 13:00Z)", async () => {
    const p = await provider();
    await update(p.token, { timezone: "America/New_York", sheetData: week("9:00 AM", "5:00 PM", ["Fri", "Mon"]) });
    // 2027-03-14 is the US change; these dates are past the materialised horizon, so the rules are expanded
    const slots = await db.$queryRaw<{ lo: Date; hi: Date }[]>`
      select lower(during) lo, upper(during) hi from availability_slots('2027-03-12', '2027-03-16', ${p.user.id}) order by 1`;
    expect(slots.map((s) => [s.lo.toISOString(), s.hi.toISOString()])).toEqual([
      ["2027-03-12T14:00:00.000Z", "2027-03-12T22:00:00.000Z"],
      ["2027-03-15T13:00:00.000Z", "2027-03-15T21:00:00.000Z"],
    ]);
    expect(await isAvailable(p.user.id, new Date("2027-03-12T14:00:00Z"), 480)).toBe(true);
    expect(await isAvailable(p.user.id, new Date("2027-03-15T13:00:00Z"), 480)).toBe(true);
    expect(await isAvailable(p.user.id, new Date("2027-03-15T21:00:00Z"))).toBe(false);
    // a London viewer sees Friday at 2:00 PM and Monday at 1:00 PM (the UK changes two weeks later)
    expect(wallClock(slots[0].lo, "Europe/London")).toMatchObject({ hour: 14, minute: 0 });
    expect(wallClock(slots[1].lo, "Europe/London")).toMatchObject({ hour: 13, minute: 0 });
    expect(localDate(slots[1].lo, "Asia/Tokyo")).toBe("2027-03-15");
  });

  it("moves a wall time inside the spring-forward gap forward and keeps a midnight end on the short day", async () => {
    const p = await provider();
    const day = "2027-03-14";
    await db.availabilityRule.createMany({
      data: [
        { userId: p.user.id, kind: "once", timezone: "America/New_York", date: new Date(`${day}T00:00:00Z`), startMin: 120, endMin: 1440 },
      ],
    });
    const [slot] = await db.$queryRaw<
      { lo: Date; hi: Date }[]
    >`select lower(during) lo, upper(during) hi from availability_slots(${day}::date, ${day}::date + 1, ${p.user.id})`;
    expect(slot.lo.toISOString()).toBe("2027-03-14T07:00:00.000Z"); // 2:00 AM does not exist: 3:00 AM EDT
    expect(slot.hi.toISOString()).toBe("2027-03-15T04:00:00.000Z"); // midnight EDT
  });
});

describe("search/available_employees", () => {
  it("takes the spec's date 'MMMM Do, YYYY', time 'hh:mm A' and the browser's zone, or an ISO instant, near a city", async () => {
    const word = uniqueWord("avail");
    const tonopah = { lat: 38.0672, lng: -117.2301 };
    const p = await provider(tonopah, { title: `${word} helper` });
    await update(p.token, { timezone: "America/Los_Angeles", sheetData: week("8:00 AM", "4:00 PM") });
    const e = await employer();
    const monday = nextWeekday(1);
    const [y, m, d] = monday.split("-").map(Number);
    const { date, time } = formatAvailableTime(y, m, d, 600);
    expect(time).toBe("10:00 AM");
    const ask = (body: Record<string, unknown>) => call(availableEmployees, { token: e.token, body: { query: word, ...body } });

    const found = await ask({ availableTime: { date, time, timezone: "America/Los_Angeles" }, city: "Tonopah", state: "NV" });
    expect(found.status).toBe(200);
    expect(found.json.users.map((u: { _id: string }) => u._id)).toEqual([p.user.id]);
    // the same wall time in New York is 7:00 AM in Nevada: not yet
    expect((await ask({ availableTime: { date, time }, city: "Tonopah", state: "NV" })).json.users).toEqual([]);
    expect((await ask({ availableTime: { date, time }, timezone: "America/Los_Angeles", zipcode: "89049" })).json.users).toHaveLength(1);
    const iso = at(monday, "15:30", "America/Los_Angeles").toISOString();
    expect((await ask({ availableTime: iso, lat: tonopah.lat, lng: tonopah.lng })).json.users).toHaveLength(1);
    expect((await ask({ availableTime: iso, lat: tonopah.lat, lng: tonopah.lng, duration: 60 })).json.users).toEqual([]);
    // the employee never finds themself
    expect((await call(availableEmployees, { token: p.token, body: { query: word, availableTime: iso } })).json.users).toEqual([]);

    const refusals: [Record<string, unknown>, string][] = [
      [{ availableTime: { date: "Smarch 3rd, 2026", time } }, AVAIL_MSG.BadAvailableTime],
      [{ availableTime: { date: "February 30th, 2027", time } }, AVAIL_MSG.BadAvailableTime],
      [{ availableTime: { date: "March 3th, 2027", time } }, AVAIL_MSG.BadAvailableTime],
      [{ availableTime: { date, time: "25:00 PM" } }, AVAIL_MSG.BadAvailableTime],
      [{ availableTime: { date, time, timezone: "Nowhere/Town" } }, AVAIL_MSG.BadTimezone],
      [{ availableTime: "tomorrow-ish" }, AVAIL_MSG.BadInstant],
      [{ availableTime: iso, city: "Qwxyzzy", state: "ZZ" }, AVAIL_MSG.InvalidLocation],
    ];
    for (const [body, error] of refusals) {
      const res = await ask(body);
      expect({ body, status: res.status, error: res.json.error }).toEqual({ body, status: 400, error });
    }
    expect((await call(availableEmployees, { body: { availableTime: iso } })).status).toBe(401);
  });

  it("answers past the materialised horizon by expanding the rules of those days", async () => {
    const place = await uniquePoint();
    const p = await provider(place);
    await update(p.token, { timezone: "America/New_York", sheetData: week() });
    const found = await findAvailableEmployees({ at: new Date("2027-06-07T14:00:00Z"), lat: place.lat, lng: place.lng, radiusMiles: 5 });
    expect(found.map((u) => u._id)).toEqual([p.user.id]);
    expect(await findAvailableEmployees({ at: new Date("2027-06-06T14:00:00Z"), lat: place.lat, lng: place.lng, radiusMiles: 5 })).toEqual(
      [],
    );
  });
});

describe("user/get_user_detail", () => {
  it("returns the employee's availability (and none for an employer)", async () => {
    const p = await provider();
    await update(p.token, { sheetData: week() });
    const e = await employer();
    const detail = await call(getUserDetail, { token: e.token, body: { userId: p.user.id } });
    expect(detail.json.availability.repeat.sheetData).toEqual(week());
    expect(detail.json.availability.upcoming[0]).toEqual({ start: expect.any(String), end: expect.any(String) });
    const boss = await call(getUserDetail, { token: p.token, body: { userId: e.user.id } });
    expect(boss.json.availability).toBeNull();
  });
});
