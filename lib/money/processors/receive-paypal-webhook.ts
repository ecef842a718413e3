// POST /api/webhooks/paypal: verified by PayPal's verify-webhook-signature call (PayPal checks its certificate
// and the signature over transmission id, time, webhook id and the body's CRC32), each event id stored once,
// and PAYMENT.CAPTURE.COMPLETED credits the order's deposit in the same transaction (a no-op when the
// capture call already did); PAYMENT.PAYOUTS-ITEM.* settles the withdrawal it paid (PayPal Payouts).
import { db, type Tx } from "@/lib/db";
import { itemOutcome } from "@/lib/money/payouts/paypal-payouts";
import { settleWithdrawalTx } from "@/lib/money/payouts/payouts";
import { creditDeposit } from "@/lib/money/intents/credit-deposit";
import { paypalCents, paypalEnabled, verifyWebhookSignature } from "@/lib/money/processor-base/paypal-client";
import type { WebhookAnswer } from "@/lib/money/processors/receive-stripe-webhook";
import { WITHDRAWAL } from "@/lib/money/ledger/wallet-states";

type PaypalEvent = {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { value: string; currency_code: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
    // PAYMENT.PAYOUTS-ITEM.* (PayPal Payouts of withdrawals)
    payout_batch_id?: string;
    transaction_status?: string;
    payout_item?: { sender_item_id?: string };
    errors?: { message?: string };
  };
};

export async function receivePaypalWebhook(raw: string, headers: Headers): Promise<WebhookAnswer> {
  if (!paypalEnabled()) return { status: 404, body: { received: false, error: "PayPal is not configured." } };
  let event: PaypalEvent;
  try {
    event = JSON.parse(raw);
  } catch {
    return { status: 400, body: { received: false, error: "Not JSON." } };
  }
  if (!event || typeof event !== "object" || !event.id || !event.event_type)
    return { status: 400, body: { received: false, error: "Not an event." } };
  if (!(await verifyWebhookSignature(headers, event)))
    return { status: 400, body: { received: false, error: "Webhook signature verification failed." } };
  const orderId = event.resource?.supplementary_data?.related_ids?.order_id ?? "";
  const applied = await db.$transaction(async (tx) => {
    const stored = await tx.webhookEvent.createMany({
      data: [{ provider: "paypal", eventId: event.id!, type: event.event_type!, objectId: orderId }],
      skipDuplicates: true,
    });
    if (stored.count === 0) return false;
    if (event.event_type === "PAYMENT.CAPTURE.COMPLETED" && orderId) {
      const cents = paypalCents(event.resource?.amount);
      if (cents !== null) await creditDeposit(tx, orderId, cents);
    }
    if (event.event_type!.startsWith("PAYMENT.PAYOUTS-ITEM.")) await payoutItemEvent(tx, event.resource ?? {});
    return true;
  });
  return { status: 200, body: applied ? { received: true } : { received: true, duplicate: true } };
}

/** A PayPal Payouts item of a withdrawal changed: settled in the event's transaction when it ended (once). */
async function payoutItemEvent(tx: Tx, r: NonNullable<PaypalEvent["resource"]>) {
  const withdrawalId = r.payout_item?.sender_item_id;
  if (!withdrawalId) return;
  const [w] = await tx.$queryRaw<{ status: string }[]>`SELECT "status" FROM "Withdrawal" WHERE "id" = ${withdrawalId} FOR UPDATE`;
  if (!w || w.status === WITHDRAWAL.failed) return;
  const outcome = itemOutcome(r.transaction_status, r.payout_batch_id ?? "", r.errors?.message);
  // a paid item can still come back (RETURNED, REVERSED): settleWithdrawalTx returns the money once
  if (outcome.status === WITHDRAWAL.failed || (outcome.status === WITHDRAWAL.paid && w.status === WITHDRAWAL.pending))
    await settleWithdrawalTx(tx, withdrawalId, outcome);
}
