// Stripe (STRIPE_SECRET_KEY set): PaymentIntents for cards (the browser confirms them with Stripe.js /
// Elements, so card numbers never reach our server) and us_bank_account with micro-deposit verification,
// Checkout Sessions for plans (price_data inline: no price ids to configure), the customer portal for cancel
// and change. Every write carries an Idempotency-Key. Stateless: no long-lived process, no disk.
import { db, type Tx } from "@/lib/db";
import { stripeClient } from "@/lib/money/processor-base/stripe-client";
import { ProcessorError, type IntentView, type PaymentProcessor } from "@/lib/money/processor-base/processor-types";

export const stripeProcessor: PaymentProcessor = {
  name: "stripe",
  clientConfirmsCards: true,

  async createIntent(tx, o) {
    const customer = await ensureCustomer(o.userId, o.email, tx);
    const bank = o.method === "bank";
    const intent = await call(() =>
      stripeClient().paymentIntents.create(
        {
          amount: o.amountCents,
          currency: "usd",
          customer,
          allowed_payment_method_types: [bank ? "us_bank_account" : "card"],
          ...(bank ? { payment_method_options: { us_bank_account: { verification_method: "microdeposits" } } } : {}),
          metadata: { userId: o.userId, purpose: "deposit" },
        },
        { idempotencyKey: `pi:${o.userId}:${o.idempotencyKey}` },
      ),
    );
    return intent as unknown as IntentView;
  },

  async confirmIntent(_tx, id, paymentMethod) {
    const intent = await call(() =>
      stripeClient().paymentIntents.confirm(id, paymentMethod ? { payment_method: paymentMethod } : {}, {
        idempotencyKey: `confirm:${id}:${paymentMethod ?? ""}`,
      }),
    );
    return intent as unknown as IntentView;
  },

  async verifyMicrodeposits(_tx, id, v) {
    const params = "descriptorCode" in v ? { descriptor_code: v.descriptorCode } : { amounts: v.amounts };
    try {
      const intent = await call(() => stripeClient().paymentIntents.verifyMicrodeposits(id, params));
      return intent as unknown as IntentView;
    } catch (err) {
      if (err instanceof ProcessorError && err.status === 402) return { error: err.message };
      throw err;
    }
  },

  async createCheckoutSession(o) {
    const customer = await ensureCustomer(o.userId, o.email);
    const recurring = o.plan.per === "month";
    const session = await call(() =>
      stripeClient().checkout.sessions.create(
        {
          mode: recurring ? "subscription" : "payment",
          customer,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: o.plan.priceCents,
                product_data: { name: o.plan.name },
                ...(recurring ? { recurring: { interval: "month" as const } } : {}),
              },
            },
          ],
          success_url: o.successUrl,
          cancel_url: o.cancelUrl,
          client_reference_id: o.userId,
          metadata: { userId: o.userId, plan: o.plan.id },
          ...(recurring ? { subscription_data: { metadata: { userId: o.userId, plan: o.plan.id } } } : {}),
        },
        { idempotencyKey: `cs:${o.userId}:${o.idempotencyKey}` },
      ),
    );
    if (!session.url) throw new ProcessorError("Stripe did not return a checkout address.", 502);
    return { id: session.id, url: session.url };
  },

  async createPortalSession(o) {
    const customer = await ensureCustomer(o.userId, o.email);
    const portal = await call(() => stripeClient().billingPortal.sessions.create({ customer, return_url: o.returnUrl }));
    return { url: portal.url };
  },
};

/** The person's Stripe customer, created once (idempotency key per user) and kept in BillingAccount. */
async function ensureCustomer(userId: string, email: string, tx: Tx | typeof db = db): Promise<string> {
  const found = await tx.billingAccount.findUnique({ where: { userId } });
  if (found) return found.stripeCustomerId;
  // the same idempotency key answers the same customer to a concurrent first call
  const customer = await call(() =>
    stripeClient().customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer:${userId}` }),
  );
  await tx.$executeRaw`INSERT INTO "BillingAccount" ("userId", "provider", "stripeCustomerId") VALUES (${userId}, 'stripe', ${customer.id}) ON CONFLICT DO NOTHING`;
  return customer.id;
}

/** Stripe's card and request errors become a ProcessorError with Stripe's own message. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { type?: string; message?: string; code?: string; statusCode?: number };
    if (e?.type === "StripeCardError" || e?.type === "StripeInvalidRequestError") {
      throw new ProcessorError(e.message ?? "The payment was refused.", e.statusCode === 404 ? 404 : 402, e.code);
    }
    console.error("[payments] Stripe call failed", e?.type, e?.message);
    throw new ProcessorError("The payment service is not reachable right now. Please try again.", 502);
  }
}
