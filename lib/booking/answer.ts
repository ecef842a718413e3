// booking_request/accept and booking_request/decline: only the active employee answers, before their
// deadline. Both lock the request row first, so two accepts at the same instant run one after the other
// and the second finds the request accepted (409 'Someone else accepted this request first'). Accepting hires: a new job (open → progressing through
// the lifecycle table) with its contract at the request's price and pay type, so the time clock, chat
// and payment work on it, and commits the worker to the shift (lib/shifts/commit.ts: 409 'You already have a
// shift at that time.' when it overlaps one of theirs); every other employee still active or waiting becomes expired.
// A request for several workers (headcount) stays sent until that many accepted: each accepter gets their own
// job (the first one's; the others', seats of it: lib/jobs/seats.ts), and the last one closes it as above.
import { db, type Tx } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { displayName } from "@/lib/accounts/dto";
import { dequeueByKey } from "@/lib/background/queue";
import { notify } from "@/lib/notifications/create-notification";
import { queueEmail } from "@/lib/notifications/event-mail";
import { transitionJob } from "@/lib/jobs/states";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { advance, deadlineJobKey, lockRequest, publishChange, reminderJobKey, type LockedRequest } from "@/lib/booking/dispatch";
import { bookingDuration, getBooking } from "@/lib/booking/queries";
import { commitShift } from "@/lib/shifts/commit";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import { takeBackfill } from "@/lib/booking/backfill";
import { BOOKING_EMPLOYEE, BOOKING, BOOKING_EMPLOYEE_TRANSITIONS } from "@/lib/booking/states";
import { createSeat } from "@/lib/jobs/seats";
import type { BookingRequest } from "@/lib/generated/prisma/client";
import { holdOnHire } from "@/lib/money/holds/hold-on-hire";

type BookingRow = BookingRequest;

/** A booking's hired job is one shift (lib/booking/queries.ts). */
export { bookingDuration };

async function myActiveRow(tx: Tx, req: LockedRequest | null, userId: string, now: Date) {
  if (!req) throw notFound(BOOKING_MSG.NotFound);
  const row = await tx.bookingEmployee.findUnique({ where: { requestId_userId: { requestId: req.id, userId } } });
  if (!row) throw notFound(BOOKING_MSG.NotFound);
  // the losers of an accept race (their rows were closed by the winner's accept): say so, not "expired"
  if (req.status === BOOKING.accepted && row.status !== BOOKING_EMPLOYEE.accepted) throw conflict(BOOKING_MSG.TakenByOther);
  if (row.status === BOOKING_EMPLOYEE.expired || (row.status === BOOKING_EMPLOYEE.active && row.responseLimit && row.responseLimit <= now))
    throw conflict(BOOKING_MSG.ResponseExpired);
  if (row.status === BOOKING_EMPLOYEE.accepted || row.status === BOOKING_EMPLOYEE.declined) throw conflict(BOOKING_MSG.AlreadyAnswered);
  if (req.status !== BOOKING.sent) throw conflict(BOOKING_MSG.NotOpen);
  if (row.status !== BOOKING_EMPLOYEE.active) throw forbidden(BOOKING_MSG.NotYourTurn);
  return row;
}

/** The first accepter's job: an open job with the request's terms, moved to progressing by the lifecycle table. */
async function hireJob(tx: Tx, r: BookingRow, duration: number, now: Date) {
  const job = await tx.job.create({
    data: {
      creatorId: r.creatorId,
      title: r.title,
      description: r.description,
      payType: r.payType,
      price: r.price,
      initialPrice: r.price,
      duration,
      type: "One-time job",
      location: r.location,
      streetNumber: r.streetNumber,
      route: r.route,
      city: r.city,
      state: r.state,
      county: r.county,
      country: r.country,
      zipcode: r.zipcode,
      lat: r.lat ?? 0,
      lng: r.lng ?? 0,
      // the request's schedule and arrival details, shown to the employer and the hired worker on the job
      shiftStart: r.shiftDate,
      shiftEnd: r.shiftEnd,
      timezone: r.timezone,
      arrivalNotes: r.arrivalNotes,
      contactName: r.contactName,
      whatToBring: r.whatToBring,
      headcount: r.headcount,
    },
  });
  await transitionJob(tx, { jobId: job.id, ownerId: r.creatorId, event: "hire", data: { price: r.price }, now });
  return job.id;
}

/**
 * The hire of one accepter, inside the accept's transaction: the request's job (the first accepter's) or a seat
 * of it, their contract at the request's price, and their Shift (commitShift: 409 when it overlaps another of
 * theirs, and nothing here is kept). Answers the job's id. The demo seed hires its confirmed request with it too.
 */
export async function hireAccepter(tx: Tx, r: BookingRow, userId: string, policy: ShiftPolicy, now: Date): Promise<string> {
  const duration = bookingDuration(r);
  // the first accepter's job is the request's; each later one gets a seat of it (lib/jobs/seats.ts)
  const jobId = r.jobId ? await createSeat(tx, r.jobId, r.price, now) : await hireJob(tx, r, duration, now);
  const contract = await tx.contract.create({ data: { jobId, userId, price: r.price, duration } });
  // the shift's expected total is held from the employer's wallet, or the contract is Not funded (lib/money/holds)
  await holdOnHire(tx, { contractId: contract.id, customerId: r.creatorId, payType: r.payType, price: r.price, duration }, now);
  await commitShift(
    tx,
    {
      jobId,
      contractId: contract.id,
      bookingId: r.id,
      userId,
      employerId: r.creatorId,
      start: r.shiftDate,
      end: r.shiftEnd,
      timezone: r.timezone,
      title: r.title,
    },
    { by: "worker" },
    policy,
    now,
  );
  if (!r.jobId) await tx.bookingRequest.update({ where: { id: r.id }, data: { jobId } });
  return jobId;
}

/** The request's sender as workers read it (the next worker's notification names them). */
export async function creatorName(creatorId: string, tx: Tx) {
  const c = await tx.user.findUniqueOrThrow({
    where: { id: creatorId },
    select: { firstName: true, lastName: true, company: true, accountType: true },
  });
  return displayName(c);
}

export async function acceptBooking(user: AuthUser, id: string, now = new Date()) {
  const policy = await getShiftPolicy();
  await db.$transaction(async (tx) => {
    const req = await lockRequest(tx, id);
    // a backfill's request: the worker takes the dropped shift on its job (lib/booking/backfill.ts)
    if (await takeBackfill(tx, req, user, now)) return;
    const row = await myActiveRow(tx, req, user.id, now);
    const r = await tx.bookingRequest.findUniqueOrThrow({ where: { id } });
    const took = await tx.bookingEmployee.updateMany({
      where: { id: row.id, status: BOOKING_EMPLOYEE.active },
      data: { status: BOOKING_EMPLOYEE.accepted, answeredAt: now },
    });
    // a request for several workers stays sent until the last of them accepts (headcount)
    const accepted = await tx.bookingEmployee.count({ where: { requestId: id, status: BOOKING_EMPLOYEE.accepted } });
    const last = accepted >= r.headcount;
    const won = last
      ? await tx.bookingRequest.updateMany({ where: { id, status: BOOKING.sent }, data: { status: BOOKING.accepted, closedAt: now } })
      : { count: 1 };
    if (took.count !== 1 || won.count !== 1) throw conflict(BOOKING_MSG.NotOpen);
    if (last) {
      await tx.bookingEmployee.updateMany({
        where: { requestId: id, status: { in: [...BOOKING_EMPLOYEE_TRANSITIONS.expire.from] } },
        data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
      });
    }
    const job = { id: await hireAccepter(tx, r, user.id, policy, now) };
    if (last) {
      await dequeueByKey(deadlineJobKey(id), tx);
      await dequeueByKey(reminderJobKey(id), tx);
    } else {
      // positions left: the deadline of those still asked, or the next employee's turn
      await advance(tx, req!, now, await creatorName(r.creatorId, tx));
    }
    await notify(tx, {
      userId: r.creatorId,
      type: "booking_request_accepted",
      message: `${displayName(user) || "An employee"} accepted your booking request "${r.title}". The shift is confirmed.`,
      creatorId: user.id,
      requestId: id,
      jobId: job.id,
    });
    await queueEmail(tx, {
      kind: "booking_answer",
      answer: "accepted",
      userId: r.creatorId,
      requestId: id,
      workerName: displayName(user) || "An employee",
      title: r.title,
    });
    await publishChange(tx, req!);
  });
  return { request: await getBooking(user, id) };
}

export async function declineBooking(user: AuthUser, id: string, now = new Date()) {
  await db.$transaction(async (tx) => {
    const req = await lockRequest(tx, id);
    const row = await myActiveRow(tx, req, user.id, now);
    const moved = await tx.bookingEmployee.updateMany({
      where: { id: row.id, status: BOOKING_EMPLOYEE.active },
      data: { status: BOOKING_EMPLOYEE.declined, answeredAt: now },
    });
    if (moved.count !== 1) throw conflict(BOOKING_MSG.AlreadyAnswered);
    await notify(tx, {
      userId: req!.creatorId,
      type: "booking_request_declined",
      message: `${displayName(user) || "An employee"} declined your booking request "${req!.title}".`,
      creatorId: user.id,
      requestId: id,
    });
    await queueEmail(tx, {
      kind: "booking_answer",
      answer: "declined",
      userId: req!.creatorId,
      requestId: id,
      workerName: displayName(user) || "An employee",
      title: req!.title,
    });
    await advance(tx, req!, now, await creatorName(req!.creatorId, tx));
    await publishChange(tx, req!);
  });
  return { request: await getBooking(user, id) };
}

/**
 * The deadline of a request: every active employee whose time ran out becomes expired and the request
 * moves on (next employee, or ends). Idempotent: a second run finds nothing due. Used by the
 * `booking_deadline` job and by booking_request/expire (the countdown at zero).
 */
export async function expireDue(id: string, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const req = await lockRequest(tx, id);
    if (!req || req.status !== BOOKING.sent) return false;
    const expired = await tx.bookingEmployee.updateMany({
      where: { requestId: id, status: BOOKING_EMPLOYEE.active, responseLimit: { lte: now } },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
    await advance(tx, req, now, await creatorName(req.creatorId, tx));
    if (expired.count) await publishChange(tx, req);
    return expired.count > 0;
  });
}

/** booking_request/expire: the creator or an asked employee (others read 404); answers the request afterwards. */
export async function expireBooking(user: AuthUser, id: string) {
  await getBooking(user, id);
  await expireDue(id);
  return { request: await getBooking(user, id) };
}
