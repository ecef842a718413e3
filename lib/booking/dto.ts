// The booking request as the calls answer it (spec's stored request): money in dollars from integer cents,
// dates ISO. A provider sees only their own row of the employees list, never who else was asked.
import type { Prisma } from "@/lib/generated/prisma/client";
import { displayName } from "@/lib/accounts/dto";
import { centsToDollars } from "@/lib/money/amounts/convert";
import type { BookingStatusName, EmployeeStatusName } from "@/lib/booking/constants";
import { BOOKING, BOOKING_EMPLOYEE, bookingPhase, phaseLabel, phaseTab, providerStatus } from "@/lib/booking/states";

const personSelect = {
  id: true,
  firstName: true,
  lastName: true,
  company: true,
  accountType: true,
  avatar: true,
  city: true,
  state: true,
} as const;

// the employer also with the rating workers gave them (published reviews), shown to the workers asked
const creatorSelect = { ...personSelect, employerRating: true, employerRatingCount: true } as const;

export const bookingInclude = {
  creator: { select: creatorSelect },
  employees: { orderBy: { position: "asc" }, include: { user: { select: personSelect } } },
  // a replacement's request reaches its job through the backfill (the dropped shift's request holds the job)
  backfill: { select: { jobId: true } },
} satisfies Prisma.BookingRequestInclude;

export type BookingRow = Prisma.BookingRequestGetPayload<{ include: typeof bookingInclude }>;
type Person = BookingRow["employees"][number]["user"];

const personDto = (u: Person) => ({
  _id: u.id,
  name: displayName(u),
  firstName: u.firstName,
  lastName: u.lastName,
  avatar: u.avatar,
  location: [u.city, u.state].filter(Boolean).join(", "),
});

export function toBookingDto(
  r: BookingRow,
  viewer: { id: string; type: string },
  now = Date.now(),
  /** holds (lib/money/holds): whether the employer's balance holds (or covers) the shift, for an asked worker; null otherwise */
  funded: boolean | null = null,
) {
  const isCreator = r.creatorId === viewer.id;
  const mine = r.employees.find((e) => e.userId === viewer.id);
  const rows = isCreator ? r.employees : r.employees.filter((e) => e.userId === viewer.id);
  const role = isCreator ? "customer" : "provider";
  const status = r.status as BookingStatusName;
  const shownStatus = isCreator || !mine ? status : providerStatus(mine.status as EmployeeStatusName);
  const row = (e: { status: string; responseLimit: Date | null }) => ({
    status: e.status as EmployeeStatusName,
    responseLimit: e.responseLimit,
  });
  const phase = bookingPhase(
    { status, shiftDate: r.shiftDate, shiftEnd: r.shiftEnd, role, employees: rows.map(row), mine: mine ? row(mine) : null },
    now,
  );
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    location: r.location,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    lat: r.lat,
    lng: r.lng,
    price: centsToDollars(r.price),
    payType: r.payType,
    /** how many employees it books; it stays sent until that many accepted */
    headcount: r.headcount,
    bookingType: r.bookingType,
    shiftDate: r.shiftDate.toISOString(),
    shiftTime: r.shiftTime,
    shiftEnd: r.shiftEnd.toISOString(),
    timezone: r.timezone,
    /** how to get in, whom to ask for, what to bring: only for the employer and the hired worker (null for others) */
    arrival:
      isCreator || mine?.status === BOOKING_EMPLOYEE.accepted
        ? { arrivalNotes: r.arrivalNotes, contactName: r.contactName, whatToBring: r.whatToBring }
        : null,
    responseTimeLimit: r.responseTimeLimit,
    isRecurring: r.isRecurring,
    repeatDuration: r.repeatDuration,
    repeatOn: r.repeatOn,
    seriesId: r.seriesId,
    autoPicked: r.autoPicked,
    /** a backfill's request: a replacement for a dropped shift (lib/booking/backfill.ts) */
    backfillId: r.backfillId,
    status,
    /** the status this viewer's list shows (a provider's own outcome) */
    shownStatus,
    /** where it stands for this viewer now (lib/booking/states.ts): the tab and the list's label follow from it */
    phase,
    tab: phaseTab(phase),
    label: phaseLabel(phase, { shiftDate: r.shiftDate, timezone: r.timezone }, now),
    /** the job it hired into: a backfill's, once filled, for the employer and the worker who took it */
    jobId:
      r.jobId ??
      (r.backfill && r.status === BOOKING.accepted && (isCreator || mine?.status === BOOKING_EMPLOYEE.accepted) ? r.backfill.jobId : null),
    createdAt: r.createdAt.toISOString(),
    creator: { ...personDto(r.creator), employerRating: r.creator.employerRating, employerRatingCount: r.creator.employerRatingCount },
    /** an asked worker sees before accepting whether the shift is funded (docs/money.md "Holds"); null for the employer */
    funded,
    /** this viewer's own row when they were asked */
    me: mine ? { status: mine.status, responseLimit: mine.responseLimit?.toISOString() ?? null } : null,
    employees: rows.map((e) => ({
      _id: e.id,
      user: personDto(e.user),
      status: e.status,
      position: e.position,
      responseLimit: e.responseLimit?.toISOString() ?? null,
      answeredAt: e.answeredAt?.toISOString() ?? null,
    })),
  };
}
export type BookingDto = ReturnType<typeof toBookingDto>;
