// The Setting "matchRadiusMiles" read as a number of miles: how far in-person work still counts as near for
// matching (lib/matching/radius.ts ranks by it). Pure, so the seed and the tests can use it without a database.

export const DEFAULT_MATCH_RADIUS_MILES = 50;
export const MAX_MATCH_RADIUS_MILES = 1000;

/** A number of miles from 1 to 1000 (a numeric string is accepted too); anything else is the default. */
export function parseMatchRadius(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 1 && n <= MAX_MATCH_RADIUS_MILES ? n : DEFAULT_MATCH_RADIUS_MILES;
}
