// POST /api/webhooks/stripe, and the sandbox processor's own deliveries (the same function, the same
// verifier): the raw body's signature is checked with the stripe package's constructEvent (HMAC-SHA256 over
// "timestamp.body", timestamp tolerance STRIPE_WEBHOOK_TOLERANCE_SECONDS), the event id is stored once and its
// work is done in that same transaction. A duplicate answers 200 and does nothing; a failure rolls both back,
// so the provider's retry (or the sandbox's replay) applies it again from the start.
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { stripeEnabled, stripeVerifier, webhookSecret } from "@/lib/money/processor-base/stripe-client";
import { payoutOutcome } from "@/lib/money/payouts/stripe-payouts";
import { storeAccountStatus } from "@/lib/money/payouts/stripe-connect-onboarding";
import { settleWithdrawalTx } from "@/lib/money/payouts/payouts";
import { creditDeposit } from "@/lib/money/intents/credit-deposit";
import { isIntentStatus, statusesBefore } from "@/lib/money/intents/intent-states";
import { checkoutCompleted, invoicePaid, subscriptionDeleted, subscriptionUpdated } from "@/lib/money/billing/apply-billing-event";
import type { IntentStatus } from "@/lib/money/processor-base/processor-types";
import { WITHDRAWAL, STRIPE_PAYOUT } from "@/lib/money/ledger/wallet-states";

export type WebhookAnswer = { status: number; body: { received: boolean; duplicate?: boolean; error?: string } };

export async function receiveStripeWebhook(raw: string, signature: string | null): Promise<WebhookAnswer> {
  const secret = webhookSecret();
  if (!secret) {
    console.error(
      stripeEnabled()
        ? "[payments] STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks cannot be verified"
        : "[payments] a Stripe webhook arrived, but neither Stripe nor the payment sandbox is on (lib/money/processor-base/mode.ts)",
    );
    return { status: 503, body: { received: false, error: "Webhooks are not configured." } };
  }
  if (!signature) return { status: 400, body: { received: false, error: "Missing Stripe-Signature header." } };
  let event: { id: string; type: string; account?: string; created?: number; data: { object: Record<string, unknown> } };
  // the platform endpoint's secret, then the Connect endpoint's (payout events of connected accounts)
  const secrets = [secret, ...(stripeEnabled() && env.STRIPE_CONNECT_WEBHOOK_SECRET ? [env.STRIPE_CONNECT_WEBHOOK_SECRET] : [])];
  let failure: Error | undefined;
  for (const s of secrets) {
    try {
      event = stripeVerifier().webhooks.constructEvent(raw, signature, s, env.STRIPE_WEBHOOK_TOLERANCE_SECONDS) as unknown as typeof event;
      failure = undefined;
      break;
    } catch (err) {
      failure = err as Error;
    }
  }
  if (failure) return { status: 400, body: { received: false, error: `Webhook signature verification failed: ${failure.message}` } };
  event = event!;
  if (!event?.id || !event.type || !event.data?.object) return { status: 400, body: { received: false, error: "Not an event." } };
  const object = event.data.object;
  const applied = await db.$transaction(async (tx) => {
    const stored = await tx.webhookEvent.createMany({
      data: [{ provider: "stripe", eventId: event.id, type: event.type, objectId: String(object.id ?? "") }],
      skipDuplicates: true,
    });
    if (stored.count === 0) return false;
    await applyStripeEvent(tx, event.type, object, { created: event.created });
    return true;
  });
  return { status: 200, body: applied ? { received: true } : { received: true, duplicate: true } };
}

/** The work of one verified event (unknown types are stored and otherwise ignored). */
export async function applyStripeEvent(tx: Tx, type: string, o: Record<string, unknown>, meta: { created?: number } = {}) {
  switch (type) {
    case "payment_intent.succeeded":
      await creditDeposit(tx, String(o.id), Number(o.amount_received ?? o.amount));
      return;
    case "payment_intent.processing":
    case "payment_intent.requires_action":
    case "payment_intent.canceled":
    case "payment_intent.payment_failed": {
      const to = (type === "payment_intent.payment_failed" ? "requires_payment_method" : String(o.status)) as IntentStatus;
      if (!isIntentStatus(to)) return;
      const error = (o.last_payment_error as { message?: string } | null)?.message ?? null;
      await tx.paymentIntent.updateMany({
        where: { id: String(o.id), status: { in: statusesBefore(to, { failure: type === "payment_intent.payment_failed" }) } },
        data: { status: to, ...(error ? { lastError: error } : {}) },
      });
      return;
    }
    case "checkout.session.completed":
      return checkoutCompleted(tx, o as never);
    case "invoice.paid":
      return invoicePaid(tx, normaliseInvoice(o));
    case "customer.subscription.updated":
      return subscriptionUpdated(tx, o as never);
    case "customer.subscription.deleted":
      return subscriptionDeleted(tx, o as never);
    case "payout.paid":
    case "payout.failed":
    case "payout.canceled":
      return payoutEvent(tx, o as never);
    case "account.updated":
      // a connected account's onboarding status (Stripe Connect, lib/money/payouts/stripe-connect-onboarding.ts)
      // in event time: an older status delivered late does not overwrite a newer one
      await storeAccountStatus(tx, o as never, typeof meta.created === "number" ? new Date(meta.created * 1000) : new Date());
      return;
  }
}

/**
 * A connected account's payout (Stripe Connect, lib/money/payouts/stripe-payouts.ts) ended: the withdrawal named in
 * its metadata is settled in this event's transaction (a failure first reverses the transfer, once). A pending
 * withdrawal settles; a paid one fails when the bank returns the payout later (Stripe sends payout.failed after
 * payout.paid); any other late event for a settled one is stored and otherwise ignored.
 */
async function payoutEvent(
  tx: Tx,
  po: { id: string; status: string; failure_message?: string | null; metadata?: Record<string, string> | null },
) {
  const withdrawalId = po.metadata?.withdrawalId;
  if (!withdrawalId) return;
  const [w] = await tx.$queryRaw<{ status: string; amountCents: number }[]>`
    SELECT "status", "amountCents" FROM "Withdrawal" WHERE "id" = ${withdrawalId} FOR UPDATE`;
  // a pending one settles; a paid one can still fail (the bank returned it: payout.failed after payout.paid)
  if (!w || !(w.status === WITHDRAWAL.pending || (w.status === WITHDRAWAL.paid && po.status === STRIPE_PAYOUT.failed))) return;
  const outcome = await payoutOutcome(po, withdrawalId, w.amountCents);
  if (outcome.status !== WITHDRAWAL.pending) await settleWithdrawalTx(tx, withdrawalId, outcome);
}

/** Newer API versions moved invoice.subscription under parent.subscription_details. */
function normaliseInvoice(o: Record<string, unknown>) {
  const parent = o.parent as { subscription_details?: { subscription?: string; metadata?: Record<string, string> } } | undefined;
  return {
    ...(o as never as Parameters<typeof invoicePaid>[1]),
    subscription: (o.subscription as string | undefined) ?? parent?.subscription_details?.subscription ?? null,
    metadata: (parent?.subscription_details?.metadata ?? o.metadata) as Record<string, string> | undefined,
  };
}
