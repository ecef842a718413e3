// The backfill's bookkeeping beside its booking request, inside the caller's transaction: the offers mirror the
// request's rows (offered when a tier opens, declined/expired as the rows are), the Backfill row follows the
// tier, and the employer's screens hear every step (realtime "backfill"). Imports nothing of the dispatch, so
// the dispatch and the tiers can call it.
import { db, type Tx } from "@/lib/db";
import { publish } from "@/lib/realtime";
import { notify, notifyAll } from "@/lib/notifications/create-notification";
import { endContractIfLast } from "@/lib/cancellations/end-contract";
import { backfillCutoff } from "@/lib/cancellations/policy";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import { BACKFILL, BACKFILL_OFFER } from "@/lib/booking/backfill-states";
import { BOOKING, BOOKING_EMPLOYEE } from "@/lib/booking/states";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";

/** The arrival check's search: a standby for a worker not yet on the way, who keeps the shift until one accepts
 *  (isStandbySearch in lib/booking/backfill-text.ts compares it on the screens). */
export const STANDBY_REASON = "not_on_the_way";

/**
 * Until when a search runs and its offers stay open: a standby search until the shift's start (later, a worker
 * who has not come is a no-show: `mark_no_show` starts that search); a replacement search until backfillCutoff.
 */
export function searchCutoff(
  reason: string | null | undefined,
  start: Date,
  end: Date,
  policy: Pick<ShiftPolicy, "backfillUntilHoursBeforeEnd">,
): Date {
  return reason === STANDBY_REASON ? start : backfillCutoff(start, end, policy);
}

/** What withdrawing a search reads of it. */
const withdrawSelect = { id: true, jobId: true, employerId: true, booking: { select: { id: true, title: true } } } as const;

/** The backfill a request fills, or null for an ordinary request. */
export async function backfillOfRequest(tx: Tx, requestId: string) {
  const r = await tx.bookingRequest.findUnique({
    where: { id: requestId },
    select: { backfill: { select: { id: true, jobId: true, employerId: true, status: true, reason: true, shiftId: true } } },
  });
  return r?.backfill ?? null;
}

/** Tells the employer's open screens that a backfill moved (they reload it through backfill/get). */
export async function publishBackfill(tx: Tx, b: { id: string; jobId: string; employerId: string }, status: string) {
  await publish([b.employerId], { type: "backfill", backfillId: b.id, jobId: b.jobId, status }, { tx });
}

/** A tier opened: its workers' offers, the Backfill's tier and when the next one opens. */
export async function recordOffers(tx: Tx, requestId: string, userIds: string[], tier: number, nextTierAt: Date | null, now: Date) {
  const b = await backfillOfRequest(tx, requestId);
  if (!b) return;
  await tx.backfillOffer.createMany({
    data: userIds.map((userId) => ({ backfillId: b.id, userId, tier, offeredAt: now })),
    skipDuplicates: true,
  });
  await tx.backfill.updateMany({ where: { id: b.id, status: BACKFILL.running }, data: { tier, nextTierAt } });
  await publishBackfill(tx, b, BACKFILL.running);
}

/** The offers follow the request's rows that were declined or ran out. */
export async function syncOffers(tx: Tx, requestId: string) {
  await tx.$executeRaw`
    UPDATE "BackfillOffer" o
    SET "status" = (CASE e."status"::text WHEN ${BOOKING_EMPLOYEE.declined} THEN ${BACKFILL_OFFER.declined} ELSE ${BACKFILL_OFFER.expired} END)::"BackfillOfferStatus",
        "answeredAt" = e."answeredAt"
    FROM "BookingRequest" r JOIN "BookingEmployee" e ON e."requestId" = r."id"
    WHERE r."id" = ${requestId} AND o."backfillId" = r."backfillId" AND o."userId" = e."userId"
      AND o."status"::text = ${BACKFILL_OFFER.offered} AND e."status"::text IN (${BOOKING_EMPLOYEE.declined}, ${BOOKING_EMPLOYEE.expired})`;
}

/** The request closed with nobody hired: the backfill is exhausted (guarded: only a running one), the employer told. */
export async function exhaustBackfillOf(tx: Tx, requestId: string, now: Date) {
  const b = await backfillOfRequest(tx, requestId);
  if (!b) return;
  await syncOffers(tx, requestId);
  const ended = await tx.backfill.updateMany({
    where: { id: b.id, status: BACKFILL.running },
    data: { status: BACKFILL.exhausted, endedAt: now, nextTierAt: null },
  });
  if (ended.count !== 1) return;
  await endDroppedContract(tx, b.id, now);
  await tx.backfillOffer.updateMany({
    where: { backfillId: b.id, status: BACKFILL_OFFER.offered },
    data: { status: BACKFILL_OFFER.expired, answeredAt: now },
  });
  const job = await tx.job.findUnique({ where: { id: b.jobId }, select: { title: true } });
  await notify(tx, {
    userId: b.employerId,
    type: "backfill_exhausted",
    message:
      b.reason === STANDBY_REASON
        ? `No standby worker took the shift of "${job?.title ?? "your job"}": the booked worker still has it.`
        : `Nobody took the shift of "${job?.title ?? "your job"}" in time.`,
    jobId: b.jobId,
  });
  await publishBackfill(tx, b, BACKFILL.exhausted);
}

/**
 * A backfill that ends unfilled (exhausted or stopped) ends the dropped worker's contract, as the cancellation
 * would have without a backfill (lib/cancellations/end-contract.ts): the job leaves "in progress". A worker who
 * still holds the shift (a standby search that found nobody, or was stopped) keeps it.
 */
export async function endDroppedContract(tx: Tx, backfillId: string, now: Date) {
  const b = await tx.backfill.findUniqueOrThrow({
    where: { id: backfillId },
    select: { shift: { select: { id: true, jobId: true, userId: true, status: true } } },
  });
  if ((ACTIVE_SHIFT as readonly string[]).includes(b.shift.status)) return;
  await endContractIfLast(tx, b.shift, now);
}

/**
 * The employer ends the job's contract (job/cancel_contract, job/complete_contract) while its backfill runs: the
 * search stops (guarded running → stopped), every open offer is withdrawn (the request's rows and the request
 * expire; their queued jobs then find it closed and do nothing), and each worker still asked is told. Called
 * first in the contract's transaction: it locks the request row, then the Backfill row, as an accept does
 * (takeBackfill), so the two run one after the other — an accept that came first has filled it (nothing to do
 * here: the contract then ends with the replacement), an accept that comes after reads 409. Answers how many
 * searches stopped.
 */
export async function withdrawBackfillsOfJob(tx: Tx, jobId: string, why: string, now: Date): Promise<number> {
  const running = await tx.backfill.findMany({
    where: { jobId, status: BACKFILL.running },
    select: withdrawSelect,
  });
  let stopped = 0;
  for (const b of running) if (await withdrawBackfill(tx, b, why, now)) stopped++;
  return stopped;
}

/**
 * The booked worker of a standby search came after all (tapped "On my way", clocked in): the search stops and
 * the workers asked are told. First in the caller's transaction, before it writes the shift: the request row
 * and the Backfill row are locked in an accept's order (takeBackfill), so a standby who accepted first has the
 * shift and one who accepts later reads 409. Answers whether a search stopped.
 */
export async function stopStandbySearch(tx: Tx, shiftId: string, why: string, now: Date): Promise<boolean> {
  const b = await tx.backfill.findFirst({
    where: { shiftId, reason: STANDBY_REASON, status: BACKFILL.running },
    select: withdrawSelect,
  });
  return b ? withdrawBackfill(tx, b, why, now) : false;
}

/**
 * Stops one search (guarded running → stopped) with its request row locked first: every open offer is withdrawn
 * (the request's rows and the request expire; their queued jobs then find it closed and do nothing) and each
 * worker still asked is told `why`. Answers false when the search had already ended.
 */
export async function withdrawBackfill(
  tx: Tx,
  b: { id: string; jobId: string; employerId: string; booking: { id: string; title: string } | null },
  why: string,
  now: Date,
): Promise<boolean> {
  if (b.booking) await tx.$queryRaw`SELECT "id" FROM "BookingRequest" WHERE "id" = ${b.booking.id} FOR UPDATE`;
  const ended = await tx.backfill.updateMany({
    where: { id: b.id, status: BACKFILL.running },
    data: { status: BACKFILL.stopped, endedAt: now, nextTierAt: null },
  });
  if (ended.count !== 1) return false;
  const asked = await tx.backfillOffer.findMany({
    where: { backfillId: b.id, status: BACKFILL_OFFER.offered },
    select: { userId: true },
  });
  await tx.backfillOffer.updateMany({
    where: { backfillId: b.id, status: BACKFILL_OFFER.offered },
    data: { status: BACKFILL_OFFER.expired, answeredAt: now },
  });
  if (b.booking) {
    const requestId = b.booking.id;
    await tx.bookingEmployee.updateMany({
      where: { requestId, status: { in: [BOOKING_EMPLOYEE.active, BOOKING_EMPLOYEE.waiting] } },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
    await tx.bookingRequest.updateMany({
      where: { id: requestId, status: BOOKING.sent },
      data: { status: BOOKING.expired, closedAt: now },
    });
    await notifyAll(
      tx,
      asked.map((o) => ({
        userId: o.userId,
        type: "backfill_withdrawn",
        message: `The replacement shift "${b.booking!.title}" is no longer needed: ${why}`,
        creatorId: b.employerId,
        requestId,
      })),
    );
    const rows = await tx.bookingEmployee.findMany({ where: { requestId }, select: { userId: true } });
    await publish([b.employerId, ...rows.map((r) => r.userId)], { type: "booking", requestId, status: BOOKING.expired }, { tx });
  }
  await publishBackfill(tx, b, BACKFILL.stopped);
  return true;
}

/** A clock-in on the job stops the standby search of the worker's shift there (stopStandbySearch's order). */
export async function stopStandbyOfWorker(tx: Tx, userId: string, jobId: string, now: Date): Promise<void> {
  const running = await tx.backfill.findMany({
    where: { jobId, reason: STANDBY_REASON, status: BACKFILL.running, shift: { userId, status: { in: [...ACTIVE_SHIFT] } } },
    select: withdrawSelect,
  });
  for (const b of running) await withdrawBackfill(tx, b, "the booked worker has clocked in.", now);
}

/**
 * After job/pay_job committed: a replacement search of the job still running stops, its offers withdrawn (the
 * pay call's one statement stays as it is; an accept in between finds the contract completed and reads 409).
 */
export async function withdrawBackfillsAfterPay(jobId: string, now = new Date()): Promise<number> {
  return db.$transaction((tx) => withdrawBackfillsOfJob(tx, jobId, "the employer paid and completed the job.", now));
}
