// zonedInstant (lib/time/zone.ts: booking times, recurrences, time sheets) reads a wall-clock time as PostgreSQL's
// `timestamp AT TIME ZONE` does, which computes the availability slots (lib/availability/slots.ts): otherwise a
// shift at a time skipped or repeated by a daylight-saving change would land an hour away from the slots it is
// matched against. Every half hour of the days around each zone's changes, east and west of UTC, a zone whose
// midnight is skipped (Santiago), a half-hour change (Lord Howe) and zones with no change.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addDays, zonedInstant } from "@/lib/time/zone";

const cases: [string, string[]][] = [
  ["America/New_York", ["2026-03-08", "2026-11-01"]],
  ["Europe/Berlin", ["2026-03-29", "2026-10-25"]],
  ["America/Santiago", ["2026-04-05", "2026-09-06"]],
  ["Australia/Sydney", ["2026-04-05", "2026-10-04"]],
  ["Australia/Lord_Howe", ["2026-04-05", "2026-10-04"]],
  ["Asia/Kolkata", ["2026-06-01"]],
  ["UTC", ["2026-06-01"]],
];

describe("zonedInstant against PostgreSQL's AT TIME ZONE", () => {
  it.each(cases)("agrees in %s on every half hour of the days around its changes", async (tz, days) => {
    const walls: string[] = [];
    for (const day of days)
      for (const key of [addDays(day, -1), day, addDays(day, 1)])
        for (let m = 0; m < 1440; m += 30)
          walls.push(`${key} ${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
    const rows = await db.$queryRaw<{ wall: string; at: Date }[]>`
      select w as wall, (w::timestamp at time zone ${tz}) as at from unnest(${walls}::text[]) as w`;
    const differ = rows
      .map((r) => {
        const [key, hm] = r.wall.split(" ");
        const [h, m] = hm.split(":").map(Number);
        return { wall: r.wall, js: zonedInstant(key, h * 60 + m, tz).toISOString(), pg: r.at.toISOString() };
      })
      .filter((r) => r.js !== r.pg);
    expect(rows).toHaveLength(walls.length);
    expect(differ).toEqual([]);
  });
});
