// The booking contract: findAvailableEmployees and isAvailable over the materialised slots, against real
// PostgreSQL: who is available at a time near a place, for the whole stretch, best first, never the excluded.
import { describe, expect, it } from "vitest";
import { findAvailableEmployees, isAvailable } from "@/lib/availability/available-employees";
import { db } from "@/lib/db";
import { northOf } from "./search-kit";
import { at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";

// every test place has a column of its own (availability-kit's uniquePoint): a 12-mile circle holds only this test's people
const RADIUS = 12;

describe("findAvailableEmployees / isAvailable", () => {
  it("finds the employees whose weekly hours cover the time near the place, and not the others", async () => {
    const place = await uniquePoint();
    const nine2five = await provider(place);
    const evenings = await provider(northOf(place, 3));
    const far = await provider(northOf(place, 60));
    expect((await update(nine2five.token, { type: "weekly", timezone: "America/New_York", sheetData: week() })).status).toBe(200);
    expect(
      (await update(evenings.token, { type: "weekly", timezone: "America/New_York", sheetData: week("6:00 PM", "11:00 PM") })).status,
    ).toBe(200);
    expect((await update(far.token, { type: "weekly", timezone: "America/New_York", sheetData: week() })).status).toBe(200);

    const monday = nextWeekday(1);
    const ids = async (t: Date, minutes?: number) =>
      (await findAvailableEmployees({ at: t, durationMinutes: minutes, lat: place.lat, lng: place.lng, radiusMiles: RADIUS })).map(
        (u) => u._id,
      );

    expect(await ids(at(monday, "10:00"))).toEqual([nine2five.user.id]);
    expect(await ids(at(monday, "19:00"))).toEqual([evenings.user.id]);
    expect(await ids(at(monday, "17:00"))).toEqual([]); // 5:00 PM is the end: nobody from then on
    // the whole stretch must be covered: 4:00 PM for 2 hours runs past 5:00 PM
    expect(await ids(at(monday, "16:00"), 120)).toEqual([]);
    expect(await ids(at(monday, "16:00"), 60)).toEqual([nine2five.user.id]);
    // Sunday: nobody
    expect(await ids(at(nextWeekday(0), "10:00"))).toEqual([]);

    expect(await isAvailable(nine2five.user.id, at(monday, "09:00"), 480)).toBe(true);
    expect(await isAvailable(nine2five.user.id, at(monday, "08:30"))).toBe(false);
    expect(await isAvailable(evenings.user.id, at(monday, "10:00"))).toBe(false);
  });

  it("returns the people search's card, best first, without the excluded people", async () => {
    const place = await uniquePoint();
    const near = await provider(place, { title: "Barista" });
    const further = await provider(northOf(place, 10), { title: "Barista" });
    for (const p of [near, further]) await update(p.token, { sheetData: week("8:00 AM", "8:00 PM") });
    const t = at(nextWeekday(3), "12:00");

    const found = await findAvailableEmployees({ at: t, lat: place.lat, lng: place.lng, radiusMiles: RADIUS });
    expect(found.map((u) => u._id)).toEqual([near.user.id, further.user.id]);
    expect(found[0]).toMatchObject({ _id: near.user.id, type: "provider", title: "Barista", hourlyRate: 25, city: "Testville" });
    expect(found[0]).not.toHaveProperty("email");
    expect(found[0]).not.toHaveProperty("phone");

    const without = await findAvailableEmployees({
      at: t,
      lat: place.lat,
      lng: place.lng,
      radiusMiles: RADIUS,
      excludeUserIds: [near.user.id],
    });
    expect(without.map((u) => u._id)).toEqual([further.user.id]);
    expect(await findAvailableEmployees({ at: t, lat: place.lat, lng: place.lng, radiusMiles: RADIUS, limit: 1 })).toHaveLength(1);
  });

  it("follows the employee when they move (the slots' copy of place and rank is kept by a trigger)", async () => {
    const before = await uniquePoint();
    const after = northOf(before, 200);
    const p = await provider(before);
    await update(p.token, { sheetData: week() });
    const t = at(nextWeekday(2), "11:00");
    const ids = async (pt: { lat: number; lng: number }) =>
      (await findAvailableEmployees({ at: t, lat: pt.lat, lng: pt.lng })).map((u) => u._id);
    expect(await ids(before)).toContain(p.user.id);
    await db.user.update({ where: { id: p.user.id }, data: { lat: after.lat, lng: after.lng } });
    expect(await ids(before)).not.toContain(p.user.id);
    expect(await ids(after)).toContain(p.user.id);
  });
});
