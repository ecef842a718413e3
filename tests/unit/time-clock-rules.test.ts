// The time clock's offers: a booked shift is clocked in on its day in the location's zone (lib/time/shift-day.ts),
// and the manual-time modal offers only days and times the server accepts (from the hire, up to now).
import { describe, expect, it } from "vitest";
import { canClockInOnShift, clockInWindow, shiftStartText } from "@/lib/time/shift-day";
import { offeredMinutes } from "@/components/time/manual-time-modal";
import { minutesText } from "@/lib/time/format";

const CHI = "America/Chicago";
const shift = { start: new Date("2026-11-24T15:00:00Z"), timezone: CHI }; // Tue Nov 24, 9:00 AM CST

describe("clock-in on a booked shift", () => {
  it("opens at the shift day's midnight where the shift is and closes when the day ends", () => {
    const w = clockInWindow(shift);
    expect(w.day).toBe("2026-11-24");
    expect(w.from.toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(w.to.toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(canClockInOnShift(shift, Date.parse("2026-11-24T05:59:00Z"))).toBe(false); // 11:59 PM Monday in Chicago
    expect(canClockInOnShift(shift, Date.parse("2026-11-24T06:00:00Z"))).toBe(true);
    expect(canClockInOnShift(shift, Date.parse("2026-11-25T05:59:00Z"))).toBe(true); // 11:59 PM Tuesday, Wednesday in UTC
    expect(canClockInOnShift(shift, Date.parse("2026-11-25T06:00:00Z"))).toBe(false);
    expect(shiftStartText(shift)).toBe("Tue, Nov 24 at 9:00 AM CST");
  });

  it("stays open until a night shift's end past midnight", () => {
    const night = { start: new Date("2026-11-25T03:00:00Z"), timezone: CHI }; // Tue 9:00 PM CST
    expect(clockInWindow(night).to.toISOString()).toBe("2026-11-25T11:00:00.000Z"); // Wed 5:00 AM
    expect(canClockInOnShift(night, Date.parse("2026-11-25T07:00:00Z"))).toBe(true); // 1:00 AM Wednesday
  });
});

describe("manual time offers", () => {
  const tz = "America/New_York";
  it("offers no time before the hire's 10-minute slot on the hire day, and none in the future today", () => {
    // hired Mon Nov 23 2026 at 10:07 AM EST; now is 2:35 PM EST that day
    const hiredAt = "2026-11-23T15:07:00.000Z";
    const now = new Date("2026-11-23T19:35:00Z");
    const { starts, ends } = offeredMinutes("2026-11-23", tz, hiredAt, now);
    expect(minutesText(starts[0])).toBe("10:00 AM");
    expect(minutesText(ends[0])).toBe("10:10 AM");
    expect(minutesText(ends[ends.length - 1])).toBe("2:30 PM");
    expect(minutesText(starts[starts.length - 1])).toBe("2:20 PM");
  });

  it("offers the whole day for a past day after the hire, up to midnight", () => {
    const { starts, ends } = offeredMinutes("2026-11-22", tz, "2026-11-10T15:00:00.000Z", new Date("2026-11-23T19:35:00Z"));
    expect(starts).toHaveLength(144);
    expect(minutesText(ends[ends.length - 1])).toBe("12:00 AM (midnight)");
  });
});
