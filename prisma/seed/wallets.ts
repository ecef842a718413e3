// Demo wallets with history, posted through the ledger (postJournal) so every sum holds: the demo employer
// deposited by card and paid the completed demo contract (5 % fee), keeping enough to pay the one in
// progress; the demo worker earned it and withdrew part to PayPal (paid). References are fixed
// ("seed:…", and the pay journal is skipped when the job already has one), so seeding again adds nothing.
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db";
import { getDemoContracts } from "@/prisma/seed/wallets-query";
import { postJournal } from "@/lib/money/ledger/ledger";
import { contractAmounts } from "@/lib/money/pricing/pricing";
import { payReference } from "@/lib/money/pay/pay-contract";
import { DEFAULT_FEE } from "@/prisma/seed/settings";

const DAY = 86_400_000;
export const DEMO_DEPOSIT_CENTS = 250_000;

export type WalletSeedSummary = { journals: number };

export async function seedWallets(tx: Tx, now: Date): Promise<WalletSeedSummary> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const { employer, worker, completed } = await getDemoContracts(tx);
  if (!employer || !worker) return { journals: 0 };
  let journals = 0;
  const count = (r: { created: boolean }) => (journals += r.created ? 1 : 0);

  count(
    await postJournal(tx, {
      kind: "deposit",
      reference: "seed:deposit:demo-employer",
      memo: "card •••• 4242",
      userId: employer,
      at: ago(45),
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -DEMO_DEPOSIT_CENTS },
        { account: { kind: "wallet", userId: employer }, amountCents: DEMO_DEPOSIT_CENTS },
      ],
    }),
  );

  if (completed && !(await tx.ledgerJournal.findFirst({ where: { kind: "pay", jobId: completed.jobId }, select: { id: true } }))) {
    const a = contractAmounts(completed, DEFAULT_FEE, null);
    count(
      await postJournal(tx, {
        kind: "pay",
        reference: payReference(completed.contractId),
        memo: completed.title,
        userId: employer,
        jobId: completed.jobId,
        at: ago(30),
        entries: [
          { account: { kind: "wallet", userId: employer }, amountCents: -a.totalCents },
          { account: { kind: "wallet", userId: worker }, amountCents: a.subTotalCents },
          ...(a.feeCents ? [{ account: { kind: "fee_revenue" as const }, amountCents: a.feeCents }] : []),
        ],
      }),
    );
  }

  if (
    !(await tx.ledgerJournal.findUnique({
      where: { kind_reference: { kind: "withdraw", reference: "seed:withdraw:demo-worker" } },
      select: { id: true },
    }))
  ) {
    const amountCents = 20_000;
    const w = await tx.withdrawal.create({
      data: {
        id: `seed-${randomUUID()}`,
        userId: worker,
        // PayPal: the seed runs without the auth secret the bank-number key derives from (lib/money/bank/crypto.ts)
        method: "paypal",
        amountCents,
        status: "paid",
        paypalEmail: "worker@gigline.test",
        payoutReference: "sandbox_po_seed",
        createdAt: ago(20),
        paidAt: ago(19),
      },
    });
    count(
      await postJournal(tx, {
        kind: "withdraw",
        reference: "seed:withdraw:demo-worker",
        memo: "PayPal w•••@gigline.test",
        userId: worker,
        at: ago(20),
        entries: [
          { account: { kind: "wallet", userId: worker }, amountCents: -amountCents },
          { account: { kind: "pending_withdrawal" }, amountCents },
        ],
      }),
    );
    count(
      await postJournal(tx, {
        kind: "withdraw_paid",
        reference: `withdraw_paid:${w.id}`,
        memo: "sandbox_po_seed",
        userId: worker,
        at: ago(19),
        entries: [
          { account: { kind: "pending_withdrawal" }, amountCents: -amountCents },
          { account: { kind: "payout_clearing", method: "paypal" }, amountCents },
        ],
      }),
    );
  }
  return { journals };
}
