// Recurring bookings (Premium): "Repeat every N weeks on <weekdays>". Occurrences keep the first request's
// local start and end times in its time zone (an overnight end stays on the next day) (so 9:00 AM stays 9:00 AM across a daylight-saving change) and fall on
// the chosen weekdays of every Nth week counted from the first request's week (weeks start on Sunday).
// Each occurrence is a new request with the same employees and terms, created and dispatched
// RECUR_LEAD_HOURS before its shift by the `booking_recur` job (one pending per series, by job key).
// The series stops when its first request is deleted or the employer is no longer Premium.
import { db, type Tx } from "@/lib/db";
import { enqueue } from "@/lib/background/queue";
import { PREMIUM_LEVEL, RECUR_LEAD_HOURS, WEEKDAYS } from "@/lib/booking/constants";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { localParts as wallClock, minuteOfDay, zonedInstant } from "@/lib/time/zone";
import { shiftEndAfter } from "@/lib/time/schedule";

const DAY = 86_400_000;
export const recurJobKey = (headId: string) => `booking-recur:${headId}`;

type Series = { shiftDate: Date; timezone: string; repeatDuration: number | null; repeatOn: string[] };

const localParts = (at: Date, tz: string) => {
  const w = wallClock(at, tz);
  return { y: w.year, m: w.month, d: w.day, hh: w.hour, mm: w.minute };
};

/** The first occurrence of the series strictly after `after` (null when the series has no weekdays). */
export function nextOccurrence(s: Series, after: Date): Date | null {
  const weeks = s.repeatDuration ?? 1;
  const days = new Set(s.repeatOn.map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number])).filter((i) => i >= 0));
  if (!days.size) return null;
  const head = localParts(s.shiftDate, s.timezone);
  const headDay = Date.UTC(head.y, head.m - 1, head.d) / DAY; // days since epoch of the local date
  const headWeekStart = headDay - new Date(headDay * DAY).getUTCDay();
  const from = localParts(after, s.timezone);
  let day = Date.UTC(from.y, from.m - 1, from.d) / DAY;
  for (let i = 0; i < 7 * weeks * 2 + 8; i++, day++) {
    const weekday = new Date(day * DAY).getUTCDay();
    const week = Math.floor((day - headWeekStart) / 7);
    if (week < 0 || week % weeks !== 0 || !days.has(weekday)) continue;
    const date = new Date(day * DAY);
    const at = zonedInstant(date.toISOString().slice(0, 10), head.hh * 60 + head.mm, s.timezone);
    if (at.getTime() > after.getTime()) return at;
  }
  return null;
}

/** Schedules the series' next occurrence (its creation RECUR_LEAD_HOURS before the shift). */
export async function scheduleRecurrence(tx: Tx, headId: string, now: Date) {
  const head = await tx.bookingRequest.findUniqueOrThrow({
    where: { id: headId },
    select: { shiftDate: true, timezone: true, repeatDuration: true, repeatOn: true },
  });
  const last = await tx.bookingRequest.findFirst({
    where: { seriesId: headId },
    orderBy: { shiftDate: "desc" },
    select: { shiftDate: true },
  });
  const next = nextOccurrence(head, last?.shiftDate ?? head.shiftDate);
  if (!next) return;
  const runAt = new Date(Math.max(now.getTime(), next.getTime() - RECUR_LEAD_HOURS * 3_600_000));
  await enqueue("booking_recur", { headId }, { runAt, jobKey: recurJobKey(headId), tx });
}

/** Task booking_recur: creates every occurrence now due (idempotent: one request per series and start), then schedules the next. */
export async function recurTask(payload: Record<string, unknown>, now = new Date()) {
  const headId = String(payload.headId ?? "");
  const head = await db.bookingRequest.findUnique({
    where: { id: headId },
    include: { creator: true, employees: { orderBy: { position: "asc" }, select: { userId: true } } },
  });
  if (!head || !head.isRecurring || head.creator.deletedAt || head.creator.level < PREMIUM_LEVEL) return;
  const { writeRequest } = await import("@/lib/booking/create-booking");
  await db.$transaction(async (tx) => {
    for (let i = 0; i < 10; i++) {
      const last = await tx.bookingRequest.findFirst({
        where: { seriesId: headId },
        orderBy: { shiftDate: "desc" },
        select: { shiftDate: true },
      });
      const next = nextOccurrence(head, last?.shiftDate ?? head.shiftDate);
      if (!next || next.getTime() - RECUR_LEAD_HOURS * 3_600_000 > now.getTime()) break;
      const exists = await tx.bookingRequest.findFirst({ where: { seriesId: headId, shiftDate: next }, select: { id: true } });
      if (exists) break;
      await writeRequest(
        tx,
        head.creator,
        {
          title: head.title,
          description: head.description,
          location: head.location,
          street_number: head.streetNumber,
          route: head.route,
          city: head.city,
          state: head.state,
          county: head.county,
          country: head.country,
          zipcode: head.zipcode,
          lat: head.lat ?? undefined,
          lng: head.lng ?? undefined,
          shiftTime: head.shiftTime,
          arrivalNotes: head.arrivalNotes,
          contactName: head.contactName,
          headcount: head.headcount,
          whatToBring: head.whatToBring,
          timezone: head.timezone,
          payType: head.payType,
          price: centsToDollars(head.price),
          employees: head.employees.map((e) => e.userId),
          responseTimeLimit: head.responseTimeLimit,
          bookingType: head.bookingType,
          isRecurring: false,
          repeatDuration: null,
          repeatOn: [],
          autoPicked: head.autoPicked,
          seriesId: headId,
        },
        { start: next, end: shiftEndAfter(next, minuteOfDay(head.shiftEnd, head.timezone), head.timezone) },
        now,
      );
    }
    await scheduleRecurrence(tx, headId, now);
  });
}
