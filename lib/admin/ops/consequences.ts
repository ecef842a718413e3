// What a suspension or a ban does to an account's commitments, in the standing transaction
// (lib/admin/set-standing.ts applyStanding), through each lifecycle's own guarded changes:
//  - its open jobs are cancelled (the jobs table's cancel_job, as job/cancel_job does, their shifts with them);
//  - its unanswered booking requests are deleted (as DELETE booking_request does);
//  - its live shifts are cancelled under the cancellation rules (lib/cancellations/cancel-shift.ts): as the
//    employer, those not yet started, and a late one pays the worker as an employer's late cancellation does;
//    as the worker, those not yet ended, and a late one goes to backfill as a worker's late cancellation does,
//    WITHOUT a reliability event: the platform cancelled, not the worker, and a closed account's score is moot.
//    A suspension releases the shifts that start before it ends; a ban releases every one;
//  - as a worker, its proposals on open jobs are withdrawn and its unanswered invitations declined, and the
//    booking requests and backfill offers asked of it (answering now, or waiting for their turn or tier) are
//    withdrawn: its row expires and the request moves on to the next worker, as an expiry does
//    (lib/booking/dispatch.ts advance; a backfill's offer follows its row).
// People search leaves the account out while it is suspended or closed (migration 20270106400000_admin_ops:
// refresh_user_search); a task at the end of a suspension puts it back, as a lift does at once. What was
// closed stays closed after a lift.
import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";
import { enqueue } from "@/lib/background/queue";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { JOB_STATUS, transitionInvite, transitionJob, canWithdraw } from "@/lib/jobs/states";
import { INVITE, LIVE_PROPOSAL_STATUSES } from "@/lib/jobs/proposal-states";
import { lockJob } from "@/lib/jobs/access";
import { followContract } from "@/lib/shifts/follow";
import { cancelLockedShift } from "@/lib/cancellations/cancel-shift";
import { LIVE_SHIFT, isLiveShift } from "@/lib/cancellations/cancel-states";
import type { LockedShift } from "@/lib/cancellations/shift-access";
import { lockRequest } from "@/lib/booking/dispatch";
import { deleteUnacceptedBooking } from "@/lib/booking/delete-booking";
import { BOOKING, BOOKING_EMPLOYEE } from "@/lib/booking/states";
import { advance, publishChange } from "@/lib/booking/dispatch";
import { creatorName } from "@/lib/booking/answer";
import { STANDING_ACTION, type StandingAction } from "@/lib/admin/states";

export const STANDING_END_TASK = "admin:standing_end";

export type Released = { jobs: number; bookings: number; shifts: number; proposals: number; invites: number; offers: number };

const REASON = {
  worker: "The worker's account was suspended or closed by Gigline.",
  employer: "The employer's account was suspended or closed by Gigline.",
} as const;

export async function releaseCommitments(
  tx: Tx,
  user: { id: string; type: string },
  action: StandingAction,
  suspendedUntil: Date | null,
  now: Date,
): Promise<Released> {
  const until = action === STANDING_ACTION.ban ? null : suspendedUntil;
  const out: Released = { jobs: 0, bookings: 0, shifts: 0, proposals: 0, invites: 0, offers: 0 };
  const policy = await getShiftPolicy();

  // jobs it posted and still open: cancelled as their owner would, with their shifts
  const jobs = await tx.job.findMany({
    where: { creatorId: user.id, status: JOB_STATUS.open },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const j of jobs) {
    await transitionJob(tx, { jobId: j.id, ownerId: user.id, event: "cancel_job", now });
    await followContract(tx, { jobId: j.id }, "canceled", now);
    out.jobs += 1;
  }

  // booking requests it sent that nobody accepted
  const requests = await tx.bookingRequest.findMany({
    where: { creatorId: user.id, status: BOOKING.sent },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const r of requests) {
    const locked = await lockRequest(tx, r.id);
    if (locked && (await deleteUnacceptedBooking(tx, locked))) out.bookings += 1;
  }

  // live shifts on either side, each locked in id order, then cancelled by that side's rules
  const startsBefore = until ? { start: { lt: until } } : {};
  const shifts = await tx.shift.findMany({
    where: {
      status: { in: LIVE_SHIFT },
      OR: [
        { employerId: user.id, start: { gt: now }, ...startsBefore },
        { userId: user.id, end: { gt: now }, ...startsBefore },
      ],
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const s of shifts) {
    const [shift] = await tx.$queryRaw<LockedShift[]>`
      SELECT "id", "jobId", "contractId", "bookingId", "userId", "employerId", "start", "end", "timezone", "status", "clockedInAt", "arrivedAt"
      FROM "Shift" WHERE "id" = ${s.id} FOR UPDATE`;
    if (!shift || !isLiveShift(shift.status)) continue;
    const side = shift.userId === user.id ? "worker" : "employer";
    if (side === "employer" && now >= shift.start) continue;
    await cancelLockedShift(tx, { shift, side, reason: REASON[side], policy, now, who: "Gigline", creatorId: null, penalties: false });
    out.shifts += 1;
  }

  // as a worker: proposals still in the running on open jobs are withdrawn, unanswered invitations declined
  const proposals = await tx.proposal.findMany({
    where: { creatorId: user.id, status: { in: LIVE_PROPOSAL_STATUSES } },
    select: { id: true, jobId: true },
    orderBy: { jobId: "asc" },
  });
  for (const p of proposals) {
    // the job locked as job/withdraw_apply locks it: a hire of it waits, so a hired proposal never vanishes
    const job = await lockJob(tx, p.jobId, "update");
    if (!canWithdraw(job.status)) continue;
    const gone = await tx.proposal.deleteMany({ where: { id: p.id, status: { in: LIVE_PROPOSAL_STATUSES } } });
    out.proposals += gone.count;
  }
  const invites = await tx.invite.findMany({
    where: { employeeId: user.id, status: INVITE.sent },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const i of invites) {
    if (await transitionInvite(tx, { inviteId: i.id, event: "decline", now, ifStill: true })) out.invites += 1;
  }

  // as a worker: booking requests and backfill offers asked of it are withdrawn, each request moving on at once
  const asked = [BOOKING_EMPLOYEE.active, BOOKING_EMPLOYEE.waiting];
  const offers = await tx.bookingEmployee.findMany({
    where: { userId: user.id, status: { in: asked }, request: { status: BOOKING.sent } },
    select: { requestId: true },
    distinct: ["requestId"],
    orderBy: { requestId: "asc" },
  });
  for (const o of offers) {
    const req = await lockRequest(tx, o.requestId);
    if (!req || req.status !== BOOKING.sent) continue;
    const gone = await tx.bookingEmployee.updateMany({
      where: { requestId: req.id, userId: user.id, status: { in: asked } },
      data: { status: BOOKING_EMPLOYEE.expired, answeredAt: now },
    });
    if (gone.count === 0) continue;
    await advance(tx, req, now, await creatorName(req.creatorId, tx));
    await publishChange(tx, req);
    out.offers += gone.count;
  }

  // the end of a suspension puts the account back into people search (a task; idempotent)
  if (until) await enqueue(STANDING_END_TASK, { userId: user.id }, { tx, runAt: until, jobKey: `${STANDING_END_TASK}:${user.id}` });
  return out;
}

/** The end of a suspension: the account's search document is rebuilt (present again unless still suspended or closed). */
export async function standingEndTask(payload: Record<string, unknown>) {
  const userId = String(payload.userId ?? "");
  if (!userId) return;
  await db.$executeRaw`SELECT refresh_user_search(ARRAY[${userId}]::text[])`;
}
