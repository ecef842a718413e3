// Reads for the payment pages (server components read through lib/, never Prisma in app/).
import { db } from "@/lib/db";
import { planById } from "@/lib/money/billing/plans";
import { SUBSCRIPTION } from "@/lib/money/billing/billing-states";

/** A PayPal order of this person's, for the return from PayPal's approval page. */
export async function ownPaypalOrder(userId: string, orderId: string) {
  const row = await db.paymentIntent.findUnique({
    where: { id: orderId },
    select: { userId: true, method: true, amountCents: true, creditedAt: true, status: true, provider: true },
  });
  if (!row || row.userId !== userId || row.method !== "paypal") return null;
  return { orderId, amount: row.amountCents / 100, credited: !!row.creditedAt, status: row.status, sandbox: row.provider === "sandbox" };
}

export async function ownSandboxCheckout(userId: string, id: string) {
  const s = await db.checkoutSession.findUnique({ where: { id } });
  if (!s || s.userId !== userId || s.provider !== "sandbox") return null;
  return { id: s.id, status: s.status, plan: planById(s.plan)!, amountCents: s.amountCents };
}

export async function ownSandboxIntent(userId: string, id: string) {
  const row = await db.paymentIntent.findUnique({
    where: { id },
    select: { userId: true, provider: true, amountCents: true, method: true, sandbox: true },
  });
  if (!row || row.userId !== userId || row.provider !== "sandbox") return null;
  return { id, amountCents: row.amountCents, method: row.method, status: (row.sandbox as { status?: string } | null)?.status ?? "" };
}

/** The person's active plan, if any. */
export async function activePlan(userId: string) {
  const s = await db.subscription.findFirst({ where: { userId, status: SUBSCRIPTION.active }, orderBy: { createdAt: "desc" } });
  return s
    ? {
        id: s.id,
        plan: planById(s.plan)!,
        currentPeriodEnd: s.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        sandbox: s.provider === "sandbox",
      }
    : null;
}
