// Reads of the time clock and timesheets: a job's timesheet with its report
// (today, this week, since start) and work diary by week, and the time clock's list of jobs per day.
// Every figure is computed in the viewer's zone (days and weeks are local, Sunday first).
import { db } from "@/lib/db";
import { displayName, toTimerDto } from "@/lib/accounts/dto";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { JOB_STATUS } from "@/lib/jobs/states";
import { findForParty } from "@/lib/timesheets/access";
import { secondsToPaidHours } from "@/lib/time/format";
import { dayKey, dayRange, overlapMs, weekRange, weekStartKey } from "@/lib/time/zone";
import { atText, scheduleText } from "@/lib/time/schedule";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { contractSchedule, outsideSchedule, shiftForClockIn } from "@/lib/timesheets/schedule";

type Entry = { id: string; start: Date; end: Date; memo: string; type: "track" | "manual"; paidAt?: Date | null };

export function toEntryDto(e: Entry) {
  return {
    _id: e.id,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
    memo: e.memo,
    type: e.type,
    seconds: seconds(e.start, e.end),
    /** when it was paid (by period, or with the contract's payment), null while unpaid; paid time cannot be removed */
    paidAt: e.paidAt ? e.paidAt.toISOString() : null,
  };
}
export type TimeEntryDto = ReturnType<typeof toEntryDto>;

const seconds = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 1000);
const within = (entries: Entry[], from: Date, to: Date) =>
  Math.round(entries.reduce((n, e) => n + overlapMs(e.start, e.end, from, to), 0) / 1000);

/** The figures a report shows: today, this week (Sun–Sat) and since the start, in seconds and paid hours. */
function report(entries: Entry[], now: Date, tz: string) {
  const today = dayRange(dayKey(now, tz), tz);
  const week = weekRange(now, tz);
  const todaySeconds = within(entries, today.start, today.end);
  const weekSeconds = within(entries, week.start, week.end);
  const sinceStartSeconds = entries.reduce((n, e) => n + seconds(e.start, e.end), 0);
  return {
    todaySeconds,
    weekSeconds,
    sinceStartSeconds,
    todayHours: secondsToPaidHours(todaySeconds),
    weekHours: secondsToPaidHours(weekSeconds),
    sinceStartHours: secondsToPaidHours(sinceStartSeconds),
    /** the 7 days (YYYY-MM-DD) of this week in the zone, Sunday first, and the seconds of each */
    days: week.days.map((key) => {
      const r = dayRange(key, tz);
      return { date: key, seconds: within(entries, r.start, r.end) };
    }),
  };
}

/**
 * job/get_timesheet: the spec's job (money and time parts) with its timesheet, for its employer or its hired
 * provider; `report` and `diary` (entries by week, newest first) are figured in the viewer's zone.
 */
export async function getTimesheet(jobId: string, viewerId: string, tz: string, now = new Date()) {
  const { job, contract, role } = await findForParty(jobId, viewerId);
  const [entries, full, timer] = await Promise.all([
    db.timeEntry.findMany({
      where: { contractId: contract.id },
      orderBy: { start: "desc" },
      select: { id: true, start: true, end: true, memo: true, type: true, paidAt: true },
    }),
    db.contract.findUniqueOrThrow({
      where: { id: contract.id },
      select: {
        price: true,
        createdAt: true,
        user: { select: { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true } },
        job: {
          select: { creator: { select: { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true } } },
        },
      },
    }),
    db.timer.findUnique({ where: { userId: contract.userId } }),
  ]);
  // the employer sees which entries have time outside the schedule (computed, never stored)
  const schedule = role === "employer" ? await contractSchedule(db, job.id, contract.id) : null;
  const entryDto = (e: Entry) => (schedule ? { ...toEntryDto(e), outsideSchedule: outsideSchedule(schedule, e) } : toEntryDto(e));
  const weeks = new Map<string, Entry[]>();
  for (const e of entries) {
    const key = weekStartKey(dayKey(e.start, tz));
    weeks.set(key, [...(weeks.get(key) ?? []), e]);
  }
  const person = (u: { id: string; avatar: string } & Parameters<typeof displayName>[0]) => ({
    _id: u.id,
    name: displayName(u),
    avatar: u.avatar,
  });
  return {
    _id: job.id,
    title: job.title,
    status: job.status,
    payType: job.payType,
    /** dollars per hour for hourly jobs */
    price: centsToDollars(full.price),
    hire: { user: person(full.user), createdAt: full.createdAt.toISOString(), price: centsToDollars(full.price) },
    creator: person(full.job.creator),
    viewerRole: role,
    canEdit: role === "provider" && job.status === JOB_STATUS.progressing && job.payType !== "Fixed",
    timezone: tz,
    /** the provider's running timer when it runs on this job */
    timer: timer && timer.jobId === job.id ? toTimerDto(timer) : toTimerDto(null),
    timesheet: entries.map(entryDto),
    report: report(entries, now, tz),
    diary: [...weeks].map(([week, list]) => ({
      week,
      seconds: list.reduce((n, e) => n + seconds(e.start, e.end), 0),
      /** the week's seconds not paid yet */
      unpaidSeconds: list.reduce((n, e) => n + (e.paidAt ? 0 : seconds(e.start, e.end)), 0),
      /** the latest payment of the week's paid entries (ISO), null when none is paid */
      paidAt: list.reduce<string | null>(
        (last, e) => (e.paidAt && (!last || e.paidAt.toISOString() > last) ? e.paidAt.toISOString() : last),
        null,
      ),
      entries: list.map(entryDto),
    })),
  };
}
export type TimesheetDto = Awaited<ReturnType<typeof getTimesheet>>;

/**
 * user/get_time_clock: the week's jobs of the time clock. A provider sees each progressing job they were
 * hired for whose pay type is not Fixed (hourly or any), whatever created it, with seconds per day; an
 * employer sees the same report for the contracts of their own jobs (today, this week), and whether the
 * provider is clocked in on it.
 */
export async function getTimeClock(user: { id: string; type: string }, tz: string, now = new Date()) {
  const provider = user.type === "provider";
  const week = weekRange(now, tz);
  const contracts = await db.contract.findMany({
    where: {
      ...(provider ? { userId: user.id } : {}),
      job: { status: JOB_STATUS.progressing, NOT: { payType: "Fixed" }, ...(provider ? {} : { creatorId: user.id }) },
    },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      price: true,
      userId: true,
      createdAt: true,
      job: {
        select: {
          id: true,
          title: true,
          payType: true,
          creator: { select: { firstName: true, lastName: true, company: true, accountType: true } },
        },
      },
      user: { select: { firstName: true, lastName: true, company: true, accountType: true } },
      timers: { select: { startAt: true, jobId: true, memo: true } },
    },
  });
  const ids = contracts.map((c) => c.id);
  const entries = ids.length
    ? await db.timeEntry.findMany({
        where: { contractId: { in: ids }, start: { lt: week.end }, end: { gt: week.start } },
        select: { id: true, contractId: true, start: true, end: true, memo: true, type: true },
      })
    : [];
  const timer = provider ? await db.timer.findUnique({ where: { userId: user.id } }) : null;
  const { clockInOpensMinutes: opens } = await getShiftPolicy();
  const schedules = await Promise.all(contracts.map((c) => contractSchedule(db, c.job.id, c.id)));
  return {
    timezone: tz,
    week: week.days,
    today: dayKey(now, tz),
    timer: toTimerDto(timer),
    jobs: contracts.map((c, i) => {
      const mine = entries.filter((e) => e.contractId === c.id);
      const r = report(mine, now, tz);
      const at = shiftForClockIn(schedules[i], opens, now);
      const s = at?.shift;
      return {
        _id: c.job.id,
        title: c.job.title,
        payType: c.job.payType,
        price: centsToDollars(c.price),
        hiredAt: c.createdAt.toISOString(),
        employer: displayName(c.job.creator),
        provider: displayName(c.user),
        todaySeconds: r.todaySeconds,
        weekSeconds: r.weekSeconds,
        todayHours: r.todayHours,
        weekHours: r.weekHours,
        days: r.days,
        timer: toTimerDto(c.timers[0] ?? null),
        /** a scheduled job's shift now or next: clock-in opens `opensText` and closes at the end (location's zone) */
        shift: s
          ? {
              start: s.start.toISOString(),
              end: s.end.toISOString(),
              timezone: s.timezone,
              text: scheduleText(s.start, s.end, s.timezone),
              opensText: atText(new Date(s.start.getTime() - opens * 60_000), s.timezone),
              ended: now.getTime() >= s.end.getTime(),
            }
          : null,
        canClockIn: !at || at.open,
      };
    }),
  };
}
export type TimeClockDto = Awaited<ReturnType<typeof getTimeClock>>;
