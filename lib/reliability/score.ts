// The reliability score's formula, pure (no database): the server writes it to User.reliabilityScore, the
// worker's page explains it with the same numbers, and tests/unit/reliability-score.test.ts checks it.
// Published in docs/booking-and-time.md (Reliability):
//
//   1. Take the worker's last `reliabilityShifts` shifts (by start) that have an outcome: worked, dropped or
//      missed. A shift counts as "on time" when it was completed with no mark against it; otherwise it carries
//      its marks (late clock-in, late cancellation, very late cancellation, no-show).
//   2. Each shift's points: on time +1, late clock-in −0.5, late cancellation −1, very late cancellation −2,
//      no-show −2. A mark whose appeal was overturned does not count.
//   3. Each shift's points are multiplied by ½^(age in days / reliabilityHalfLifeDays): a shift 90 days old
//      weighs half as much as one from today.
//   4. Score = 100 × good ÷ (good + bad), rounded, where good is the sum of the weighted plus points and bad
//      the sum of the weighted minus points (as positive numbers). No shift with an outcome: no score ("New").

export const RELIABILITY_KINDS = ["completed_on_time", "late_clock_in", "late_cancel", "very_late_cancel", "no_show"] as const;
export type ReliabilityKindName = (typeof RELIABILITY_KINDS)[number];

/** Points per kind: plus for a shift worked on time, minus for a mark (very late cancellations and no-shows count double). */
export const RELIABILITY_WEIGHTS: Record<ReliabilityKindName, number> = {
  completed_on_time: 1,
  late_clock_in: -0.5,
  late_cancel: -1,
  very_late_cancel: -2,
  no_show: -2,
};

/** Plain names, for the worker's page and the employer's line. */
export const RELIABILITY_LABELS: Record<ReliabilityKindName, string> = {
  completed_on_time: "On time",
  late_clock_in: "Late clock-in",
  late_cancel: "Late cancellation",
  very_late_cancel: "Very late cancellation",
  no_show: "No-show",
};

export type ScoreEvent = { kind: ReliabilityKindName; occurredAt: Date; overturned: boolean };
/** One shift of the worker's: its start, end, whether it was completed, and its events. */
export type ScoreShift = { start: Date; end: Date; completed: boolean; events: ScoreEvent[] };

export type ScoreInput = { reliabilityShifts: number; reliabilityHalfLifeDays: number };

export type ShiftOutcome = {
  /** the kinds that count for this shift: ["completed_on_time"] for a clean completed shift */
  kinds: ReliabilityKindName[];
  /** the shift's points before the decay */
  points: number;
  /** the moment the decay counts from (the latest counting event, or the shift's end) */
  at: Date;
};

export type ReliabilityCounts = { shifts: number; onTime: number; lateCancels: number; noShows: number; lateClockIns: number };
/** One counted shift: its place in the input, its outcome and the decay factor applied to its points. */
export type CountedShift = { index: number; outcome: ShiftOutcome; factor: number };
export type ReliabilityResult = { score: number | null; good: number; bad: number; counts: ReliabilityCounts; counted: CountedShift[] };

const DAY_MS = 86_400_000;

/** The outcome of one shift, or null when it has none (nothing counts against it and it was not completed). */
export function shiftOutcome(shift: ScoreShift): ShiftOutcome | null {
  const counting = shift.events.filter((e) => !e.overturned);
  const marks = counting.filter((e) => e.kind !== "completed_on_time");
  if (marks.length > 0) {
    const at = new Date(Math.max(...marks.map((e) => e.occurredAt.getTime())));
    return { kinds: marks.map((e) => e.kind), points: marks.reduce((s, e) => s + RELIABILITY_WEIGHTS[e.kind], 0), at };
  }
  const onTime = counting.find((e) => e.kind === "completed_on_time");
  if (onTime || shift.completed) return { kinds: ["completed_on_time"], points: 1, at: onTime?.occurredAt ?? shift.end };
  return null;
}

/** ½^(age / half-life): 1 today, ½ after one half-life; a future date weighs 1. */
export function decayFactor(at: Date, now: Date, halfLifeDays: number): number {
  if (halfLifeDays <= 0) return 1;
  const ageDays = Math.max(0, (now.getTime() - at.getTime()) / DAY_MS);
  return Math.pow(0.5, ageDays / halfLifeDays);
}

/** The score and counts of a worker's shifts (any order; the latest `reliabilityShifts` with an outcome count). */
export function computeReliability(shifts: ScoreShift[], policy: ScoreInput, now: Date): ReliabilityResult {
  const counted = shifts
    .map((shift, index) => ({ shift, index, outcome: shiftOutcome(shift) }))
    .filter((s): s is { shift: ScoreShift; index: number; outcome: ShiftOutcome } => s.outcome !== null)
    .sort((a, b) => b.shift.start.getTime() - a.shift.start.getTime())
    .slice(0, Math.max(0, Math.floor(policy.reliabilityShifts)));
  const counts: ReliabilityCounts = { shifts: counted.length, onTime: 0, lateCancels: 0, noShows: 0, lateClockIns: 0 };
  let good = 0;
  let bad = 0;
  const out: CountedShift[] = [];
  for (const { outcome, index } of counted) {
    const factor = decayFactor(outcome.at, now, policy.reliabilityHalfLifeDays);
    out.push({ index, outcome, factor });
    const weighted = outcome.points * factor;
    if (weighted >= 0) good += weighted;
    else bad -= weighted;
    for (const kind of outcome.kinds) {
      if (kind === "completed_on_time") counts.onTime += 1;
      else if (kind === "late_clock_in") counts.lateClockIns += 1;
      else if (kind === "no_show") counts.noShows += 1;
      else counts.lateCancels += 1;
    }
  }
  const total = good + bad;
  const score = counted.length === 0 ? null : total === 0 ? 100 : Math.min(100, Math.max(0, Math.round((100 * good) / total)));
  return { score, good, bad, counts, counted: out };
}

/** "Reliability 92 · 40 shifts · 1 late cancellation", or "New" without a score. */
export function reliabilityLine(score: number | null, counts: Pick<ReliabilityCounts, "shifts" | "lateCancels" | "noShows">): string {
  if (score === null) return "Reliability: New";
  const parts = [`Reliability ${score}`, plural(counts.shifts, "shift")];
  if (counts.lateCancels) parts.push(plural(counts.lateCancels, "late cancellation"));
  if (counts.noShows) parts.push(plural(counts.noShows, "no-show"));
  return parts.join(" · ");
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
