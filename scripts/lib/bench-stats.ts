// Measuring shared by the bench scripts: run a call n times with `concurrency` in flight and summarise the
// times in milliseconds (bench:search, bench:chat, bench:availability); CPU time of processes (bench:api,
// bench:money).
import fs from "node:fs";

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

/** user + system CPU time of a process so far, ms (Linux /proc); null when it cannot be read. With
 *  `children`, also that of its children that ended and were waited for (cutime + cstime). */
export function cpuMs(pid: number | undefined, children = false): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/** Each PostgreSQL process's CPU time so far (ms by pid), and the CPU of its ended children that the
 *  postmaster waited for (the kernel adds it to the postmaster's cutime + cstime). */
export type PostgresCpu = { byPid: Map<number, number>; ended: number };

export function postgresCpu(): PostgresCpu {
  const byPid = new Map<number, number>();
  let ended = 0;
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/comm`, "utf8").trim() !== "postgres") continue;
    } catch {
      continue;
    }
    const own = cpuMs(Number(name));
    const withChildren = cpuMs(Number(name), true);
    if (own === null || withChildren === null) continue;
    byPid.set(Number(name), own);
    ended += withChildren - own;
  }
  return { byPid, ended };
}

/**
 * The CPU every PostgreSQL process on the machine (backends, autovacuum workers, WAL writer, checkpointer…)
 * spent since `before`, ms, including the processes that ended in between (a closed pool connection's
 * backend, an autovacuum worker): their CPU at the end is in the postmaster's children's time, less what
 * they had spent before. Counting only the live processes loses those (a phase could even measure negative);
 * counting the children's time alone adds the whole life of a backend that closes during the phase.
 */
export function postgresCpuSince(before: PostgresCpu): number {
  const now = postgresCpu();
  let sum = now.ended - before.ended;
  for (const [pid, ms] of now.byPid) sum += ms - (before.byPid.get(pid) ?? 0);
  for (const [pid, ms] of before.byPid) if (!now.byPid.has(pid)) sum -= ms;
  return sum;
}

/** The machine's busy and total CPU time so far (all cores, /proc/stat), ms. */
export function machineCpuMs(): { busy: number; total: number } {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0];
  const t = line.trim().split(/\s+/).slice(1).map(Number);
  const total = t.reduce((a, b) => a + b, 0);
  const idle = t[3] + (t[4] ?? 0); // idle + iowait
  return { busy: ((total - idle) * 1000) / 100, total: (total * 1000) / 100 };
}
