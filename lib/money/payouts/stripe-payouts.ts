// Withdrawals to a US bank account through Stripe Connect (the marketplace flow "separate charges and
// transfers" + payouts of the connected account): each provider gets one connected account (created once,
// kept in PayoutAccount, manual payout schedule so every payout is one of our withdrawals), the bank account
// is added to it as an external account, the platform TRANSFERS the amount to the connected account, and a
// PAYOUT on that account sends it to the bank. Stripe answers the payout `pending`/`in_transit`; the outcome
// comes as the Connect webhook `payout.paid` / `payout.failed` (verified with the stripe package's own
// verifier, lib/money/processors/receive-stripe-webhook.ts) or from the sweep's status poll (payouts.retrieve).
// A failed payout leaves the money in the connected account: the transfer is reversed before the withdrawal
// is marked failed, so the platform's Stripe balance and our ledger agree.
//
// Every write carries an Idempotency-Key derived from the withdrawal id, so running the step again (a crash,
// the sweep) never transfers or pays twice. Serverless-safe: plain HTTPS calls, no disk, no process state.
//
// Instant payouts (withdraw/instant_payout) take the same path with a payout of `method: "instant"` to the
// connected account's debit card (stripeInstantPayout).
//
// Stripe's identity checks (KYC) happen before the first bank withdrawal: the provider fills in what Stripe needs
// on Stripe's own hosted pages (an Account Link, lib/money/payouts/stripe-connect-onboarding.ts), the account's status
// is kept in PayoutAccount (account.updated webhook, a retrieve on return), and withdraw/submit_request refuses a
// bank withdrawal while the account is not ready. Should Stripe still refuse a transfer (new requirements since),
// the withdrawal fails with Stripe's message and the money goes back to the wallet.
import { db } from "@/lib/db";
import { stripeClient } from "@/lib/money/processor-base/stripe-client";
import type { PayoutRequest, PayoutResult } from "@/lib/money/payouts/payouts";

type StripeErr = { type?: string; code?: string; message?: string; statusCode?: number };

/** A definite refusal (the request itself is wrong for Stripe): the withdrawal fails. Anything else stays pending. */
function refused(err: unknown): string | null {
  const e = err as StripeErr;
  if (e?.type !== "StripeInvalidRequestError" && e?.type !== "StripeCardError" && e?.type !== "StripePermissionError") return null;
  // the platform's own Stripe balance is short: not the provider's fault, try again later
  if (e.code === "balance_insufficient" || e.code === "insufficient_funds") return null;
  return e.message ?? "Stripe refused the payout.";
}

/** The provider's connected account, created once per person (idempotency key per user) and stored. */
export async function connectedAccount(userId: string): Promise<string> {
  const found = await db.payoutAccount.findUnique({ where: { userId } });
  if (found) return found.stripeAccountId;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, lastName: true } });
  const account = await stripeClient().accounts.create(
    {
      country: "US",
      email: user.email,
      business_type: "individual",
      individual: { first_name: user.firstName || undefined, last_name: user.lastName || undefined, email: user.email },
      controller: {
        stripe_dashboard: { type: "none" },
        fees: { payer: "application" },
        losses: { payments: "application" },
        requirement_collection: "application",
      },
      capabilities: { transfers: { requested: true } },
      settings: { payouts: { schedule: { interval: "manual" } } },
      metadata: { userId },
    },
    { idempotencyKey: `acct:${userId}` },
  );
  await db.$executeRaw`INSERT INTO "PayoutAccount" ("userId", "provider", "stripeAccountId") VALUES (${userId}, 'stripe', ${account.id}) ON CONFLICT DO NOTHING`;
  const row = await db.payoutAccount.findUniqueOrThrow({ where: { userId } });
  return row.stripeAccountId;
}

/** The bank account on the connected account (added once; the same routing + last 4 is reused). */
async function bankAccount(account: string, req: PayoutRequest & { destination: { method: "bank" } }): Promise<string> {
  const d = req.destination;
  const list = await stripeClient().accounts.listExternalAccounts(account, { object: "bank_account", limit: 100 });
  const same = list.data.find(
    (x) => x.object === "bank_account" && x.routing_number === d.routingNumber && x.last4 === d.accountNumber.slice(-4),
  );
  if (same) return same.id;
  const created = await stripeClient().accounts.createExternalAccount(
    account,
    {
      external_account: {
        object: "bank_account",
        country: "US",
        currency: "usd",
        account_holder_name: d.name,
        account_holder_type: "individual",
        routing_number: d.routingNumber,
        account_number: d.accountNumber,
      },
      default_for_currency: true,
    },
    { idempotencyKey: `ba:${req.withdrawalId}` },
  );
  return created.id;
}

/** Takes the money back from the connected account after a failed payout (once: idempotency key). */
export async function reverseTransfer(transferId: string, withdrawalId: string, amountCents: number) {
  await stripeClient().transfers.createReversal(
    transferId,
    { amount: amountCents, metadata: { withdrawalId } },
    { idempotencyKey: `rev:${withdrawalId}` },
  );
}

/** Our status for a Stripe payout object (reversing the transfer first when it failed). */
export async function payoutOutcome(
  po: { id: string; status: string; failure_message?: string | null; metadata?: Record<string, string> | null },
  withdrawalId: string,
  amountCents: number,
): Promise<PayoutResult> {
  if (po.status === "paid") return { status: "paid", reference: po.id };
  if (po.status === "failed" || po.status === "canceled") {
    const transfer = po.metadata?.transferId;
    if (transfer) await reverseTransfer(transfer, withdrawalId, amountCents);
    return {
      status: "failed",
      reason: po.failure_message || (po.status === "canceled" ? "The payout was canceled." : "The bank refused the payout."),
      reference: po.id,
    };
  }
  return { status: "pending", reference: po.id };
}

/**
 * The debit card of the person's connected account that takes instant payouts (Stripe lists it among the
 * account's external accounts with "instant" in `available_payout_methods`), or null: no connected account yet,
 * or no such card. Cards are added on Stripe's side (its hosted onboarding or embedded payouts component), so no
 * card number ever reaches this server.
 */
export async function stripeInstantCard(userId: string): Promise<{ id: string; brand: string; last4: string } | null> {
  const found = await db.payoutAccount.findUnique({ where: { userId } });
  if (!found) return null;
  const list = await stripeClient().accounts.listExternalAccounts(found.stripeAccountId, { object: "card", limit: 100 });
  for (const x of list.data) {
    if (x.object !== "card" || !x.available_payout_methods?.includes("instant")) continue;
    return { id: x.id, brand: `${x.brand} ${x.funding === "debit" ? "debit" : "card"}`, last4: x.last4 };
  }
  return null;
}

/**
 * An instant payout (PayoutRequest with a card destination): the platform transfers the amount to the connected
 * account, then a payout with `method: "instant"` sends it to the account's debit card (usually within 30 minutes).
 * The same idempotency keys as a bank withdrawal (tr:/po: + the withdrawal id), and the same outcome handling:
 * `pending` until payout.paid / payout.failed or the sweep's poll, a refused payout reverses the transfer.
 */
export async function stripeInstantPayout(req: PayoutRequest): Promise<PayoutResult> {
  if (req.destination.method !== "card") throw new Error("an instant payout goes to a debit card");
  const last4 = req.destination.last4;
  let account: string, card: { id: string; last4: string } | null;
  try {
    account = await connectedAccount(req.userId);
    card = await stripeInstantCard(req.userId);
  } catch (err) {
    const reason = refused(err);
    if (reason) return { status: "failed", reason };
    throw err;
  }
  // the card the person confirmed (removed since: the payout fails and the money comes back)
  if (!card || card.last4 !== last4)
    return { status: "failed", reason: "The debit card for instant payouts is no longer on your account." };
  return transferThenPayout(req, account, { destination: card.id, method: "instant" });
}

/**
 * The platform → connected account transfer, then the connected account's payout to `to` (idempotency keys
 * tr:/po: + the withdrawal id); a refused payout reverses the transfer and is answered as failed.
 */
async function transferThenPayout(
  req: PayoutRequest,
  account: string,
  to: { destination: string; method?: "instant" },
): Promise<PayoutResult> {
  const transferId = await transferToAccount(req, account);
  if (typeof transferId !== "string") return transferId;
  try {
    const po = await stripeClient().payouts.create(
      { amount: req.amountCents, currency: "usd", ...to, metadata: { withdrawalId: req.withdrawalId, transferId } },
      { stripeAccount: account, idempotencyKey: `po:${req.withdrawalId}` },
    );
    return payoutOutcome(po, req.withdrawalId, req.amountCents);
  } catch (err) {
    const reason = refused(err);
    if (!reason) throw err;
    await reverseTransfer(transferId, req.withdrawalId, req.amountCents);
    return { status: "failed", reason };
  }
}

/** The platform → connected account transfer of a withdrawal (once: idempotency key), or its refusal as an outcome. */
async function transferToAccount(req: PayoutRequest, account: string): Promise<string | PayoutResult> {
  try {
    const transfer = await stripeClient().transfers.create(
      {
        amount: req.amountCents,
        currency: "usd",
        destination: account,
        transfer_group: `withdrawal:${req.withdrawalId}`,
        metadata: { withdrawalId: req.withdrawalId },
      },
      { idempotencyKey: `tr:${req.withdrawalId}` },
    );
    return transfer.id;
  } catch (err) {
    const reason = refused(err);
    if (reason) return { status: "failed", reason };
    throw err;
  }
}

export const stripeBankPayout = {
  async payout(req: PayoutRequest): Promise<PayoutResult> {
    if (req.destination.method !== "bank") throw new Error("Stripe Connect pays bank withdrawals only");
    const bankReq = req as PayoutRequest & { destination: { method: "bank" } };
    let account: string, bank: string;
    try {
      account = await connectedAccount(req.userId);
      bank = await bankAccount(account, bankReq);
    } catch (err) {
      const reason = refused(err);
      if (reason) return { status: "failed", reason };
      throw err;
    }
    return transferThenPayout(req, account, { destination: bank });
  },

  async poll(req: { withdrawalId: string; userId: string; amountCents: number; reference: string }): Promise<PayoutResult> {
    const account = await db.payoutAccount.findUnique({ where: { userId: req.userId } });
    if (!account) throw new Error(`withdrawal ${req.withdrawalId}: no connected account for the payout ${req.reference}`);
    const po = await stripeClient().payouts.retrieve(req.reference, {}, { stripeAccount: account.stripeAccountId });
    return payoutOutcome(po, req.withdrawalId, req.amountCents);
  },
};
