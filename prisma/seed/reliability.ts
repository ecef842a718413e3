// Demo reliability history: past shifts of the two demo workers on a job they were hired for, with their
// events, so /dashboard/reliability and the employer's cards show a real score. The demo worker has shifts
// worked on time, one late cancellation and one late clock-in; the second worker only shifts on time. The
// rows have fixed ids and are written again on every run (times are relative to the seed's day).
import type { Tx } from "@/lib/db";
import { computeReliability, type ReliabilityKindName, type ScoreShift } from "@/lib/reliability/score";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";

const H = 3_600_000;
const DAY = 24 * H;
const ZONE = "America/Chicago";

/** days ago the shift started, and what happened */
type Past = { daysAgo: number; kind: ReliabilityKindName; minutesLate?: number; leadHours?: number; reason?: string };

export const SEED_RELIABILITY: { email: string; shifts: Past[] }[] = [
  {
    email: "worker@gigline.test",
    shifts: [
      { daysAgo: 64, kind: "completed_on_time" },
      { daysAgo: 50, kind: "completed_on_time" },
      { daysAgo: 36, kind: "late_cancel", leadHours: 6, reason: "My car broke down the evening before." },
      { daysAgo: 22, kind: "late_clock_in", minutesLate: 18 },
      { daysAgo: 12, kind: "completed_on_time" },
      { daysAgo: 4, kind: "completed_on_time" },
    ],
  },
  {
    email: "worker2@gigline.test",
    shifts: [
      { daysAgo: 40, kind: "completed_on_time" },
      { daysAgo: 26, kind: "completed_on_time" },
      { daysAgo: 9, kind: "completed_on_time" },
    ],
  },
];

export async function seedReliability(tx: Tx, now: Date) {
  let shifts = 0;
  for (const [w, seed] of SEED_RELIABILITY.entries()) {
    const worker = await tx.user.findUnique({ where: { email: seed.email }, select: { id: true } });
    if (!worker) continue;
    // a job the worker was hired for, else any job of the demo employer
    const contract = await tx.contract.findFirst({ where: { userId: worker.id }, orderBy: { createdAt: "asc" }, select: { jobId: true } });
    const job = contract
      ? await tx.job.findUnique({ where: { id: contract.jobId }, select: { id: true, creatorId: true } })
      : await tx.job.findFirst({
          where: { creator: { email: "employer@gigline.test" } },
          orderBy: { createdAt: "asc" },
          select: { id: true, creatorId: true },
        });
    if (!job) continue;
    const ids = seed.shifts.map((_, i) => `seedrel${w}x${i}`);
    await tx.reliabilityEvent.deleteMany({ where: { shiftId: { in: ids } } });
    await tx.shift.deleteMany({ where: { id: { in: ids } } });
    // 9 am on the day, eight hours
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15);
    const scored: ScoreShift[] = [];
    for (const [i, s] of seed.shifts.entries()) {
      const start = new Date(today - s.daysAgo * DAY);
      const end = new Date(start.getTime() + 8 * H);
      const canceled = s.kind === "late_cancel" || s.kind === "very_late_cancel";
      const canceledAt = canceled ? new Date(start.getTime() - (s.leadHours ?? 6) * H) : null;
      await tx.shift.create({
        data: {
          id: ids[i],
          jobId: job.id,
          contractId: null,
          userId: worker.id,
          employerId: job.creatorId,
          start,
          end,
          timezone: ZONE,
          status: canceled ? "canceled" : s.kind === "no_show" ? "no_show" : "completed",
          confirmedAt: new Date(start.getTime() - 30 * H),
          clockedInAt: canceled ? null : new Date(start.getTime() + (s.minutesLate ?? 0) * 60_000),
          canceledAt,
          canceledBy: canceled ? "worker" : null,
          cancelReason: s.reason ?? "",
          cancelLeadMinutes: canceled ? (s.leadHours ?? 6) * 60 : null,
        },
      });
      await tx.reliabilityEvent.create({
        data: {
          id: `${ids[i]}e`,
          userId: worker.id,
          shiftId: ids[i],
          kind: s.kind,
          occurredAt: canceledAt ?? end,
          detail: s.kind === "late_clock_in" ? `Clocked in ${s.minutesLate} min after the start.` : (s.reason ?? ""),
        },
      });
      scored.push({ start, end, completed: !canceled, events: [{ kind: s.kind, occurredAt: canceledAt ?? end, overturned: false }] });
      shifts += 1;
    }
    const result = computeReliability(scored, SHIFT_POLICY_DEFAULTS, now);
    await tx.user.update({ where: { id: worker.id }, data: { reliabilityScore: result.score } });
  }
  return { shifts };
}
