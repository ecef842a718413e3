import { describe, expect, it } from "vitest";
import { formatLongDate, formatRate, formatTotalPaid, formatYears, hireRate, shortLocation } from "@/components/profile/format";
import { yearOptions } from "@/lib/profiles/schemas";

describe("about-employer figures (spec §9)", () => {
  it("shows total paid of 1000 or more in thousands with one decimal and k", () => {
    expect(formatTotalPaid(0)).toBe("$0.00");
    expect(formatTotalPaid(999.5)).toBe("$999.50");
    expect(formatTotalPaid(1000)).toBe("$1.0k");
    expect(formatTotalPaid(1549)).toBe("$1.5k");
    expect(formatTotalPaid(23_480)).toBe("$23.5k");
  });

  it("computes the hire rate as a rounded percent of jobs posted", () => {
    expect(hireRate(0, 0)).toBe("0%");
    expect(hireRate(1, 3)).toBe("33%");
    expect(hireRate(2, 3)).toBe("67%");
    expect(hireRate(4, 4)).toBe("100%");
  });

  it("formats member-since dates as 'MMMM DD, YYYY'", () => {
    expect(formatLongDate(new Date(2024, 2, 5))).toBe("March 05, 2024");
    expect(formatLongDate("not a date")).toBe("");
  });
});

describe("profile display", () => {
  it("shows rates, year spans and short locations", () => {
    expect(formatRate(25)).toBe("$25.00/hr");
    expect(formatRate(0)).toBe("Rate not set");
    expect(formatYears(2019, null)).toBe("2019 – Present");
    expect(shortLocation({ city: "Austin", state: "TX", location: "1 Congress Ave, Austin, TX" })).toBe("Austin, TX");
    expect(shortLocation({ location: "Somewhere" })).toBe("Somewhere");
  });

  it("offers years from the current one down to 1950", () => {
    const years = yearOptions(new Date(2026, 10, 22));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(2026 - 1950 + 1);
  });
});
