// Demo shifts of Mile High Logistics (employer3@gigline.test), so a newcomer sees a shift's life in two minutes:
// a booked shift still waiting for the worker's confirmation, and a shift whose worker cancelled late and was
// replaced through backfill (the late cancellation on her reliability record, the replacement's confirmed
// shift, the offers of the tiers and the replacement request). Deterministic: the two jobs are found by title
// and written again with everything hanging off them.
import type { Tx } from "@/lib/db";
import { computeReliability, type ScoreShift } from "@/lib/reliability/score";
import { SHIFT_POLICY_DEFAULTS } from "@/lib/settings/shift-policy";
import { addDays, dayKey, zonedInstant } from "@/lib/time/zone";
import { CITIES, jobPlace } from "@/prisma/seed/cities";

const H = 3_600_000;
const ZONE = "America/Denver";
const EMPLOYER = "employer3@gigline.test";
const PENDING = {
  title: "Loading dock repaint, one day",
  worker: "ryan.oconnor@gigline.test",
  days: 3,
  from: 7 * 60,
  to: 15 * 60,
  rate: 3000,
};
const BACKFILLED = {
  title: "Warehouse picker for a peak-day shift",
  dropped: "hannah.schultz@gigline.test",
  replacement: "marcus.johnson@gigline.test",
  lost: "sophie.kim@gigline.test",
  days: 1,
  from: 6 * 60,
  to: 14 * 60,
  rate: 2200,
};
export const SHIFT_SCENARIO_TITLES = [PENDING.title, BACKFILLED.title];

export async function seedShiftScenarios(tx: Tx, now: Date): Promise<{ shifts: number }> {
  const emails = [EMPLOYER, PENDING.worker, BACKFILLED.dropped, BACKFILLED.replacement, BACKFILLED.lost];
  const people = await tx.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  if (emails.some((e) => !id(e))) return { shifts: 0 };
  const employerId = id(EMPLOYER)!;
  const old = await tx.job.findMany({ where: { creatorId: employerId, title: { in: SHIFT_SCENARIO_TITLES } }, select: { id: true } });
  const oldIds = old.map((j) => j.id);
  await tx.bookingRequest.deleteMany({ where: { OR: [{ jobId: { in: oldIds } }, { backfill: { jobId: { in: oldIds } } }] } });
  await tx.job.deleteMany({ where: { id: { in: oldIds } } }); // shifts, events, backfills and contracts go with them

  const at = (days: number, minute: number) => zonedInstant(addDays(dayKey(now, ZONE), days), minute, ZONE);
  const city = CITIES.denver;
  const job = (title: string, description: string, start: Date, end: Date, rate: number) => ({
    creatorId: employerId,
    title,
    description,
    status: 1,
    payType: "Hourly" as const,
    price: rate,
    initialPrice: rate,
    duration: (end.getTime() - start.getTime()) / H,
    type: "One-time job",
    skills: ["Warehouse"],
    categories: [],
    ...jobPlace(city),
    shiftStart: start,
    shiftEnd: end,
    timezone: ZONE,
    arrivalNotes: "Check in at the security gate on Larimer St and ask for the shift lead.",
    contactName: "Dana (shift lead)",
    whatToBring: "Steel-toe boots and a water bottle.",
    createdAt: new Date(now.getTime() - 5 * 24 * H),
  });

  // 1. booked, waiting for the worker's confirmation
  const pStart = at(PENDING.days, PENDING.from);
  const pEnd = at(PENDING.days, PENDING.to);
  const pending = await tx.job.create({
    data: job(
      PENDING.title,
      "Repaint the loading dock's walls and bumpers in one day shift. Paint and tools are on site.",
      pStart,
      pEnd,
      PENDING.rate,
    ),
  });
  const pContract = await tx.contract.create({
    data: {
      jobId: pending.id,
      userId: id(PENDING.worker)!,
      price: PENDING.rate,
      duration: 8,
      createdAt: new Date(now.getTime() - 2 * 24 * H),
    },
  });
  await tx.shift.create({
    data: {
      jobId: pending.id,
      contractId: pContract.id,
      userId: id(PENDING.worker)!,
      employerId,
      start: pStart,
      end: pEnd,
      timezone: ZONE,
    },
  });

  // 2. cancelled late by the worker, filled by backfill in the second tier
  const bStart = at(BACKFILLED.days, BACKFILLED.from);
  const bEnd = at(BACKFILLED.days, BACKFILLED.to);
  const canceledAt = new Date(bStart.getTime() - 14 * H);
  const filledAt = new Date(canceledAt.getTime() + 9 * 60_000);
  const backfilled = await tx.job.create({
    data: job(
      BACKFILLED.title,
      "Pick and stage orders for the peak-day trucks. Scanners provided; training on site.",
      bStart,
      bEnd,
      BACKFILLED.rate,
    ),
  });
  const contract = await tx.contract.create({
    data: {
      jobId: backfilled.id,
      userId: id(BACKFILLED.replacement)!,
      price: BACKFILLED.rate,
      duration: 8,
      createdAt: new Date(now.getTime() - 3 * 24 * H),
    },
  });
  const dropped = await tx.shift.create({
    data: {
      jobId: backfilled.id,
      contractId: null,
      userId: id(BACKFILLED.dropped)!,
      employerId,
      start: bStart,
      end: bEnd,
      timezone: ZONE,
      status: "canceled",
      confirmedAt: new Date(canceledAt.getTime() - 20 * H),
      canceledAt,
      canceledBy: "worker",
      cancelReason: "I am sick",
      cancelLeadMinutes: 14 * 60,
    },
  });
  await tx.reliabilityEvent.create({
    data: { userId: id(BACKFILLED.dropped)!, shiftId: dropped.id, kind: "late_cancel", occurredAt: canceledAt, detail: "I am sick" },
  });
  const replacement = await tx.shift.create({
    data: {
      jobId: backfilled.id,
      contractId: contract.id,
      userId: id(BACKFILLED.replacement)!,
      employerId,
      start: bStart,
      end: bEnd,
      timezone: ZONE,
      status: "confirmed",
      confirmedAt: filledAt,
    },
  });
  const backfill = await tx.backfill.create({
    data: {
      shiftId: dropped.id,
      jobId: backfilled.id,
      employerId,
      reason: "late_cancel",
      status: "filled",
      tier: 2,
      filledShiftId: replacement.id,
      startedAt: canceledAt,
      endedAt: filledAt,
    },
  });
  await tx.bookingRequest.create({
    data: {
      creatorId: employerId,
      title: BACKFILLED.title,
      description: "Replacement for a cancelled shift.",
      location: `${city.streets[0]}, ${city.city}, ${city.state} ${city.zipcode}, USA`,
      city: city.city,
      state: city.state,
      lat: city.lat,
      lng: city.lng,
      shiftDate: bStart,
      shiftEnd: bEnd,
      shiftTime: "06:00 AM",
      timezone: ZONE,
      payType: "Hourly",
      price: BACKFILLED.rate,
      bookingType: "urgent",
      responseTimeLimit: 60,
      autoPicked: true,
      status: "accepted",
      jobId: backfilled.id,
      backfillId: backfill.id,
      createdAt: canceledAt,
      closedAt: filledAt,
      employees: {
        create: [
          { userId: id(BACKFILLED.replacement)!, position: 0, tier: 2, status: "accepted", activatedAt: canceledAt, answeredAt: filledAt },
          { userId: id(BACKFILLED.lost)!, position: 1, tier: 2, status: "expired", activatedAt: canceledAt, answeredAt: filledAt },
        ],
      },
    },
  });
  await tx.backfillOffer.createMany({
    data: [
      {
        backfillId: backfill.id,
        userId: id(BACKFILLED.replacement)!,
        tier: 2,
        status: "accepted",
        offeredAt: canceledAt,
        answeredAt: filledAt,
      },
      { backfillId: backfill.id, userId: id(BACKFILLED.lost)!, tier: 2, status: "lost", offeredAt: canceledAt, answeredAt: filledAt },
    ],
  });
  // the late cancellation counts on her record
  const scored: ScoreShift[] = [
    { start: bStart, end: bEnd, completed: false, events: [{ kind: "late_cancel", occurredAt: canceledAt, overturned: false }] },
  ];
  const { score } = computeReliability(scored, SHIFT_POLICY_DEFAULTS, now);
  await tx.user.update({ where: { id: id(BACKFILLED.dropped)! }, data: { reliabilityScore: score } });
  return { shifts: 3 };
}
