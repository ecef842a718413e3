// Timesheets on the demo's progressing hourly jobs: for each, the working days since the hire (today
// excluded; one contract per provider), a morning and an afternoon entry in America/New_York, tracked by the clock except one added by
// hand, with work notes. Deterministic for a given `now`; the contracts are rewritten by seedJobs, which
// removes their old entries (cascade), so a re-run writes the same entries again.
import type { Tx } from "@/lib/db";
import { JOB_STATUS } from "@/lib/jobs/states";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";
import { addDays, dayKey, weekday, zonedInstant } from "@/lib/time/zone";

const NOTES = [
  "Set up the tent rows",
  "Stage and lighting truss",
  "Furniture and linens",
  "Strike and load-out",
  "Deliveries and loading dock",
  "Route planning and first drops",
];
/** local minutes: 9:00–12:00 and 13:00–16:30 */
const SHIFTS: [number, number][] = [
  [9 * 60, 12 * 60],
  [13 * 60, 16 * 60 + 30],
];
/** the days back from today with work (at most 6, since the hire) */
const DAYS_BACK = [1, 2, 3, 5, 6, 8];

export async function seedTimesheets(tx: Tx, now: Date): Promise<{ entries: number }> {
  const tz = DEFAULT_TIME_ZONE;
  const contracts = await tx.contract.findMany({
    where: { job: { status: JOB_STATUS.progressing, payType: "Hourly" } },
    orderBy: { createdAt: "asc" },
    select: { id: true, userId: true, createdAt: true },
  });
  await tx.timer.deleteMany({ where: { contractId: { in: contracts.map((c) => c.id) } } });
  let entries = 0;
  const today = dayKey(now, tz);
  const seen = new Set<string>();
  for (const [ci, c] of contracts.entries()) {
    await tx.timeEntry.deleteMany({ where: { contractId: c.id } });
    // one seeded timesheet per provider: entries of one provider never overlap (another area's demo data may
    // hire the same provider on a second hourly job)
    if (seen.has(c.userId)) continue;
    seen.add(c.userId);
    const rows = [];
    for (const [di, back] of DAYS_BACK.entries()) {
      const day = addDays(today, -back);
      if (weekday(day) === 0) continue; // Sundays off
      for (const [si, [from, to]] of SHIFTS.entries()) {
        const start = zonedInstant(day, from, tz);
        if (start < c.createdAt) continue;
        const manual = di === 1 && si === 1;
        rows.push({
          contractId: c.id,
          userId: c.userId,
          start,
          end: zonedInstant(day, to, tz),
          memo: NOTES[(ci * 2 + di + si) % NOTES.length],
          type: manual ? ("manual" as const) : ("track" as const),
        });
      }
    }
    await tx.timeEntry.createMany({ data: rows });
    entries += rows.length;
  }
  return { entries };
}
