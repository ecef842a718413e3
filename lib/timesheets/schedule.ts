// A contract's schedule for the time clock: its live Shift rows (booked or confirmed) when it has them, else the
// job's one-time schedule (shiftStart–shiftEnd), else its booking request's shift; an ongoing job's weekly rows
// only flag hours. Clock-in opens `clockInOpensMinutes` before a shift's start and closes at its end
// (lib/time/schedule.ts); hours outside the schedule are flagged for the employer, computed on every read.
import { db, type Tx } from "@/lib/db";
import { addDays, dayKey, zonedInstant } from "@/lib/time/zone";
import { parseWeeklySchedule, type WeeklyRow } from "@/lib/time/schedule";

export type ShiftWindow = { start: Date; end: Date; timezone: string; shiftId: string | null };
export type ContractSchedule = { shifts: ShiftWindow[]; weekly: WeeklyRow[]; timezone: string };

const LIVE = ["booked", "confirmed"] as const;

export async function contractSchedule(client: Tx | typeof db, jobId: string, contractId: string): Promise<ContractSchedule> {
  const [job, rows] = await Promise.all([
    client.job.findUniqueOrThrow({
      where: { id: jobId },
      select: {
        shiftStart: true,
        shiftEnd: true,
        timezone: true,
        weeklySchedule: true,
        booking: { select: { shiftDate: true, shiftEnd: true, timezone: true } },
      },
    }),
    client.shift.findMany({
      where: { contractId, status: { in: [...LIVE] } },
      orderBy: { start: "asc" },
      select: { id: true, start: true, end: true, timezone: true },
    }),
  ]);
  const tz = job.timezone || job.booking?.timezone || "";
  let shifts: ShiftWindow[] = rows.map((s) => ({ start: s.start, end: s.end, timezone: s.timezone, shiftId: s.id }));
  if (!shifts.length && job.shiftStart && job.shiftEnd)
    shifts = [{ start: job.shiftStart, end: job.shiftEnd, timezone: tz, shiftId: null }];
  if (!shifts.length && job.booking)
    shifts = [{ start: job.booking.shiftDate, end: job.booking.shiftEnd, timezone: job.booking.timezone, shiftId: null }];
  return { shifts, weekly: tz ? parseWeeklySchedule(job.weeklySchedule) : [], timezone: tz };
}

/** The weekly rows as instants on the days around [from, to) (overnight rows end the next day). */
function weeklyWindows(rows: WeeklyRow[], tz: string, from: Date, to: Date): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  const last = dayKey(to, tz);
  for (let day = addDays(dayKey(from, tz), -1), i = 0; day <= last && i < 400; day = addDays(day, 1), i++) {
    const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const r of rows) {
      if (r.weekday !== wd) continue;
      out.push({
        start: zonedInstant(day, r.startMin, tz),
        end: zonedInstant(r.endMin <= r.startMin ? addDays(day, 1) : day, r.endMin, tz),
      });
    }
  }
  return out;
}

/**
 * Whether an entry has time outside the schedule (false when the contract has none): not inside one shift, or
 * for a weekly schedule not inside one of its rows.
 */
export function outsideSchedule(s: ContractSchedule, entry: { start: Date; end: Date }): boolean {
  const inside = (w: { start: Date; end: Date }) => entry.start >= w.start && entry.end <= w.end;
  if (s.shifts.length) return !s.shifts.some(inside);
  if (s.weekly.length) return !weeklyWindows(s.weekly, s.timezone, entry.start, entry.end).some(inside);
  return false;
}

/** The shift whose clock-in window holds `now`, else the next one to open, else the last (null: no schedule). */
export function shiftForClockIn(s: ContractSchedule, opensMinutes: number, now: Date): { shift: ShiftWindow; open: boolean } | null {
  if (!s.shifts.length) return null;
  const opens = (w: ShiftWindow) => w.start.getTime() - opensMinutes * 60_000;
  const open = s.shifts.find((w) => opens(w) <= now.getTime() && now.getTime() < w.end.getTime());
  if (open) return { shift: open, open: true };
  const next = s.shifts.find((w) => opens(w) > now.getTime());
  return { shift: next ?? s.shifts[s.shifts.length - 1], open: false };
}
