// Withdrawals to a PayPal e-mail through PayPal Payouts (POST /v1/payments/payouts, one item per batch,
// OAuth client credentials: lib/money/processor-base/paypal-client.ts). `sender_batch_id` and the PayPal-Request-Id
// header are derived from the withdrawal id, so PayPal pays a withdrawal at most once however often the step
// runs (PayPal keeps both for 30 days). PayPal answers the batch PENDING; the outcome comes as the webhook
// PAYMENT.PAYOUTS-ITEM.* (verified through PayPal's verify-webhook-signature, lib/money/processors/receive-paypal-webhook.ts)
// or from the sweep's status poll (GET /v1/payments/payouts/{batch id}). Serverless-safe: HTTPS calls only
// (a warm process reuses its access token), no disk.
import { paypalRequest } from "@/lib/money/processor-base/paypal-client";
import { ProcessorError } from "@/lib/money/processor-base/processor-types";
import type { PayoutRequest, PayoutResult } from "@/lib/money/payouts/payouts";

type PayoutItem = { transaction_status?: string; payout_item_id?: string; errors?: { name?: string; message?: string } };
type PayoutBatch = { batch_header?: { payout_batch_id?: string; batch_status?: string }; items?: PayoutItem[] };

/** PayPal errors that are not about the recipient: try again later (the withdrawal stays pending). */
const RETRY = new Set([
  "INSUFFICIENT_FUNDS",
  "RATE_LIMIT_REACHED",
  "INTERNAL_SERVER_ERROR",
  "AUTHENTICATION_FAILURE",
  "AUTHORIZATION_ERROR",
]);
/** Item statuses that end the payout without money reaching the person (it is returned to the wallet). */
const FAILED_ITEM = new Set(["FAILED", "RETURNED", "BLOCKED", "DENIED", "REFUNDED", "REVERSED", "CANCELED"]);

const cents = (amountCents: number) => `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`;

/** Our status for a payout item's transaction_status (UNCLAIMED, PENDING, ONHOLD… stay pending). */
export function itemOutcome(status: string | undefined, reference: string, error?: string): PayoutResult {
  if (status === "SUCCESS") return { status: "paid", reference };
  if (status && FAILED_ITEM.has(status))
    return { status: "failed", reason: error || `PayPal did not complete the payout (${status.toLowerCase()}).`, reference };
  return { status: "pending", reference };
}

export const paypalEmailPayout = {
  async payout(req: PayoutRequest): Promise<PayoutResult> {
    if (req.destination.method !== "paypal") throw new Error("PayPal Payouts pays PayPal withdrawals only");
    let batch: PayoutBatch;
    try {
      batch = await paypalRequest<PayoutBatch>(
        "POST",
        "/v1/payments/payouts",
        {
          sender_batch_header: {
            sender_batch_id: `withdrawal-${req.withdrawalId}`,
            recipient_type: "EMAIL",
            email_subject: "You have a payout from Gigline",
          },
          items: [
            {
              recipient_type: "EMAIL",
              receiver: req.destination.email,
              amount: { value: cents(req.amountCents), currency: "USD" },
              note: "Your Gigline withdrawal",
              sender_item_id: req.withdrawalId,
            },
          ],
        },
        `payout-${req.withdrawalId}`,
      );
    } catch (err) {
      if (!(err instanceof ProcessorError)) throw err;
      // PayPal refuses a sender_batch_id used before and links the original batch: that one is ours
      const links = (err.body as { links?: { href?: string }[] } | undefined)?.links ?? [];
      const original = links.map((l) => /\/v1\/payments\/payouts\/([A-Za-z0-9]+)/.exec(l.href ?? "")?.[1]).find(Boolean);
      if (original) return { status: "pending", reference: original };
      if (err.status !== 502 && !RETRY.has(err.code ?? "")) return { status: "failed", reason: err.message };
      throw err;
    }
    const id = batch.batch_header?.payout_batch_id;
    if (!id) throw new Error("PayPal answered no payout_batch_id");
    if (batch.batch_header?.batch_status === "DENIED") return { status: "failed", reason: "PayPal denied the payout.", reference: id };
    return { status: "pending", reference: id };
  },

  async poll(req: { reference: string }): Promise<PayoutResult> {
    const batch = await paypalRequest<PayoutBatch>("GET", `/v1/payments/payouts/${encodeURIComponent(req.reference)}`);
    if (batch.batch_header?.batch_status === "DENIED")
      return { status: "failed", reason: "PayPal denied the payout.", reference: req.reference };
    const item = batch.items?.[0];
    return itemOutcome(item?.transaction_status, req.reference, item?.errors?.message);
  },
};
