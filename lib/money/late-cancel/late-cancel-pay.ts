// Late-cancellation pay: what an employer who cancels a shift late owes its worker, paid from the shift's hold
// first (lib/money/holds: the contract's `held:{contractId}`), then from the employer's wallet, in the
// cancelling transaction (the rest of the hold is released when the contract ends). When the wallet holds less, the cancellation still happens: the
// wallet's whole balance is paid (possibly nothing) and the rest is recorded as debt (CancellationPay with
// paidCents < amountCents), which the employer's next deposit settles first (late-cancel-debts.ts).
//
// Journals: kind "late_cancel_pay", employer wallet → worker wallet. The cancellation's own payment has the
// reference `late_cancel:{shiftId}`; each later settlement `late_cancel:{shiftId}:{source}` (the deposit
// that paid it). Unique per (kind, reference), so a replay pays nothing twice.
import type { Tx } from "@/lib/db";
import { accountId, lockAccounts, postJournal, type JournalEntry } from "@/lib/money/ledger/ledger";

export const LATE_CANCEL_KIND = "late_cancel_pay";

export type LateCancelPayInput = {
  shiftId: string;
  jobId: string;
  employerId: string;
  workerId: string;
  /** what the cancellation owes, in cents (> 0) */
  amountCents: number;
  /** the job's title, for both histories */
  title: string;
  /** the shift's contract: its hold (lib/money/holds) pays first, the wallet the rest */
  contractId?: string | null;
};

export type LateCancelPayResult = { amountCents: number; paidCents: number; owedCents: number };

export function lateCancelMemo(title: string) {
  return `Late cancellation pay: ${title}`;
}

/**
 * Pays what the employer's wallet holds of `amountCents` to the worker (one journal) and records the whole
 * amount with what was paid (CancellationPay, one per shift). Inside the cancelling transaction, after its
 * guarded change: a second call for the same shift finds the row and pays nothing.
 */
export async function payLateCancellation(tx: Tx, p: LateCancelPayInput, now = new Date()): Promise<LateCancelPayResult> {
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0) return { amountCents: 0, paidCents: 0, owedCents: 0 };
  const existing = await tx.cancellationPay.findUnique({ where: { shiftId: p.shiftId } });
  if (existing) {
    return { amountCents: existing.amountCents, paidCents: existing.paidCents, owedCents: existing.amountCents - existing.paidCents };
  }
  // both wallets (and the contract's hold) locked in the ledger's order before a balance is read: nothing can
  // spend them meanwhile
  const employer = { kind: "wallet" as const, userId: p.employerId };
  const hold = p.contractId ? { kind: "held" as const, contractId: p.contractId } : null;
  const balances = await lockAccounts(tx, [employer, { kind: "wallet", userId: p.workerId }, ...(hold ? [hold] : [])]);
  // the hold pays first, then the wallet what it holds
  const fromHold = hold ? Math.max(0, Math.min(p.amountCents, balances[accountId(hold)] ?? 0)) : 0;
  const fromWallet = Math.max(0, Math.min(p.amountCents - fromHold, balances[accountId(employer)] ?? 0));
  const paidCents = fromHold + fromWallet;
  if (paidCents > 0) {
    const out: JournalEntry[] = [
      ...(hold && fromHold > 0 ? [{ account: hold, amountCents: -fromHold }] : []),
      ...(fromWallet > 0 ? [{ account: employer, amountCents: -fromWallet }] : []),
    ];
    await postJournal(tx, {
      kind: LATE_CANCEL_KIND,
      reference: `late_cancel:${p.shiftId}`,
      memo: lateCancelMemo(p.title),
      userId: p.employerId,
      jobId: p.jobId,
      entries: [...out, { account: { kind: "wallet", userId: p.workerId }, amountCents: paidCents }],
    });
  }
  await tx.cancellationPay.create({
    data: {
      shiftId: p.shiftId,
      employerId: p.employerId,
      workerId: p.workerId,
      amountCents: p.amountCents,
      paidCents,
      settledAt: paidCents === p.amountCents ? now : null,
    },
  });
  return { amountCents: p.amountCents, paidCents, owedCents: p.amountCents - paidCents };
}
