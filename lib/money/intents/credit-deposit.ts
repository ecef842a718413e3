// The one place a deposit reaches a wallet: called only from a provider's confirmation (a verified webhook
// event, or PayPal's confirmed capture), inside the transaction that records that confirmation. The guard
// (creditedAt IS NULL, status not terminal) and the journal's unique reference `deposit:{id}` make a replay a
// no-op, so a deposit is credited exactly once however often the provider repeats itself. Open debt from late
// cancellations is paid first from the money that arrives, in the same transaction (late-cancel-debts.ts); the
// funding of the employer's Not funded contracts is queued in it too (lib/money/holds/fund-tasks.ts).
import type { Tx } from "@/lib/db";
import { postJournal } from "@/lib/money/ledger/ledger";
import { statusesBefore, INTENT } from "@/lib/money/intents/intent-states";
import { lockLateCancelDebts, settleLateCancelDebts } from "@/lib/money/late-cancel/late-cancel-debts";
import { queueFunding } from "@/lib/money/holds/fund-tasks";

export async function creditDeposit(tx: Tx, intentId: string, confirmedAmountCents: number): Promise<boolean> {
  const row = await tx.paymentIntent.findUnique({ where: { id: intentId }, select: { userId: true, amountCents: true, method: true } });
  if (!row) return false;
  if (row.amountCents !== confirmedAmountCents) {
    // never credit an amount the intent was not created for; logged for a person to look at
    console.error(`[payments] ${intentId}: confirmed ${confirmedAmountCents} cents, intent is for ${row.amountCents}; not credited`);
    return false;
  }
  const moved = await tx.paymentIntent.updateMany({
    where: { id: intentId, creditedAt: null, status: { in: statusesBefore("succeeded") } },
    data: { status: INTENT.succeeded, creditedAt: new Date(), lastError: null },
  });
  if (moved.count !== 1) return false;
  const method = row.method as "card" | "bank" | "paypal";
  // the debts and every wallet their settlement touches are locked before the deposit is posted
  const debts = await lockLateCancelDebts(tx, row.userId);
  await postJournal(tx, {
    kind: "deposit",
    reference: `deposit:${intentId}`,
    memo: `Deposit by ${method === "bank" ? "bank transfer" : method === "paypal" ? "PayPal" : "card"}`,
    userId: row.userId,
    entries: [
      { account: { kind: "in_transit", method }, amountCents: -row.amountCents },
      { account: { kind: "wallet", userId: row.userId }, amountCents: row.amountCents },
    ],
  });
  await settleLateCancelDebts(tx, row.userId, debts, `deposit:${intentId}`);
  // right after the commit, the employer's Not funded contracts are funded from the new balance (lib/money/holds)
  await queueFunding(row.userId, tx);
  return true;
}
