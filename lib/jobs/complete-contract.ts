// The contract's completion as one guarded statement, or as CTEs of a caller's statement (job/pay_job): the
// transition, its stamps and its refusal come from the lifecycle table (lib/jobs/states.ts); this module holds
// the SQL only (states.ts is imported by client components, so it stays free of the database client).
import type { SqlTx } from "@/lib/sql-tx";
import { conflict } from "@/lib/http/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { JOB_TRANSITIONS, stamps } from "@/lib/jobs/states";
import { ACTIVE_SHIFT, SHIFT } from "@/lib/shifts/states";

/**
 * complete_contract and the contract's completedAt stamp in ONE statement (job/pay_job): the same guarded
 * UPDATE of the job as transitionJob (same table row, stamps and refusal); the contract is stamped only when
 * the job moved.
 */
export async function completeContractTx(tx: SqlTx, args: { jobId: string; ownerId: string; contractId: string; now?: Date }) {
  const c = completeContractCtes(args);
  const [row] = await tx.$queryRaw<{ moved: boolean }[]>`WITH ${c.ctes} SELECT ${c.moved} AS moved`;
  c.check(row.moved);
  return c.now;
}

/**
 * completeContractTx's guarded change as CTEs (named contract_done_job, contract_done_stamp and contract_done_shift: the
 * contract's booked or confirmed shift is completed with it) for a statement of the
 * caller's (job/pay_job's journal: a round trip less). The caller selects `moved` (SQL: whether the job
 * moved) and hands its value to `check`, which refuses as completeContractTx does (the caller's transaction
 * then rolls back the rest of the statement). `when`: SQL on the caller's earlier CTEs that must hold for the
 * job to move (the statement may commit with its COMMIT, so a refused payment must not complete the job).
 */
export function completeContractCtes(args: { jobId: string; ownerId: string; contractId: string; now?: Date; when?: Prisma.Sql }) {
  const t = JOB_TRANSITIONS.complete_contract;
  const now = args.now ?? new Date();
  const { completedAt, closedAt } = stamps("complete_contract", now) as { completedAt: Date; closedAt: Date };
  const ctes = Prisma.sql`contract_done_job AS (
      UPDATE "Job" SET "status" = ${t.to}::int, "completedAt" = ${completedAt}::timestamp(3), "closedAt" = ${closedAt}::timestamp(3), "updatedAt" = ${now}::timestamp(3)
      WHERE "id" = ${args.jobId} AND "creatorId" = ${args.ownerId} AND "status" = ${t.from}::int${args.when ? Prisma.sql` AND (${args.when}) IS TRUE` : Prisma.empty}
      RETURNING "id"
    ), contract_done_stamp AS (
      UPDATE "Contract" SET "completedAt" = ${now}::timestamp(3) WHERE "id" = ${args.contractId} AND EXISTS (SELECT 1 FROM contract_done_job)
    ), contract_done_shift AS (
      UPDATE "Shift" SET "status" = ${SHIFT.completed}::"ShiftStatus", "updatedAt" = ${now}::timestamptz(3)
      WHERE "contractId" = ${args.contractId} AND "status" = ANY(${[...ACTIVE_SHIFT]}::"ShiftStatus"[]) AND EXISTS (SELECT 1 FROM contract_done_job)
    )`;
  return {
    ctes,
    now,
    moved: Prisma.sql`EXISTS (SELECT 1 FROM contract_done_job)`,
    check: (moved: unknown) => {
      if (moved !== true) throw conflict(t.refusal);
    },
  };
}
