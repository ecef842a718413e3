// A small seeded PRNG (mulberry32): the demo data comes out the same on every machine and every run.
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** integer in [min, max] */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** float in [min, max) rounded to `digits` decimals */
    float: (min: number, max: number, digits = 1) => Number((min + next() * (max - min)).toFixed(digits)),
  };
}
export type Random = ReturnType<typeof createRandom>;
