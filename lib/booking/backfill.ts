// Backfill (docs/booking-and-time.md "Backfill"): a worker dropped a shift (a late cancellation, no
// confirmation in time, a no-show) and the product looks for a replacement; or the arrival check found the
// worker not on the way shortly before the start, and the product looks for a standby (reason
// "not_on_the_way": the worker keeps the shift until a standby accepts, and a tap of "On my way" or a clock-in
// stops the search: stopStandbySearch). The `backfill:start` task writes the Backfill (one per shift and
// reason, at most one running per shift: unique indexes) and an urgent booking request for the same shift (the job's title,
// address and pay, the shift's times, backfillId set) asked in tiers (lib/booking/tiers.ts) without the
// dropped worker; every offer is a BackfillOffer too. The first worker to accept takes the shift (takeBackfill,
// from booking_request/accept); the employer may stop the search; nobody by the cut-off (backfillCutoff: the
// start, or for a long shift backfillUntilHoursBeforeEnd before its end): exhausted.
import { db, type Tx } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { displayName } from "@/lib/accounts/dto";
import { dequeueByKey } from "@/lib/background/queue";
import { notify } from "@/lib/notifications/create-notification";
import { queueEmail } from "@/lib/notifications/event-mail";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { scheduleShiftJobs } from "@/lib/shifts/keys";
import { endContractIfLast } from "@/lib/cancellations/end-contract";
import { isUniqueViolation } from "@/lib/http/unique-violation";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { deadlineJobKey, publishChange, reminderJobKey, type LockedRequest } from "@/lib/booking/dispatch";
import { openNextTier, pickTiers, tierJobKey } from "@/lib/booking/tiers";
import {
  STANDBY_REASON,
  backfillOfRequest,
  endDroppedContract,
  exhaustBackfillOf,
  publishBackfill,
  searchCutoff,
  withdrawBackfill,
} from "@/lib/booking/backfill-state";
import { BACKFILL_MSG, backfillLine } from "@/lib/booking/backfill-text";
import {
  BACKFILL,
  BACKFILL_OFFER,
  isBackfillFilled,
  isBackfillRunning,
  isBackfillStopped,
  type BackfillStatusName,
} from "@/lib/booking/backfill-states";
import { ACTIVE_SHIFT, SHIFT, SHIFT_STANDBY_TOOK_NOTICE } from "@/lib/shifts/states";
import { shiftTimeText } from "@/lib/booking/shift-zone";
import { BOOKING_EMPLOYEE, BOOKING, BOOKING_EMPLOYEE_TRANSITIONS } from "@/lib/booking/states";

export const BACKFILL_REASONS = ["late_cancel", "unconfirmed", "no_show", STANDBY_REASON] as const;
export type BackfillReason = (typeof BACKFILL_REASONS)[number];

/** a backfill's request gives each asked worker this long at most (their offer also ends at the cut-off) */
const BACKFILL_RESPONSE_MINUTES = 15;

/**
 * The `backfill:start` task {shiftId, reason}. Idempotent: a second run for the same shift finds its Backfill
 * and does nothing. Answers the Backfill's id, or null when the shift is unknown or it is too late: from
 * backfillCutoff (backfillUntilHoursBeforeEnd before the end, at least the start) the contract ends instead. A
 * backfill after the start asks for the rest of the shift: its request runs from now to the end.
 */
export async function startBackfill(shiftId: string, reason: string, now = new Date()): Promise<string | null> {
  if (!(BACKFILL_REASONS as readonly string[]).includes(reason)) throw new Error(`unknown backfill reason "${reason}"`);
  const shift = await db.shift.findUnique({ where: { id: shiftId }, include: { job: true, contract: { select: { price: true } } } });
  if (!shift) return null;
  const existing = await findSearch(shiftId, reason);
  if (existing) return existing;
  const standby = reason === STANDBY_REASON;
  // the worker came after all (or the shift ended otherwise): no standby is looked for
  if (standby && (!(ACTIVE_SHIFT as readonly string[]).includes(shift.status) || shift.onMyWayAt || shift.clockedInAt || shift.arrivedAt))
    return null;
  const policy = await getShiftPolicy();
  if (searchCutoff(reason, shift.start, shift.end, policy).getTime() <= now.getTime()) {
    // too late to find anyone: the dropped worker's contract ends now (a worker who still holds it keeps it)
    if (!standby) await db.$transaction((tx) => endContractIfLast(tx, shift, now));
    return null;
  }
  // after the start (a no-show, a cancellation during the shift) the replacement works from when they take it
  const from = new Date(Math.max(now.getTime(), shift.start.getTime()));
  const job = shift.job;
  const hasPoint = Boolean(job.lat || job.lng);
  const picks = await pickTiers(
    {
      employerId: shift.employerId,
      start: from,
      end: shift.end,
      ...(hasPoint ? { lat: job.lat, lng: job.lng } : { city: job.city, state: job.state, zipcode: job.zipcode }),
      excludeUserIds: [shift.userId],
    },
    policy,
  );
  try {
    return await db.$transaction(async (tx) => {
      const backfill = await tx.backfill.create({
        data: { shiftId, jobId: job.id, employerId: shift.employerId, reason, startedAt: now, tier: picks[0]?.tier ?? 1 },
      });
      // a worker who did not confirm in time is let go; a cancellation or a no-show keeps its own status
      if (reason === "unconfirmed")
        await tx.shift.updateMany({ where: { id: shiftId, status: SHIFT.booked }, data: { status: SHIFT.released } });
      const employer = await tx.user.findUniqueOrThrow({
        where: { id: shift.employerId },
        select: { firstName: true, lastName: true, company: true, accountType: true },
      });
      const request = await tx.bookingRequest.create({
        data: {
          creatorId: shift.employerId,
          title: job.title,
          description: job.description,
          location: job.location,
          streetNumber: job.streetNumber,
          route: job.route,
          city: job.city,
          state: job.state,
          county: job.county,
          country: job.country,
          zipcode: job.zipcode,
          lat: job.lat,
          lng: job.lng,
          shiftDate: from,
          shiftEnd: shift.end,
          shiftTime: shiftTimeText(from, shift.timezone),
          timezone: shift.timezone,
          arrivalNotes: job.arrivalNotes,
          contactName: job.contactName,
          whatToBring: job.whatToBring,
          payType: job.payType,
          price: shift.contract?.price ?? job.price,
          bookingType: "urgent",
          responseTimeLimit: BACKFILL_RESPONSE_MINUTES,
          autoPicked: true,
          backfillId: backfill.id,
          createdAt: now,
          employees: {
            create: picks.map((p, position) => ({ userId: p.userId, position, tier: p.tier, status: BOOKING_EMPLOYEE.waiting })),
          },
        },
      });
      const locked: LockedRequest = {
        id: request.id,
        creatorId: shift.employerId,
        title: request.title,
        status: BOOKING.sent,
        bookingType: "urgent",
        responseTimeLimit: BACKFILL_RESPONSE_MINUTES,
      };
      const opened = await openNextTier(tx, locked, now, displayName(employer), policy);
      if (!opened) {
        await tx.bookingRequest.update({ where: { id: request.id }, data: { status: BOOKING.expired, closedAt: now } });
        await exhaustBackfillOf(tx, request.id, now);
      }
      await publishBackfill(tx, backfill, opened ? BACKFILL.running : BACKFILL.exhausted);
      await publishChange(tx, locked);
      return backfill.id;
    });
  } catch (err) {
    // the same shift's start ran twice at once, or another search of it started meanwhile: that one runs
    if (isUniqueViolation(err)) return findSearch(shiftId, reason);
    throw err;
  }
}

/** The shift's search for this reason, else the one running for another (a no-show marked while a standby search runs). */
async function findSearch(shiftId: string, reason: string): Promise<string | null> {
  const same = await db.backfill.findUnique({ where: { shiftId_reason: { shiftId, reason } }, select: { id: true } });
  if (same) return same.id;
  const running = await db.backfill.findFirst({ where: { shiftId, status: BACKFILL.running }, select: { id: true } });
  return running?.id ?? null;
}

/** The `backfill:start` job's entry point. */
export async function startBackfillTask(payload: Record<string, unknown>) {
  await startBackfill(String(payload.shiftId ?? ""), String(payload.reason ?? ""));
}

function isOverlap(err: unknown) {
  const text = `${(err as { message?: string })?.message ?? ""} ${JSON.stringify((err as { meta?: unknown })?.meta ?? "")}`;
  return text.includes("Shift_no_overlap") || text.includes("23P01");
}

/**
 * booking_request/accept of a backfill's request, inside the accept's transaction with the request row locked:
 * guarded (Backfill running → filled, the row active → accepted, the request sent → accepted), the job's one
 * Contract passes to the new worker (its createdAt stays), a new Shift is written for them (the exclusion
 * constraint refuses a worker busy then: 409, nothing changes), the other offers are lost. Answers false for
 * an ordinary request (the caller hires as usual).
 */
export async function takeBackfill(tx: Tx, req: LockedRequest | null, user: AuthUser, now: Date): Promise<boolean> {
  if (!req) return false;
  const b = await backfillOfRequest(tx, req.id);
  if (!b) return false;
  const [locked] = await tx.$queryRaw<{ status: BackfillStatusName }[]>`
    SELECT "status"::text AS "status" FROM "Backfill" WHERE "id" = ${b.id} FOR UPDATE`;
  const row = await tx.bookingEmployee.findUnique({ where: { requestId_userId: { requestId: req.id, userId: user.id } } });
  if (!row || (row.status === BOOKING_EMPLOYEE.waiting && row.tier > 0)) throw notFound(BOOKING_MSG.NotFound);
  if (isBackfillFilled(locked.status))
    throw conflict(row.status === BOOKING_EMPLOYEE.accepted ? BOOKING_MSG.AlreadyAnswered : BACKFILL_MSG.Filled);
  if (isBackfillStopped(locked.status)) throw conflict(BACKFILL_MSG.Stopped);
  if (!isBackfillRunning(locked.status) || req.status !== BOOKING.sent) throw conflict(BACKFILL_MSG.Ended);
  if (row.status === BOOKING_EMPLOYEE.declined || row.status === BOOKING_EMPLOYEE.accepted) throw conflict(BOOKING_MSG.AlreadyAnswered);
  if (row.status !== BOOKING_EMPLOYEE.active || (row.responseLimit && row.responseLimit <= now))
    throw conflict(BOOKING_MSG.ResponseExpired);

  const dropped = await tx.shift.findUniqueOrThrow({ where: { id: b.shiftId } });
  // the job's contract must still be live: a contract the employer completed, paid or cancelled meanwhile is not
  // handed on (the search is being withdrawn)
  const live = await tx.contract.findUnique({ where: { jobId: b.jobId }, select: { completedAt: true, canceledAt: true } });
  if (live && (live.completedAt || live.canceledAt)) throw conflict(BACKFILL_MSG.Ended);
  // a standby search: the booked worker holds the shift until now, unless they came (the search would have
  // stopped: stopStandbySearch locks this request first); a worker dropped meanwhile (a no-show) has let it go
  const releasing = b.reason === STANDBY_REASON && (ACTIVE_SHIFT as readonly string[]).includes(dropped.status);
  if (releasing) {
    const released = await tx.shift.updateMany({
      where: { id: dropped.id, status: { in: [...ACTIVE_SHIFT] }, onMyWayAt: null, clockedInAt: null, arrivedAt: null },
      data: { status: SHIFT.released },
    });
    if (released.count !== 1) throw conflict(BACKFILL_MSG.Ended);
  }
  // the dropped shift's start, or now when it has started (a late backfill): the request then says so too
  const start = new Date(Math.max(now.getTime(), dropped.start.getTime()));
  const took = await tx.bookingEmployee.updateMany({
    where: { id: row.id, status: BOOKING_EMPLOYEE.active },
    data: { status: BOOKING_EMPLOYEE.accepted, answeredAt: now },
  });
  const won = await tx.bookingRequest.updateMany({
    where: { id: req.id, status: BOOKING.sent },
    data: { status: BOOKING.accepted, closedAt: now, shiftDate: start, shiftTime: shiftTimeText(start, dropped.timezone) },
  });
  const filled = await tx.backfill.updateMany({
    where: { id: b.id, status: BACKFILL.running },
    data: { status: BACKFILL.filled, endedAt: now, nextTierAt: null },
  });
  if (took.count !== 1 || won.count !== 1 || filled.count !== 1) throw conflict(BACKFILL_MSG.Filled);
  await tx.bookingEmployee.updateMany({
    where: { requestId: req.id, status: { in: [...BOOKING_EMPLOYEE_TRANSITIONS.expire.from] } },
    data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
  });
  // the job's one contract passes to the new worker (its createdAt stays: the contract's start)
  const contract = await tx.contract.findUnique({ where: { jobId: b.jobId }, select: { id: true } });
  if (contract) await tx.contract.update({ where: { id: contract.id }, data: { userId: user.id } });
  let shiftId: string;
  try {
    const created = await tx.shift.create({
      data: {
        jobId: b.jobId,
        contractId: contract?.id ?? null,
        bookingId: req.id,
        userId: user.id,
        employerId: b.employerId,
        start,
        end: dropped.end,
        timezone: dropped.timezone,
        // taking a replacement shift is the worker's confirmation
        status: SHIFT.confirmed,
        confirmedAt: now,
      },
    });
    shiftId = created.id;
    // its reminders, as any booked shift's (the confirmation deadline finds it confirmed and does nothing)
    await scheduleShiftJobs(tx, created, await getShiftPolicy(), now);
  } catch (err) {
    if (isOverlap(err)) throw conflict(BACKFILL_MSG.Busy);
    throw err;
  }
  await tx.backfill.update({ where: { id: b.id }, data: { filledShiftId: shiftId } });
  await tx.backfillOffer.updateMany({
    where: { backfillId: b.id, userId: user.id },
    data: { status: BACKFILL_OFFER.accepted, answeredAt: now },
  });
  await tx.backfillOffer.updateMany({
    where: { backfillId: b.id, status: BACKFILL_OFFER.offered },
    data: { status: BACKFILL_OFFER.lost, answeredAt: now },
  });
  await dequeueByKey(deadlineJobKey(req.id), tx);
  await dequeueByKey(reminderJobKey(req.id), tx);
  await dequeueByKey(tierJobKey(req.id), tx);
  const name = displayName(user) || "A worker";
  if (releasing)
    await notify(tx, {
      userId: dropped.userId,
      type: SHIFT_STANDBY_TOOK_NOTICE,
      message: `You had not tapped "On my way" for "${req.title}", so a standby worker took the shift. It is no longer yours.`,
      creatorId: b.employerId,
      jobId: b.jobId,
    });
  await notify(tx, {
    userId: b.employerId,
    type: "backfill_filled",
    message: `${name} took the shift of "${req.title}" as a replacement.`,
    creatorId: user.id,
    requestId: req.id,
    jobId: b.jobId,
  });
  await queueEmail(tx, {
    kind: "booking_answer",
    answer: "accepted",
    userId: b.employerId,
    requestId: req.id,
    workerName: name,
    title: req.title,
  });
  await publishBackfill(tx, b, BACKFILL.filled);
  await publishChange(tx, req);
  return true;
}

/**
 * backfill/stop {backfillId}: the employer stops looking (guarded running → stopped); the open offers are
 * withdrawn and each worker asked is told. A dropped worker's contract ends (as without a backfill); a standby
 * search's booked worker keeps the shift (the employer keeps them).
 */
export async function stopBackfill(user: Pick<AuthUser, "id">, backfillId: string, now = new Date()) {
  await db.$transaction(async (tx) => {
    const b = await tx.backfill.findFirst({
      where: { id: backfillId, employerId: user.id },
      select: { id: true, jobId: true, employerId: true, reason: true, booking: { select: { id: true, title: true } } },
    });
    if (!b) throw notFound(BACKFILL_MSG.NotFound);
    const why =
      b.reason === STANDBY_REASON ? "the employer is keeping the booked worker." : "the employer stopped looking for a replacement.";
    if (!(await withdrawBackfill(tx, b, why, now))) {
      const current = await tx.backfill.findUniqueOrThrow({ where: { id: b.id }, select: { status: true } });
      throw conflict(isBackfillFilled(current.status) ? BACKFILL_MSG.AlreadyFilled : BACKFILL_MSG.Ended);
    }
    await endDroppedContract(tx, b.id, now);
    if (b.booking)
      for (const key of [deadlineJobKey(b.booking.id), reminderJobKey(b.booking.id), tierJobKey(b.booking.id)]) await dequeueByKey(key, tx);
  });
  return getBackfill(user, { backfillId });
}

/** backfill/get {jobId | backfillId}: the employer's view of a search (a job's latest one), null when there is none. */
export async function getBackfill(user: Pick<AuthUser, "id">, by: { jobId?: string; backfillId?: string }) {
  const b = await db.backfill.findFirst({
    where: { employerId: user.id, ...(by.backfillId ? { id: by.backfillId } : { jobId: by.jobId }) },
    orderBy: { startedAt: "desc" },
    include: {
      booking: { select: { id: true } },
      shift: {
        select: { start: true, end: true, user: { select: { firstName: true, lastName: true, company: true, accountType: true } } },
      },
      _count: { select: { offers: true } },
    },
  });
  if (!b) {
    if (by.backfillId) throw notFound(BACKFILL_MSG.NotFound);
    return { backfill: null };
  }
  const filled = b.filledShiftId
    ? await db.shift.findUnique({
        where: { id: b.filledShiftId },
        select: { user: { select: { id: true, firstName: true, lastName: true, company: true, accountType: true } } },
      })
    : null;
  const status = b.status as BackfillStatusName;
  const filledBy = filled ? displayName(filled.user) : null;
  return {
    backfill: {
      _id: b.id,
      jobId: b.jobId,
      shiftId: b.shiftId,
      requestId: b.booking?.id ?? null,
      reason: b.reason,
      status,
      tier: b.tier,
      asked: b._count.offers,
      nextTierAt: b.nextTierAt?.toISOString() ?? null,
      shiftStart: b.shift.start.toISOString(),
      shiftEnd: b.shift.end.toISOString(),
      droppedWorker: displayName(b.shift.user),
      filledBy,
      filledById: filled?.user.id ?? null,
      startedAt: b.startedAt.toISOString(),
      endedAt: b.endedAt?.toISOString() ?? null,
      line: backfillLine({ status, tier: b.tier, asked: b._count.offers, filledBy, reason: b.reason }),
    },
  };
}
export type BackfillDto = NonNullable<Awaited<ReturnType<typeof getBackfill>>["backfill"]>;
