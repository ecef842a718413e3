// withdraw/instant_payout: a provider sends money to a debit card at once, for a fee (Setting "payouts":
// 1.5 % of the amount rounded up to the cent, at least $0.50; lib/settings/payout-policy.ts). The screen shows
// amount, fee and what arrives, and sends the fee it showed: the server charges its own and refuses (409) when
// they differ. One transaction (inside withIdempotency): the wallet's ledger lock is taken first (a second
// instant payout of the same person waits here and then reads the balance the first one left), the balance
// must cover amount + fee (400), a Withdrawal row (method "card", feeCents) is written and ONE journal
// "withdraw:{id}" takes amount + fee from the wallet: the amount to pending_withdrawal, the fee to fee_revenue.
// The ledger's CHECK (wallet ≥ 0) stays the last guard (409). The payout step (lib/money/payouts/payouts.ts) then
// pays it like any withdrawal: the sandbox at once, Stripe Connect with a payout of method "instant"
// (lib/money/payouts/stripe-payouts.ts); a failed one returns amount and fee to the wallet.
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/http/errors";
import { withIdempotencySql } from "@/lib/http/idempotency";
import { centsToDollars, dollarsToCents } from "@/lib/money/amounts/convert";
import { formatCents } from "@/lib/money/amounts/format";
import { lockWallets, postJournal } from "@/lib/money/ledger/ledger";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import type { InstantPayoutInput } from "@/lib/money/ledger/wallet-schemas";
import { paymentModes, payoutMethodOn, requirePayout } from "@/lib/money/processor-base/mode";
import { schedulePayout } from "@/lib/money/payouts/payouts";
import { stripeInstantCard } from "@/lib/money/payouts/stripe-payouts";
import { toWithdrawalDto } from "@/lib/money/payouts/withdraw";
import { getPayoutPolicy } from "@/lib/settings/get-setting";
import { instantPayoutFeeCents } from "@/lib/settings/payout-policy";
import type { Withdrawal as WithdrawalRow } from "@/lib/generated/prisma/client";

/** The sandbox's debit card (Stripe's test Visa debit card that takes instant payouts: 4000 0566 5566 5556). */
export const SANDBOX_INSTANT_CARD = { brand: "Visa debit", last4: "5556" } as const;

export type InstantCard = { brand: string; last4: string };

/** What the withdraw screen needs to offer an instant payout: the card, and the fee rule (dollars). */
export type InstantPayoutDto = { card: InstantCard | null; feePercent: number; feeMinimum: number };

/** The card instant payouts go to: the sandbox's own, or the connected account's debit card (null: none). */
export async function instantCard(userId: string): Promise<InstantCard | null> {
  if (paymentModes().payouts === "sandbox") return { ...SANDBOX_INSTANT_CARD };
  if (!payoutMethodOn("card")) return null;
  const card = await stripeInstantCard(userId);
  return card && { brand: card.brand, last4: card.last4 };
}

/** The withdraw screen's instant option, or null when instant payouts cannot be paid out on this server. */
export async function readInstantPayout(userId: string): Promise<InstantPayoutDto | null> {
  if (!payoutMethodOn("card")) return null;
  const [card, policy] = await Promise.all([instantCard(userId).catch(() => null), getPayoutPolicy()]);
  return { card, feePercent: policy.instantFeePercent, feeMinimum: centsToDollars(policy.instantFeeMinimumCents) };
}

export async function submitInstantPayout(userId: string, input: InstantPayoutInput, req: Request) {
  requirePayout("card");
  const card = await instantCard(userId);
  if (!card) throw new AppError(409, WALLET_MSG.InstantNoCard);
  const policy = await getPayoutPolicy();
  const made: { row?: WithdrawalRow } = {};
  const answer = await withIdempotencySql({ req, input }, userId, "withdraw/instant_payout", input, async (tx) => {
    const amountCents = dollarsToCents(input.amount);
    const feeCents = instantPayoutFeeCents(amountCents, policy);
    if (dollarsToCents(input.fee) !== feeCents) throw new AppError(409, WALLET_MSG.InstantFeeChanged);
    // the ledger's lock on the wallet first: a concurrent payout of the same person waits, then sees what it left
    const balance = (await lockWallets(tx, [userId]))[userId] ?? 0;
    if (balance < amountCents + feeCents) throw new AppError(400, WALLET_MSG.InstantExceedsBalance);
    const id = `c${randomUUID().replace(/-/g, "")}`;
    const [row] = await tx.$queryRaw<WithdrawalRow[]>`
      INSERT INTO "Withdrawal" ("id", "userId", "method", "amountCents", "feeCents", "bankName", "accountLast4", "createdAt")
      VALUES (${id}, ${userId}, 'card', ${amountCents}::int, ${feeCents}::int, ${card.brand}, ${card.last4}, ${new Date()}::timestamp(3))
      RETURNING *`;
    const posted = await postJournal(tx, {
      kind: "withdraw",
      reference: `withdraw:${id}`,
      // the history's line: "Withdrawal to Visa debit ••••5556 (instant, fee $0.61)"
      memo: `${card.brand} ••••${card.last4} (instant, fee ${formatCents(feeCents)})`,
      userId,
      entries: [
        { account: { kind: "wallet", userId }, amountCents: -(amountCents + feeCents) },
        { account: { kind: "pending_withdrawal" }, amountCents },
        { account: { kind: "fee_revenue" }, amountCents: feeCents },
      ],
    });
    made.row = row;
    const after = centsToDollars(posted.balances[userId]);
    return {
      user: { _id: userId, balance: after },
      balance: after,
      withdrawal: toWithdrawalDto(row),
      message: `${WALLET_MSG.InstantSuccess} ${formatCents(amountCents)} is on its way to ${card.brand} ••••${card.last4}.`,
    };
  });
  // committed: its payout step runs after the response (a replayed key's withdrawal is read again)
  schedulePayout(answer.withdrawal._id, made.row);
  return answer;
}
