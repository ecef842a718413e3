// Demo booking requests of the demo employer, one in every state: pending (the demo worker active, another
// waiting), pending with the demo worker waiting, confirmed and declined and expired. The confirmed one is
// hired as booking_request/accept hires (hireAccepter): its own dated job (progressing), its contract and the
// worker's Shift written by commitShift (the "You are booked" notice with Confirm, the confirmation deadline and
// the reminders queued); it starts tomorrow afternoon, so the demo worker is inside the
// confirmation window and sees Confirm. No two requests offer one worker overlapping times, and none overlaps
// the worker's shift. Deterministic: the seeded requests (and the confirmed one's job) are found by title and
// written again. Their response limit is 24 hours from the seed; the requests' deadline jobs are not queued by
// the seed (the detail page's expiry check and the expire call end them when they run out).
import type { Tx } from "@/lib/db";
import { hireAccepter } from "@/lib/booking/answer";
import { parseShiftPolicy } from "@/lib/settings/shift-policy";
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
    // 16 to 40 hours ahead whenever the seed runs: inside the 48-hour confirmation window, before the 12-hour deadline
    when: { days: 1, at: "16:00" },
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
    when: { days: 3, at: "19:00" },
    price: 2000,
    rows: [{ status: "declined", email: "worker@gigline.test" }],
  },
  {
    title: "Valet for a gala night",
    status: "expired",
    bookingType: "standard",
    when: { days: 4, at: "18:30" },
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
  const titles = SEED_BOOKINGS.map((b) => b.title);
  const oldJobs = await tx.job.findMany({ where: { creatorId: creator.id, title: { in: BOOKING_JOB_TITLES } }, select: { id: true } });
  await tx.bookingRequest.deleteMany({ where: { creatorId: creator.id, title: { in: titles } } });
  // the confirmed request's job goes with its contract and shift; its notices with it
  await tx.notification.deleteMany({ where: { jobId: { in: oldJobs.map((j) => j.id) } } });
  await tx.job.deleteMany({ where: { id: { in: oldJobs.map((j) => j.id) } } });
  let n = 0;
  for (const [i, b] of SEED_BOOKINGS.entries()) {
    const rows = b.rows.filter((r) => idOf(r.email));
    if (!rows.length) continue;
    const createdAt = new Date(now.getTime() - (i + 1) * H);
    const shiftDate = shiftOf(b.when, now);
    const request = await tx.bookingRequest.create({
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
    const acceptedBy = rows.find((r) => r.status === "accepted");
    // the accept's hire: the request's dated job, progressing, its contract, and the worker's Shift
    if (acceptedBy) await hireAccepter(tx, request, idOf(acceptedBy.email)!, parseShiftPolicy({}), now);
    n += 1;
  }
  return { bookingRequests: n };
}

/** The titles of the jobs the confirmed demo requests hired (the demo jobs' checks leave them out). */
export const BOOKING_JOB_TITLES = SEED_BOOKINGS.filter((b) => b.status === "accepted").map((b) => b.title);

/** The instant of a demo shift (its title's weekday and time of day hold in Austin, whatever day the seed runs). */
export function shiftOf(when: When, now: Date): Date {
  let key = addDays(dayKey(now, ZONE), when.days);
  if (when.weekday !== undefined) key = addDays(key, (when.weekday - weekday(key) + 7) % 7);
  const [h, m] = when.at.split(":").map(Number);
  return zonedInstant(key, h * 60 + m, ZONE);
}
