// The published reliability formula (docs/booking-and-time.md (Reliability)): weights, decay, the window of shifts, appeals.
import { describe, expect, it } from "vitest";
import { computeReliability, decayFactor, reliabilityLine, shiftOutcome, type ScoreShift } from "@/lib/reliability/score";

const NOW = new Date("2027-03-01T12:00:00Z");
const POLICY = { reliabilityShifts: 50, reliabilityHalfLifeDays: 90 };
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

function shift(
  ago: number,
  kinds: ScoreShift["events"][number]["kind"][] = [],
  opts: { completed?: boolean; overturned?: boolean } = {},
): ScoreShift {
  const end = daysAgo(ago);
  return {
    start: new Date(end.getTime() - 8 * 3_600_000),
    end,
    completed: opts.completed ?? kinds.every((k) => k === "completed_on_time" || k === "late_clock_in"),
    events: kinds.map((kind) => ({ kind, occurredAt: end, overturned: opts.overturned ?? false })),
  };
}

describe("reliability score", () => {
  it("is null without a shift that has an outcome", () => {
    expect(computeReliability([], POLICY, NOW).score).toBeNull();
    // a shift dropped early enough (no event) and not completed has no outcome
    expect(computeReliability([shift(3, [], { completed: false })], POLICY, NOW).score).toBeNull();
  });

  it("is 100 with only shifts worked on time, completed shifts without an event counting as on time", () => {
    const r = computeReliability([shift(1, ["completed_on_time"]), shift(2, [])], POLICY, NOW);
    expect(r.score).toBe(100);
    expect(r.counts).toEqual({ shifts: 2, onTime: 2, lateCancels: 0, noShows: 0, lateClockIns: 0 });
  });

  it("weighs a late cancellation −1, a very late one and a no-show −2, a late clock-in −0.5 (same day: no decay)", () => {
    const nine = Array.from({ length: 9 }, () => shift(0, ["completed_on_time"]));
    expect(computeReliability([...nine, shift(0, ["late_cancel"])], POLICY, NOW).score).toBe(90); // 9 / (9 + 1)
    expect(computeReliability([...nine, shift(0, ["very_late_cancel"])], POLICY, NOW).score).toBe(82); // 9 / 11
    expect(computeReliability([...nine, shift(0, ["no_show"])], POLICY, NOW).score).toBe(82);
    expect(computeReliability([...nine, shift(0, ["late_clock_in"])], POLICY, NOW).score).toBe(95); // 9 / 9.5
  });

  it("halves an event's weight every half-life", () => {
    expect(decayFactor(daysAgo(90), NOW, 90)).toBeCloseTo(0.5, 10);
    expect(decayFactor(daysAgo(180), NOW, 90)).toBeCloseTo(0.25, 10);
    expect(decayFactor(new Date(NOW.getTime() + 3_600_000), NOW, 90)).toBe(1);
    // one on-time shift today against a no-show 90 days ago: 1 / (1 + 2 × ½) = 50
    expect(computeReliability([shift(0, ["completed_on_time"]), shift(90, ["no_show"])], POLICY, NOW).score).toBe(50);
    // the other way round: ½ / (½ + 2) = 20
    expect(computeReliability([shift(90, ["completed_on_time"]), shift(0, ["no_show"])], POLICY, NOW).score).toBe(20);
  });

  it("counts only the latest reliabilityShifts shifts by start", () => {
    const old = Array.from({ length: 5 }, (_, i) => shift(100 + i, ["no_show"]));
    const recent = Array.from({ length: 3 }, (_, i) => shift(1 + i, ["completed_on_time"]));
    const r = computeReliability([...old, ...recent], { ...POLICY, reliabilityShifts: 3 }, NOW);
    expect(r.score).toBe(100);
    expect(r.counts.shifts).toBe(3);
    expect(computeReliability([...old, ...recent], { ...POLICY, reliabilityShifts: 4 }, NOW).counts.noShows).toBe(1);
  });

  it("leaves out a mark whose appeal was overturned", () => {
    const onTime = shift(1, ["completed_on_time"]);
    expect(computeReliability([onTime, shift(2, ["late_cancel"], { overturned: true })], POLICY, NOW).score).toBe(100);
    // an overturned late clock-in on a completed shift leaves a shift worked on time
    expect(shiftOutcome(shift(2, ["late_clock_in"], { overturned: true }))?.kinds).toEqual(["completed_on_time"]);
    // an overturned cancellation leaves the shift without an outcome
    expect(shiftOutcome(shift(2, ["late_cancel"], { overturned: true }))).toBeNull();
  });

  it("writes the employer's line", () => {
    const r = computeReliability([shift(1, ["completed_on_time"]), shift(2, ["late_cancel"])], POLICY, NOW);
    expect(reliabilityLine(r.score, r.counts)).toBe("Reliability 50 · 2 shifts · 1 late cancellation");
    expect(reliabilityLine(null, r.counts)).toBe("Reliability: New");
  });
});
