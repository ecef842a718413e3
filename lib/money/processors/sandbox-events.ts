// The sandbox processor's webhooks: Stripe-format events, written to SandboxEvent in the same transaction as
// the sandbox's own change (an outbox), then signed with the sandbox secret and delivered through the same
// receiver the /api/webhooks/stripe route uses (stripe's constructEvent checks them). Delivery is in-process
// right after the commit, so it needs no long-lived process and no disk (serverless hosts); an event left
// undelivered by a crash is delivered again by deliverSandboxEvents() (the next sandbox call, or the
// `payments.sandbox-redeliver` background task).
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { sandboxWebhookSecret, stripeVerifier } from "@/lib/money/processor-base/stripe-client";
import { sandboxOn } from "@/lib/money/processor-base/mode";
import { receiveStripeWebhook } from "@/lib/money/processors/receive-stripe-webhook";

export function sandboxId(prefix: string) {
  return `${prefix}_sb_${randomBytes(12).toString("hex")}`;
}

/** Writes one event in the caller's transaction (delivered after it commits). */
export async function emitSandboxEvent(tx: Tx, type: string, object: Record<string, unknown>) {
  const id = sandboxId("evt");
  const event = {
    id,
    object: "event",
    api_version: "2025-10-29",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  };
  await tx.sandboxEvent.create({ data: { id, type, payload: JSON.stringify(event) } });
  return id;
}

/** Delivers every undelivered event, oldest first; answers how many were delivered. */
export async function deliverSandboxEvents(limit = 50): Promise<number> {
  // with the card sandbox off (Stripe on, or no processor), old sandbox events would only be refused
  if (!sandboxOn("cards")) return 0;
  const pending = await db.sandboxEvent.findMany({ where: { deliveredAt: null }, orderBy: { createdAt: "asc" }, take: limit });
  let delivered = 0;
  for (const e of pending) {
    const header = stripeVerifier().webhooks.generateTestHeaderString({ payload: e.payload, secret: sandboxWebhookSecret() });
    // a failure leaves the event undelivered (as a crash would); the caller's own work has committed already
    const answer = await receiveStripeWebhook(e.payload, header).catch((err: Error) => ({
      status: 500,
      body: { received: false, error: err.message },
    }));
    if (answer.status !== 200) {
      console.error(`[payments] sandbox event ${e.id} (${e.type}) refused: ${answer.body.error}`);
      continue;
    }
    await db.sandboxEvent.updateMany({ where: { id: e.id, deliveredAt: null }, data: { deliveredAt: new Date() } });
    delivered++;
  }
  return delivered;
}
