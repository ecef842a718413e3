// The matching radius: in-person work within it is "near" and ranks above everything beyond it; beyond it,
// nearer first. Stored as the Setting "matchRadiusMiles" (lib/settings/match-radius.ts reads it); pure, so
// the tests can use it without a database.

/**
 * The tier a match falls in, best first: 0 near (within the radius) or remote, 1 distance unknown (either side
 * has no place), 2 beyond the radius. Unknown sits between: nothing says it is far, nothing says it is near.
 */
export type DistanceTier = 0 | 1 | 2;
export const TIER = { near: 0, unknown: 1, far: 2 } as const;

export function distanceTier(miles: number | null, remote: boolean, radiusMiles: number): DistanceTier {
  if (remote) return TIER.near;
  if (miles === null) return TIER.unknown;
  return miles <= radiusMiles ? TIER.near : TIER.far;
}

/**
 * The order of two matches: tier first; inside the radius (and for remote or unknown) the score; beyond it the
 * distance, nearest first. Ties fall to the caller's own order (0).
 */
export function compareMatches(
  a: { tier: DistanceTier; score: number; distance: number | null },
  b: { tier: DistanceTier; score: number; distance: number | null },
): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  if (a.tier === TIER.far) return (a.distance ?? Infinity) - (b.distance ?? Infinity) || b.score - a.score;
  return b.score - a.score;
}
