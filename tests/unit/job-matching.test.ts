// The recommendation score: each factor, its weight and the sentence that explains it.
import { describe, expect, it } from "vitest";
import { haversineMiles } from "@/lib/geo/distance";
import { scoreCandidate, WEIGHTS, type MatchCandidate, type MatchJob } from "@/lib/matching/score";

const austin = { lat: 30.2672, lng: -97.7431 };
const job: MatchJob = {
  categories: ["Plumbing", "Home Services"],
  skills: ["Pipe repair", "Drain cleaning"],
  payType: "Hourly",
  price: 5000,
  duration: 4,
  ...austin,
};
const perfect: MatchCandidate = {
  categories: ["plumbing", "Home Services"],
  skills: ["PIPE REPAIR", "drain cleaning", "Welding"],
  hourlyRate: 4500,
  reviewScore: 5,
  reviewCount: 8,
  ...austin,
};

describe("haversineMiles", () => {
  it("measures real distances", () => {
    expect(haversineMiles(austin, austin)).toBe(0);
    // Austin → Dallas is about 182 miles as the crow flies
    expect(haversineMiles(austin, { lat: 32.7767, lng: -96.797 })).toBeGreaterThan(175);
    expect(haversineMiles(austin, { lat: 32.7767, lng: -96.797 })).toBeLessThan(190);
  });
});

describe("scoreCandidate", () => {
  it("gives full marks to a nearby, well-rated employee with every category and skill within budget", () => {
    const m = scoreCandidate(job, perfect);
    expect(m.factors).toEqual({ category: 1, skill: 1, distance: 1, rate: 1, rating: 1 });
    expect(m.score).toBe(100);
    expect(m.reasons).toEqual([
      "Works in Plumbing, Home Services",
      "Has 2 of 2 skills: Pipe repair, Drain cleaning",
      "Less than 1 mile away",
      "Rate $45.00/hr fits the $50.00/hr budget",
      "Rated 5.0 from 8 reviews",
    ]);
  });

  it("has weights that add up to 100", () => {
    expect(Object.values(WEIGHTS).reduce((a: number, b: number) => a + b, 0)).toBe(100);
  });

  it("scores partial fits in proportion", () => {
    const m = scoreCandidate(job, { ...perfect, categories: ["Plumbing"], skills: ["Pipe repair"], reviewCount: 0, reviewScore: 0 });
    expect(m.factors.category).toBe(0.5);
    expect(m.factors.skill).toBe(0.5);
    expect(m.factors.rating).toBe(0);
    expect(m.score).toBe(15 + 15 + 15 + 10);
    expect(m.reasons).toContain("No reviews yet");
  });

  it("fades distance from 10 to 100 miles and says when it is unknown", () => {
    const far = scoreCandidate(job, { ...perfect, lat: 32.7767, lng: -96.797 });
    expect(far.factors.distance).toBe(0);
    expect(far.reasons[2]).toMatch(/^18\d miles away$/);
    const mid = scoreCandidate(job, { ...perfect, lat: austin.lat + 0.8, lng: austin.lng }); // ≈ 55 miles north
    expect(mid.factors.distance).toBeGreaterThan(0.4);
    expect(mid.factors.distance).toBeLessThan(0.6);
    const unknown = scoreCandidate(job, { ...perfect, lat: null, lng: null });
    expect(unknown.distance).toBeNull();
    expect(unknown.factors.distance).toBe(0);
    expect(unknown.reasons).toContain("Distance unknown");
  });

  it("lowers the rate factor above budget down to 0 at twice the budget", () => {
    expect(scoreCandidate(job, { ...perfect, hourlyRate: 7500 }).factors.rate).toBe(0.5);
    expect(scoreCandidate(job, { ...perfect, hourlyRate: 12000 }).factors.rate).toBe(0);
    expect(scoreCandidate(job, { ...perfect, hourlyRate: 7500 }).reasons[3]).toBe("Rate $75.00/hr is above the $50.00/hr budget");
    expect(scoreCandidate(job, { ...perfect, hourlyRate: 0 }).reasons[3]).toBe("No hourly rate set");
  });

  it("compares a fixed price through 8-hour days", () => {
    const fixed: MatchJob = { ...job, payType: "Fixed", price: 64000, duration: 2 }; // $640 for 2 days ≈ $40/hr
    const m = scoreCandidate(fixed, { ...perfect, hourlyRate: 4000 });
    expect(m.factors.rate).toBe(1);
    expect(m.reasons[3]).toBe("Rate $40.00/hr fits the fixed price (about $40.00/hr)");
  });
});
