// The period of a statement: a calendar month ("2026-10") or a calendar year ("2026"), in UTC (the ledger's
// timestamps are UTC; every statement says so). Pure and client-safe: the payment screen lists the periods
// with it, the route validates them with it.
import { z } from "zod";

export type StatementFormat = "pdf" | "csv";
export type StatementPeriod = {
  kind: "month" | "year";
  /** "2026-10" or "2026": the query value and the file name's part */
  key: string;
  /** "October 2026" or "2026" */
  label: string;
  /** first instant of the period (inclusive) */
  from: Date;
  /** first instant after it (exclusive) */
  to: Date;
};

/** The first year a statement can be asked for. */
export const FIRST_STATEMENT_YEAR = 2000;

export const STATEMENT_MSG = {
  BadMonth: "Please give the month as YYYY-MM, e.g. month=2026-10.",
  BadYear: "Please give the year as four digits, e.g. year=2026.",
  OneOf: "Please choose a month (month=2026-10) or a year (year=2026), not both.",
  BadFormat: 'Please choose the format: "pdf" or "csv".',
  Future: "There is no statement yet for a period that has not started.",
  TooOld: `Statements start in ${FIRST_STATEMENT_YEAR}.`,
  NotYours: "You can only download your own statements.",
} as const;

/** GET statement/get: month=YYYY-MM or year=YYYY, format=pdf|csv; userId (optional) must be the caller's own. */
export const statementSchema = z
  .object({
    month: z
      .string({ error: STATEMENT_MSG.BadMonth })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, STATEMENT_MSG.BadMonth)
      .optional(),
    year: z
      .string({ error: STATEMENT_MSG.BadYear })
      .trim()
      .regex(/^\d{4}$/, STATEMENT_MSG.BadYear)
      .optional(),
    format: z.enum(["pdf", "csv"], { error: STATEMENT_MSG.BadFormat }).default("pdf"),
    userId: z.string().trim().max(64).optional(),
  })
  .refine((v) => (v.month === undefined) !== (v.year === undefined), { message: STATEMENT_MSG.OneOf });
export type StatementInput = z.infer<typeof statementSchema>;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export function monthPeriod(year: number, month: number): StatementPeriod {
  return {
    kind: "month",
    key: `${year}-${String(month).padStart(2, "0")}`,
    label: `${MONTHS[month - 1]} ${year}`,
    from: new Date(Date.UTC(year, month - 1, 1)),
    to: new Date(Date.UTC(year, month, 1)),
  };
}

export function yearPeriod(year: number): StatementPeriod {
  return {
    kind: "year",
    key: String(year),
    label: String(year),
    from: new Date(Date.UTC(year, 0, 1)),
    to: new Date(Date.UTC(year + 1, 0, 1)),
  };
}

/**
 * The period a valid input names, or the reason it cannot have a statement (a period that has not started, or
 * one before FIRST_STATEMENT_YEAR). The current month or year is allowed: its statement runs to now.
 */
export function periodOf(input: Pick<StatementInput, "month" | "year">, now = new Date()): StatementPeriod | { error: string } {
  const period = input.month
    ? monthPeriod(Number(input.month.slice(0, 4)), Number(input.month.slice(5, 7)))
    : yearPeriod(Number(input.year));
  if (period.from.getUTCFullYear() < FIRST_STATEMENT_YEAR) return { error: STATEMENT_MSG.TooOld };
  if (period.from > now) return { error: STATEMENT_MSG.Future };
  return period;
}

/** The last `months` months (this one first) and the years from `since`'s to this one (newest first, at most `years`). */
export function recentPeriods(now: Date, since: Date, months = 12, years = 3): { months: StatementPeriod[]; years: StatementPeriod[] } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const monthList = Array.from({ length: months }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    return monthPeriod(Math.floor(index / 12), (index % 12) + 1);
  }).filter((p) => p.to > since);
  const first = Math.max(since.getUTCFullYear(), y - years + 1, FIRST_STATEMENT_YEAR);
  const yearList = Array.from({ length: y - first + 1 }, (_, i) => yearPeriod(y - i));
  return { months: monthList.length ? monthList : [monthPeriod(y, m)], years: yearList };
}

/** The download address of one statement. */
export function statementHref(period: Pick<StatementPeriod, "kind" | "key">, format: StatementFormat): string {
  return `/api/statement/get?${period.kind}=${period.key}&format=${format}`;
}
