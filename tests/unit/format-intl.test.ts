// The kept Intl formatters (lib/format/intl.ts) and the labels built on them read exactly as the per-call
// toLocale…String forms they replaced, in every zone, across daylight-saving changes, and for a bad date.
import { describe, expect, it } from "vitest";
import { dateFormat, formatDate, keptFormatCount, MAX_KEPT_FORMATS, numberFormat, zoneClockFormat } from "@/lib/format/intl";
import { isTimeZone } from "@/lib/time/zone";
import { dateText, dayKeyText, timeOfDayText } from "@/lib/time/format";
import { shiftText } from "@/components/booking/format";
import { durationLabel } from "@/components/jobs/detail/labels";
import { formatCalendarDate } from "@/components/availability/format";

const instants = ["2026-03-08T06:59:00Z", "2026-03-08T07:00:00Z", "2026-11-01T05:30:00Z", "2026-11-23T17:05:00Z", "2027-01-01T00:00:00Z"];
const zones = ["America/New_York", "America/Los_Angeles", "Pacific/Honolulu", "UTC", "Asia/Kolkata"];

describe("kept Intl formatters", () => {
  it("build one formatter per set of options and reuse it", () => {
    expect(numberFormat({ maximumFractionDigits: 2 })).toBe(numberFormat({ maximumFractionDigits: 2 }));
    expect(dateFormat({ timeZone: "UTC", month: "short" })).toBe(dateFormat({ timeZone: "UTC", month: "short" }));
    expect(dateFormat({ timeZone: "UTC", month: "short" })).not.toBe(dateFormat({ timeZone: "UTC", month: "long" }));
  });

  it("read as toLocaleDateString / toLocaleTimeString / toLocaleString did, in every zone", () => {
    for (const iso of instants) {
      const d = new Date(iso);
      for (const tz of zones) {
        expect(timeOfDayText(iso, tz)).toBe(d.toLocaleTimeString("en-US", { timeZone: tz, hour: "numeric", minute: "2-digit" }));
        expect(dateText(d, tz)).toBe(d.toLocaleDateString("en-US", { timeZone: tz, month: "short", day: "numeric", year: "numeric" }));
        expect(formatDate(d, { dateStyle: "full", timeStyle: "short", timeZone: tz })).toBe(
          d.toLocaleString("en-US", { dateStyle: "full", timeStyle: "short", timeZone: tz }),
        );
      }
    }
  });

  it("give the labels users see", () => {
    expect(timeOfDayText("2026-11-23T14:30:00Z", "America/New_York")).toBe("9:30 AM");
    expect(dateText("2026-11-23T14:30:00Z", "America/New_York")).toBe("Nov 23, 2026");
    expect(dayKeyText("2026-11-23")).toBe("Mon, Nov 23");
    expect(formatCalendarDate("2026-12-07")).toBe("Mon, Dec 7, 2026");
    expect(shiftText({ shiftDate: "2026-11-24T15:00:00Z", timezone: "America/Chicago" })).toBe("Tue, Nov 24, 2026 · 9:00 AM CST");
    expect(durationLabel(5.5, "Hourly")).toBe("5.5 hours");
    expect(durationLabel(1, "Hourly")).toBe("1 hour");
    expect(durationLabel(1234.567, "Fixed")).toBe("1,234.57 days");
  });

  it("show a bad date as the toLocale forms do, and refuse an unknown zone as they do", () => {
    expect(formatDate("not a date", { timeZone: "UTC", month: "short" })).toBe(
      new Date("not a date").toLocaleDateString("en-US", { timeZone: "UTC", month: "short" }),
    );
    expect(() => formatDate(new Date(), { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});

// A time zone can come from a request, in any spelling case ("america/new_york" is valid): the kept formatters
// must not grow with every spelling someone sends.
describe("kept formatters under many spellings of a zone", () => {
  it("keep at most MAX_KEPT_FORMATS, and still answer past it", () => {
    const name = "America/Argentina/ComodRivadavia"; // 26 letters: more case spellings than the test needs
    const letters = [...name].map((c, i) => ({ c, i })).filter(({ c }) => /[a-z]/i.test(c));
    const spelling = (n: number) => {
      const chars = [...name];
      letters.forEach(({ c, i }, bit) => (chars[i] = (n >> bit) & 1 ? c.toUpperCase() : c.toLowerCase()));
      return chars.join("");
    };
    const before = keptFormatCount();
    for (let n = 0; n < MAX_KEPT_FORMATS + 500; n++) expect(isTimeZone(spelling(n))).toBe(true);
    expect(keptFormatCount() - before).toBeLessThanOrEqual(MAX_KEPT_FORMATS);
    const past = zoneClockFormat(spelling(MAX_KEPT_FORMATS + 600));
    expect(past.format(new Date("2026-11-23T17:05:00Z"))).toBe("11/23/2026, 14:05:00");
  });
});
