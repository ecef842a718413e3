// The sandbox's side of plans: its checkout page (/sandbox/checkout/{id}: Pay or Cancel), its stand-in for
// Stripe's customer portal (/sandbox/portal: cancel at period end, change plan) and its clock (renewals and
// ends of periods, run by the `payments.sandbox-clock` task). Each announces itself with the same
// Stripe-format events Stripe sends (checkout.session.completed, invoice.paid, customer.subscription.*), so
// the app's plan and credit changes come only from the webhook receiver, as in production.
import { db } from "@/lib/db";
import { emitSandboxEvent, deliverSandboxEvents, sandboxId } from "@/lib/money/processors/sandbox-events";
import { TEST_CARDS } from "@/lib/money/processors/sandbox-processor";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { ProcessorError } from "@/lib/money/processor-base/processor-types";
import { planById, type SubscriptionPlanId } from "@/lib/money/billing/plans";
import { CHECKOUT, SUBSCRIPTION, INVOICE } from "@/lib/money/billing/billing-states";

const MONTH_SECONDS = 30 * 24 * 3600;

/** Pay on the sandbox checkout page with a test card. */
export async function sandboxPayCheckout(id: string, userId: string, cardNumber: string) {
  const card = cardNumber.replace(/[\s-]/g, "");
  await db.$transaction(async (tx) => {
    const s = await tx.checkoutSession.findUnique({ where: { id } });
    if (!s || s.userId !== userId || s.provider !== "sandbox") throw new ProcessorError(PAY_MSG.CheckoutNotFound, 404);
    if (s.status !== CHECKOUT.open) throw new ProcessorError(PAY_MSG.CheckoutClosed, 409);
    if (card === TEST_CARDS.declined) throw new ProcessorError(PAY_MSG.Declined);
    if (card === TEST_CARDS.insufficientFunds) throw new ProcessorError(PAY_MSG.InsufficientFunds);
    if (card !== TEST_CARDS.success) throw new ProcessorError(PAY_MSG.NotTestCard);
    const now = Math.floor(Date.now() / 1000);
    const metadata = { userId, plan: s.plan };
    if (s.plan === "single") {
      await emitSandboxEvent(tx, "checkout.session.completed", {
        id,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: s.amountCents,
        subscription: null,
        metadata,
      });
      return;
    }
    const subscription = sandboxId("sub");
    await emitSandboxEvent(tx, "checkout.session.completed", {
      id,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      amount_total: s.amountCents,
      subscription,
      metadata,
    });
    await emitSandboxEvent(tx, "invoice.paid", invoice(subscription, s.amountCents, now + MONTH_SECONDS, metadata));
  });
  await deliverSandboxEvents();
}

/** The portal's cancel: the plan stays until its period ends, then customer.subscription.deleted. */
export async function sandboxCancelPlan(userId: string) {
  await changeActive(userId, (sub) => ({ cancel_at_period_end: true, metadata: { userId, plan: sub.plan } }));
}

/** The portal's change of plan (Stripe prorates; the sandbox charges the new price from the next period). */
export async function sandboxChangePlan(userId: string, plan: SubscriptionPlanId) {
  if (!planById(plan) || plan === ("single" as string)) throw new ProcessorError(PAY_MSG.PlanType, 400);
  await changeActive(userId, (sub) => {
    if (sub.plan === plan && !sub.cancelAtPeriodEnd) throw new ProcessorError(PAY_MSG.SamePlan, 409);
    return { cancel_at_period_end: false, metadata: { userId, plan } };
  });
}

/** The sandbox clock: ends plans set to cancel whose period is over, renews the others (invoice.paid). */
export async function sandboxAdvanceClock(now = new Date()) {
  const due = await db.subscription.findMany({
    where: { provider: "sandbox", status: SUBSCRIPTION.active, currentPeriodEnd: { lte: now } },
    take: 500,
  });
  for (const sub of due) {
    await db.$transaction(async (tx) => {
      const metadata = { userId: sub.userId, plan: sub.plan };
      if (sub.cancelAtPeriodEnd) {
        await emitSandboxEvent(tx, "customer.subscription.deleted", {
          id: sub.id,
          object: "subscription",
          status: SUBSCRIPTION.canceled,
          metadata,
        });
      } else {
        const end = Math.floor(sub.currentPeriodEnd.getTime() / 1000) + MONTH_SECONDS;
        await emitSandboxEvent(tx, "invoice.paid", invoice(sub.id, planById(sub.plan)!.priceCents, end, metadata, `${sub.id}_${end}`));
      }
    });
  }
  return { processed: due.length, delivered: await deliverSandboxEvents(1000) };
}

async function changeActive(
  userId: string,
  patch: (sub: { id: string; plan: string; cancelAtPeriodEnd: boolean }) => Record<string, unknown>,
) {
  const sub = await db.subscription.findFirst({
    where: { userId, status: SUBSCRIPTION.active, provider: "sandbox" },
    orderBy: { createdAt: "desc" },
  });
  if (!sub) throw new ProcessorError(PAY_MSG.NoSubscription, 404);
  const extra = patch(sub);
  await db.$transaction((tx) =>
    emitSandboxEvent(tx, "customer.subscription.updated", {
      id: sub.id,
      object: "subscription",
      status: SUBSCRIPTION.active,
      current_period_end: Math.floor(sub.currentPeriodEnd.getTime() / 1000),
      ...extra,
    }),
  );
  await deliverSandboxEvents();
}

function invoice(subscription: string, amount: number, periodEnd: number, metadata: Record<string, string>, id = sandboxId("in")) {
  return {
    id: id.startsWith("in_") ? id : `in_${id}`,
    object: "invoice",
    subscription,
    amount_paid: amount,
    status: INVOICE.paid,
    period_end: periodEnd,
    lines: { data: [{ period: { end: periodEnd } }] },
    metadata,
  };
}
