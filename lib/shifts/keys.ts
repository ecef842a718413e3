// The queued jobs of one shift, by job key: the confirmation deadline, one reminder per `reminderHours`
// entry and the arrival check (`arrivalCheckMinutes` before the start, when on). Keys name the shift (and the hour), so a change of the shift's time moves them (a new enqueue with
// the same key replaces the pending job) and a cancellation removes them.
import type { Tx } from "@/lib/db";
import { dequeueAllByKey, enqueueAll } from "@/lib/background/queue";
import type { ShiftPolicy } from "@/lib/settings/shift-policy";

export const SHIFT_REMINDER_TASK = "shift_reminder";
export const SHIFT_REMINDER_MAIL_TASK = "shift_reminder_mail";
export const SHIFT_DEADLINE_TASK = "shift_confirm_deadline";
export const SHIFT_ARRIVAL_TASK = "shift_arrival_check";
/** The backfill's task (registered by lib/booking/backfill); a shift only asks for it. */
export const BACKFILL_START_TASK = "backfill:start";

export const reminderJobKey = (shiftId: string, hours: number) => `shift-reminder:${shiftId}:${hours}`;
export const deadlineJobKey = (shiftId: string) => `shift-deadline:${shiftId}`;
export const arrivalJobKey = (shiftId: string) => `shift-arrival:${shiftId}`;

const HOUR_MS = 3_600_000;

/**
 * (Re)queues the deadline check and the reminders of a shift from its start, inside the caller's transaction.
 * A time already past gets no job (a shift booked 3 hours ahead has no 24-hour reminder and no deadline check);
 * its earlier job, if any, is removed.
 */
export async function scheduleShiftJobs(tx: Tx, shift: { id: string; start: Date }, policy: ShiftPolicy, now = new Date()) {
  const wanted = [
    {
      task: SHIFT_DEADLINE_TASK,
      payload: { shiftId: shift.id },
      at: shift.start.getTime() - policy.confirmDeadlineHours * HOUR_MS,
      jobKey: deadlineJobKey(shift.id),
    },
    ...policy.reminderHours.map((hours) => ({
      task: SHIFT_REMINDER_TASK,
      payload: { shiftId: shift.id, hours },
      at: shift.start.getTime() - hours * HOUR_MS,
      jobKey: reminderJobKey(shift.id, hours),
    })),
    {
      task: SHIFT_ARRIVAL_TASK,
      payload: { shiftId: shift.id },
      // off (0): never due, so any pending check is removed
      at: policy.arrivalCheckMinutes > 0 ? shift.start.getTime() - policy.arrivalCheckMinutes * 60_000 : 0,
      jobKey: arrivalJobKey(shift.id),
    },
  ];
  const due = wanted.filter((j) => j.at > now.getTime());
  const past = wanted.filter((j) => j.at <= now.getTime());
  await enqueueAll(
    due.map((j) => ({ task: j.task, payload: j.payload, runAt: new Date(j.at), jobKey: j.jobKey })),
    { tx },
  );
  await dequeueAllByKey(
    past.map((j) => j.jobKey),
    tx,
  );
}

/** Removes the shift's pending deadline check, reminders and arrival check (canceled, completed, released). */
export async function unscheduleShiftJobs(tx: Tx, shiftId: string, policy: ShiftPolicy) {
  await dequeueAllByKey(
    [deadlineJobKey(shiftId), arrivalJobKey(shiftId), ...policy.reminderHours.map((h) => reminderJobKey(shiftId, h))],
    tx,
  );
}
