// booking_request/create. Checks (contact details, shift in the future, premium-only recurring, credit
// or a level above basic), then ONE transaction: spend a credit below the Standard level (guarded
// `credit > 0`, as the hire rule does), write the request and its employees in the chosen order, make
// the first (standard) or all (urgent) active, tell them, schedule the deadline and, when recurring,
// the next occurrence.
import { db, type Tx } from "@/lib/db";
import { AppError, badRequest, conflict, forbidden } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { displayName, toSelfUserDto, userWithProfile } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { scanContactDetails } from "@/lib/moderation/contact-scanner";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { addressColumns } from "@/lib/accounts/address";
import { BASIC_LEVEL, PREMIUM_LEVEL } from "@/lib/booking/constants";
import { BOOKING_MSG } from "@/lib/booking/messages";
import type { CreateBookingInput } from "@/lib/booking/schemas";
import { activate, advance, publishChange, scheduleDeadline, type LockedRequest } from "@/lib/booking/dispatch";
import { openNextTier, pickTiers } from "@/lib/booking/tiers";
import { scheduleRecurrence } from "@/lib/booking/recurrence";
import { bookingInclude, toBookingDto } from "@/lib/booking/dto";
import { sameWallTime, shiftTimeText, shiftZoneOf } from "@/lib/booking/shift-zone";
import { BOOKING_EMPLOYEE, BOOKING } from "@/lib/booking/states";
import { DEFAULT_SHIFT_HOURS } from "@/lib/time/constants";
import { shiftEndAfter } from "@/lib/time/schedule";
import { blockedAmong, blockedWorkerIdsOf } from "@/lib/roster/blocked";
import { ROSTER_MSG } from "@/lib/roster/messages";

const needCredit = () => new AppError(402, BOOKING_MSG.NeedCredit, { needCredit: true });

/** Whether this user may create a booking request now (the wizard asks before Done too). */
export const canCreateBooking = (u: { level: number; credit: number }) => u.level > BASIC_LEVEL || u.credit > 0;

export async function createBooking(user: AuthUser, input: CreateBookingInput, now = new Date()) {
  if (scanContactDetails(input.title, input.description).flagged) throw badRequest(BOOKING_MSG.ViolationWarning);
  // the shift is in its location's zone: the same wall-clock time when the client built it in another
  const timezone = await shiftZoneOf(input);
  const shiftDate = sameWallTime(new Date(input.shiftDate), input.timezone ?? timezone, timezone);
  if (shiftDate.getTime() < now.getTime()) throw badRequest(BOOKING_MSG.PastShift);
  // the end's time of day in the same zone: on the start's day, or the next when at or before the start
  const shiftEnd =
    input.shiftEnd === undefined
      ? new Date(shiftDate.getTime() + DEFAULT_SHIFT_HOURS * 3_600_000)
      : shiftEndAfter(shiftDate, sameWallTime(new Date(input.shiftEnd), input.timezone ?? timezone, timezone), timezone);
  if (input.isRecurring && user.level < PREMIUM_LEVEL) throw forbidden(BOOKING_MSG.PremiumOnly);
  if (!canCreateBooking(user)) throw needCredit();

  let employeeIds = input.employees;
  let tiers: number[] | undefined;
  if (employeeIds.includes(user.id)) throw badRequest(BOOKING_MSG.EmployeeNotFound);
  if (employeeIds.length) {
    const found = await db.user.count({ where: { id: { in: employeeIds }, type: "provider", deletedAt: null } });
    if (found !== employeeIds.length) throw badRequest(BOOKING_MSG.EmployeeNotFound);
    if ((await blockedAmong(user.id, employeeIds)).size) throw badRequest(ROSTER_MSG.BlockedWorker);
  } else {
    // nobody picked: tiered dispatch (lib/booking/tiers.ts) over everyone qualified and available
    const picks = await pickTiers({
      employerId: user.id,
      start: shiftDate,
      end: shiftEnd,
      city: input.city,
      county: input.county,
      state: input.state,
      zipcode: input.zipcode,
      lat: input.lat,
      lng: input.lng,
      // the employer and nobody they blocked (pickTiers leaves blocked workers out too)
      excludeUserIds: [user.id, ...(await blockedWorkerIdsOf(user.id))],
    });
    if (!picks.length) throw conflict(BOOKING_MSG.NobodyAvailable);
    employeeIds = picks.map((p) => p.userId);
    tiers = picks.map((p) => p.tier);
  }

  const id = await db.$transaction(async (tx) => {
    const me = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { level: true } });
    if (me.level <= BASIC_LEVEL) {
      const spent = await tx.user.updateMany({ where: { id: user.id, credit: { gt: 0 } }, data: { credit: { decrement: 1 } } });
      if (spent.count !== 1) throw needCredit();
    }
    const created = await writeRequest(
      tx,
      user,
      {
        ...input,
        timezone,
        shiftTime: shiftTimeText(shiftDate, timezone),
        employees: employeeIds,
        autoPicked: input.employees.length === 0,
        seriesId: null,
        tiers,
      },
      { start: shiftDate, end: shiftEnd },
      now,
    );
    if (input.isRecurring) await scheduleRecurrence(tx, created, now);
    return created;
  });
  const [self, row] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: user.id }, include: userWithProfile }),
    db.bookingRequest.findUniqueOrThrow({ where: { id }, include: bookingInclude }),
  ]);
  return { user: toSelfUserDto(self, await jobStatisticsOf(user.id)), request: toBookingDto(row, user) };
}

type WriteInput = Omit<CreateBookingInput, "shiftDate" | "shiftEnd" | "timezone" | "headcount"> & {
  /** how many employees it books (a backfill's request: one) */
  headcount?: number;
  timezone: string;
  autoPicked: boolean;
  seriesId: string | null;
  /** each employee's dispatch tier (lib/booking/tiers.ts), when the request is asked in tiers */
  tiers?: number[];
};

/** Writes one request (a new one, or an occurrence of a series) and dispatches it. Answers its id. */
export async function writeRequest(
  tx: Tx,
  creator: Pick<AuthUser, "id" | "firstName" | "lastName" | "company" | "accountType">,
  input: WriteInput,
  shift: { start: Date; end: Date },
  now: Date,
) {
  const urgent = input.bookingType === "urgent";
  // an occurrence of a series leaves out whoever the employer blocked since
  const blocked = await blockedAmong(creator.id, input.employees, tx);
  const request = await tx.bookingRequest.create({
    data: {
      creatorId: creator.id,
      title: input.title,
      description: input.description,
      ...addressColumns(input),
      location: input.location,
      shiftDate: shift.start,
      shiftEnd: shift.end,
      arrivalNotes: input.arrivalNotes,
      contactName: input.contactName,
      whatToBring: input.whatToBring,
      shiftTime: input.shiftTime,
      timezone: input.timezone,
      payType: input.payType,
      price: dollarsToCents(input.price),
      bookingType: input.bookingType,
      responseTimeLimit: input.responseTimeLimit,
      headcount: input.headcount ?? 1,
      isRecurring: input.isRecurring,
      repeatDuration: input.repeatDuration,
      repeatOn: input.repeatOn,
      seriesId: input.seriesId,
      autoPicked: input.autoPicked,
      employees: {
        create: input.employees.flatMap((userId, position) =>
          blocked.has(userId) ? [] : [{ userId, position, status: BOOKING_EMPLOYEE.waiting, tier: input.tiers?.[position] ?? 0 }],
        ),
      },
    },
    include: { employees: { select: { id: true, position: true }, orderBy: { position: "asc" } } },
  });
  const locked: LockedRequest = {
    id: request.id,
    creatorId: creator.id,
    title: request.title,
    status: BOOKING.sent,
    bookingType: request.bookingType,
    responseTimeLimit: request.responseTimeLimit,
  };
  if (input.tiers) {
    await openNextTier(tx, locked, now, displayName(creator));
  } else {
    const first = urgent ? request.employees.map((e) => e.id) : request.employees.slice(0, 1).map((e) => e.id);
    const deadline = await activate(tx, locked, first, now, displayName(creator));
    // every first employee already had a shift at that time (activate left them out): the next one, or the end
    if (await tx.bookingEmployee.count({ where: { requestId: request.id, status: BOOKING_EMPLOYEE.active } }))
      await scheduleDeadline(tx, locked, deadline);
    else await advance(tx, locked, now, displayName(creator));
  }
  await publishChange(tx, locked);
  return request.id;
}
