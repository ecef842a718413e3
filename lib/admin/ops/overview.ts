// The operations overview (/admin/overview): the marketplace's figures over the last 7, 30 or 90 days, read
// from the real tables, each a per-day series (UTC days) and a total, in one statement per figure group:
//  - shifts posted (jobs with a date posted that day), filled (those of them with a hire) and the share of
//    shifts that started in the window and were staffed at their start (a clock-in or a confirmed arrival);
//    employer-cancelled shifts do not count against it;
//    (per day: the shifts that started that day, and those of them staffed);
//  - time to fill: the median hours from posting a dated job to its hire, for jobs posted in the window
//    (per day: the median of the jobs posted that day, none on a day without a filled one);
//  - gross volume (what employers paid for contracts, fees included) and fees (the fee account's entries),
//    from the ledger's "pay" journals;
//  - active workers and employers: accounts used in the window (User.lastActiveAt);
//  - open queues: the live items (open or assigned) of each operations queue, whatever their age, and the
//    four-eyes requests waiting.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { APPROVAL_STATUS } from "@/lib/admin/ops/states";
import { LIVE_QUEUE_STATES, QUEUE_KINDS, type QueueKind } from "@/lib/admin/queues/states";

export const OVERVIEW_WINDOWS = [7, 30, 90] as const;
export type OverviewWindow = (typeof OVERVIEW_WINDOWS)[number];
export const overviewWindow = (v: unknown): OverviewWindow => {
  const n = Number(v);
  return (OVERVIEW_WINDOWS as readonly number[]).includes(n) ? (n as OverviewWindow) : 30;
};

export type DayPoint = { day: string; value: number };
/** a day's value that may not exist (a median of nothing) */
export type DayValue = { day: string; value: number | null };
export type Overview = {
  days: OverviewWindow;
  from: string;
  to: string;
  posted: { total: number; series: DayPoint[] };
  filled: { total: number; series: DayPoint[] };
  staffedAtStart: { staffed: number; started: number; share: number | null; startedSeries: DayPoint[]; staffedSeries: DayPoint[] };
  timeToFillHours: { median: number | null; filled: number; series: DayValue[] };
  grossCents: { total: number; series: DayPoint[] };
  feeCents: { total: number; series: DayPoint[] };
  active: { workers: number; employers: number };
  /** live items per queue kind (every kind, 0 when empty), and four-eyes requests waiting */
  queues: { items: Record<QueueKind, number>; approvals: number };
};

const DAY_MS = 86_400_000;

/** The first UTC midnight of the window: `days` whole days ending with today. */
function windowStart(days: number, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

type SeriesRow = { day: Date; a: bigint | number | null; b: bigint | number | null };

function series(rows: SeriesRow[], pick: "a" | "b"): { total: number; series: DayPoint[] } {
  const points = rows.map((r) => ({ day: r.day.toISOString().slice(0, 10), value: Number(r[pick] ?? 0) }));
  return { total: points.reduce((s, p) => s + p.value, 0), series: points };
}

export async function readOverview(days: OverviewWindow, now = new Date()): Promise<Overview> {
  const from = windowStart(days, now);
  const dayList = Prisma.sql`SELECT generate_series(${from}::timestamptz AT TIME ZONE 'UTC', ${now}::timestamptz AT TIME ZONE 'UTC', interval '1 day')::date AS day`;
  const [shiftRows, staffed, fill, money, active, queues] = await Promise.all([
    // dated jobs posted per day, and those of them hired
    db.$queryRaw<SeriesRow[]>`
      WITH d AS (${dayList}),
      j AS (
        SELECT j."createdAt"::date AS day, count(*) AS posted, count(c."id") AS filled
        FROM "Job" j LEFT JOIN "Contract" c ON c."jobId" = j."id"
        WHERE j."shiftStart" IS NOT NULL AND j."createdAt" >= ${from} AND j."createdAt" <= ${now}
        GROUP BY 1
      )
      SELECT d.day::timestamp AS day, coalesce(j.posted, 0) AS a, coalesce(j.filled, 0) AS b FROM d LEFT JOIN j ON j.day = d.day ORDER BY d.day`,
    // shifts that started per day (a = started, b = staffed at their start)
    db.$queryRaw<SeriesRow[]>`
      WITH d AS (${dayList}),
      s AS (
        SELECT (s."start" AT TIME ZONE 'UTC')::date AS day, count(*) AS started,
               count(*) FILTER (WHERE s."clockedInAt" IS NOT NULL OR s."arrivedAt" IS NOT NULL) AS staffed
        FROM "Shift" s
        WHERE s."start" >= ${from} AND s."start" <= ${now} AND s."canceledBy" IS DISTINCT FROM 'employer'
        GROUP BY 1
      )
      SELECT d.day::timestamp AS day, coalesce(s.started, 0) AS a, coalesce(s.staffed, 0) AS b FROM d LEFT JOIN s ON s.day = d.day ORDER BY d.day`,
    // the median over the window (day IS NULL) and per day posted, in one pass
    db.$queryRaw<{ day: Date | null; median: number | null; filled: bigint }[]>`
      SELECT j."createdAt"::date::timestamp AS day,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c."createdAt" - j."createdAt") / 3600) AS median,
             count(*) AS filled
      FROM "Job" j JOIN "Contract" c ON c."jobId" = j."id"
      WHERE j."shiftStart" IS NOT NULL AND j."createdAt" >= ${from} AND j."createdAt" <= ${now}
      GROUP BY GROUPING SETS ((j."createdAt"::date), ())`,
    // contract payments: what the payer's wallet paid (gross) and what the fee account took, per day
    db.$queryRaw<SeriesRow[]>`
      WITH d AS (${dayList}),
      m AS (
        SELECT j."createdAt"::date AS day,
               -sum(e."amountCents") FILTER (WHERE a."kind" = 'wallet' AND e."amountCents" < 0) AS gross,
               sum(e."amountCents") FILTER (WHERE e."accountId" = 'fee_revenue') AS fees
        FROM "LedgerJournal" j
        JOIN "LedgerEntry" e ON e."journalId" = j."id"
        JOIN "LedgerAccount" a ON a."id" = e."accountId"
        WHERE j."kind" = 'pay' AND j."createdAt" >= ${from} AND j."createdAt" <= ${now}
        GROUP BY 1
      )
      SELECT d.day::timestamp AS day, coalesce(m.gross, 0) AS a, coalesce(m.fees, 0) AS b FROM d LEFT JOIN m ON m.day = d.day ORDER BY d.day`,
    db.$queryRaw<{ workers: bigint; employers: bigint }[]>`
      SELECT count(*) FILTER (WHERE "type" = 'provider') AS workers, count(*) FILTER (WHERE "type" = 'customer') AS employers
      FROM "User" WHERE "deletedAt" IS NULL AND "lastActiveAt" >= ${from}`,
    db.$queryRaw<{ kind: string; n: bigint }[]>`
      SELECT "kind", count(*) AS n FROM "QueueItem" WHERE "state" = ANY(${LIVE_QUEUE_STATES}::text[]) GROUP BY "kind"
      UNION ALL
      SELECT '', count(*) FROM "AdminApproval" WHERE "status" = ${APPROVAL_STATUS.pending}`,
  ]);
  const startedDays = series(staffed, "a");
  const staffedDays = series(staffed, "b");
  const started = startedDays.total;
  const staffedN = staffedDays.total;
  const overall = fill.find((r) => r.day === null);
  const medianOn = new Map(fill.filter((r) => r.day !== null).map((r) => [r.day!.toISOString().slice(0, 10), r.median]));
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    posted: series(shiftRows, "a"),
    filled: series(shiftRows, "b"),
    staffedAtStart: {
      staffed: staffedN,
      started,
      share: started ? staffedN / started : null,
      startedSeries: startedDays.series,
      staffedSeries: staffedDays.series,
    },
    timeToFillHours: {
      median: overall?.median == null ? null : Number(overall.median),
      filled: Number(overall?.filled ?? 0),
      series: shiftRows.map((r) => {
        const day = r.day.toISOString().slice(0, 10);
        const m = medianOn.get(day);
        return { day, value: m == null ? null : Number(m) };
      }),
    },
    grossCents: series(money, "a"),
    feeCents: series(money, "b"),
    active: { workers: Number(active[0]?.workers ?? 0), employers: Number(active[0]?.employers ?? 0) },
    queues: {
      items: Object.fromEntries(QUEUE_KINDS.map((k) => [k, Number(queues.find((q) => q.kind === k)?.n ?? 0)])) as Record<QueueKind, number>,
      approvals: Number(queues.find((q) => q.kind === "")?.n ?? 0),
    },
  };
}
