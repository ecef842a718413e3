// Funding Not funded contracts without a click (lib/money/holds/holds.ts fundContractTx, one transaction each):
//  - "holds:fund" {userId}: queued by the deposit that credits the employer's wallet (in the deposit's own
//    transaction, lib/money/intents/credit-deposit.ts), so the hold is placed right after the money arrives;
//  - "holds:fund-due" (every 15 minutes): each Not funded contract whose shift starts within the next 24 hours
//    is funded when its employer's wallet covers it — a recurring booking's occurrence is its own contract
//    (lib/booking/recurrence.ts), so this holds the series one occurrence at a time, a day before it.
// Oldest shift first; an employer's turn stops at the first contract their balance does not cover.
import { db } from "@/lib/db";
import { enqueue } from "@/lib/background/queue";
import type { SqlTx } from "@/lib/sql-tx";
import { fundContractTx } from "@/lib/money/holds/holds";
import { notify } from "@/lib/notifications/create-notification";

export const FUND_TASK = "holds:fund";
export const FUND_DUE_TASK = "holds:fund-due";
const DAY_MS = 86_400_000;

/** Queues the funding of the employer's Not funded contracts (in the caller's transaction when given). */
export async function queueFunding(userId: string, tx?: SqlTx) {
  await enqueue(FUND_TASK, { userId }, { tx, jobKey: `${FUND_TASK}:${userId}` });
}

/** Funds the listed contracts one transaction each; answers how many were funded. */
async function fundEach(contracts: { id: string; customerId: string }[], now: Date): Promise<number> {
  let funded = 0;
  const short = new Set<string>();
  for (const c of contracts) {
    if (short.has(c.customerId)) continue;
    const done = await db.$transaction(async (tx) => {
      const r = await fundContractTx(tx, c.id, now);
      if (r?.result.created) {
        await notify(tx, {
          userId: r.contract.customerId,
          type: "hold_funded",
          message: `"${r.contract.title}" is funded: its pay is held from your balance.`,
          jobId: r.contract.jobId,
        });
      }
      return r;
    });
    if (done?.result.created) funded++;
    else if (done && done.result.missingCents > 0) short.add(c.customerId);
  }
  return funded;
}

/** The employer's Not funded contracts, the soonest shift first. */
export async function fundEmployerContracts(userId: string, now = new Date()): Promise<number> {
  const rows = await db.$queryRaw<{ id: string; customerId: string }[]>`
    SELECT c."id", j."creatorId" AS "customerId" FROM "Contract" c JOIN "Job" j ON j."id" = c."jobId"
    WHERE j."creatorId" = ${userId} AND c."holdCents" IS NOT NULL AND c."fundedAt" IS NULL AND c."canceledAt" IS NULL
    ORDER BY j."shiftStart" NULLS LAST, c."createdAt", c."id"`;
  return fundEach(rows, now);
}

/** Not funded contracts whose shift starts within the next 24 hours (and has not started). */
export async function fundDueContracts(now = new Date()): Promise<number> {
  const rows = await db.$queryRaw<{ id: string; customerId: string }[]>`
    SELECT c."id", j."creatorId" AS "customerId" FROM "Contract" c JOIN "Job" j ON j."id" = c."jobId"
    WHERE c."holdCents" IS NOT NULL AND c."fundedAt" IS NULL AND c."canceledAt" IS NULL
      AND j."shiftStart" > ${now} AND j."shiftStart" <= ${new Date(now.getTime() + DAY_MS)}
    ORDER BY j."shiftStart", c."id"`;
  return fundEach(rows, now);
}

export async function fundTask(payload: Record<string, unknown>) {
  if (typeof payload.userId === "string") await fundEmployerContracts(payload.userId);
}
