// user/start_timer and user/stop_timer: the provider's time clock. One timer per provider (the Timer row's
// primary key is the user, so a second start on another job that races the first is a 409, not a second
// timer); a repeat clock-in on the same contract is a success that answers the running timer; only the
// hired provider of a progressing, non-fixed job starts one, and on a scheduled shift only from
// `clockInOpensMinutes` before its start until its end (lib/timesheets/schedule.ts; the first clock-in on a
// Shift row is written on it in the same transaction); it stops only after TIMER_MIN_SECONDS and then becomes a `track` entry of the job's
// timesheet (start, end, memo), submitted for the employer's approval in the same transaction with the
// break attestation (`breaks`: required where the job's state asks for a meal break on a shift this long).
import "server-only";
import { db } from "@/lib/db";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { getUserWithProfile } from "@/lib/profiles/queries";
import { badRequest, conflict, forbidden } from "@/lib/http/errors";
import { lockJob } from "@/lib/jobs/access";
import { JOB_STATUS } from "@/lib/jobs/states";
import { ACTIVE_SHIFT } from "@/lib/shifts/states";
import type { AuthUser } from "@/lib/session/current-user";
import { lockForProvider } from "@/lib/timesheets/access";
import { TIMER_MIN_SECONDS } from "@/lib/time/constants";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { assertNoOverlap, guardOverlap } from "@/lib/timesheets/overlap";
import { atText } from "@/lib/time/schedule";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { contractSchedule, shiftForClockIn } from "@/lib/timesheets/schedule";
import { stopStandbyOfWorker } from "@/lib/booking/backfill-state";
import { isUniqueViolation, registerUniqueMessages } from "@/lib/http/unique-violation";
import { submitEntriesInTx } from "@/lib/timesheets/approval";
import type { BreakAnswer } from "@/lib/time/break-rules";

// one timer per provider: a second user/start_timer that raced the first (lib/http/unique-violation.ts)
registerUniqueMessages({
  Timer_pkey: "You are already clocked in. Clock out first.",
  Timer_userId_key: "You are already clocked in. Clock out first.",
});

export async function selfUser(userId: string) {
  const u = await getUserWithProfile(userId);
  return toSelfUserDto(u, await jobStatisticsOf(u.id));
}

function assertSelf(user: AuthUser, bodyUserId: string | undefined) {
  if (bodyUserId && bodyUserId !== user.id) throw forbidden(TIME_MSG.NotYou);
}

export async function startTimer(user: AuthUser, input: { jobId: string; memo: string; userId?: string }, now = new Date()) {
  assertSelf(user, input.userId);
  const { clockInOpensMinutes: opens } = await getShiftPolicy();
  try {
    await db.$transaction(async (tx) => {
      // a standby search for this worker's shift (the arrival check) stops first, in an accept's lock order
      await stopStandbyOfWorker(tx, user.id, input.jobId, now);
      const { job, contract } = await lockForProvider(tx, input.jobId, user.id);
      const running = await tx.timer.findUnique({ where: { userId: user.id }, select: { jobId: true, contractId: true } });
      // a repeat of the same clock-in (a double click, a retried request) answers the running timer
      if (running?.contractId === contract.id) return;
      if (running) {
        const on = await tx.job.findUnique({ where: { id: running.jobId }, select: { title: true } });
        throw conflict(TIME_MSG.AlreadyTracking(on?.title ?? job.title));
      }
      const at = shiftForClockIn(await contractSchedule(tx, job.id, contract.id), opens, now);
      if (at && !at.open) {
        const { shift } = at;
        if (now.getTime() >= shift.end.getTime()) throw badRequest(TIME_MSG.ClockInClosed(atText(shift.end, shift.timezone)));
        throw badRequest(TIME_MSG.ClockInNotYet(atText(new Date(shift.start.getTime() - opens * 60_000), shift.timezone), opens));
      }
      // the first clock-in on a committed shift (lib/shifts): guarded, so a second one keeps the first time
      if (at?.shift.shiftId)
        await tx.shift.updateMany({
          where: { id: at.shift.shiftId, contractId: contract.id, status: { in: [...ACTIVE_SHIFT] }, clockedInAt: null },
          data: { clockedInAt: now },
        });
      await tx.timer.create({ data: { userId: user.id, contractId: contract.id, jobId: job.id, memo: input.memo, startAt: now } });
    });
  } catch (err) {
    // two clock-ins at once: the primary key let one through; the same one again is that one's success
    if (!isUniqueViolation(err)) throw err;
    const running = await db.timer.findUnique({ where: { userId: user.id }, select: { jobId: true } });
    if (running?.jobId !== input.jobId) throw err;
  }
  return { user: await selfUser(user.id) };
}

export async function stopTimer(
  user: AuthUser,
  input: { jobId?: string; userId?: string; timezone: string; breaks?: BreakAnswer },
  now = new Date(),
) {
  assertSelf(user, input.userId);
  const outcome = await guardOverlap(() =>
    db.$transaction(async (tx) => {
      const timer = await tx.timer.findUnique({ where: { userId: user.id } });
      if (!timer) throw conflict(TIME_MSG.NotTracking);
      if (input.jobId && input.jobId !== timer.jobId) throw conflict(TIME_MSG.OtherJob);
      const elapsed = (now.getTime() - timer.startAt.getTime()) / 1000;
      if (elapsed < TIMER_MIN_SECONDS) throw conflict(TIME_MSG.TooSoon(Math.ceil(TIMER_MIN_SECONDS - elapsed)));
      const job = await lockJob(tx, timer.jobId, "share");
      // the guarded delete: of two concurrent stops only one finds the row
      const { count } = await tx.timer.deleteMany({ where: { userId: user.id, startAt: timer.startAt } });
      if (count === 0) throw conflict(TIME_MSG.NotTracking);
      // nothing is added to a contract that is not progressing: the timer is dropped, the caller is told
      if (job.status !== JOB_STATUS.progressing) return "ended" as const;
      await assertNoOverlap(tx, user.id, timer.startAt, now, input.timezone);
      const entry = await tx.timeEntry.create({
        data: { contractId: timer.contractId, userId: user.id, start: timer.startAt, end: now, memo: timer.memo, type: "track" },
        select: { id: true, start: true, end: true },
      });
      // the shift's hours go to the employer for approval with the break attestation (lib/timesheets/approval.ts)
      await submitEntriesInTx(tx, {
        jobId: job.id,
        contractId: timer.contractId,
        workerId: user.id,
        entries: [entry],
        breaks: input.breaks,
        now,
      });
      return "added" as const;
    }),
  );
  if (outcome === "ended") throw conflict(TIME_MSG.TimerJobEnded);
  return { user: await selfUser(user.id) };
}
