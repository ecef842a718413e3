// Times of day as the screens show them ("h:mm A", 30-minute steps) and as the rules store them (minutes
// from local midnight; an end of "12:00 AM" is midnight at the end of the day, 1440). Client-safe, pure.
import {
  DAY_MINUTES,
  DEFAULT_END,
  DEFAULT_START,
  LAST_NEW_ROW_START,
  MIN_DURATION_MINUTES,
  NEW_ROW_MAX_MINUTES,
  SLOT_STEP_MINUTES,
} from "@/lib/availability/constants";

export type Row = { start: string; end: string };
export type Kind = "weekly" | "once";

/** "9:00 AM" / "09:30 pm" → minutes from midnight; null when not a 30-minute step. `asEnd`: 12:00 AM is 1440. */
export function parseClock(text: string, asEnd = false): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h < 1 || h > 12 || min > 59) return null;
  let total = (h % 12) * 60 + min + (m[3].toUpperCase() === "PM" ? 720 : 0);
  if (asEnd && total === 0) total = DAY_MINUTES;
  return total % SLOT_STEP_MINUTES === 0 ? total : null;
}

/** minutes → "h:mm A" (1440 → "12:00 AM") */
export function formatClock(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

/** the start times a row may pick (12:00 AM … 11:30 PM) */
export const START_OPTIONS: string[] = Array.from({ length: DAY_MINUTES / SLOT_STEP_MINUTES }, (_, i) =>
  formatClock(i * SLOT_STEP_MINUTES),
);
/** the end times a row may pick (12:30 AM … 11:30 PM, then 12:00 AM for midnight) */
export const END_OPTIONS: string[] = Array.from({ length: DAY_MINUTES / SLOT_STEP_MINUTES }, (_, i) =>
  formatClock((i + 1) * SLOT_STEP_MINUTES),
);

export const defaultRow = (): Row => ({ start: DEFAULT_START, end: DEFAULT_END });

/**
 * The row "add" appends: it starts where the last row ends and lasts at most 60 minutes. None when the day is
 * full, and in no-repeat mode none once the last row starts at 23:00 or later.
 */
export function nextRow(rows: Row[], kind: Kind): Row | null {
  if (rows.length === 0) return defaultRow();
  const last = rows[rows.length - 1];
  const lastStart = parseClock(last.start);
  const lastEnd = parseClock(last.end, true);
  if (lastStart === null || lastEnd === null) return null;
  if (kind === "once" && lastStart >= LAST_NEW_ROW_START) return null;
  const start = Math.max(lastEnd, lastStart + MIN_DURATION_MINUTES);
  if (start + MIN_DURATION_MINUTES > DAY_MINUTES) return null;
  const end = Math.min(start + NEW_ROW_MAX_MINUTES, DAY_MINUTES);
  return { start: formatClock(start), end: formatClock(end) };
}

/** A readable problem with one day's rows, or null: each end at least the minimum after its start, no overlaps. */
export function rowsProblem(
  rows: Row[],
  messages: { start: string; end: string; step: string; minimum: string; overlap: string },
): string | null {
  const spans: [number, number][] = [];
  for (const r of rows) {
    if (!r.start?.trim()) return messages.start;
    if (!r.end?.trim()) return messages.end;
    const s = parseClock(r.start);
    const e = parseClock(r.end, true);
    if (s === null || e === null) return messages.step;
    if (e - s < MIN_DURATION_MINUTES) return messages.minimum;
    spans.push([s, e]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) return messages.overlap;
  return null;
}
