// sheetData (the spec's days with timesheet rows) ↔ stored rules. Client-safe and pure: the screen runs the
// same checks before it sends.
import { WEEKDAYS, type Weekday } from "@/lib/availability/constants";
import { AVAIL_MSG } from "@/lib/availability/messages";
import { parseClock, rowsProblem, formatClock, type Kind, type Row } from "@/lib/availability/time";

export type Day = { date: string; timesheet: Row[] };
export type RuleRow = { weekday: number | null; date: string | null; startMin: number; endMin: number };

const ROW_MESSAGES = {
  start: AVAIL_MSG.StartRequired,
  end: AVAIL_MSG.EndRequired,
  step: AVAIL_MSG.BadTime,
  minimum: AVAIL_MSG.EndAfterStart,
  overlap: AVAIL_MSG.Overlap,
};

/** "Mon" / "monday" → 1 */
export function weekdayIndex(text: string): number {
  const t = text.trim().slice(0, 3).toLowerCase();
  return WEEKDAYS.findIndex((w) => w.toLowerCase() === t);
}

export function isIsoDate(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * Checks the days of one part and turns them into rule rows; the first problem as a readable message.
 * `today` (YYYY-MM-DD in the owner's zone): no-repeat dates before it are refused.
 */
export function sheetToRules(kind: Kind, days: Day[], today: string): { rules: RuleRow[] } | { error: string } {
  const seen = new Set<string>();
  const rules: RuleRow[] = [];
  for (const day of days) {
    let key: string;
    if (kind === "weekly") {
      const i = weekdayIndex(day.date);
      if (i < 0 || day.date.trim().length < 3) return { error: AVAIL_MSG.BadWeekday };
      key = String(i);
    } else {
      if (!isIsoDate(day.date)) return { error: AVAIL_MSG.BadDate };
      if (day.date < today) return { error: AVAIL_MSG.PastDate };
      key = day.date;
    }
    if (seen.has(key)) return { error: kind === "once" ? AVAIL_MSG.DuplicateDate : AVAIL_MSG.DuplicateDay };
    seen.add(key);
    const problem = rowsProblem(day.timesheet, ROW_MESSAGES);
    if (problem) return { error: problem };
    for (const r of day.timesheet) {
      rules.push({
        weekday: kind === "weekly" ? Number(key) : null,
        date: kind === "once" ? key : null,
        startMin: parseClock(r.start)!,
        endMin: parseClock(r.end, true)!,
      });
    }
  }
  return { rules };
}

/** Rule rows back to sheetData, days in order (weekly Sun…Sat, dates ascending), rows by start. */
export function rulesToSheet(kind: Kind, rules: RuleRow[]): Day[] {
  const byDay = new Map<string, RuleRow[]>();
  for (const r of rules) {
    const key = kind === "weekly" ? WEEKDAYS[r.weekday ?? 0] : (r.date ?? "");
    byDay.set(key, [...(byDay.get(key) ?? []), r]);
  }
  const order = (k: string) => (kind === "weekly" ? String(WEEKDAYS.indexOf(k as Weekday)) : k);
  return [...byDay.entries()]
    .sort((a, b) => (order(a[0]) < order(b[0]) ? -1 : 1))
    .map(([date, rows]) => ({
      date,
      timesheet: rows.sort((a, b) => a.startMin - b.startMin).map((r) => ({ start: formatClock(r.startMin), end: formatClock(r.endMin) })),
    }));
}
