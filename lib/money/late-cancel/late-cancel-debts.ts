// Debt from late cancellations: the part of a late-cancellation pay the employer's wallet could not cover
// when the shift was cancelled (CancellationPay.amountCents − paidCents). The employer's next deposit pays it
// first, in the deposit's own transaction (lib/money/intents/credit-deposit.ts): the open debts are locked
// with every wallet they touch before the deposit is posted, then each debt, oldest first, gets one journal
// of what the wallet now holds, up to what is still owed.
import { db, type Tx } from "@/lib/db";
import { lockWallets, postJournal } from "@/lib/money/ledger/ledger";
import { LATE_CANCEL_KIND, lateCancelMemo } from "@/lib/money/late-cancel/late-cancel-pay";

export type OpenLateCancelDebt = {
  id: string;
  shiftId: string;
  workerId: string;
  amountCents: number;
  paidCents: number;
  jobId: string;
  title: string;
};

/**
 * Locks the employer's open debts (oldest first) and the wallets a settlement of them touches, before anything
 * is posted in the transaction. Answers the debts for settleLateCancelDebts.
 */
export async function lockLateCancelDebts(tx: Tx, employerId: string): Promise<OpenLateCancelDebt[]> {
  const debts = await tx.$queryRaw<OpenLateCancelDebt[]>`
    SELECT c."id", c."shiftId", c."workerId", c."amountCents", c."paidCents", s."jobId", j."title"
    FROM "CancellationPay" c JOIN "Shift" s ON s."id" = c."shiftId" JOIN "Job" j ON j."id" = s."jobId"
    WHERE c."employerId" = ${employerId} AND c."paidCents" < c."amountCents"
    ORDER BY c."createdAt", c."id"
    FOR UPDATE OF c`;
  if (debts.length) await lockWallets(tx, [employerId, ...debts.map((d) => d.workerId)]);
  return debts;
}

/**
 * Pays the locked debts from the employer's wallet, oldest first, as far as its balance goes: one journal per
 * debt (reference `late_cancel:{shiftId}:{source}`, so the same deposit never settles twice). Answers the cents paid.
 */
export async function settleLateCancelDebts(
  tx: Tx,
  employerId: string,
  debts: OpenLateCancelDebt[],
  source: string,
  now = new Date(),
): Promise<number> {
  if (!debts.length) return 0;
  let balance = (await lockWallets(tx, [employerId]))[employerId] ?? 0;
  let paid = 0;
  for (const d of debts) {
    if (balance <= 0) break;
    const pay = Math.min(balance, d.amountCents - d.paidCents);
    if (pay <= 0) continue;
    const posted = await postJournal(tx, {
      kind: LATE_CANCEL_KIND,
      reference: `late_cancel:${d.shiftId}:${source}`,
      memo: lateCancelMemo(d.title),
      userId: employerId,
      jobId: d.jobId,
      entries: [
        { account: { kind: "wallet", userId: employerId }, amountCents: -pay },
        { account: { kind: "wallet", userId: d.workerId }, amountCents: pay },
      ],
    });
    if (!posted.created) continue;
    const paidCents = d.paidCents + pay;
    const moved = await tx.cancellationPay.updateMany({
      where: { id: d.id, paidCents: d.paidCents },
      data: { paidCents, settledAt: paidCents === d.amountCents ? now : null },
    });
    // the row is locked by this transaction: it cannot have moved
    if (moved.count !== 1) throw new Error(`late-cancellation debt ${d.id} changed under its lock`);
    balance -= pay;
    paid += pay;
  }
  return paid;
}

/** What the employer still owes for late cancellations, in cents (the wallet screen shows it). */
export async function openLateCancelDebtCents(employerId: string, client: Tx | typeof db = db): Promise<number> {
  const [row] = await client.$queryRaw<{ owed: bigint | null }[]>`
    SELECT SUM("amountCents" - "paidCents") AS owed FROM "CancellationPay" WHERE "employerId" = ${employerId} AND "paidCents" < "amountCents"`;
  return Number(row?.owed ?? 0);
}
