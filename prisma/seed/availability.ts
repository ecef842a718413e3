// Availability of every demo provider: a weekly pattern in the provider's own time zone (by the
// provider's place) and one no-repeat date a few days ahead, materialised into slots like a saved calendar.
// Deterministic: the pattern follows the provider's position in the list; dates are relative to `now`.
import type { Tx } from "@/lib/db";
import { CITIES } from "@/prisma/seed/cities";
import { PROVIDERS } from "@/prisma/seed/people";
import { materializeUser } from "@/lib/availability/slots";

const ZONE_OF_STATE: Record<string, string> = {
  TX: "America/Chicago",
  IL: "America/Chicago",
  CO: "America/Denver",
  WA: "America/Los_Angeles",
  GA: "America/New_York",
  NY: "America/New_York",
  AZ: "America/Phoenix",
  FL: "America/New_York",
};

/** weekday (0 = Sun) → [start, end] minutes; four patterns taken in turn */
const PATTERNS: [number, number, number][][] = [
  [1, 2, 3, 4, 5].map((d) => [d, 540, 1020]), // Mon–Fri 9:00 AM–5:00 PM (the default)
  [...[1, 2, 3, 4, 5].map((d): [number, number, number] => [d, 420, 900]), [6, 600, 840]], // early shifts and Saturday morning
  [2, 3, 4, 5, 6].map((d) => [d, 1020, 1380]), // evenings Tue–Sat 5:00–11:00 PM
  [...[0, 6].map((d): [number, number, number] => [d, 480, 1200]), [3, 480, 720], [3, 780, 1080]], // weekends, a split Wednesday
];

export async function seedAvailability(tx: Tx, now: Date) {
  let rules = 0;
  for (const [i, p] of PROVIDERS.entries()) {
    const user = await tx.user.findUnique({ where: { email: p.email }, select: { id: true } });
    if (!user) continue;
    const timezone = ZONE_OF_STATE[CITIES[p.city].state] ?? "America/New_York";
    const once = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3 + (i % 10)));
    const data = [
      ...PATTERNS[i % PATTERNS.length].map(([weekday, startMin, endMin]) => ({
        userId: user.id,
        kind: "weekly" as const,
        timezone,
        weekday,
        startMin,
        endMin,
      })),
      { userId: user.id, kind: "once" as const, timezone, date: once, startMin: 600, endMin: 900 },
    ];
    await tx.availabilityRule.deleteMany({ where: { userId: user.id } });
    await tx.availabilityRule.createMany({ data });
    await materializeUser(tx, user.id, now);
    rules += data.length;
  }
  return { rules };
}
