// Where a booking request stands for its viewer (lib/booking/states.ts), over request states × employee rows ×
// the clock: the tab, the list's label and the colour; plus the zone of a place and the time shown with it.
import { describe, expect, it } from "vitest";
import { bookingPhase, phaseColour, phaseLabel, phaseTab, startsText, type BookingFacts, type BookingPhase } from "@/lib/booking/states";
import { zoneAbbrev, zonedTimeText, zoneForPlace, zoneForPlaceOr } from "@/lib/time/place-zone";

const CHI = "America/Chicago";
// Monday Nov 23 2026, 3:00 PM in Chicago (CST, UTC-6)
const now = Date.parse("2026-11-23T21:00:00Z");
const H = 3_600_000;
const tomorrow9 = new Date("2026-11-24T15:00:00Z"); // Tue 9:00 AM CST
const later = (ms: number) => new Date(now + ms);

const tomorrow5pm = new Date("2026-11-24T23:00:00Z"); // the shift ends Tue 5:00 PM CST
const customer = (
  status: BookingFacts["status"],
  employees: BookingFacts["employees"],
  shiftDate: Date = tomorrow9,
  shiftEnd: Date = tomorrow5pm,
): BookingFacts => ({
  status,
  shiftDate,
  shiftEnd,
  role: "customer",
  employees,
});
const provider = (status: BookingFacts["status"], mine: BookingFacts["mine"], shiftDate: Date = tomorrow9): BookingFacts => ({
  status,
  shiftDate,
  shiftEnd: tomorrow5pm,
  role: "provider",
  employees: mine ? [mine] : [],
  mine,
});
const row = (status: "active" | "waiting" | "accepted" | "declined" | "expired", limit: Date | null = null) => ({
  status,
  responseLimit: limit,
});

describe("bookingPhase: states × times", () => {
  const cases: [string, BookingFacts, number, BookingPhase][] = [
    // customer, sent
    ["sent, an employee active with time left", customer("sent", [row("active", later(H)), row("waiting")]), now, "pending"],
    [
      "sent, the active one's time ran out but someone waits",
      customer("sent", [row("expired"), row("active", later(-60_000)), row("waiting")]),
      now,
      "pending",
    ],
    [
      "sent, every active one's time ran out, nobody waiting",
      customer("sent", [row("active", later(-60_000)), row("declined")]),
      now,
      "expired",
    ],
    // customer, accepted: by the clock
    ["accepted, the shift is tomorrow", customer("accepted", [row("accepted")]), now, "upcoming"],
    ["accepted, a minute before the start", customer("accepted", [row("accepted")]), tomorrow9.getTime() - 60_000, "upcoming"],
    ["accepted, at the start", customer("accepted", [row("accepted")]), tomorrow9.getTime(), "in-progress"],
    ["accepted, seven hours in", customer("accepted", [row("accepted")]), tomorrow9.getTime() + 7 * H, "in-progress"],
    ["accepted, at the shift's end", customer("accepted", [row("accepted")]), tomorrow9.getTime() + 8 * H, "finished"],
    [
      "accepted, an overnight shift (9 AM to 1 AM) at midnight",
      customer("accepted", [row("accepted")], tomorrow9, new Date(tomorrow9.getTime() + 16 * H)),
      tomorrow9.getTime() + 15 * H,
      "in-progress",
    ],
    ["declined by everybody", customer("declined", [row("declined")]), now, "declined"],
    ["expired", customer("expired", [row("expired")]), now, "expired"],
    // provider
    ["my turn, time left", provider("sent", row("active", later(10 * 60_000))), now, "your-turn"],
    ["my turn, my time ran out (the deadline job is behind)", provider("sent", row("active", later(-1000))), now, "expired"],
    ["waiting for my turn", provider("sent", row("waiting")), now, "waiting-turn"],
    ["I declined, others still asked", provider("sent", row("declined")), now, "declined"],
    ["my time ran out, others asked now", provider("sent", row("expired")), now, "expired"],
    ["I accepted, the shift is tomorrow", provider("accepted", row("accepted")), now, "upcoming"],
    ["I accepted, the shift runs", provider("accepted", row("accepted")), tomorrow9.getTime() + H, "in-progress"],
    ["I accepted, the shift is over", provider("accepted", row("accepted")), tomorrow9.getTime() + 9 * H, "finished"],
    ["someone else accepted", provider("accepted", row("expired")), now, "taken"],
    ["request expired", provider("expired", row("expired")), now, "expired"],
    ["request declined (I declined too)", provider("declined", row("declined")), now, "declined"],
  ];
  it.each(cases)("%s", (_name, facts, at, phase) => {
    expect(bookingPhase(facts, at)).toBe(phase);
  });

  it("sorts into tabs: open and confirmed-not-over are ACTIVE, the rest EXPIRED", () => {
    const active: BookingPhase[] = ["pending", "your-turn", "waiting-turn", "upcoming", "in-progress"];
    const past: BookingPhase[] = ["finished", "taken", "declined", "expired"];
    for (const p of active) expect(phaseTab(p), p).toBe("ACTIVE");
    for (const p of past) expect(phaseTab(p), p).toBe("EXPIRED");
  });

  it("labels a confirmed shift by when it starts, in its location's zone, never 'Expired' or 'Job Started' before it", () => {
    const shift = { shiftDate: tomorrow9, timezone: CHI };
    expect(phaseLabel("upcoming", shift, now)).toBe("Starts tomorrow 9:00 AM CST");
    expect(phaseLabel("upcoming", shift, tomorrow9.getTime() - 2 * H)).toBe("Starts today 9:00 AM CST");
    expect(phaseLabel("upcoming", shift, now - 2 * 86_400_000)).toBe("Starts Tue, Nov 24, 9:00 AM CST");
    expect(phaseLabel("in-progress", shift, now)).toBe("In progress");
    expect(phaseLabel("pending", shift, now)).toBe("PENDING");
    expect(phaseLabel("expired", shift, now)).toBe("EXPIRED");
    expect(phaseLabel("taken", shift, now, "detail")).toBe("Filled by another employee");
    // "tomorrow" is the place's tomorrow: 11:30 PM in Chicago is already Tuesday in UTC
    expect(startsText(tomorrow9, CHI, Date.parse("2026-11-24T05:30:00Z"))).toBe("Starts tomorrow 9:00 AM CST");
  });

  it("colours: pending amber, my turn blue, confirmed green, declined red, the rest grey", () => {
    expect(
      ["pending", "your-turn", "upcoming", "in-progress", "declined", "expired", "finished", "taken"].map((p) =>
        phaseColour(p as BookingPhase),
      ),
    ).toEqual(["amber", "blue", "green", "green", "red", "grey", "grey", "grey"]);
  });
});

describe("zoneForPlace", () => {
  it("reads the zone from the state, splitting the states that straddle two zones by longitude", () => {
    expect(zoneForPlace({ state: "TX", lat: 30.27, lng: -97.74 })).toBe(CHI); // Austin
    expect(zoneForPlace({ state: "TX", lat: 31.76, lng: -106.49 })).toBe("America/Denver"); // El Paso
    expect(zoneForPlace({ state: "Texas" })).toBe(CHI);
    expect(zoneForPlace({ state: "IL" })).toBe(CHI);
    expect(zoneForPlace({ state: "NY" })).toBe("America/New_York");
    expect(zoneForPlace({ state: "AZ" })).toBe("America/Phoenix");
    expect(zoneForPlace({ state: "FL", lat: 30.44, lng: -84.28 })).toBe("America/New_York"); // Tallahassee
    expect(zoneForPlace({ state: "FL", lat: 30.42, lng: -87.22 })).toBe(CHI); // Pensacola
    expect(zoneForPlace({ state: "IN", lat: 39.77, lng: -86.16 })).toBe("America/New_York"); // Indianapolis
    expect(zoneForPlace({ state: "IN", lat: 41.59, lng: -87.35 })).toBe(CHI); // Gary
    expect(zoneForPlace({ state: "TN", lat: 36.16, lng: -86.78 })).toBe(CHI); // Nashville
    expect(zoneForPlace({ state: "TN", lat: 35.96, lng: -83.92 })).toBe("America/New_York"); // Knoxville
    expect(zoneForPlace({ state: "HI" })).toBe("Pacific/Honolulu");
  });

  it("reads coordinates alone, and knows nothing of an empty place", () => {
    expect(zoneForPlace({ lat: 30.27, lng: -97.74 })).toBe(CHI);
    expect(zoneForPlace({ lat: 40.71, lng: -74.0 })).toBe("America/New_York");
    expect(zoneForPlace({ lat: 34.05, lng: -118.24 })).toBe("America/Los_Angeles");
    expect(zoneForPlace({ lat: 48.85, lng: 2.35 })).toBeNull();
    expect(zoneForPlace({ state: "", lat: 0, lng: 0 })).toBeNull();
    expect(zoneForPlace({})).toBeNull();
    expect(zoneForPlaceOr({}, "America/New_York")).toBe("America/New_York");
  });

  it("shows the zone beside a time: CST in winter, CDT in summer, the name elsewhere", () => {
    expect(zonedTimeText(tomorrow9, CHI)).toBe("9:00 AM CST");
    expect(zoneAbbrev(new Date("2026-07-01T15:00:00Z"), CHI)).toBe("CDT");
    expect(zonedTimeText(new Date("2026-07-01T15:00:00Z"), "Europe/Paris")).toBe("5:00 PM (Europe/Paris)");
  });
});
