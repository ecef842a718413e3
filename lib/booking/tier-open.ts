// Opening tiers (docs/booking-and-time.md "Tiers"), for one request or many at once, in a fixed number of
// statements whatever their number: the rows to skip (busy or blocked since) expire in one UPDATE, the rows to
// ask become active in one UPDATE per deadline, every notice (with its live event) is one INSERT, every e-mail,
// deadline, reminder and next-tier job one add_jobs call, and every request's change one publish.
//
// The `booking_tier` job of one request whose window ended (tierTask) takes along the other requests whose
// tier job is due and free: it locks what it can of them without waiting (SKIP LOCKED: a request being
// answered is left to its own job), takes their jobs out of the queue in its transaction (back if it rolls
// back), and opens all of their tiers together. A thousand tiers ending at one moment are a handful of
// transactions instead of a thousand, each of which waited on the others' workers' stream locks.
import { db, type Tx } from "@/lib/db";
import { dequeueAllByKey } from "@/lib/background/queue";
import { claimJobs, dueJobPayloads, enqueueJobs, type JobSpec } from "@/lib/background/batch";
import { displayName } from "@/lib/accounts/dto";
import { notifyAll } from "@/lib/notifications/create-notification";
import { queueEmails } from "@/lib/notifications/event-mail";
import { publishAll } from "@/lib/realtime";
import { lockEventStreams } from "@/lib/realtime/store";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";
import { deadlineJobs, lockRequest, requestMail, requestNotice, type LockedRequest } from "@/lib/booking/dispatch";
import { recordOffers, searchCutoff } from "@/lib/booking/backfill-state";
import { BOOKING_EMPLOYEE, BOOKING } from "@/lib/booking/states";
import { TIER_TASK, tierJobKey, tierWindowMs } from "@/lib/booking/tiers";

/** How many other due requests one `booking_tier` job opens along with its own. */
export const TIER_BATCH = 200;

/**
 * A request whose next tier is to open (its row locked by the caller, status sent). `after`: the tier its job
 * was queued behind; the job opens the next one only while that is still the last tier opened, so a job
 * that runs twice opens one tier, not two.
 */
export type TierOpening = { req: LockedRequest; senderName: string; after?: number };

type Row = { id: string; requestId: string; userId: string; status: string; tier: number; activatedAt: Date | null };
type Plan = { item: TierOpening; tier: number; go: Row[]; later: boolean; until?: Date; deadline: Date };

/**
 * Opens the lowest waiting tier of each request: its workers still free become active and are told (notice,
 * live event, e-mail job), the deadline job follows the earliest open row, the next tier's job is queued. A
 * tier whose workers all became busy or blocked is skipped. Answers, per request, the tier opened (0 when
 * none is left, a backfill's shift has started, or `after` is no longer the last tier opened).
 */
export async function openTiers(tx: Tx, items: TierOpening[], now: Date, policy?: ShiftPolicy): Promise<Map<string, number>> {
  const opened = new Map(items.map((i) => [i.req.id, 0]));
  if (!items.length) return opened;
  const shifts = new Map(
    (
      await tx.bookingRequest.findMany({
        where: { id: { in: items.map((i) => i.req.id) } },
        select: {
          id: true,
          shiftDate: true,
          shiftEnd: true,
          backfillId: true,
          timezone: true,
          price: true,
          payType: true,
          backfill: { select: { reason: true } },
        },
      })
    ).map((r) => [r.id, r]),
  );
  // a backfill's offers stay open until its cut-off (lib/cancellations/policy.ts); nothing opens after that
  const shiftPolicy = policy ?? (await getShiftPolicy());
  const started = new Set(
    items
      .map((i) => shifts.get(i.req.id)!)
      .filter((r) => r.backfillId && searchCutoff(r.backfill?.reason, r.shiftDate, r.shiftEnd, shiftPolicy) <= now)
      .map((r) => r.id),
  );
  if (started.size) {
    await tx.bookingEmployee.updateMany({
      where: { requestId: { in: [...started] }, status: BOOKING_EMPLOYEE.waiting },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
  }
  const live = items.filter((i) => !started.has(i.req.id));
  if (!live.length) return opened;
  const rows: Row[] = await tx.bookingEmployee.findMany({
    where: { requestId: { in: live.map((i) => i.req.id) } },
    select: { id: true, requestId: true, userId: true, status: true, tier: true, activatedAt: true },
    orderBy: [{ requestId: "asc" }, { position: "asc" }],
  });
  const byRequest = groupBy(rows, (r) => r.requestId);
  const waiting = rows.filter((r) => r.status === BOOKING_EMPLOYEE.waiting && r.tier > 0);
  const creatorOf = new Map(items.map((i) => [i.req.id, i.req.creatorId]));
  const unavailable = await unavailableRows(tx, waiting, shifts, creatorOf);

  const expire: string[] = [];
  const plans: Plan[] = [];
  const finished: string[] = [];
  for (const item of live) {
    const mine = byRequest.get(item.req.id) ?? [];
    if (item.after !== undefined && lastOpened(mine) !== item.after) continue;
    const wait = mine.filter((r) => r.status === BOOKING_EMPLOYEE.waiting && r.tier > 0);
    const tiers = [...new Set(wait.map((r) => r.tier))].sort((a, b) => a - b);
    const plan = tiers.reduce<Plan | null>((found, tier) => {
      if (found) return found;
      const rowsOf = wait.filter((r) => r.tier === tier);
      expire.push(...rowsOf.filter((r) => unavailable.has(r.id)).map((r) => r.id));
      const go = rowsOf.filter((r) => !unavailable.has(r.id));
      if (!go.length) return null;
      return planOf(item, tier, go, tiers, shifts.get(item.req.id)!, now, shiftPolicy);
    }, null);
    if (plan) plans.push(plan);
    else finished.push(item.req.id);
  }
  if (expire.length) {
    await tx.bookingEmployee.updateMany({
      where: { id: { in: expire }, status: BOOKING_EMPLOYEE.waiting },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
  }
  for (const group of groupBy(plans, (p) => p.deadline.getTime()).values()) {
    await tx.bookingEmployee.updateMany({
      where: { id: { in: group.flatMap((p) => p.go.map((r) => r.id)) }, status: BOOKING_EMPLOYEE.waiting },
      data: { status: BOOKING_EMPLOYEE.active, activatedAt: now, responseLimit: group[0].deadline },
    });
  }
  // the workers this opening tells (the new tiers' notices, each request's change to all of its workers), locked
  // at once in the one order every writer uses — openings with workers in common never wait in a circle — and
  // only now, so that openings in parallel do their reads and row updates without waiting. The employers'
  // streams are locked last, by the closing publish alone.
  const told = new Set(plans.map((p) => p.item.req.id));
  await lockEventStreams(
    tx,
    rows.filter((r) => told.has(r.requestId)).map((r) => r.userId),
  );
  await notifyAll(
    tx,
    plans.flatMap((p) =>
      p.go.map((r) => requestNotice(p.item.req, r.userId, p.item.senderName, p.until, shifts.get(p.item.req.id)!.timezone)),
    ),
  );
  await queueEmails(
    tx,
    plans.flatMap((p) => p.go.map((r) => requestMail(p.item.req, r.userId, p.item.senderName, p.deadline, shifts.get(p.item.req.id)!))),
  );
  await scheduleNext(tx, plans, finished, shifts, now, shiftPolicy);
  for (const p of plans) opened.set(p.item.req.id, p.tier);
  return opened;
}

/** The deadline (and reminder) job of every opened request, its next tier's job or none, the backfills' offers. */
async function scheduleNext(
  tx: Tx,
  plans: Plan[],
  finished: string[],
  shifts: Map<string, { shiftDate: Date; backfillId: string | null }>,
  now: Date,
  policy: ShiftPolicy,
) {
  const first = new Map(
    plans.length
      ? (
          await tx.bookingEmployee.groupBy({
            by: ["requestId"],
            where: { requestId: { in: plans.map((p) => p.item.req.id) }, status: BOOKING_EMPLOYEE.active },
            _min: { responseLimit: true },
          })
        ).map((g) => [g.requestId, g._min.responseLimit!])
      : [],
  );
  const jobs: JobSpec[] = [];
  const none = finished.map(tierJobKey);
  const offers: { plan: Plan; nextAt: Date | null }[] = [];
  for (const plan of plans) {
    const { req } = plan.item;
    jobs.push(...deadlineJobs(req, first.get(req.id)!));
    let nextAt: Date | null = null;
    if (plan.later) {
      const untilStart = plan.until ? plan.until.getTime() - now.getTime() : undefined;
      nextAt = new Date(now.getTime() + tierWindowMs(plan.tier, req.bookingType === "urgent", policy, untilStart));
      jobs.push({ task: TIER_TASK, payload: { requestId: req.id, tier: plan.tier }, runAt: nextAt, jobKey: tierJobKey(req.id) });
    } else none.push(tierJobKey(req.id));
    if (shifts.get(req.id)!.backfillId) offers.push({ plan, nextAt });
  }
  await enqueueJobs(tx, jobs);
  await dequeueAllByKey(none, tx);
  for (const { plan, nextAt } of offers)
    await recordOffers(
      tx,
      plan.item.req.id,
      plan.go.map((r) => r.userId),
      plan.tier,
      nextAt,
      now,
    );
}

function planOf(
  item: TierOpening,
  tier: number,
  go: Row[],
  tiers: number[],
  shift: { shiftDate: Date; shiftEnd: Date; backfillId: string | null; backfill: { reason: string } | null },
  now: Date,
  policy: ShiftPolicy,
): Plan {
  // a backfill's offers are open until its cut-off; an ordinary request's for its response time
  const until = shift.backfillId ? searchCutoff(shift.backfill?.reason, shift.shiftDate, shift.shiftEnd, policy) : undefined;
  const deadline = until ?? new Date(now.getTime() + item.req.responseTimeLimit * 60_000);
  return { item, tier, go, later: tiers.some((t) => t > tier), until, deadline };
}

/** The last tier that opened (its rows were made active once), 0 when none did. */
function lastOpened(rows: Row[]): number {
  return Math.max(0, ...rows.filter((r) => r.tier > 0 && r.activatedAt).map((r) => r.tier));
}

/** The waiting rows whose worker is busy at their request's shift (a booked or confirmed Shift overlapping it) or blocked by its employer. */
async function unavailableRows(
  tx: Tx,
  waiting: Row[],
  shifts: Map<string, { shiftDate: Date; shiftEnd: Date }>,
  creatorOf: Map<string, string>,
): Promise<Set<string>> {
  if (!waiting.length) return new Set();
  const users = [...new Set(waiting.map((r) => r.userId))];
  const ranges = waiting.map((r) => shifts.get(r.requestId)!);
  const from = new Date(Math.min(...ranges.map((s) => s.shiftDate.getTime())));
  const to = new Date(Math.max(...ranges.map((s) => s.shiftEnd.getTime())));
  const [busy, blocked] = await Promise.all([
    tx.shift.findMany({
      where: { userId: { in: users }, status: { in: [...ACTIVE_SHIFT] }, start: { lt: to }, end: { gt: from } },
      select: { userId: true, start: true, end: true },
    }),
    tx.rosterEntry.findMany({
      where: { kind: "blocked", workerId: { in: users }, employerId: { in: [...new Set(creatorOf.values())] } },
      select: { employerId: true, workerId: true },
    }),
  ]);
  const busyBy = groupBy(busy, (s) => s.userId);
  const blocks = new Set(blocked.map((b) => `${b.employerId} ${b.workerId}`));
  return new Set(
    waiting
      .filter((r) => {
        const s = shifts.get(r.requestId)!;
        return (
          blocks.has(`${creatorOf.get(r.requestId)} ${r.userId}`) ||
          (busyBy.get(r.userId) ?? []).some((b) => b.start < s.shiftEnd && b.end > s.shiftDate)
        );
      })
      .map((r) => r.id),
  );
}

/**
 * The `booking_tier` job: the window of the open tier ended, the next one opens (nothing when the request
 * closed) — with the other requests whose tier job is due, TIER_BATCH of them. Should that batch fail, the
 * job's own request opens alone (the others run by their own jobs), so one bad request holds up no other.
 */
export async function tierTask(payload: Record<string, unknown>, now = new Date()): Promise<number> {
  const own = { requestId: String(payload.requestId ?? ""), after: tierOf(payload) };
  try {
    return await openDueTiers(own, now, TIER_BATCH);
  } catch (err) {
    console.error(`[booking] opening tiers along with request ${own.requestId} failed; it opens alone`, err);
    return openDueTiers(own, now, 0);
  }
}

const tierOf = (payload: Record<string, unknown>) => (typeof payload.tier === "number" ? payload.tier : undefined);

async function openDueTiers(own: { requestId: string; after?: number }, now: Date, batch: number): Promise<number> {
  return db.$transaction(
    async (tx) => {
      // this job's request waits for its lock, as every writer of one request does; the others are skipped when taken
      const mine = await lockRequest(tx, own.requestId);
      const others = batch ? await takeDueRequests(tx, own.requestId, batch) : [];
      const all = [...(mine ? [{ req: mine, after: own.after }] : []), ...others].filter((x) => x.req.status === BOOKING.sent);
      if (!all.length) return 0;
      const creators = await tx.user.findMany({
        where: { id: { in: [...new Set(all.map((x) => x.req.creatorId))] } },
        select: { id: true, firstName: true, lastName: true, company: true, accountType: true },
      });
      const names = new Map(creators.map((c) => [c.id, displayName(c)]));
      const opened = await openTiers(
        tx,
        all.map((x) => ({ ...x, senderName: names.get(x.req.creatorId) ?? "" })),
        now,
      );
      await publishChanges(
        tx,
        all.filter((x) => opened.get(x.req.id)).map((x) => x.req),
      );
      return (mine && opened.get(mine.id)) || 0;
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}

/** Other requests whose tier job is due and free: locked without waiting, their jobs taken out of the queue. */
async function takeDueRequests(tx: Tx, ownId: string, limit: number): Promise<{ req: LockedRequest; after?: number }[]> {
  const ids = (await dueJobPayloads(tx, TIER_TASK, limit * 4)).map((p) => String(p.requestId ?? "")).filter((id) => id && id !== ownId);
  if (!ids.length) return [];
  const locked = await tx.$queryRaw<LockedRequest[]>`
    SELECT "id", "creatorId", "title", "status"::text AS "status", "bookingType"::text AS "bookingType", "responseTimeLimit"
    FROM "BookingRequest" WHERE "id" = ANY(${ids}::text[])
    ORDER BY array_position(${ids}::text[], "id") LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
  const taken = new Map(
    (
      await claimJobs(
        tx,
        locked.map((r) => tierJobKey(r.id)),
      )
    ).map((j) => [j.key, j.payload]),
  );
  return locked.filter((r) => taken.has(tierJobKey(r.id))).map((req) => ({ req, after: tierOf(taken.get(tierJobKey(req.id))!) }));
}

/** Tells the creators' and the employees' open screens that these requests changed (they reload them): one statement. */
async function publishChanges(tx: Tx, reqs: LockedRequest[]) {
  if (!reqs.length) return;
  const rows = await tx.bookingEmployee.findMany({
    where: { requestId: { in: reqs.map((r) => r.id) } },
    select: { requestId: true, userId: true },
  });
  const by = groupBy(rows, (r) => r.requestId);
  await publishAll(
    reqs.map((r) => ({
      userIds: [r.creatorId, ...(by.get(r.id) ?? []).map((x) => x.userId)],
      event: { type: "booking", requestId: r.id, status: BOOKING.sent },
    })),
    { tx },
  );
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
