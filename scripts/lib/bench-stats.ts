// Latency measuring shared by the bench scripts (bench:search, bench:chat, bench:availability): run a call
// n times with `concurrency` in flight and summarise the times in milliseconds.
export type Stats = { n: number; p50: number; p95: number; p99: number; mean: number };
export type Runner = (i: number) => Promise<unknown>;

export async function measure(run: Runner, n: number, concurrency: number): Promise<Stats> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        await run(i);
        times.push(performance.now() - t);
      }
    }),
  );
  return stats(times);
}

export function stats(times: number[]): Stats {
  const s = [...times].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, p50: p(0.5), p95: p(0.95), p99: p(0.99), mean: s.reduce((a, b) => a + b, 0) / s.length };
}
