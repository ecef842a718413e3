// Dispatch: who may answer a booking request and until when. Urgent: every employee active at once;
// standard: one at a time in the employer's order (first active, the rest waiting), the next becoming
// active when the current one declines or their response time runs out. Every change happens inside the
// caller's transaction with the request row locked (SELECT … FOR UPDATE), so accept, decline and the
// deadline job of one request never interleave; the deadline itself is a graphile-worker job
// (`booking_deadline`, one per request by job key) that exists only if the transaction commits.
import type { Tx } from "@/lib/db";
import { dequeueByKey } from "@/lib/background/queue";
import { enqueueJobs, type JobSpec } from "@/lib/background/batch";
import { notifyAll, type NotifyInput } from "@/lib/notifications/create-notification";
import { queueEmail, whenText, type EventMail } from "@/lib/notifications/event-mail";
import { publish } from "@/lib/realtime";
import { reminderLeadMinutes, type BookingStatusName } from "@/lib/booking/constants";
import { BOOKING_EMPLOYEE, BOOKING } from "@/lib/booking/states";
import { blockedAmong } from "@/lib/roster/blocked";
import { busyWorkers } from "@/lib/shifts/commit";
import { openNextTier } from "@/lib/booking/tiers";
import { exhaustBackfillOf, syncOffers } from "@/lib/booking/backfill-state";

export type LockedRequest = {
  id: string;
  creatorId: string;
  title: string;
  status: BookingStatusName;
  bookingType: "standard" | "urgent";
  responseTimeLimit: number;
};

export const deadlineJobKey = (requestId: string) => `booking-deadline:${requestId}`;
export const reminderJobKey = (requestId: string) => `booking-reminder:${requestId}`;

/** Locks the request row for this transaction; null when it does not exist. */
export async function lockRequest(tx: Tx, requestId: string): Promise<LockedRequest | null> {
  const rows = await tx.$queryRaw<LockedRequest[]>`
    SELECT "id", "creatorId", "title", "status"::text AS "status", "bookingType"::text AS "bookingType", "responseTimeLimit"
    FROM "BookingRequest" WHERE "id" = ${requestId} FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * Makes these waiting employees active from `now`, tells each of them, and returns their deadline (the response
 * time from now, or `until` when given: a backfill's offers are open until its cut-off). An employee who
 * already has a booked or confirmed shift overlapping the request's is left out (expired, not asked).
 */
export async function activate(tx: Tx, req: LockedRequest, rowIds: string[], now: Date, senderName: string, until?: Date) {
  const deadline = until ?? new Date(now.getTime() + req.responseTimeLimit * 60_000);
  const employeeRowIds = await leaveOutBusy(tx, req.id, rowIds, now);
  if (!employeeRowIds.length) return deadline;
  await tx.bookingEmployee.updateMany({
    where: { id: { in: employeeRowIds }, status: BOOKING_EMPLOYEE.waiting },
    data: { status: BOOKING_EMPLOYEE.active, activatedAt: now, responseLimit: deadline },
  });
  const rows = await tx.bookingEmployee.findMany({ where: { id: { in: employeeRowIds } }, select: { userId: true } });
  const shift = await tx.bookingRequest.findUniqueOrThrow({
    where: { id: req.id },
    select: { shiftDate: true, timezone: true, price: true, payType: true },
  });
  // every notice in one statement (a tier of many workers opens at once)
  await notifyAll(
    tx,
    rows.map((r) => requestNotice(req, r.userId, senderName, until, shift.timezone)),
  );
  for (const r of rows) await queueEmail(tx, requestMail(req, r.userId, senderName, deadline, shift));
  return deadline;
}

/** The in-app notice of a worker asked to answer `req` (by its response time, or by `until`, a backfill's cut-off, in the shift's zone). */
export function requestNotice(
  req: LockedRequest,
  userId: string,
  senderName: string,
  until: Date | undefined,
  timezone: string,
): NotifyInput {
  return {
    userId,
    type: "booking_request_sent",
    message: `${senderName || "An employer"} sent you a booking request "${req.title}". ${until ? `Please answer by ${whenText(until, timezone)}: the first to accept takes the shift.` : `Please answer within ${limitText(req.responseTimeLimit)}.`}`,
    creatorId: req.creatorId,
    requestId: req.id,
  };
}

/** The e-mail of a worker asked to answer `req` by `deadline` (queueEmail's event; its job checks the offer is still open). */
export function requestMail(
  req: LockedRequest,
  userId: string,
  senderName: string,
  deadline: Date,
  shift: { shiftDate: Date; timezone: string; price: number; payType: string },
): EventMail {
  return {
    kind: "booking_request",
    userId,
    requestId: req.id,
    employerName: senderName || "An employer",
    title: req.title,
    urgent: req.bookingType === "urgent",
    deadline,
    shiftDate: shift.shiftDate,
    timezone: shift.timezone,
    priceCents: shift.price,
    payType: shift.payType,
  };
}

/** Expires the rows whose worker is busy at the request's shift; answers the others. */
async function leaveOutBusy(tx: Tx, requestId: string, rowIds: string[], now: Date): Promise<string[]> {
  if (!rowIds.length) return rowIds;
  const { shiftDate, shiftEnd } = await tx.bookingRequest.findUniqueOrThrow({
    where: { id: requestId },
    select: { shiftDate: true, shiftEnd: true },
  });
  const rows = await tx.bookingEmployee.findMany({ where: { id: { in: rowIds } }, select: { id: true, userId: true } });
  const busy = await busyWorkers(
    tx,
    rows.map((r) => r.userId),
    shiftDate,
    shiftEnd,
  );
  const left = rows.filter((r) => busy.has(r.userId)).map((r) => r.id);
  if (left.length) {
    await tx.bookingEmployee.updateMany({
      where: { id: { in: left }, status: BOOKING_EMPLOYEE.waiting },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
  }
  return rowIds.filter((id) => !left.includes(id));
}

export function limitText(minutes: number) {
  return minutes >= 1440
    ? `${(minutes / 1440) * 24} hours`
    : minutes >= 60
      ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}`
      : `${minutes} minutes`;
}

/**
 * After an answer or an expiry: if someone is still active, (re)schedule the deadline job; else, for a
 * standard request, the next waiting employee becomes active; else the request ends — accepted when some
 * employee accepted (a request for several workers), declined when every employee declined, expired otherwise. Answers the request's status afterwards.
 */
export async function advance(tx: Tx, req: LockedRequest, now: Date, senderName: string): Promise<LockedRequest["status"]> {
  const employees = await tx.bookingEmployee.findMany({
    where: { requestId: req.id },
    select: { id: true, userId: true, status: true, responseLimit: true, position: true, tier: true },
    orderBy: { position: "asc" },
  });
  // a waiting employee the employer blocked since the request was sent is never asked: their turn expires
  const blocked = await blockedAmong(
    req.creatorId,
    employees.filter((e) => e.status === BOOKING_EMPLOYEE.waiting).map((e) => e.userId),
    tx,
  );
  if (blocked.size) {
    const skipped = employees.filter((e) => e.status === BOOKING_EMPLOYEE.waiting && blocked.has(e.userId));
    await tx.bookingEmployee.updateMany({
      where: { id: { in: skipped.map((e) => e.id) }, status: BOOKING_EMPLOYEE.waiting },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
    for (const e of skipped) e.status = BOOKING_EMPLOYEE.expired;
  }
  // a tiered request (lib/booking/tiers.ts): its waiting rows are the tiers still to open, all at once
  const tiered = employees.some((e) => e.tier > 0);
  if (tiered) await syncOffers(tx, req.id);
  const active = employees.filter((e) => e.status === BOOKING_EMPLOYEE.active);
  if (active.length) {
    await scheduleDeadline(tx, req, minDate(active.map((e) => e.responseLimit!)));
    return "sent";
  }
  if (tiered && (await openNextTier(tx, req, now, senderName))) {
    await publishChange(tx, req);
    return "sent";
  }
  const waiting = !tiered && req.bookingType === "standard" ? employees.filter((e) => e.status === BOOKING_EMPLOYEE.waiting) : [];
  for (const next of waiting) {
    const deadline = await activate(tx, req, [next.id], now, senderName);
    // left out (busy at the shift's time): the one after
    if ((await tx.bookingEmployee.count({ where: { id: next.id, status: BOOKING_EMPLOYEE.active } })) === 0) continue;
    await scheduleDeadline(tx, req, deadline);
    await publishChange(tx, req, [next.id]);
    return "sent";
  }
  // nobody left: urgent requests' waiting rows (none) or all answered
  await tx.bookingEmployee.updateMany({
    where: { requestId: req.id, status: BOOKING_EMPLOYEE.waiting },
    data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
  });
  const final = await tx.bookingEmployee.findMany({ where: { requestId: req.id }, select: { status: true } });
  // a request for several workers that some accepted stays accepted with fewer of them
  const status = final.some((e) => e.status === BOOKING_EMPLOYEE.accepted)
    ? BOOKING.accepted
    : final.length > 0 && final.every((e) => e.status === BOOKING_EMPLOYEE.declined)
      ? BOOKING.declined
      : BOOKING.expired;
  await tx.bookingRequest.updateMany({ where: { id: req.id, status: BOOKING.sent }, data: { status, closedAt: now } });
  await dequeueByKey(reminderJobKey(req.id), tx);
  if (tiered) await exhaustBackfillOf(tx, req.id, now);
  return status;
}

/** The deadline job (and the reminder before it) of a request, replacing any earlier one. */
export async function scheduleDeadline(tx: Tx, req: LockedRequest, deadline: Date) {
  await enqueueJobs(tx, deadlineJobs(req, deadline));
}

/** scheduleDeadline's jobs, for a caller that adds many requests' jobs in one statement. */
export function deadlineJobs(req: Pick<LockedRequest, "id" | "responseTimeLimit">, deadline: Date): JobSpec[] {
  const jobs: JobSpec[] = [{ task: "booking_deadline", payload: { requestId: req.id }, runAt: deadline, jobKey: deadlineJobKey(req.id) }];
  const remindAt = new Date(deadline.getTime() - reminderLeadMinutes(req.responseTimeLimit) * 60_000);
  if (remindAt.getTime() > Date.now())
    jobs.push({
      task: "booking_reminder",
      payload: { requestId: req.id, deadline: deadline.toISOString() },
      runAt: remindAt,
      jobKey: reminderJobKey(req.id),
    });
  return jobs;
}

/** Tells the creator's and the employees' open screens that the request changed (they reload it). */
export async function publishChange(tx: Tx, req: Pick<LockedRequest, "id" | "creatorId">, _rowIds?: string[]) {
  const rows = await tx.bookingEmployee.findMany({ where: { requestId: req.id }, select: { userId: true } });
  const status = (await tx.bookingRequest.findUnique({ where: { id: req.id }, select: { status: true } }))?.status ?? BOOKING.expired;
  await publish([req.creatorId, ...rows.map((r) => r.userId)], { type: "booking", requestId: req.id, status }, { tx });
}

function minDate(dates: Date[]) {
  return new Date(Math.min(...dates.map((d) => d.getTime())));
}
