// Demo booking requests of the demo employer, one in every state: pending (the demo worker active, another
// waiting), pending with the demo worker waiting, confirmed (linked to the employer's existing hired job of
// that worker, so no extra job is made), declined and expired. Deterministic: the seeded requests are
// found by title and written again. Their response limit is 24 hours from the seed; the deadline jobs are
// not queued by the seed (the detail page's expiry check and the expire call end them when they run out).
import type { Tx } from "@/lib/db";
import { addDays, dayKey, weekday, zonedInstant } from "@/lib/time/zone";

const H = 3_600_000;
type Row = { status: "active" | "waiting" | "accepted" | "declined" | "expired"; email: string };
/** The shift: `days` after the seed's day (the first `weekday` from then, 0 = Sunday), at `at` ("HH:MM"), Austin time. */
type When = { days: number; weekday?: number; at: string };
type SeedBooking = {
  title: string;
  status: "sent" | "accepted" | "declined" | "expired";
  bookingType: "standard" | "urgent";
  when: When;
  price: number;
  rows: Row[];
};

const ZONE = "America/Chicago";

export const SEED_BOOKINGS: SeedBooking[] = [
  {
    title: "Bartender for a corporate mixer",
    status: "sent",
    bookingType: "standard",
    when: { days: 2, at: "18:00" },
    price: 3200,
    rows: [
      { status: "active", email: "worker@gigline.test" },
      { status: "waiting", email: "worker2@gigline.test" },
    ],
  },
  {
    title: "Event setup crew, Saturday morning",
    status: "sent",
    bookingType: "standard",
    when: { days: 2, weekday: 6, at: "08:00" },
    price: 2500,
    rows: [
      { status: "active", email: "worker2@gigline.test" },
      { status: "waiting", email: "worker@gigline.test" },
    ],
  },
  {
    title: "Banquet server for a wedding",
    status: "accepted",
    bookingType: "urgent",
    when: { days: 2, at: "16:00" },
    price: 2800,
    rows: [
      { status: "accepted", email: "worker@gigline.test" },
      { status: "expired", email: "worker2@gigline.test" },
    ],
  },
  {
    title: "Coat check attendant",
    status: "declined",
    bookingType: "standard",
    when: { days: 1, at: "19:00" },
    price: 2000,
    rows: [{ status: "declined", email: "worker@gigline.test" }],
  },
  {
    title: "Valet for a gala night",
    status: "expired",
    bookingType: "standard",
    when: { days: 1, at: "18:30" },
    price: 2200,
    rows: [
      { status: "expired", email: "worker@gigline.test" },
      { status: "expired", email: "worker2@gigline.test" },
    ],
  },
];

export async function seedBookings(tx: Tx, now: Date) {
  const creator = await tx.user.findUnique({
    where: { email: "employer@gigline.test" },
    select: { id: true, city: true, state: true, lat: true, lng: true, location: true },
  });
  if (!creator) return { bookingRequests: 0 };
  const people = await tx.user.findMany({
    where: { email: { in: ["worker@gigline.test", "worker2@gigline.test"] } },
    select: { id: true, email: true },
  });
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  await tx.bookingRequest.deleteMany({ where: { creatorId: creator.id, title: { in: SEED_BOOKINGS.map((b) => b.title) } } });
  let n = 0;
  for (const [i, b] of SEED_BOOKINGS.entries()) {
    const rows = b.rows.filter((r) => idOf(r.email));
    if (!rows.length) continue;
    const createdAt = new Date(now.getTime() - (i + 1) * H);
    const acceptedBy = rows.find((r) => r.status === "accepted");
    const job = acceptedBy
      ? await tx.job.findFirst({
          where: { creatorId: creator.id, status: 1, contract: { userId: idOf(acceptedBy.email) }, booking: null },
          select: { id: true },
        })
      : null;
    const shiftDate = shiftOf(b.when, now);
    await tx.bookingRequest.create({
      data: {
        creatorId: creator.id,
        title: b.title,
        description: "Demo booking request: arrive 15 minutes early, dress code black and white.",
        location: creator.location || "Austin, TX",
        city: creator.city,
        state: creator.state,
        lat: creator.lat,
        lng: creator.lng,
        shiftDate,
        shiftEnd: new Date(shiftDate.getTime() + 8 * 3_600_000),
        shiftTime: shiftDate.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit", timeZone: ZONE }),
        timezone: ZONE,
        payType: "Hourly",
        price: b.price,
        bookingType: b.bookingType,
        responseTimeLimit: 1440,
        status: b.status,
        jobId: job?.id ?? null,
        createdAt,
        closedAt: b.status === "sent" ? null : createdAt,
        employees: {
          create: rows.map((r, position) => ({
            userId: idOf(r.email)!,
            position,
            status: r.status,
            activatedAt: r.status === "waiting" ? null : createdAt,
            responseLimit: r.status === "active" ? new Date(now.getTime() + 24 * H) : r.status === "waiting" ? null : createdAt,
            answeredAt: ["accepted", "declined", "expired"].includes(r.status) ? createdAt : null,
          })),
        },
      },
    });
    n += 1;
  }
  return { bookingRequests: n };
}

/** The instant of a demo shift (its title's weekday and time of day hold in Austin, whatever day the seed runs). */
export function shiftOf(when: When, now: Date): Date {
  let key = addDays(dayKey(now, ZONE), when.days);
  if (when.weekday !== undefined) key = addDays(key, (when.weekday - weekday(key) + 7) % 7);
  const [h, m] = when.at.split(":").map(Number);
  return zonedInstant(key, h * 60 + m, ZONE);
}
