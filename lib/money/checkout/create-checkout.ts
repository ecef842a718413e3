// user/create_stripe_session: a checkout session for a package (Stripe Checkout, or the sandbox's page).
// Nothing changes for the person until the provider confirms (checkout.session.completed / invoice.paid).
import "server-only";
import { db } from "@/lib/db";
import { returnUrl } from "@/lib/http/request-origin";
import { AppError } from "@/lib/http/errors";
import { paymentProcessor } from "@/lib/money/processors/processor";
import { requireCards } from "@/lib/money/processor-base/mode";
import { sandboxId } from "@/lib/money/processors/sandbox-events";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { PLAN_TYPES, planById } from "@/lib/money/billing/plans";
import { ProcessorError } from "@/lib/money/processor-base/processor-types";
import type { AuthUser } from "@/lib/session/current-user";
import { SUBSCRIPTION } from "@/lib/money/billing/billing-states";

export async function createCheckout(user: Pick<AuthUser, "id" | "email" | "level">, type: string, key: string) {
  // no processor (lib/money/processor-base/mode.ts): 503 before anything else is looked at
  requireCards();
  const plan = planById(PLAN_TYPES[type] ?? "");
  if (!plan) throw new AppError(400, PAY_MSG.PlanType);
  if (plan.id === "single" && user.level > 0) throw new AppError(409, PAY_MSG.SinglePaidLevel);
  if (plan.level !== null) {
    const active = await db.subscription.findFirst({ where: { userId: user.id, status: SUBSCRIPTION.active }, select: { plan: true } });
    // a plan is changed in the portal (Stripe prorates there), not bought twice
    if (active)
      throw new AppError(409, active.plan === plan.id ? PAY_MSG.SamePlan : "You already have a plan: change it with Manage plan.");
  }
  const processor = paymentProcessor();
  const ref = processor.name === "sandbox" ? sandboxId("cs") : "";
  let session: { id: string; url: string };
  try {
    session = await processor.createCheckoutSession({
      userId: user.id,
      email: user.email,
      plan,
      sessionRef: ref,
      successUrl: returnUrl("/dashboard/checkout-success"),
      cancelUrl: returnUrl("/dashboard/checkout-failure"),
      idempotencyKey: key,
    });
  } catch (err) {
    if (err instanceof ProcessorError) throw new AppError(err.status, err.message);
    throw err;
  }
  await db.checkoutSession.upsert({
    where: { id: session.id },
    create: { id: session.id, provider: processor.name, userId: user.id, plan: plan.id, amountCents: plan.priceCents, url: session.url },
    update: {},
  });
  return session;
}

export async function createPortal(user: Pick<AuthUser, "id" | "email">) {
  requireCards();
  const active = await db.subscription.findFirst({ where: { userId: user.id, status: SUBSCRIPTION.active } });
  if (!active) throw new AppError(404, PAY_MSG.NoSubscription);
  try {
    return await paymentProcessor().createPortalSession({
      userId: user.id,
      email: user.email,
      returnUrl: returnUrl("/dashboard/subscription"),
    });
  } catch (err) {
    if (err instanceof ProcessorError) throw new AppError(err.status, err.message);
    throw err;
  }
}
