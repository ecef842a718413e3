// The shift's background tasks (registered in lib/tasks.ts), each safe to run twice:
// - shift_reminder (start − each `reminderHours`): an in-app reminder with the address, the contact, what to
//   bring and the notes, published live; and, when the worker is away (the reminder still unread after
//   REMINDER_MAIL_DELAY_MS, as the chat's "e-mail when away"), the same as an e-mail (shift_reminder_mail);
// - shift_confirm_deadline (start − `confirmDeadlineHours`): still booked and not kept: the employer is told
//   (live) and the backfill is asked for ("backfill:start", {shiftId, reason: "unconfirmed"}), in one transaction;
// - shift_arrival_check (start − `arrivalCheckMinutes`): still active, neither "On my way" nor clocked in nor
//   marked arrived, and not kept by the employer: both sides are told and a standby search is asked for
//   ("backfill:start", {shiftId, reason: "not_on_the_way"}). The worker keeps the shift: a tap of "On my way"
//   (or a clock-in) stops the search; the first standby to accept before that takes it (lib/booking/backfill.ts).
import { db } from "@/lib/db";
import { enqueue } from "@/lib/background/queue";
import { displayName } from "@/lib/accounts/dto";
import { notify } from "@/lib/notifications/create-notification";
import { eventMailTask, whenText } from "@/lib/notifications/event-mail";
import { publish } from "@/lib/realtime";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import {
  BACKFILL_START_TASK,
  SHIFT_ARRIVAL_TASK,
  SHIFT_DEADLINE_TASK,
  SHIFT_REMINDER_MAIL_TASK,
  SHIFT_REMINDER_TASK,
  arrivalJobKey,
  deadlineJobKey,
  reminderJobKey,
} from "@/lib/shifts/keys";
import { arrivalOf, shiftInclude } from "@/lib/shifts/queries";
import { ACTIVE_SHIFT, SHIFT, SHIFT_NOT_ON_THE_WAY_NOTICE, SHIFT_REMINDER_NOTICE, SHIFT_UNCONFIRMED_NOTICE } from "@/lib/shifts/states";

const HOUR_MS = 3_600_000;
/** The reminder e-mail goes out when the in-app reminder is still unread this long after it came. */
export const REMINDER_MAIL_DELAY_MS = 10 * 60_000;
/** A job that runs this much early (the shift moved later meanwhile) puts itself back at the right time. */
const EARLY_MS = 60_000;
/** A reminder this many hours or fewer before the start names the arrival check's time. */
const ARRIVAL_HINT_HOURS = 3;

const isActive = (status: string) => (ACTIVE_SHIFT as readonly string[]).includes(status);

/** The text of a reminder: when, where, whom to ask for, what to bring, the notes. */
export function reminderText(s: {
  hours: number;
  title: string;
  start: Date;
  timezone: string;
  address: string;
  contactName: string;
  whatToBring: string;
  arrivalNotes: string;
  /** the arrival check's time, when it is after this reminder: the worker is asked to tap "On my way" by then */
  checkAt?: Date | null;
}) {
  return [
    `Reminder: "${s.title}" starts in ${s.hours} hour${s.hours === 1 ? "" : "s"}, at ${whenText(s.start, s.timezone)}.`,
    s.checkAt &&
      `Tap "On my way" when you set off: if you have not by ${whenText(s.checkAt, s.timezone)}, we ask a standby worker, and the first to accept takes the shift.`,
    s.address && `Address: ${s.address}.`,
    s.contactName && `Ask for ${s.contactName}.`,
    s.whatToBring && `Bring: ${s.whatToBring}.`,
    s.arrivalNotes && `Notes: ${s.arrivalNotes}`,
  ]
    .filter(Boolean)
    .join(" ");
}

export async function reminderTask(payload: Record<string, unknown>, now = new Date()): Promise<"sent" | "skipped" | "moved"> {
  const shiftId = String(payload.shiftId ?? "");
  const hours = Number(payload.hours);
  if (!shiftId || !Number.isFinite(hours)) return "skipped";
  // read before the transaction: a cache miss reads through the pool (see getSetting)
  const policy = await getShiftPolicy();
  return db.$transaction(async (tx) => {
    const s = await tx.shift.findUnique({ where: { id: shiftId }, include: shiftInclude });
    if (!s || !isActive(s.status) || now >= s.start) return "skipped";
    const due = new Date(s.start.getTime() - hours * HOUR_MS);
    if (now.getTime() < due.getTime() - EARLY_MS) {
      await enqueue(SHIFT_REMINDER_TASK, { shiftId, hours }, { tx, runAt: due, jobKey: reminderJobKey(shiftId, hours) });
      return "moved";
    }
    const checkAt = arrivalCheckAt(s.start, policy.arrivalCheckMinutes);
    const message = reminderText({
      hours,
      title: s.job.title,
      start: s.start,
      timezone: s.timezone,
      ...arrivalOf(s),
      // the reminder of the last hours before the check (the 2-hour one, not the 24-hour one) asks for the tap
      checkAt: checkAt && hours <= ARRIVAL_HINT_HOURS && checkAt > now && !s.onMyWayAt ? checkAt : null,
    });
    // run twice: one reminder
    if (await tx.notification.count({ where: { userId: s.userId, jobId: s.jobId, type: SHIFT_REMINDER_NOTICE, message } }))
      return "skipped";
    const note = await notify(tx, {
      userId: s.userId,
      type: SHIFT_REMINDER_NOTICE,
      message,
      creatorId: s.employerId,
      jobId: s.jobId,
      requestId: s.bookingId,
    });
    await enqueue(
      SHIFT_REMINDER_MAIL_TASK,
      { shiftId, notificationId: note.id },
      { tx, runAt: new Date(now.getTime() + REMINDER_MAIL_DELAY_MS), jobKey: `shift-reminder-mail:${shiftId}:${hours}` },
    );
    return "sent";
  });
}

/** The reminder's e-mail, when the worker has not read it in the app: "sent" or "skipped". */
export async function reminderMailTask(payload: Record<string, unknown>, now = new Date()): Promise<"sent" | "skipped"> {
  const shiftId = String(payload.shiftId ?? "");
  const notificationId = String(payload.notificationId ?? "");
  const [s, note] = await Promise.all([
    db.shift.findUnique({ where: { id: shiftId }, include: shiftInclude }),
    db.notification.findUnique({ where: { id: notificationId }, select: { isRead: true, userId: true } }),
  ]);
  if (!s || !note || note.isRead || note.userId !== s.userId || !isActive(s.status) || now >= s.start) return "skipped";
  return eventMailTask(
    {
      kind: "shift_reminder",
      key: notificationId,
      userId: s.userId,
      jobId: s.jobId,
      title: s.job.title,
      startsAt: s.start.toISOString(),
      timezone: s.timezone,
      ...arrivalOf(s),
    },
    now,
  );
}

export async function confirmDeadlineTask(payload: Record<string, unknown>, now = new Date()): Promise<"told" | "skipped" | "moved"> {
  const shiftId = String(payload.shiftId ?? "");
  if (!shiftId) return "skipped";
  const policy = await getShiftPolicy();
  return db.$transaction(async (tx) => {
    const s = await tx.shift.findUnique({ where: { id: shiftId }, include: shiftInclude });
    if (!s || s.status !== SHIFT.booked || s.keepUnconfirmed || s.unconfirmedNoticeAt) return "skipped";
    const due = new Date(s.start.getTime() - policy.confirmDeadlineHours * HOUR_MS);
    if (now.getTime() < due.getTime() - EARLY_MS) {
      await enqueue(SHIFT_DEADLINE_TASK, { shiftId }, { tx, runAt: due, jobKey: deadlineJobKey(shiftId) });
      return "moved";
    }
    // the guarded claim: a confirmation or a keep that committed meanwhile wins
    const claimed = await tx.shift.updateMany({
      where: { id: shiftId, status: SHIFT.booked, keepUnconfirmed: false, unconfirmedNoticeAt: null },
      data: { unconfirmedNoticeAt: now },
    });
    if (claimed.count !== 1) return "skipped";
    await notify(tx, {
      userId: s.employerId,
      type: SHIFT_UNCONFIRMED_NOTICE,
      message: `${displayName(s.user) || "Your worker"} has not confirmed the shift "${s.job.title}" at ${whenText(s.start, s.timezone)}. We are looking for a replacement.`,
      creatorId: s.userId,
      jobId: s.jobId,
      requestId: s.bookingId,
    });
    await enqueue(BACKFILL_START_TASK, { shiftId, reason: "unconfirmed" }, { tx });
    await publish([s.userId, s.employerId], { type: "shift", shiftId, status: s.status }, { tx });
    return "told";
  });
}

/** When the arrival check runs for a shift starting at `start` (null when the check is off). */
export function arrivalCheckAt(start: Date, minutes: number): Date | null {
  return minutes > 0 ? new Date(start.getTime() - minutes * 60_000) : null;
}

export async function arrivalCheckTask(payload: Record<string, unknown>, now = new Date()): Promise<"told" | "skipped" | "moved"> {
  const shiftId = String(payload.shiftId ?? "");
  if (!shiftId) return "skipped";
  const policy = await getShiftPolicy();
  if (!(policy.arrivalCheckMinutes > 0)) return "skipped";
  return db.$transaction(async (tx) => {
    const s = await tx.shift.findUnique({ where: { id: shiftId }, include: shiftInclude });
    if (!s || !isActive(s.status) || s.keepUnconfirmed || s.arrivalCheckAt) return "skipped";
    if (s.onMyWayAt || s.clockedInAt || s.arrivedAt || now >= s.end) return "skipped";
    const at = arrivalCheckAt(s.start, policy.arrivalCheckMinutes)!;
    if (now.getTime() < at.getTime() - EARLY_MS) {
      await enqueue(SHIFT_ARRIVAL_TASK, { shiftId }, { tx, runAt: at, jobKey: arrivalJobKey(shiftId) });
      return "moved";
    }
    // the guarded claim: a tap of "On my way" or a clock-in that committed meanwhile wins
    const claimed = await tx.shift.updateMany({
      where: {
        id: shiftId,
        status: { in: [...ACTIVE_SHIFT] },
        keepUnconfirmed: false,
        arrivalCheckAt: null,
        onMyWayAt: null,
        clockedInAt: null,
        arrivedAt: null,
      },
      data: { arrivalCheckAt: now },
    });
    if (claimed.count !== 1) return "skipped";
    const when = whenText(s.start, s.timezone);
    await notify(tx, {
      userId: s.employerId,
      type: SHIFT_NOT_ON_THE_WAY_NOTICE,
      message: `${displayName(s.user) || "Your worker"} has not said they are on the way to "${s.job.title}" at ${when}. We are asking standby workers; ${displayName(s.user) || "your worker"} keeps the shift if they tap "On my way" before one accepts.`,
      creatorId: s.userId,
      jobId: s.jobId,
      requestId: s.bookingId,
    });
    await notify(tx, {
      userId: s.userId,
      type: SHIFT_NOT_ON_THE_WAY_NOTICE,
      message: `Are you on your way to "${s.job.title}" at ${when}? Tap "On my way" now to keep the shift: we are asking standby workers, and the first to accept takes it.`,
      creatorId: s.employerId,
      jobId: s.jobId,
      requestId: s.bookingId,
    });
    await enqueue(BACKFILL_START_TASK, { shiftId, reason: "not_on_the_way" }, { tx, jobKey: `backfill:start:arrival:${shiftId}` });
    await publish([s.userId, s.employerId], { type: "shift", shiftId, status: s.status }, { tx });
    return "told";
  });
}
