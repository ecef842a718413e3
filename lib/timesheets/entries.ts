// job/add_timesheet and job/remove_timesheet: manual time and removing entries, by the hired provider of a
// progressing job only. Manual time (the modal's rules, judged in the viewer's zone): the date in the
// current week (Sunday first) up to today, start and end in MANUAL_STEP_MINUTES steps, end after start and at
// the latest the next midnight, never in the future nor before the hire. Entries of one provider never
// overlap (exclusion constraint; see overlap.ts). The employer is notified of manual time (tracked time
// comes from the clock and is not announced).
import "server-only";
import { db } from "@/lib/db";
import { displayName } from "@/lib/accounts/dto";
import { badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/create-notification";
import type { AuthUser } from "@/lib/session/current-user";
import { lockForProvider } from "@/lib/timesheets/access";
import { MANUAL_STEP_MINUTES } from "@/lib/time/constants";
import { dateText, durationText, timeOfDayText } from "@/lib/time/format";
import { TIME_MSG } from "@/lib/timesheets/messages";
import { assertNoOverlap, guardOverlap } from "@/lib/timesheets/overlap";
import { getTimesheet } from "@/lib/timesheets/queries";
import type { AddTimesheetInput } from "@/lib/timesheets/schemas";
import { dayKey, minuteOfDay, weekRange, zonedInstant } from "@/lib/time/zone";
import { entriesWhere, isEntryPaid, TIME_ENTRY } from "@/lib/time/states";
import { APPROVAL_MSG } from "@/lib/timesheets/approval-messages";

const STEP_MS = MANUAL_STEP_MINUTES * 60_000;

/** The modal's rules, before any database work. */
export function checkManualTime(start: Date, end: Date, tz: string, now: Date) {
  const week = weekRange(now, tz);
  const day = dayKey(start, tz);
  if (day < week.days[0] || day > dayKey(now, tz)) throw badRequest(TIME_MSG.InvalidDate);
  const onStep = (d: Date) => d.getTime() % 60_000 === 0 && minuteOfDay(d, tz) % MANUAL_STEP_MINUTES === 0;
  if (!onStep(start) || !onStep(end)) throw badRequest(TIME_MSG.Step);
  if (end <= start) throw badRequest(TIME_MSG.InvalidEnd);
  if (end > zonedInstant(day, 1440, tz)) throw badRequest(TIME_MSG.SameDay);
  if (end > now) throw badRequest(TIME_MSG.Future);
}

export async function addTimeEntry(user: AuthUser, input: AddTimesheetInput, now = new Date()) {
  if (input.userId && input.userId !== user.id) throw forbidden(TIME_MSG.NotYou);
  if (input.type !== "manual") throw badRequest(TIME_MSG.ManualOnly);
  const { start, end, timezone: tz } = input;
  checkManualTime(start, end, tz, now);
  await guardOverlap(() =>
    db.$transaction(async (tx) => {
      const { job, contract } = await lockForProvider(tx, input.id, user.id);
      // the 10-minute slot holding the hire is the earliest start
      if (start.getTime() < Math.floor(contract.createdAt.getTime() / STEP_MS) * STEP_MS) throw conflict(TIME_MSG.BeforeHire);
      const timer = await tx.timer.findUnique({ where: { userId: user.id }, select: { startAt: true } });
      if (timer && timer.startAt < end) throw conflict(TIME_MSG.TimerOverlap);
      await assertNoOverlap(tx, user.id, start, end, tz);
      await tx.timeEntry.create({ data: { contractId: contract.id, userId: user.id, start, end, memo: input.memo, type: "manual" } });
      const span = `${dateText(start, tz)}, ${timeOfDayText(start, tz)} – ${timeOfDayText(end, tz)}`;
      await notify(tx, {
        userId: job.creatorId,
        type: "time_added",
        message: `${displayName(user) || "Your employee"} added ${durationText((end.getTime() - start.getTime()) / 1000)} of time by hand to "${job.title}" (${span}).`,
        creatorId: user.id,
        jobId: job.id,
      });
    }),
  );
  return { job: await getTimesheet(input.id, user.id, tz, now) };
}

export async function removeTimeEntry(user: AuthUser, input: { id: string; projectId: string; timezone: string }, now = new Date()) {
  await db.$transaction(async (tx) => {
    const entry = await tx.timeEntry.findUnique({
      where: { id: input.id },
      select: { userId: true, contract: { select: { jobId: true } } },
    });
    if (!entry) throw notFound(TIME_MSG.EntryNotFound);
    if (entry.userId !== user.id) throw forbidden(TIME_MSG.NotYourEntry);
    if (entry.contract.jobId !== input.projectId) throw badRequest(TIME_MSG.WrongProject);
    await lockForProvider(tx, input.projectId, user.id);
    // hours paid by period are part of a payment: guarded here, read after the job's lock (a payment holds it
    // FOR UPDATE while it stamps its entries, so this sees them stamped once it may go on); hours submitted
    // for approval are the employer's to approve or adjust, so they stay too
    const { count } = await tx.timeEntry.deleteMany({
      where: { id: input.id, userId: user.id, timesheetId: null, ...entriesWhere(TIME_ENTRY.unpaid) },
    });
    if (count === 0) {
      const paid = await tx.timeEntry.findUnique({ where: { id: input.id }, select: { paidAt: true, timesheetId: true } });
      if (paid && isEntryPaid(paid)) throw conflict(TIME_MSG.EntryPaid);
      if (paid?.timesheetId) throw conflict(APPROVAL_MSG.EntrySubmitted);
      throw notFound(TIME_MSG.EntryNotFound);
    }
  });
  return { job: await getTimesheet(input.projectId, user.id, input.timezone, now) };
}
