// The instant of a wall-clock time in a zone (lib/time/zone.ts's zonedInstant, the one such function: time
// sheets, manual entries, availability, booking times and recurrences) across daylight-saving changes: read as
// PostgreSQL reads it (tests/integration/zoned-instant-postgres.test.ts compares the two), and days stay contiguous.
import { describe, expect, it } from "vitest";
import { addDays, dateKey, dayKey, dayRange, localParts, zonedInstant } from "@/lib/time/zone";

const ny = "America/New_York";
const santiago = "America/Santiago"; // clocks jump from 00:00 to 01:00: the day starts at 1 AM

describe("zonedInstant", () => {
  it("reads an ordinary wall time in the zone", () => {
    expect(zonedInstant("2026-11-23", 9 * 60, ny).toISOString()).toBe("2026-11-23T14:00:00.000Z");
    expect(zonedInstant(dateKey(2026, 7, 4), 1440, ny).toISOString()).toBe("2026-07-05T04:00:00.000Z");
  });

  it("moves a time skipped by spring-forward past the jump (2:30 AM is 3:30 AM)", () => {
    const at = zonedInstant("2026-03-08", 2 * 60 + 30, ny);
    expect(at.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(localParts(at, ny)).toMatchObject({ hour: 3, minute: 30 });
    expect(zonedInstant("2026-03-08", 1 * 60 + 59, ny).toISOString()).toBe("2026-03-08T06:59:00.000Z");
  });

  it("reads the repeated hour of fall-back as its second occurrence, as PostgreSQL does (1:30 AM EST)", () => {
    expect(zonedInstant("2026-11-01", 90, ny).toISOString()).toBe("2026-11-01T06:30:00.000Z");
    expect(zonedInstant("2026-11-01", 59, ny).toISOString()).toBe("2026-11-01T04:59:00.000Z"); // 12:59 AM EDT
  });

  it("moves a skipped time forward east of UTC too (Berlin's 2:30 AM is 3:30 AM)", () => {
    const at = zonedInstant("2026-03-29", 2 * 60 + 30, "Europe/Berlin");
    expect(at.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(localParts(at, "Europe/Berlin")).toMatchObject({ hour: 3, minute: 30 });
  });

  it("starts a day whose midnight is skipped at 1 AM, and its day before ends there", () => {
    const day = dayRange("2026-09-06", santiago);
    expect(localParts(day.start, santiago)).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(dayKey(day.start, santiago)).toBe("2026-09-06");
    expect(dayRange(addDays("2026-09-06", -1), santiago).end.getTime()).toBe(day.start.getTime());
    // 23 hours long
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(23);
  });
});
