// Shared set-up of the time tests: hired hourly contracts (through the real calls), a zone where "today"
// already has two hours behind it (so manual time today is always possible, whatever the hour of the run),
// and local wall-clock instants.
import { db } from "@/lib/db";
import { hiredContract } from "./wallet-kit";
import { dayKey, localParts, zonedInstant } from "@/lib/time/zone";

/** A zone whose local time is at least 02:00 now (New York unless it is just after midnight there). */
export function roomyZone(now = new Date()): string {
  for (const tz of ["America/New_York", "Asia/Tokyo", "Europe/London", "Pacific/Honolulu"]) {
    const h = localParts(now, tz).hour;
    if (h >= 2 && h < 23) return tz;
  }
  return "Asia/Tokyo";
}

/** An hourly contract ($40/h) hired eight days ago (so all of this week is after the hire). */
export async function hourlyContract(opts: Parameters<typeof hiredContract>[0] = {}) {
  const s = await hiredContract(opts);
  await db.contract.update({ where: { id: s.contract.id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
  return s;
}

/** The instant of today's (in tz) wall-clock minute. */
export function today(tz: string, minutes: number, now = new Date()): string {
  return zonedInstant(dayKey(now, tz), minutes, tz).toISOString();
}
