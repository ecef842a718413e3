// Reads of shifts: one shift of the caller's (the worker's or the employer's, 404 otherwise) and the
// caller's upcoming shifts (shift/list), as the screens show them.
import { db, type Tx } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import { SHIFT_MSG } from "@/lib/shifts/messages";
import type { ShiftListInput } from "@/lib/shifts/schemas";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";

const personSelect = { id: true, firstName: true, lastName: true, company: true, accountType: true } as const;

export const shiftInclude = {
  job: { select: { id: true, title: true, location: true, arrivalNotes: true, contactName: true, whatToBring: true } },
  booking: { select: { id: true, title: true, location: true, arrivalNotes: true, contactName: true, whatToBring: true } },
  user: { select: personSelect },
  employer: { select: personSelect },
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof loadShift>>>;

function loadShift(client: Tx | typeof db, id: string) {
  return client.shift.findUnique({ where: { id }, include: shiftInclude });
}

/** One shift, for its worker or its employer only (anyone else reads 404). */
export async function findMyShift(client: Tx | typeof db, userId: string, id: string, as: "worker" | "employer" | "either" = "either") {
  const row = await loadShift(client, id);
  const mine = row && ((as !== "employer" && row.userId === userId) || (as !== "worker" && row.employerId === userId));
  if (!row || !mine) throw notFound(SHIFT_MSG.NotFound);
  return row;
}

/** The shift's arrival facts: the job's, else the booking request's (what the employer wrote there). */
export function arrivalOf(row: Row) {
  const pick = (k: "location" | "arrivalNotes" | "contactName" | "whatToBring") => row.job[k] || row.booking?.[k] || "";
  return {
    address: pick("location"),
    arrivalNotes: pick("arrivalNotes"),
    contactName: pick("contactName"),
    whatToBring: pick("whatToBring"),
  };
}

/** A shift as the caller sees it: the worker reads the arrival facts, the employer reads who is coming. */
export function toShiftDto(row: Row, viewerId: string) {
  const worker = row.userId === viewerId;
  const arrival = arrivalOf(row);
  return {
    _id: row.id,
    status: row.status,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    timezone: row.timezone,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    onMyWayAt: row.onMyWayAt?.toISOString() ?? null,
    keepUnconfirmed: row.keepUnconfirmed,
    clockedIn: row.clockedInAt !== null,
    arrived: row.arrivedAt !== null,
    cancelReason: row.cancelReason,
    unconfirmedNoticeAt: row.unconfirmedNoticeAt?.toISOString() ?? null,
    /** the arrival check found the worker not on the way: a standby search started then */
    arrivalCheckAt: row.arrivalCheckAt?.toISOString() ?? null,
    job: { _id: row.job.id, title: row.job.title || row.booking?.title || "" },
    request: row.booking?.id ?? null,
    address: arrival.address,
    role: worker ? ("worker" as const) : ("employer" as const),
    worker: { _id: row.user.id, name: displayName(row.user) },
    employer: { _id: row.employer.id, name: displayName(row.employer) },
    ...(worker ? { arrivalNotes: arrival.arrivalNotes, contactName: arrival.contactName, whatToBring: arrival.whatToBring } : {}),
  };
}

export type ShiftDto = ReturnType<typeof toShiftDto>;

export async function getShiftDto(viewerId: string, id: string) {
  return toShiftDto(await findMyShift(db, viewerId, id), viewerId);
}

/**
 * shift/list: the caller's shifts that have not ended (worker: their own; employer: the ones of their jobs),
 * soonest first; optionally of one job or one booking request. Canceled shifts are listed too (until their end),
 * so a screen shows why a shift is gone.
 */
export async function listMyShifts(userId: string, input: ShiftListInput, now = new Date()) {
  const rows = await db.shift.findMany({
    where: {
      OR: [{ userId }, { employerId: userId }],
      end: { gt: now },
      ...(input.jobId ? { jobId: input.jobId } : {}),
      ...(input.bookingId ? { bookingId: input.bookingId } : {}),
    },
    include: shiftInclude,
    orderBy: { start: "asc" },
    take: 100,
  });
  return rows.map((r) => toShiftDto(r, userId));
}

/** The figures the screens need to offer Confirm, "On my way" and Keep at the right times. */
export function windowsOf(policy: ShiftPolicy) {
  return {
    confirmWindowHours: policy.confirmWindowHours,
    confirmDeadlineHours: policy.confirmDeadlineHours,
    onMyWayMinutes: policy.onMyWayMinutes,
    arrivalCheckMinutes: policy.arrivalCheckMinutes,
  };
}
