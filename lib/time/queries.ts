// A contract's tracked time as pay_job bills it: the seconds of its time entries not paid yet (the
// timesheets themselves: lib/timesheets/queries.ts).
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A contract's timesheet as pay_job bills it, as SQL (pay_job reads it inside its locking read): the seconds
 * of the entries not paid yet (hours paid by period are never billed again), the count of all entries (none:
 * an hourly contract pays its hired duration) and of those already paid.
 */
export const trackedSecondsSql = (contractId: Prisma.Sql) => Prisma.sql`
    select coalesce(sum(extract(epoch from ("end" - "start"))) filter (where "paidAt" is null), 0)::float8 as seconds, count(*) as entries,
      count(*) filter (where "paidAt" is not null) as "paidEntries"
    from "TimeEntry" where "contractId" = ${contractId}`;

export async function trackedSecondsForContract(
  contractId: string,
  client: Tx | typeof db = db,
): Promise<{ seconds: number; entries: number; paidEntries: number }> {
  const [row] = await client.$queryRaw<
    { seconds: number | null; entries: bigint; paidEntries: bigint }[]
  >`${trackedSecondsSql(Prisma.sql`${contractId}`)}`;
  return { seconds: Math.round(row?.seconds ?? 0), entries: Number(row?.entries ?? 0), paidEntries: Number(row?.paidEntries ?? 0) };
}
