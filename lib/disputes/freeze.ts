// Freezing the cents in dispute (docs/money.md "Disputes"): they move out of the contract's hold into the
// dispute's own ledger account `disputed:{disputeId}`, in the transaction that opens the dispute (which holds the
// job row FOR UPDATE, as every change of a hold does: lib/money/holds), so the hold's release on a completion or
// cancellation can no longer return them. When the hold holds less, the rest comes from the employer's wallet
// as far as it goes; what neither covers is not frozen (the dispute records what was).
import type { SqlTx } from "@/lib/sql-tx";
import { accountId, lockAccounts, type JournalEntry, type LedgerAccountRef } from "@/lib/money/ledger/ledger";

export const FREEZE_KIND = "dispute_freeze";
export const RESOLVE_KIND = "dispute_resolve";
export const freezeReference = (disputeId: string) => `dispute_freeze:${disputeId}`;
export const resolveReference = (disputeId: string) => `dispute_resolve:${disputeId}`;

export const disputedAccount = (disputeId: string): LedgerAccountRef => ({ kind: "disputed", disputeId });
export const heldAccount = (contractId: string): LedgerAccountRef => ({ kind: "held", contractId });
export const walletAccount = (userId: string): LedgerAccountRef => ({ kind: "wallet", userId });

/** What a freeze of `wantCents` takes: from the hold first, then the wallet, as far as they go. */
export function freezePlan(heldCents: number, walletCents: number, wantCents: number) {
  const fromHold = Math.max(0, Math.min(heldCents, wantCents));
  const fromWallet = Math.max(0, Math.min(walletCents, wantCents - fromHold));
  return { fromHold, fromWallet, frozenCents: fromHold + fromWallet };
}

/** The entries of a freeze (none when nothing is frozen). */
export function freezeEntries(p: {
  disputeId: string;
  contractId: string;
  employerId: string;
  fromHold: number;
  fromWallet: number;
}): JournalEntry[] {
  const total = p.fromHold + p.fromWallet;
  if (total <= 0) return [];
  return [
    ...(p.fromHold > 0 ? [{ account: heldAccount(p.contractId), amountCents: -p.fromHold }] : []),
    ...(p.fromWallet > 0 ? [{ account: walletAccount(p.employerId), amountCents: -p.fromWallet }] : []),
    { account: disputedAccount(p.disputeId), amountCents: total },
  ];
}

/** Locks the hold, the wallets and the dispute's account in the ledger's order; answers the hold's and the employer's balances. */
export async function lockFreeze(tx: SqlTx, p: { disputeId: string; contractId: string; employerId: string; workerId: string }) {
  const b = await lockAccounts(tx, [
    heldAccount(p.contractId),
    walletAccount(p.employerId),
    walletAccount(p.workerId),
    disputedAccount(p.disputeId),
  ]);
  return { heldCents: b[accountId(heldAccount(p.contractId))] ?? 0, walletCents: b[accountId(walletAccount(p.employerId))] ?? 0 };
}
