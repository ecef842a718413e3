// withdraw/submit_request: a provider moves money out of the wallet. In one transaction (inside
// withIdempotency) a Withdrawal row is written (bank numbers: last four digits + AES-256-GCM value) and
// the money moves wallet → pending_withdrawal (journal "withdraw:{id}"). The payout step
// (lib/wallet/payouts.ts), a background job added in the same transaction ("wallet:payout"), then marks
// it paid or failed (failed returns the money).
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { withIdempotency } from "@/lib/http/idempotency";
import { centsToDollars, dollarsToCents } from "@/lib/jobs/format";
import { formatCents } from "@/lib/money/format";
import type { AuthUser } from "@/lib/auth/current-user";
import { postJournal, walletBalanceCents } from "@/lib/wallet/ledger";
import { encryptText, lastFour } from "@/lib/wallet/crypto";
import { WALLET_MSG } from "@/lib/wallet/messages";
import { enqueue } from "@/lib/background/queue";
import type { WithdrawInput } from "@/lib/wallet/schemas";

export type WithdrawalDto = {
  _id: string;
  paymentType: "paypal" | "bank";
  amount: number;
  status: "pending" | "paid" | "failed";
  /** "PayPal a•••@example.com" or "Chase ••••6789" */
  destination: string;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
  failedAt: string | null;
};

type WithdrawalRow = Awaited<ReturnType<typeof db.withdrawal.findFirstOrThrow>>;

export function withdrawalDestination(w: Pick<WithdrawalRow, "method" | "paypalEmail" | "bankName" | "accountLast4">): string {
  if (w.method === "paypal") return `PayPal ${maskEmail(w.paypalEmail ?? "")}`;
  return `${w.bankName} ••••${w.accountLast4}`;
}

function maskEmail(email: string) {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain ?? ""}`;
}

export function toWithdrawalDto(w: WithdrawalRow): WithdrawalDto {
  return {
    _id: w.id,
    paymentType: w.method as "paypal" | "bank",
    amount: centsToDollars(w.amountCents),
    status: w.status as WithdrawalDto["status"],
    destination: withdrawalDestination(w),
    failureReason: w.failureReason,
    createdAt: w.createdAt.toISOString(),
    paidAt: w.paidAt?.toISOString() ?? null,
    failedAt: w.failedAt?.toISOString() ?? null,
  };
}

export async function listWithdrawals(userId: string, take = 20): Promise<WithdrawalDto[]> {
  const rows = await db.withdrawal.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take });
  return rows.map(toWithdrawalDto);
}

export async function submitWithdrawal(user: AuthUser, input: WithdrawInput, req: Request) {
  return withIdempotency({ req, input }, user.id, "withdraw/submit_request", input, async (tx) => {
    const amountCents = dollarsToCents(input.amount);
    const balance = await walletBalanceCents(user.id, tx);
    if (amountCents > balance) throw new AppError(400, WALLET_MSG.AmountExceedsBalance);
    const w = await tx.withdrawal.create({
      data:
        input.paymentType === "paypal"
          ? { userId: user.id, method: "paypal", amountCents, paypalEmail: input.paypal.toLowerCase() }
          : {
              userId: user.id,
              method: "bank",
              amountCents,
              bankName: input.bankName,
              routingLast4: lastFour(input.routingNumber),
              accountLast4: lastFour(input.accountNumber),
              bankEncrypted: encryptText(JSON.stringify({ routingNumber: input.routingNumber, accountNumber: input.accountNumber })),
            },
    });
    // a concurrent withdrawal may have spent the balance since the read above: the ledger refuses then
    const posted = await postJournal(tx, {
      kind: "withdraw",
      reference: `withdraw:${w.id}`,
      memo: withdrawalDestination(w),
      userId: user.id,
      entries: [
        { account: { kind: "wallet", userId: user.id }, amountCents: -amountCents },
        { account: { kind: "pending_withdrawal" }, amountCents },
      ],
    });
    // the payout step as a background job that exists only if this transaction commits
    await enqueue("wallet:payout", { withdrawalId: w.id }, { tx, jobKey: `payout:${w.id}` });
    const after = posted.balances[user.id];
    return {
      user: { _id: user.id, balance: centsToDollars(after) },
      balance: centsToDollars(after),
      withdrawal: toWithdrawalDto(w),
      message: `${WALLET_MSG.WithdrawSuccess} ${formatCents(amountCents)} is on its way.`,
    };
  });
}
