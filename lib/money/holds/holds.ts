// Holds: the money an employer's wallet sets aside for a hired shift, so that a worked shift is paid.
//
// A hold is the ledger account `held:{contractId}` (kind "held", a cached balance that can never go below zero,
// migration 20270106000000_holds). Its amount is the shift's expected total (holdAmountCents): hourly = rate ×
// booked hours + extra pay + fee, fixed = price + extra pay + fee, fixed when the contract is made
// (Contract.holdCents). Every movement is one journal:
//  - placing it: kind "hold", reference `hold:{contractId}`, wallet → held (once per contract, ever);
//  - releasing it on a cancellation: kind "hold_release", reference `hold_release:{contractId}`, held → wallet;
//  - settling it on payment: the payment's own journal takes the hold, pays the provider and the fee, and
//    takes any difference from, or returns it to, the wallet (holdSettlementEntries, settleFromHold).
// A contract whose wallet cannot cover the hold when it is made is Not funded (holdCents set, fundedAt NULL):
// funding it later (job/fund_contract, after a deposit, or the day before its shift) places the hold.
// A contract made before holds (holdCents NULL) has none and is paid from the wallet as before.
//
// Every change of a contract's hold runs with the contract's job row locked (FOR UPDATE) and the accounts it
// moves locked in the ledger's order first (lockAccounts), so two of them never interleave.
import { db, type Tx } from "@/lib/db";
import type { SqlTx } from "@/lib/sql-tx";
import { lockAccounts, postJournal, accountId, type JournalEntry } from "@/lib/money/ledger/ledger";
import { contractAmounts } from "@/lib/money/pricing/pricing";

export const HOLD_KIND = "hold";
export const HOLD_RELEASE_KIND = "hold_release";
export const holdReference = (contractId: string) => `hold:${contractId}`;
export const holdReleaseReference = (contractId: string) => `hold_release:${contractId}`;

const held = (contractId: string) => ({ kind: "held" as const, contractId });
const wallet = (userId: string) => ({ kind: "wallet" as const, userId });

/** The shift's expected total in cents: what the hold is for. */
export function holdAmountCents(c: { payType: string; price: number; duration: number; extraPay?: number }, feePercent: number): number {
  return contractAmounts({ payType: c.payType, price: c.price, duration: c.duration, extraPay: c.extraPay ?? 0 }, feePercent, null)
    .totalCents;
}

export type HoldContract = {
  contractId: string;
  jobId: string;
  title: string;
  customerId: string;
  holdCents: number | null;
  fundedAt: Date | null;
  canceledAt: Date | null;
  paid: boolean;
};

/** Whether the contract is paid: its payment journal (kind "pay", reference `pay:contract:{id}`) exists. */
export async function contractPaid(contractId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ paid: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "LedgerJournal" WHERE "kind" = 'pay' AND "reference" = 'pay:contract:' || ${contractId}) AS "paid"`;
  return row.paid;
}

/** The contract and its job, both rows locked FOR UPDATE (the job row first, as every payment locks it). */
export async function lockHoldContract(tx: SqlTx, contractId: string): Promise<HoldContract | null> {
  const [row] = await tx.$queryRaw<HoldContract[]>`
    SELECT c."id" AS "contractId", j."id" AS "jobId", j."title", j."creatorId" AS "customerId", c."holdCents", c."fundedAt", c."canceledAt",
      EXISTS (SELECT 1 FROM "LedgerJournal" lj WHERE lj."kind" = 'pay' AND lj."reference" = 'pay:contract:' || c."id") AS "paid"
    FROM "Job" j JOIN "Contract" c ON c."jobId" = j."id"
    WHERE j."id" = (SELECT "jobId" FROM "Contract" WHERE "id" = ${contractId})
    FOR UPDATE OF j, c`;
  return row ?? null;
}

export type FundResult = { funded: boolean; created: boolean; missingCents: number; balanceCents: number };

/**
 * Places the hold of a locked contract when the wallet covers it: one journal wallet → held and the contract
 * stamped funded. Answers how much was missing otherwise (nothing is written). A funded, cancelled or paid
 * contract, or one without a hold, is left as it is (`created: false`).
 */
export async function placeHold(tx: Tx, c: HoldContract, now = new Date()): Promise<FundResult> {
  const balances = await lockAccounts(tx, [wallet(c.customerId), held(c.contractId)]);
  const balanceCents = balances[accountId(wallet(c.customerId))] ?? 0;
  if (c.holdCents === null || c.fundedAt || c.canceledAt || c.paid) {
    return { funded: Boolean(c.fundedAt), created: false, missingCents: 0, balanceCents };
  }
  if (balanceCents < c.holdCents) return { funded: false, created: false, missingCents: c.holdCents - balanceCents, balanceCents };
  const posted = await postJournal(tx, {
    kind: HOLD_KIND,
    reference: holdReference(c.contractId),
    memo: `Held for: ${c.title}`,
    userId: c.customerId,
    jobId: c.jobId,
    at: now,
    entries: [
      { account: wallet(c.customerId), amountCents: -c.holdCents },
      { account: held(c.contractId), amountCents: c.holdCents },
    ],
  });
  const stamped = await tx.contract.updateMany({ where: { id: c.contractId, fundedAt: null }, data: { fundedAt: now } });
  if (!posted.created || stamped.count !== 1) throw new Error(`the hold of contract ${c.contractId} was placed twice`);
  return { funded: true, created: true, missingCents: 0, balanceCents: posted.balances[c.customerId] ?? balanceCents - c.holdCents };
}

/** Funds one contract in the caller's transaction: locks it, then placeHold. Null when the contract is gone. */
export async function fundContractTx(tx: Tx, contractId: string, now = new Date()) {
  const c = await lockHoldContract(tx, contractId);
  if (!c) return null;
  return { contract: c, result: await placeHold(tx, c, now) };
}

/**
 * Returns what the hold still holds to the employer's wallet (one journal held → wallet), in the transaction
 * that cancels the contract (its job row locked by the cancellation's guarded change). Answers the cents
 * returned (0 when nothing was held).
 */
export async function releaseHold(tx: SqlTx, p: { contractId: string; customerId: string; jobId?: string; title: string }) {
  const balances = await lockAccounts(tx, [wallet(p.customerId), held(p.contractId)]);
  const heldCents = balances[accountId(held(p.contractId))] ?? 0;
  if (heldCents <= 0) return 0;
  await postJournal(tx, {
    kind: HOLD_RELEASE_KIND,
    reference: holdReleaseReference(p.contractId),
    memo: `Hold released: ${p.title}`,
    userId: p.customerId,
    jobId: p.jobId,
    entries: [
      { account: held(p.contractId), amountCents: -heldCents },
      { account: wallet(p.customerId), amountCents: heldCents },
    ],
  });
  return heldCents;
}

export type HoldSettlementAmounts = {
  customerId: string;
  providerId: string;
  /** what the provider is paid */
  subTotalCents: number;
  /** the platform's fee on top */
  feeCents: number;
  /**
   * true when this payment ends the contract (job/pay_job, an approval of the last hours): the whole hold is
   * used and what it holds above the total goes back to the wallet. false for a part (a pay period): the hold
   * pays up to the total and keeps the rest.
   */
  final: boolean;
};

/**
 * The entries of a payment settled from a hold of `heldCents`: the hold pays first, the wallet gives the rest
 * (a negative line) or takes back what the hold held above the total (a positive line, final payments only).
 * With nothing held they are the plain payment's entries (wallet −total, provider +subtotal, fee +fee).
 */
export function holdSettlementEntries(contractId: string, heldCents: number, a: HoldSettlementAmounts): JournalEntry[] {
  const total = a.subTotalCents + a.feeCents;
  const fromHold = Math.max(0, a.final ? heldCents : Math.min(heldCents, total));
  const walletCents = fromHold - total;
  return [
    ...(fromHold > 0 ? [{ account: held(contractId), amountCents: -fromHold }] : []),
    ...(walletCents !== 0 ? [{ account: wallet(a.customerId), amountCents: walletCents }] : []),
    { account: wallet(a.providerId), amountCents: a.subTotalCents },
    ...(a.feeCents > 0 ? [{ account: { kind: "fee_revenue" as const }, amountCents: a.feeCents }] : []),
  ];
}

/**
 * Pays the provider from the contract's hold in ONE journal (`journal.kind` / `journal.reference`, e.g. an
 * approval's), the difference taken from or returned to the employer's wallet. In the caller's transaction,
 * with the contract's job row locked by the caller. Answers postJournal's result and what the hold gave.
 */
export async function settleFromHold(
  tx: SqlTx,
  contractId: string,
  amounts: HoldSettlementAmounts,
  journal: { id?: string; kind: string; reference: string; memo: string; jobId: string; userId?: string; at?: Date },
) {
  const balances = await lockAccounts(tx, [wallet(amounts.customerId), wallet(amounts.providerId), held(contractId)]);
  const heldCents = balances[accountId(held(contractId))] ?? 0;
  const entries = holdSettlementEntries(contractId, heldCents, amounts);
  const posted = await postJournal(tx, { ...journal, userId: journal.userId ?? amounts.customerId, entries });
  const fromHold = -(entries.find((e) => e.account.kind === "held")?.amountCents ?? 0);
  return { ...posted, fromHoldCents: fromHold };
}

/** What a contract's hold holds now, in cents (0 when it has none). */
export async function heldCentsOf(tx: SqlTx, contractId: string): Promise<number> {
  const [row] = await tx.$queryRaw<
    { b: bigint | null }[]
  >`SELECT "balanceCents" AS b FROM "LedgerAccount" WHERE "id" = ${accountId(held(contractId))}`;
  return Number(row?.b ?? 0);
}
