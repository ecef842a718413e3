// The payout step of a withdrawal: a PayoutProvider sends the money out; settleWithdrawal() records the
// outcome in one transaction (guarded pending → paid | failed, and the matching journal).
//
// Providers (PAYOUT_PROVIDER): "sandbox" (default, built in, no key, no network, no disk, no long-lived
// process; only while the payment sandbox runs, lib/money/processor-base/mode.ts, else nothing is paid out), "stripe" (Stripe Connect: transfer to the provider's connected account, then a payout to the
// bank; PayPal e-mails go through PayPal Payouts) and "paypal" (PayPal Payouts; bank withdrawals through
// Stripe Connect when STRIPE_SECRET_KEY is set) — lib/money/payouts/{stripe,paypal}-payouts.ts. A provider
// answers at once (paid / failed) or "pending" when the outcome comes later: its webhook calls
// settleWithdrawalTx(), and the sweep polls the provider (`poll`) for any still pending.
//
// When the step runs: right after the response of the call that made the withdrawal (schedulePayout, Next's
// after(), in the same process; on a serverless host the function is kept alive for it). The pending row
// itself is the durable record, so no queue job is added per withdrawal: the periodic task
// "wallet:unstarted-payouts" (every minute: pending for 30 s or more, never taken by a provider), the ten-minute
// "wallet:process-pending-withdrawals" (every pending one: it also polls the provider about those it answered
// "pending" for) and the sweep a worker adds when it starts pay what a dead process left. bench:money measured the job per
// withdrawal it replaces at about 0.5 ms of PostgreSQL CPU for graphile_worker.add_job alone, plus the
// worker's fetch and delete. The provider call carries the withdrawal id as its idempotency key, and the
// outcome is recorded by a guarded pending → paid | failed change, so running the step twice (this process
// and a sweep) never pays twice.
import { after } from "next/server";
import { db } from "@/lib/db";
import type { Withdrawal as WithdrawalRow } from "@/lib/generated/prisma/client";
import { pgTransaction, sqlPool, type SqlTx } from "@/lib/sql-tx";
import { paypalPayoutProvider, stripePayoutProvider } from "@/lib/money/payouts/processor-payouts";
import { env } from "@/lib/env";
import { sandboxOn } from "@/lib/money/processor-base/mode";
import { formatCents } from "@/lib/money/amounts/format";
import { notificationCtes, notify } from "@/lib/notifications/create-notification";
import { Prisma } from "@/lib/generated/prisma/client";
import { postJournal } from "@/lib/money/ledger/ledger";
import { decryptText } from "@/lib/money/bank/crypto";
import { WITHDRAWAL } from "@/lib/money/ledger/wallet-states";

export type PayoutDestination =
  | { method: "paypal"; email: string }
  | { method: "bank"; name: string; routingNumber: string; accountNumber: string }
  /** an instant payout to the debit card on the person's payout account (lib/money/payouts/instant-payout.ts) */
  | { method: "card"; brand: string; last4: string };

export type PayoutRequest = {
  withdrawalId: string;
  userId: string;
  amountCents: number;
  destination: PayoutDestination;
  /** the same on every attempt for one withdrawal: the provider must pay it at most once */
  idempotencyKey: string;
};

export type PayoutResult =
  | { status: typeof WITHDRAWAL.paid; reference: string }
  | { status: typeof WITHDRAWAL.failed; reason: string; reference?: string }
  | { status: typeof WITHDRAWAL.pending; reference: string };

export interface PayoutProvider {
  readonly name: "sandbox" | "stripe" | "paypal" | "off";
  payout(req: PayoutRequest): Promise<PayoutResult>;
  /**
   * Asks the provider how a payout it answered "pending" for (`reference`) ended: the sweep's status poll,
   * for when a webhook was lost. A provider without it is asked `payout` again (idempotent by key).
   */
  poll?(req: { withdrawalId: string; userId: string; amountCents: number; reference: string }): Promise<PayoutResult>;
}

/**
 * The built-in sandbox: pays at once, except Stripe's documented failing test bank accounts
 * (000111111116: no such account, 000111111113: account closed) and PayPal e-mails whose local part ends
 * in "+fail", which fail (and so return the money to the wallet). An instant payout to the sandbox's debit card is
 * paid at once.
 */
export const sandboxPayoutProvider: PayoutProvider = {
  name: "sandbox",
  async payout(req) {
    const d = req.destination;
    const reference = `sandbox_po_${req.withdrawalId}`;
    if (d.method === "bank" && d.accountNumber === "000111111116")
      return { status: WITHDRAWAL.failed, reason: "No bank account was found with this number.", reference };
    if (d.method === "bank" && d.accountNumber === "000111111113")
      return { status: WITHDRAWAL.failed, reason: "The bank account is closed.", reference };
    if (d.method === "paypal" && /\+fail@/i.test(d.email))
      return { status: WITHDRAWAL.failed, reason: "PayPal refused the payout to this account.", reference };
    return { status: WITHDRAWAL.paid, reference };
  },
};

const registered = new Map<string, () => PayoutProvider>([
  ["stripe", () => stripePayoutProvider],
  ["paypal", () => paypalPayoutProvider],
]);

/** Replaces an adapter (tests; the built-in ones are lib/money/payouts/stripe-payouts.ts and paypal/payouts.ts). */
export function registerPayoutProvider(name: "stripe" | "paypal", factory: () => PayoutProvider) {
  registered.set(name, factory);
}

/** Pays nothing: PAYOUT_PROVIDER names a provider that is not on here (lib/money/processor-base/mode.ts); withdrawals wait. */
const offPayoutProvider: PayoutProvider = {
  name: "off",
  async payout() {
    throw new Error("payouts are not configured: set PAYOUT_PROVIDER with its keys, or PAYMENTS_SANDBOX=1 for the sandbox");
  },
};

export function payoutProvider(): PayoutProvider {
  const name = env.PAYOUT_PROVIDER;
  // the sandbox "pays" only where it runs: elsewhere a withdrawal stays pending instead of being marked paid
  if (name === "sandbox") return sandboxOn("payouts") ? sandboxPayoutProvider : offPayoutProvider;
  const factory = registered.get(name);
  if (!factory) throw new Error(`PAYOUT_PROVIDER=${name} but no ${name} payout adapter is registered`);
  return factory();
}

/** Runs the payout step of one withdrawal (a no-op unless it is pending). */
export async function processWithdrawal(
  withdrawalId: string,
  provider: PayoutProvider = payoutProvider(),
  known?: WithdrawalRow,
): Promise<string> {
  // `known`: the row as the call that made it wrote it (a round trip less). Should it be settled meanwhile
  // (a sweep), the provider call is idempotent by the withdrawal and the settling change is guarded.
  const [w] =
    known?.id === withdrawalId
      ? [known]
      : await sqlPool().$queryRaw<WithdrawalRow[]>`SELECT * FROM "Withdrawal" WHERE "id" = ${withdrawalId}`;
  if (!w || w.status !== WITHDRAWAL.pending) return w?.status ?? "missing";
  let destination: PayoutDestination;
  if (w.method === "paypal") destination = { method: "paypal", email: w.paypalEmail! };
  else if (w.method === "card") destination = { method: "card", brand: w.bankName!, last4: w.accountLast4! };
  else {
    const bank = JSON.parse(decryptText(w.bankEncrypted!)) as { routingNumber: string; accountNumber: string };
    destination = { method: "bank", name: w.bankName!, routingNumber: bank.routingNumber, accountNumber: bank.accountNumber };
  }
  let result: PayoutResult;
  try {
    result =
      w.payoutReference && provider.poll
        ? await provider.poll({ withdrawalId: w.id, userId: w.userId, amountCents: w.amountCents, reference: w.payoutReference })
        : await provider.payout({
            withdrawalId: w.id,
            userId: w.userId,
            amountCents: w.amountCents,
            destination,
            idempotencyKey: `withdrawal:${w.id}`,
          });
  } catch (err) {
    // a network or provider error: it stays pending, the next sweep tries again (never logs the numbers)
    console.error(
      `[payout] ${provider.name} payout of withdrawal ${w.id} did not complete: ${err instanceof Error ? err.message : "error"}`,
    );
    return "pending";
  }
  if (result.status === WITHDRAWAL.pending) {
    await sqlPool()
      .$executeRaw`UPDATE "Withdrawal" SET "payoutReference" = ${result.reference} WHERE "id" = ${w.id} AND "status" = ${WITHDRAWAL.pending}`;
    return "pending";
  }
  return settleKnownWithdrawal(w, result);
}

/**
 * settleWithdrawal for a withdrawal whose row the caller holds (the payout step): the common case — it is
 * still pending — is ONE statement (its own transaction: sqlAlone) (the guarded pending → paid | failed change, its journal and
 * the notification, each written only when the change happened), instead of a transaction of four. When
 * the row had moved meanwhile (a sweep or a webhook settled it), settleWithdrawal decides as always.
 */
async function settleKnownWithdrawal(w: WithdrawalRow, outcome: PayoutOutcome): Promise<string> {
  const paid = outcome.status === WITHDRAWAL.paid;
  const now = new Date();
  const moved = Prisma.sql`EXISTS (SELECT 1 FROM m)`;
  const notes = notificationCtes([settledNotice(w, outcome)], moved);
  const update = Prisma.sql`m AS (
      UPDATE "Withdrawal" SET "status" = ${outcome.status},
        "paidAt" = CASE WHEN ${paid} THEN ${now}::timestamp(3) END,
        "failedAt" = CASE WHEN ${paid} THEN NULL ELSE ${now}::timestamp(3) END,
        "failureReason" = ${outcome.status === WITHDRAWAL.failed ? outcome.reason.slice(0, 500) : null},
        "payoutReference" = ${outcome.reference ?? null}
      WHERE "id" = ${w.id} AND "status" = ${WITHDRAWAL.pending} AND "userId" = ${w.userId} AND "amountCents" = ${w.amountCents}::int AND "method" = ${w.method}
      RETURNING "id"
    )`;
  const posted = await postJournal(db, settledJournal(w, outcome), {
    ctes: Prisma.sql`${update}, ${notes.ctes}`,
    when: moved,
    columns: Prisma.sql`(SELECT ids FROM events_sent) AS "eventIds"`,
  });
  if (!posted.created) return settleWithdrawal(w.id, outcome);
  notes.written((posted.extra?.eventIds as string[] | null) ?? []);
  return outcome.status;
}

/**
 * The journal of a settled withdrawal: paid moves the money pending → payout clearing, failed returns it to the
 * wallet (with an instant payout's fee, which leaves fee_revenue again: a payout that did not happen costs nothing).
 */
function settledJournal(w: Pick<WithdrawalRow, "id" | "userId" | "amountCents" | "feeCents" | "method">, outcome: PayoutOutcome) {
  const method = w.method as "bank" | "paypal" | "card";
  if (outcome.status === WITHDRAWAL.paid) {
    return {
      kind: "withdraw_paid",
      reference: `withdraw_paid:${w.id}`,
      memo: outcome.reference,
      userId: w.userId,
      entries: [
        { account: { kind: "pending_withdrawal" as const }, amountCents: -w.amountCents },
        { account: { kind: "payout_clearing" as const, method }, amountCents: w.amountCents },
      ],
    };
  }
  return {
    kind: "withdraw_refund",
    reference: `withdraw_refund:${w.id}`,
    memo: outcome.reason.slice(0, 200),
    userId: w.userId,
    entries: [
      { account: { kind: "pending_withdrawal" as const }, amountCents: -w.amountCents },
      ...feeBack(w.feeCents),
      { account: { kind: "wallet" as const, userId: w.userId }, amountCents: w.amountCents + w.feeCents },
    ],
  };
}

/** An instant payout's fee leaving fee_revenue when the payout failed (nothing for a standard withdrawal). */
function feeBack(feeCents: number) {
  return feeCents > 0 ? [{ account: { kind: "fee_revenue" as const }, amountCents: -feeCents }] : [];
}

/** What the person is told of a settled withdrawal. */
function settledNotice(w: Pick<WithdrawalRow, "userId" | "amountCents" | "feeCents">, outcome: PayoutOutcome) {
  const amount = formatCents(w.amountCents);
  // an instant payout's failure returns its fee too
  if (outcome.status !== WITHDRAWAL.paid && w.feeCents > 0)
    return {
      userId: w.userId,
      type: "withdrawal_failed",
      message: `Your instant payout of ${amount} failed and the money, with its ${formatCents(w.feeCents)} fee, is back in your balance: ${outcome.reason}`,
    };
  return outcome.status === WITHDRAWAL.paid
    ? { userId: w.userId, type: "withdrawal_paid", message: `Your withdrawal of ${amount} was paid out.` }
    : {
        userId: w.userId,
        type: "withdrawal_failed",
        message: `Your withdrawal of ${amount} failed and the money is back in your balance: ${outcome.reason}`,
      };
}

export type PayoutOutcome =
  { status: typeof WITHDRAWAL.paid; reference: string } | { status: typeof WITHDRAWAL.failed; reason: string; reference?: string };

/**
 * Records a payout's outcome once: pending → paid moves the money pending_withdrawal → payout_clearing;
 * pending → failed returns it pending_withdrawal → wallet; paid → failed (returned later) returns it
 * payout_clearing → wallet. Answers the withdrawal's status afterwards.
 */
export async function settleWithdrawal(withdrawalId: string, outcome: PayoutOutcome): Promise<string> {
  return pgTransaction((tx) => settleWithdrawalTx(tx, withdrawalId, outcome));
}

/** settleWithdrawal inside the caller's transaction (a webhook records its event and the outcome together). */
export async function settleWithdrawalTx(tx: SqlTx, withdrawalId: string, outcome: PayoutOutcome): Promise<string> {
  const now = new Date();
  // the guarded change and the row in one statement: `moved` tells whether this call changed it
  const paid = outcome.status === WITHDRAWAL.paid;
  const [w] = await tx.$queryRaw<(WithdrawalRow & { moved: boolean })[]>`
    WITH m AS (
      UPDATE "Withdrawal" SET "status" = ${outcome.status},
        "paidAt" = CASE WHEN ${paid} THEN ${now}::timestamp(3) END,
        "failedAt" = CASE WHEN ${paid} THEN NULL ELSE ${now}::timestamp(3) END,
        "failureReason" = ${outcome.status === WITHDRAWAL.failed ? outcome.reason.slice(0, 500) : null},
        "payoutReference" = ${outcome.reference ?? null}
      WHERE "id" = ${withdrawalId} AND "status" = ${WITHDRAWAL.pending}
      RETURNING *
    )
    SELECT m.*, true AS moved FROM m
    UNION ALL SELECT w.*, false FROM "Withdrawal" w WHERE w."id" = ${withdrawalId} AND NOT EXISTS (SELECT 1 FROM m)`;
  if (!w) throw new Error(`withdrawal ${withdrawalId} not found`);
  if (!w.moved && outcome.status === WITHDRAWAL.failed) return returnPaidWithdrawalTx(tx, withdrawalId, outcome, now);
  if (!w.moved) return w.status;
  await postJournal(tx, settledJournal(w, outcome));
  await notify(tx, settledNotice(w, outcome));
  return w.status;
}

/**
 * A payout that failed after it was reported paid (a bank returns an ACH payout days later; Stripe then sends
 * payout.failed for a paid payout, PayPal a RETURNED/REVERSED item): paid → failed, once, and the money comes
 * back to the wallet from payout clearing under the same journal reference a refund would have
 * (`withdraw_refund:{id}`: a withdrawal is refunded at most once, before or after it was paid).
 */
async function returnPaidWithdrawalTx(
  tx: SqlTx,
  withdrawalId: string,
  outcome: { reason: string; reference?: string },
  now: Date,
): Promise<string> {
  const [w] = await tx.$queryRaw<(WithdrawalRow & { moved: boolean })[]>`
    WITH m AS (
      UPDATE "Withdrawal" SET "status" = ${WITHDRAWAL.failed}, "failedAt" = ${now}::timestamp(3),
        "failureReason" = ${`Returned after it was paid out: ${outcome.reason}`.slice(0, 500)}
      WHERE "id" = ${withdrawalId} AND "status" = ${WITHDRAWAL.paid}
      RETURNING *
    )
    SELECT m.*, true AS moved FROM m
    UNION ALL SELECT w.*, false FROM "Withdrawal" w WHERE w."id" = ${withdrawalId} AND NOT EXISTS (SELECT 1 FROM m)`;
  if (!w) throw new Error(`withdrawal ${withdrawalId} not found`);
  if (!w.moved) return w.status;
  await postJournal(tx, {
    kind: "withdraw_refund",
    reference: `withdraw_refund:${w.id}`,
    memo: `returned: ${outcome.reason}`.slice(0, 200),
    userId: w.userId,
    entries: [
      { account: { kind: "payout_clearing", method: w.method as "bank" | "paypal" | "card" }, amountCents: -w.amountCents },
      ...feeBack(w.feeCents),
      { account: { kind: "wallet", userId: w.userId }, amountCents: w.amountCents + w.feeCents },
    ],
  });
  await notify(tx, {
    userId: w.userId,
    type: "withdrawal_failed",
    message: `Your withdrawal of ${formatCents(w.amountCents + w.feeCents)} was returned after it was paid out, and the money is back in your balance: ${outcome.reason}`,
  });
  return w.status;
}

/** How old a pending withdrawal must be before the minutely sweep of unstarted payouts takes it: a younger
 *  one is its own request's business (schedulePayout), which is seldom slower than a second. */
export const PAYOUT_SWEEP_MIN_AGE_MS = 30_000;

/**
 * The sweep: the payout step of every withdrawal still pending (oldest first), of those at least `minAgeMs`
 * old; with `unstarted`, only those no provider has answered "pending" for yet (no payout reference: the
 * step never ran, or failed before the provider took it). The ten-minute task takes them all (and so polls
 * the provider about the others), the minutely one the unstarted ones past PAYOUT_SWEEP_MIN_AGE_MS.
 */
export async function processPendingWithdrawals(limit = 100, minAgeMs = 0, unstarted = false): Promise<number> {
  const pending = await db.withdrawal.findMany({
    where: {
      status: WITHDRAWAL.pending,
      ...(minAgeMs > 0 ? { createdAt: { lte: new Date(Date.now() - minAgeMs) } } : {}),
      ...(unstarted ? { payoutReference: null } : {}),
    },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true },
  });
  for (const w of pending) await processWithdrawal(w.id);
  return pending.length;
}

/**
 * Runs a new withdrawal's payout step right after the response of the call that made it (Next's after():
 * a serverless host keeps the function alive for it). Call it once the withdrawal is committed. The pending
 * row is the durable record: if this process dies first, the start-up sweep of the next process, or the
 * periodic sweep of any other, pays it. Outside a request (a script, a test) nothing is scheduled and the
 * sweep pays it. `known`: the row the call wrote (see processWithdrawal). Answers whether it was scheduled.
 */
export function schedulePayout(withdrawalId: string, known?: WithdrawalRow): boolean {
  try {
    after(() =>
      processWithdrawal(withdrawalId, payoutProvider(), known).then(
        () => undefined,
        (err) =>
          console.error(
            `[payout] the payout step of withdrawal ${withdrawalId} failed; the sweep will retry it: ${err instanceof Error ? err.message : "error"}`,
          ),
      ),
    );
    return true;
  } catch {
    return false;
  }
}
