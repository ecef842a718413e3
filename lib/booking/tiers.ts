// Tiered dispatch (docs/booking-and-time.md "Tiers"): a request whose employer picked nobody, and every
// backfill's request, asks in tiers instead of everybody at once. Tier 1 is the employer's roster favourites
// who are qualified and available for the shift's whole range, alone for rosterTierUrgentMinutes (urgent) or
// rosterTierStandardMinutes (standard); tier 2 the best matches (the people search's score, then the worker's
// reliability score, unscored workers after scored ones), matchTierSize of them, for matchTierMinutes; tier 3
// everyone else qualified and available. Blocked workers and workers busy then (a booked or confirmed Shift
// overlapping the range) are never asked.
//
// Every tier's people are written when the request is (BookingEmployee.tier, status waiting); a tier opens by
// making its waiting rows active at once, checking again that nobody became busy or blocked since. The next
// tier opens by a queued job (`booking_tier`, one per request by job key) at the end of the window, or at
// once when nobody of the open tiers is left to answer; an empty tier is skipped.
import { db, type Tx } from "@/lib/db";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";
import { enqueue, dequeueByKey } from "@/lib/background/queue";
import { displayName } from "@/lib/accounts/dto";
import { findAvailableEmployees, isAvailable } from "@/lib/availability/available-employees";
import { AVAILABLE_LIMIT_MAX } from "@/lib/availability/constants";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import { activate, lockRequest, publishChange, scheduleDeadline, type LockedRequest } from "@/lib/booking/dispatch";
import { recordOffers } from "@/lib/booking/backfill-state";
import { backfillCutoff } from "@/lib/cancellations/policy";
import { lockEventStreams } from "@/lib/realtime/store";
import { BOOKING_EMPLOYEE, BOOKING } from "@/lib/booking/states";

export const TIER = { byHand: 0, roster: 1, matches: 2, everyone: 3 } as const;
export const tierJobKey = (requestId: string) => `booking-tier:${requestId}`;

export type TierPick = { userId: string; tier: number };

export type TierArgs = {
  employerId: string;
  start: Date;
  end: Date;
  city?: string;
  county?: string;
  state?: string;
  zipcode?: string;
  lat?: number;
  lng?: number;
  /** never asked (the employer, a backfill's dropped worker) */
  excludeUserIds: string[];
};

type Client = Tx | typeof db;

/** Workers among `userIds` with a live commitment (booked or confirmed Shift) overlapping [start, end). */
export async function busyWorkers(client: Client, userIds: string[], start: Date, end: Date): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await client.shift.findMany({
    where: { userId: { in: userIds }, status: { in: [...ACTIVE_SHIFT] }, start: { lt: end }, end: { gt: start } },
    select: { userId: true },
  });
  return new Set(rows.map((r) => r.userId));
}

async function blockedBy(client: Client, employerId: string, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await client.rosterEntry.findMany({
    where: { employerId, kind: "blocked", workerId: { in: userIds } },
    select: { workerId: true },
  });
  return new Set(rows.map((r) => r.workerId));
}

/** Everyone to ask, by tier: qualified and available for the whole range near the place, not blocked, not busy. */
export async function pickTiers(args: TierArgs, policy?: ShiftPolicy): Promise<TierPick[]> {
  const p = policy ?? (await getShiftPolicy());
  const minutes = Math.max(1, Math.ceil((args.end.getTime() - args.start.getTime()) / 60_000));
  const exclude = [args.employerId, ...args.excludeUserIds];
  const [people, favourites] = await Promise.all([
    findAvailableEmployees({ ...args, at: args.start, durationMinutes: minutes, excludeUserIds: exclude, limit: AVAILABLE_LIMIT_MAX }),
    db.rosterEntry.findMany({
      where: { employerId: args.employerId, kind: "favorite", workerId: { notIn: exclude }, worker: { type: "provider", deletedAt: null } },
      select: { workerId: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const found = people.map((x) => x._id);
  const seen = new Set(found);
  // a favourite beyond the search's page is asked too when available (the roster is small)
  for (const f of favourites) if (!seen.has(f.workerId) && (await isAvailable(f.workerId, args.start, minutes))) found.push(f.workerId);
  const [busy, blocked, scores] = await Promise.all([
    busyWorkers(db, found, args.start, args.end),
    blockedBy(db, args.employerId, found),
    db.user.findMany({ where: { id: { in: found } }, select: { id: true, reliabilityScore: true } }),
  ]);
  const ok = found.filter((id) => !busy.has(id) && !blocked.has(id));
  return rankTiers(ok, new Set(favourites.map((f) => f.workerId)), new Map(scores.map((s) => [s.id, s.reliabilityScore])), p.matchTierSize);
}

/**
 * The tiers of workers given best first by the people search: the favourites (in that order); then the best
 * matches — scored workers by reliability score (highest first, the search's order between equals), then
 * unscored ones in the search's order — `matchTierSize` of them; then everyone else in the search's order.
 */
export function rankTiers(ordered: string[], favourites: Set<string>, reliability: Map<string, number | null>, matchTierSize: number) {
  const roster = ordered.filter((id) => favourites.has(id));
  const rest = ordered
    .map((id, i) => ({ id, i, score: reliability.get(id) ?? null }))
    .filter((x) => !favourites.has(x.id))
    .sort((a, b) => (a.score === null ? 1 : 0) - (b.score === null ? 1 : 0) || (b.score ?? 0) - (a.score ?? 0) || a.i - b.i);
  const matches = rest.slice(0, matchTierSize).map((x) => x.id);
  const matched = new Set(matches);
  const everyone = ordered.filter((id) => !favourites.has(id) && !matched.has(id));
  return [
    ...roster.map((userId) => ({ userId, tier: TIER.roster })),
    ...matches.map((userId) => ({ userId, tier: TIER.matches })),
    ...everyone.map((userId) => ({ userId, tier: TIER.everyone })),
  ];
}

/**
 * How long a tier has alone before the next opens. A backfill's windows shrink when the shift is close, so
 * every tier is asked before the start: each of the first two gets at most a third of the time left.
 */
export function tierWindowMs(tier: number, urgent: boolean, policy: ShiftPolicy, untilStartMs?: number): number {
  const minutes =
    tier === TIER.roster ? (urgent ? policy.rosterTierUrgentMinutes : policy.rosterTierStandardMinutes) : policy.matchTierMinutes;
  const ms = minutes * 60_000;
  return untilStartMs === undefined ? ms : Math.max(0, Math.min(ms, Math.floor(untilStartMs / 3)));
}

/**
 * Opens the lowest waiting tier of a tiered request (the request row locked by the caller): its workers still
 * free become active and are told, the deadline job follows the earliest open row, the next tier's job is
 * queued. A tier whose workers all became busy or blocked is skipped. Answers the tier opened, 0 when none is
 * left (or a backfill's shift has started).
 */
export async function openNextTier(tx: Tx, req: LockedRequest, now: Date, senderName: string, policy?: ShiftPolicy): Promise<number> {
  const r = await tx.bookingRequest.findUniqueOrThrow({
    where: { id: req.id },
    select: { shiftDate: true, shiftEnd: true, backfillId: true, creatorId: true },
  });
  // a backfill's offers stay open until its cut-off (lib/cancellations/policy.ts); nothing opens after that
  const backfillDeadline = r.backfillId ? backfillCutoff(r.shiftDate, r.shiftEnd, policy ?? (await getShiftPolicy())) : undefined;
  if (backfillDeadline && backfillDeadline.getTime() <= now.getTime()) {
    await tx.bookingEmployee.updateMany({
      where: { requestId: req.id, status: BOOKING_EMPLOYEE.waiting },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
    return 0;
  }
  // the workers this opening tells (the new tier's notices, the request's change to all of them), locked at once
  // in the one order every writer uses: two tiers opening at once with workers in common never wait in a
  // circle. The employer's stream is locked last, by the closing publishChange alone, so the openings of one
  // employer's many requests queue on it only for their last statement.
  const everyone = await tx.bookingEmployee.findMany({ where: { requestId: req.id }, select: { userId: true } });
  await lockEventStreams(
    tx,
    everyone.map((e) => e.userId),
  );
  for (;;) {
    const waiting = await tx.bookingEmployee.findMany({
      where: { requestId: req.id, status: BOOKING_EMPLOYEE.waiting, tier: { gt: 0 } },
      select: { id: true, userId: true, tier: true },
      orderBy: { position: "asc" },
    });
    if (!waiting.length) {
      await dequeueByKey(tierJobKey(req.id), tx);
      return 0;
    }
    const tier = Math.min(...waiting.map((w) => w.tier));
    const rows = waiting.filter((w) => w.tier === tier);
    const ids = rows.map((w) => w.userId);
    const [busy, blocked] = await Promise.all([busyWorkers(tx, ids, r.shiftDate, r.shiftEnd), blockedBy(tx, r.creatorId, ids)]);
    const skip = rows.filter((w) => busy.has(w.userId) || blocked.has(w.userId));
    if (skip.length) {
      await tx.bookingEmployee.updateMany({
        where: { id: { in: skip.map((w) => w.id) } },
        data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
      });
    }
    const go = rows.filter((w) => !skip.includes(w));
    if (!go.length) continue;

    await activate(
      tx,
      req,
      go.map((w) => w.id),
      now,
      senderName,
      backfillDeadline,
    );
    const first = await tx.bookingEmployee.aggregate({
      where: { requestId: req.id, status: BOOKING_EMPLOYEE.active },
      _min: { responseLimit: true },
    });
    await scheduleDeadline(tx, req, first._min.responseLimit!);
    const later = waiting.some((w) => w.tier > tier);
    let nextAt: Date | null = null;
    if (later) {
      const p = policy ?? (await getShiftPolicy());
      const untilStart = backfillDeadline ? backfillDeadline.getTime() - now.getTime() : undefined;
      nextAt = new Date(now.getTime() + tierWindowMs(tier, req.bookingType === "urgent", p, untilStart));
      await enqueue("booking_tier", { requestId: req.id }, { runAt: nextAt, jobKey: tierJobKey(req.id), tx });
    } else {
      await dequeueByKey(tierJobKey(req.id), tx);
    }
    if (r.backfillId)
      await recordOffers(
        tx,
        req.id,
        go.map((w) => w.userId),
        tier,
        nextAt,
        now,
      );
    return tier;
  }
}

/** The `booking_tier` job: the window of the open tier ended, the next one opens (nothing when the request closed). */
export async function tierTask(payload: Record<string, unknown>, now = new Date()): Promise<number> {
  const requestId = String(payload.requestId ?? "");
  return db.$transaction(async (tx) => {
    const req = await lockRequest(tx, requestId);
    if (!req || req.status !== BOOKING.sent) return 0;
    const creator = await tx.user.findUniqueOrThrow({
      where: { id: req.creatorId },
      select: { firstName: true, lastName: true, company: true, accountType: true },
    });
    const opened = await openNextTier(tx, req, now, displayName(creator));
    if (opened) await publishChange(tx, req);
    return opened;
  });
}
