// The backfill tests' world: workers free on weekdays at one place, the employer's roster, a hired job whose
// worker's shift is the one to replace (or to find a standby for), and a search started through its queued job.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { startBackfillTask } from "@/lib/booking/backfill";
import { employer } from "./booking-kit";
import { at, nextWeekday, provider, uniquePoint, update, week } from "./availability-kit";

export type Person = Awaited<ReturnType<typeof provider>>;

/** Workers at one place, free Monday to Friday 8:00 AM–8:00 PM (New York). */
export async function crew(n: number, place: { lat: number; lng: number }) {
  const people: Person[] = [];
  for (let i = 0; i < n; i++) {
    const p = await provider(place);
    expect((await update(p.token, { type: "weekly", timezone: "America/New_York", sheetData: week("8:00 AM", "8:00 PM") })).status).toBe(
      200,
    );
    people.push(p);
  }
  return people;
}

export const roster = (employerId: string, workerId: string, kind: "favorite" | "blocked") =>
  db.rosterEntry.create({ data: { employerId, workerId, kind } });

/** An employer's hired job for a shift tomorrow-ish, its contract, and the dropped worker's shift. */
export async function droppedShift(
  opts: { status?: "canceled" | "no_show" | "booked" | "confirmed"; startsInMs?: number; weekday?: number; hours?: number } = {},
) {
  const place = await uniquePoint();
  const boss = await employer();
  const dropped = await provider(place);
  const start = opts.startsInMs !== undefined ? new Date(Date.now() + opts.startsInMs) : at(nextWeekday(opts.weekday ?? 1), "09:00");
  const end = new Date(start.getTime() + (opts.hours ?? 4) * 3_600_000);
  const job = await db.job.create({
    data: {
      creatorId: boss.user.id,
      title: "Warehouse shift",
      description: "Pack boxes.",
      payType: "Hourly",
      price: 3000,
      initialPrice: 3000,
      duration: 4,
      type: "One-time job",
      location: "Testville, NV",
      city: "Testville",
      state: "NV",
      lat: place.lat,
      lng: place.lng,
      status: 1,
      shiftStart: start,
      shiftEnd: end,
      timezone: "America/New_York",
    },
  });
  const contract = await db.contract.create({
    data: { jobId: job.id, userId: dropped.user.id, price: 3000, duration: 4, createdAt: new Date(Date.now() - 86_400_000) },
  });
  const shift = await db.shift.create({
    data: {
      jobId: job.id,
      contractId: contract.id,
      userId: dropped.user.id,
      employerId: boss.user.id,
      start,
      end,
      timezone: "America/New_York",
      status: opts.status ?? "canceled",
    },
  });
  return { place, boss, dropped, job, contract, shift, start, end };
}

export async function startIt(shiftId: string, reason: string) {
  // the queued task's handler, run directly: a queue run here would also take other files' due jobs
  await startBackfillTask({ shiftId, reason });
  const b = await db.backfill.findUniqueOrThrow({ where: { shiftId_reason: { shiftId, reason } }, include: { booking: true } });
  return { backfill: b, requestId: b.booking!.id };
}
