// How results are ordered (pure; docs/search.md explains the choice).
//
// PostgreSQL hands back a bounded window of candidates (RANK_WINDOW rows, taken through an index in a
// fixed order: newest first, nearest first, or best people first) with their raw signals; these functions
// blend the signals into one score and the window is sorted by it. Windows follow each other in the index
// order, so paging is stable and reaches the end, and no query ever ranks every match of a common word.

/** rows ranked together; a page never needs more than two windows (limit ≤ 100 < window) */
export const RANK_WINDOW = 300;

/** ts_rank weights for D, C, B, A: title (A) far above skills and categories (B) above description (C) */
export const TEXT_WEIGHTS = [0.1, 0.2, 0.4, 1.0] as const;

/** recency half-life of a job, days */
export const RECENCY_HALF_LIFE_DAYS = 14;
/** distance at which the distance signal halves, miles */
export const DISTANCE_HALF_MILES = 15;

export type JobSignals = {
  /** ts_rank with normalisation 32, in [0, 1); null without a keyword */
  textRank: number | null;
  /** miles from the search centre; null without a centre */
  miles: number | null;
  ageDays: number;
};

export type UserSignals = {
  textRank: number | null;
  miles: number | null;
  /** UserSearch.rankScore: rating and completed jobs, in [0, 1] */
  quality: number;
};

const JOB_WEIGHTS = { text: 0.55, distance: 0.25, recency: 0.2 };
const USER_WEIGHTS = { text: 0.5, quality: 0.3, distance: 0.2 };

/** 1 at the centre, ½ at DISTANCE_HALF_MILES, ⅓ at twice that … */
export function distanceSignal(miles: number) {
  return 1 / (1 + Math.max(0, miles) / DISTANCE_HALF_MILES);
}

/** 1 for a job posted now, ½ after two weeks, ¼ after four … */
export function recencySignal(ageDays: number) {
  return Math.pow(0.5, Math.max(0, ageDays) / RECENCY_HALF_LIFE_DAYS);
}

/** ts_rank(…, 32) is rank/(rank+1); stretch it so one title hit is worth about 0.9 */
export function textSignal(textRank: number) {
  return Math.min(1, Math.max(0, textRank) * 2.5);
}

/** Weighted blend of the signals present; weights of absent signals are shared out among the others. */
export function jobScore(s: JobSignals): number {
  return blend([
    [JOB_WEIGHTS.text, s.textRank === null ? null : textSignal(s.textRank)],
    [JOB_WEIGHTS.distance, s.miles === null ? null : distanceSignal(s.miles)],
    [JOB_WEIGHTS.recency, recencySignal(s.ageDays)],
  ]);
}

export function userScore(s: UserSignals): number {
  return blend([
    [USER_WEIGHTS.text, s.textRank === null ? null : textSignal(s.textRank)],
    [USER_WEIGHTS.quality, Math.min(1, Math.max(0, s.quality))],
    [USER_WEIGHTS.distance, s.miles === null ? null : distanceSignal(s.miles)],
  ]);
}

function blend(parts: [number, number | null][]) {
  let total = 0;
  let weight = 0;
  for (const [w, v] of parts) {
    if (v === null) continue;
    total += w * v;
    weight += w;
  }
  return weight === 0 ? 0 : total / weight;
}

export type Windowed<T> = { rows: T[]; hasMore: boolean };

/**
 * The page of a ranked list. `fetch(offset, count)` returns candidates in index order; each window of
 * RANK_WINDOW is sorted by `score` (ties keep index order), then the page is cut out. One extra row tells
 * whether more follow (`hasMore`), so nothing is ever counted.
 */
export async function rankedPage<T>(
  fetch: (offset: number, count: number) => Promise<T[]>,
  score: (row: T) => number,
  page: number,
  limit: number,
  window = RANK_WINDOW,
): Promise<Windowed<T>> {
  const start = (page - 1) * limit;
  const end = start + limit + 1;
  const first = Math.floor(start / window);
  const last = Math.floor((end - 1) / window);
  const rows = await fetch(first * window, (last - first + 1) * window);
  const ranked: T[] = [];
  for (let i = 0; i < rows.length; i += window) ranked.push(...sortByScore(rows.slice(i, i + window), score));
  const slice = ranked.slice(start - first * window, end - first * window);
  return { rows: slice.slice(0, limit), hasMore: slice.length > limit };
}

export function sortByScore<T>(rows: T[], score: (row: T) => number): T[] {
  return rows
    .map((row, i) => ({ row, i, s: score(row) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.row);
}
