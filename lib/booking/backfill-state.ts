// The backfill's bookkeeping beside its booking request, inside the caller's transaction: the offers mirror the
// request's rows (offered when a tier opens, declined/expired as the rows are), the Backfill row follows the
// tier, and the employer's screens hear every step (realtime "backfill"). Imports nothing of the dispatch, so
// the dispatch and the tiers can call it.
import type { Tx } from "@/lib/db";
import { publish } from "@/lib/realtime";
import { notify } from "@/lib/notifications/create-notification";
import { endContractIfLast } from "@/lib/cancellations/end-contract";
import { BACKFILL, BACKFILL_OFFER } from "@/lib/booking/backfill-states";
import { BOOKING_EMPLOYEE } from "@/lib/booking/states";

/** The backfill a request fills, or null for an ordinary request. */
export async function backfillOfRequest(tx: Tx, requestId: string) {
  const r = await tx.bookingRequest.findUnique({
    where: { id: requestId },
    select: { backfill: { select: { id: true, jobId: true, employerId: true, status: true } } },
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
    message: `Nobody took the shift of "${job?.title ?? "your job"}" in time.`,
    jobId: b.jobId,
  });
  await publishBackfill(tx, b, BACKFILL.exhausted);
}

/**
 * A backfill that ends unfilled (exhausted or stopped) ends the dropped worker's contract, as the cancellation
 * would have without a backfill (lib/cancellations/end-contract.ts): the job leaves "in progress".
 */
export async function endDroppedContract(tx: Tx, backfillId: string, now: Date) {
  const b = await tx.backfill.findUniqueOrThrow({
    where: { id: backfillId },
    select: { shift: { select: { id: true, jobId: true, userId: true } } },
  });
  await endContractIfLast(tx, b.shift, now);
}
