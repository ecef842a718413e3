// withdraw/submit_request: a provider moves money out of the wallet. In one transaction (inside
// withIdempotency) a Withdrawal row is written (bank numbers: last four digits + AES-256-GCM value) and
// the money moves wallet → pending_withdrawal (journal "withdraw:{id}"). The payout step
// (lib/money/payouts/payouts.ts), scheduled once that transaction committed (right after the response; the
// sweeps otherwise), then marks it paid or failed (failed returns the money).
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { withIdempotencySql } from "@/lib/http/idempotency";
import { centsToDollars, dollarsToCents } from "@/lib/money/amounts/convert";
import { formatCents } from "@/lib/money/amounts/format";
import type { JoinedSession } from "@/lib/http/route";
import { postJournal, walletBalanceDollarsSql } from "@/lib/money/ledger/ledger";
import { schedulePayout } from "@/lib/money/payouts/payouts";
import { requirePayout } from "@/lib/money/processor-base/mode";
import { encryptText, lastFour } from "@/lib/money/bank/crypto";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import type { WithdrawInput } from "@/lib/money/ledger/wallet-schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { WITHDRAWAL, type WithdrawalStatus } from "@/lib/money/ledger/wallet-states";

/** The Withdrawal row from its to_jsonb form (the dates come as ISO text without a zone: UTC, as Prisma writes them). */
function withdrawalRow(j: Record<string, unknown>): WithdrawalRow {
  const date = (v: unknown) => (v == null ? null : new Date(`${String(v)}Z`));
  return { ...(j as WithdrawalRow), createdAt: date(j.createdAt)!, paidAt: date(j.paidAt), failedAt: date(j.failedAt) };
}

export type WithdrawalDto = {
  _id: string;
  /** card: an instant payout to a debit card */
  paymentType: "paypal" | "bank" | "card";
  amount: number;
  /** the instant payout fee taken with the amount (0 for a standard withdrawal) */
  fee: number;
  status: WithdrawalStatus;
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
  if (w.method === "card") return `Instant to ${w.bankName} ••••${w.accountLast4}`;
  return `${w.bankName} ••••${w.accountLast4}`;
}

function maskEmail(email: string) {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain ?? ""}`;
}

/** The fields of a withdrawal its DTO shows. */
type WithdrawalDtoFields = Pick<
  WithdrawalRow,
  | "id"
  | "method"
  | "amountCents"
  | "feeCents"
  | "status"
  | "paypalEmail"
  | "bankName"
  | "accountLast4"
  | "failureReason"
  | "createdAt"
  | "paidAt"
  | "failedAt"
>;

export function toWithdrawalDto(w: WithdrawalDtoFields): WithdrawalDto {
  return {
    _id: w.id,
    paymentType: w.method as WithdrawalDto["paymentType"],
    amount: centsToDollars(w.amountCents),
    fee: centsToDollars(w.feeCents),
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

export async function submitWithdrawal(session: JoinedSession, input: WithdrawInput, req: Request) {
  // nobody to pay this method out (lib/money/processor-base/mode.ts): 503 before the money leaves the wallet
  requirePayout(input.paymentType);
  const made: { row?: WithdrawalRow } = {};
  const answer = await submitWithdrawalTx(session, input, req, made);
  // committed: its payout step runs after the response, from the row this call wrote (a replayed key's
  // withdrawal is read again: its payout may be done, and the step does nothing to a settled one)
  schedulePayout(answer.withdrawal._id, made.row);
  return answer;
}

function submitWithdrawalTx(session: JoinedSession, input: WithdrawInput, req: Request, made: { row?: WithdrawalRow }) {
  const inStatement = session.inStatement();
  const user = { id: session.claimedUserId };
  return withIdempotencySql(
    { req, input },
    user.id,
    "withdraw/submit_request",
    input,
    async (tx, jobs) => {
      const amountCents = dollarsToCents(input.amount);
      const bank =
        input.paymentType === "paypal"
          ? null
          : {
              bankName: input.bankName,
              routingLast4: lastFour(input.routingNumber),
              accountLast4: lastFour(input.accountNumber),
              bankEncrypted: encryptText(JSON.stringify({ routingNumber: input.routingNumber, accountNumber: input.accountNumber })),
            };
      // ONE statement (and so ONE round trip with the BEGIN, the stored answer and the COMMIT: CallJobs.committing)
      // checks the session (route auth "joined"), claims the Idempotency-Key, reads the balance
      // and, when the session is live, this request claimed the key and the balance covers the amount, inserts
      // the withdrawal and posts its journal (wallet → pending withdrawals) as the ledger's riders. Until the
      // session is checked, `user.id` is only the one its token names. The 400 is decided on the balance read here; a concurrent
      // withdrawal that spent it since this statement's snapshot is refused by the ledger's CHECK with 409.
      const id = `c${randomUUID().replace(/-/g, "")}`;
      const paypalEmail = input.paymentType === "paypal" ? input.paypal.toLowerCase() : null;
      const destination = withdrawalDestination({
        method: input.paymentType,
        paypalEmail,
        bankName: bank?.bankName ?? null,
        accountLast4: bank?.accountLast4 ?? null,
      });
      // the withdrawal as the statement writes it, and so the answer, but for the balance after it
      const createdAt = new Date();
      const written: WithdrawalDtoFields = {
        id,
        method: input.paymentType,
        amountCents,
        feeCents: 0,
        status: WITHDRAWAL.pending,
        paypalEmail,
        bankName: bank?.bankName ?? null,
        accountLast4: bank?.accountLast4 ?? null,
        failureReason: null,
        createdAt,
        paidAt: null,
        failedAt: null,
      };
      const answer = (balanceCents: number) => ({
        user: { _id: user.id, balance: centsToDollars(balanceCents) },
        balance: centsToDollars(balanceCents),
        withdrawal: toWithdrawalDto(written),
        message: `${WALLET_MSG.WithdrawSuccess} ${formatCents(amountCents)} is on its way.`,
      });
      // the statement is the call's last: the key's answer (with the balance it leaves) and the COMMIT ride
      // with it (one round trip for the whole call); it writes nothing unless it made the withdrawal
      const balanceAfter = walletBalanceDollarsSql(user.id);
      const last = jobs.committing({
        answer: answer(0),
        set: [
          { path: ["balance"], value: balanceAfter },
          { path: ["user", "balance"], value: balanceAfter },
        ],
        when: Prisma.sql`EXISTS (SELECT 1 FROM "Withdrawal" WHERE "id" = ${id})`,
      });
      const posted = await postJournal(
        last,
        {
          kind: "withdraw",
          reference: `withdraw:${id}`,
          memo: destination,
          userId: user.id,
          entries: [
            { account: { kind: "wallet", userId: user.id }, amountCents: -amountCents },
            { account: { kind: "pending_withdrawal" }, amountCents },
          ],
        },
        {
          ctes: Prisma.sql`${inStatement.cte}, ${jobs.claimCte()}, b AS (SELECT COALESCE((SELECT "balanceCents" FROM "LedgerAccount" WHERE "id" = ${`wallet:${user.id}`}), 0) AS balance),
        w AS (
          INSERT INTO "Withdrawal" ("id", "userId", "method", "amountCents", "paypalEmail", "bankName", "routingLast4", "accountLast4", "bankEncrypted", "createdAt")
          SELECT ${id}, ${user.id}, ${input.paymentType}, ${amountCents}::int,
            ${paypalEmail}, ${bank?.bankName ?? null}, ${bank?.routingLast4 ?? null},
            ${bank?.accountLast4 ?? null}, ${bank?.bankEncrypted ?? null}, ${createdAt}::timestamp(3)
          FROM b WHERE b.balance >= ${amountCents} AND EXISTS (SELECT 1 FROM claim) AND EXISTS (SELECT 1 FROM session)
          RETURNING *
        )`,
          when: Prisma.sql`EXISTS (SELECT 1 FROM w)`,
          columns: Prisma.sql`${inStatement.column}, EXISTS (SELECT 1 FROM claim) AS claimed, (SELECT to_jsonb(w) FROM w) AS withdrawal`,
        },
      );
      // committed (or nothing written): the refusals, in this order, on what the statement answered
      inStatement.check(posted.extra?.session);
      jobs.claimed(posted.extra?.claimed === true);
      if (!posted.created) throw new AppError(400, WALLET_MSG.AmountExceedsBalance);
      made.row = withdrawalRow(posted.extra?.withdrawal as Record<string, unknown>);
      return answer(posted.balances[user.id]);
    },
    { claimInFirstStatement: true },
  );
}
