// A booking request's whole shift, against real PostgreSQL: the end is stored (an end at or before the start is
// the next day, read in the location's zone), nobody-picked requests go only to people available for the whole
// range, and the arrival details reach only the employer and the hired worker.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, employer, payload, worker } from "./booking-kit";
import { at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";

const CHI = "America/Chicago";
const DEN = "America/Denver";

describe("the shift's end", () => {
  it("is stored; an end at or before the start is the next day, in the location's zone", async () => {
    const boss = await employer();
    const w = await worker();
    const day = nextWeekday(5);
    const start = at(day, "21:00", CHI).getTime();
    const res = await api.create(
      boss.token,
      payload({
        shiftDate: start,
        shiftEnd: at(day, "05:00", CHI).getTime(),
        shiftTime: "09:00 PM",
        timezone: CHI,
        employees: [w.user.id],
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(res.json.request).toMatchObject({
      timezone: CHI,
      shiftDate: new Date(start).toISOString(),
      shiftEnd: at(next, "05:00", CHI).toISOString(),
    });
    const row = await db.bookingRequest.findUniqueOrThrow({ where: { id: res.json.request._id } });
    expect(row.shiftEnd.toISOString()).toBe(at(next, "05:00", CHI).toISOString());

    // an end built in the browser's zone (UTC) is the same wall-clock time where the shift happens
    const browser = await api.create(
      boss.token,
      payload({
        shiftDate: at(day, "09:00", "UTC").getTime(),
        shiftEnd: at(day, "17:30", "UTC").getTime(),
        timezone: "UTC",
        employees: [w.user.id],
      }),
    );
    expect(browser.json.request).toMatchObject({
      shiftDate: at(day, "09:00", CHI).toISOString(),
      shiftEnd: at(day, "17:30", CHI).toISOString(),
    });
  });

  it("takes the zone from the location: Denver's shift is read in Denver", async () => {
    const boss = await employer();
    const w = await worker();
    const day = nextWeekday(3);
    const res = await api.create(
      boss.token,
      payload({
        city: "Denver",
        state: "CO",
        lat: 39.74,
        lng: -104.99,
        location: "Denver, CO, USA",
        shiftDate: at(day, "08:00", DEN).getTime(),
        shiftEnd: at(day, "12:00", DEN).getTime(),
        employees: [w.user.id],
      }),
    );
    expect(res.json.request).toMatchObject({ timezone: DEN, shiftEnd: at(day, "12:00", DEN).toISOString() });
  });

  it("makes the hired job's hours the shift's hours", async () => {
    const boss = await employer();
    const w = await worker();
    const day = nextWeekday(4);
    const r = (
      await api.create(
        boss.token,
        payload({ shiftDate: at(day, "22:00", CHI).getTime(), shiftEnd: at(day, "04:30", CHI).getTime(), employees: [w.user.id] }),
      )
    ).json.request;
    expect((await api.accept(w.token, r._id)).status).toBe(200);
    const { jobId } = await db.bookingRequest.findUniqueOrThrow({ where: { id: r._id } });
    const job = await db.job.findUniqueOrThrow({ where: { id: jobId! }, include: { contract: true } });
    expect(job).toMatchObject({ duration: 6.5, timezone: CHI, shiftStart: at(day, "22:00", CHI) });
    expect(job.contract?.duration).toBe(6.5);
  });
});

describe("nobody picked", () => {
  it("asks only the people available for the whole shift, overnight too", async () => {
    const place = await uniquePoint();
    const days = await provider(place);
    const long = await provider(place);
    const nights = await provider(place);
    const NY = "America/New_York";
    expect((await update(days.token, { type: "weekly", timezone: NY, sheetData: week("9:00 AM", "5:00 PM") })).status).toBe(200);
    expect((await update(long.token, { type: "weekly", timezone: NY, sheetData: week("9:00 AM", "11:00 PM") })).status).toBe(200);
    // Monday evening into Tuesday morning: two rows that meet at midnight
    const nightRows = [
      { date: "Mon", timesheet: [{ start: "8:00 PM", end: "12:00 AM" }] },
      { date: "Tue", timesheet: [{ start: "12:00 AM", end: "6:00 AM" }] },
    ];
    expect((await update(nights.token, { type: "weekly", timezone: NY, sheetData: nightRows })).status).toBe(200);
    const boss = await employer();
    const monday = nextWeekday(1);
    const base = { lat: place.lat, lng: place.lng, city: "Testville", state: "NV", employees: [] };
    const picked = async (from: string, to: string) => {
      const res = await api.create(
        boss.token,
        payload({ ...base, shiftDate: at(monday, from, NY).getTime(), shiftEnd: at(monday, to, NY).getTime() }),
      );
      if (res.status !== 200) return res.json.error as string;
      return (res.json.request.employees as { user: { _id: string } }[]).map((e) => e.user._id).sort();
    };
    // 10 AM – 4 PM: both day people; 10 AM – 8 PM: only the one available until 11 PM
    expect(await picked("10:00", "16:00")).toEqual([days.user.id, long.user.id].sort());
    expect(await picked("10:00", "20:00")).toEqual([long.user.id]);
    // 10 PM – 4 AM (the next day): only the night person, across midnight
    expect(await picked("22:00", "04:00")).toEqual([nights.user.id]);
  });
});

describe("arrival details", () => {
  it("are shown to the employer and the hired worker only", async () => {
    const boss = await employer();
    const hired = await worker("Hana");
    const other = await worker("Omar");
    const details = { arrivalNotes: "Use the loading dock, code 4411", contactName: "Maria", whatToBring: "Black shirt" };
    const r = (await api.create(boss.token, payload({ ...details, bookingType: "urgent", employees: [hired.user.id, other.user.id] }))).json
      .request;
    expect(r.arrival).toEqual(details);
    // asked, not hired yet: nothing
    expect((await api.get(hired.token, r._id)).json.request.arrival).toBeNull();
    expect(JSON.stringify((await api.list(other.token)).json)).not.toContain("loading dock");
    expect((await api.accept(hired.token, r._id)).status).toBe(200);
    expect((await api.get(hired.token, r._id)).json.request.arrival).toEqual(details);
    expect((await api.get(boss.token, r._id)).json.request.arrival).toEqual(details);
    const lost = await api.get(other.token, r._id);
    expect(lost.json.request.arrival).toBeNull();
    expect(JSON.stringify(lost.json)).not.toContain("Maria");
  });
});
