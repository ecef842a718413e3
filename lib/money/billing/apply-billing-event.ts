// Plans and credits change only from the provider's confirmation: checkout.session.completed (a Single Job
// Posting credit, or the start of a plan), invoice.paid (each paid month of a plan: journaled), and
// customer.subscription.updated / .deleted (a plan changed, set to end, or ended → back to free). Each runs
// inside the webhook's transaction, next to the stored event id; each change is a guarded update, so a
// replay or an out-of-order delivery changes nothing twice.
import type { Tx } from "@/lib/db";
import { postJournal } from "@/lib/money/ledger/ledger";
import { planById, type SubscriptionPlanId } from "@/lib/money/billing/plans";
import { writePlanReceipt } from "@/lib/money/billing/receipts";
import { CHECKOUT, SUBSCRIPTION } from "@/lib/money/billing/billing-states";

type Meta = Record<string, string | undefined> | null | undefined;

export type CheckoutCompleted = {
  id: string;
  mode?: string;
  subscription?: string | null;
  amount_total?: number | null;
  payment_status?: string;
  metadata?: Meta;
};

export async function checkoutCompleted(tx: Tx, s: CheckoutCompleted) {
  if (s.payment_status && s.payment_status !== "paid" && s.payment_status !== "no_payment_required") return;
  const row = await tx.checkoutSession.findUnique({ where: { id: s.id } });
  if (!row) return;
  const done = await tx.checkoutSession.updateMany({
    where: { id: s.id, status: CHECKOUT.open },
    data: { status: CHECKOUT.complete, completedAt: new Date(), subscriptionId: s.subscription ?? null },
  });
  if (done.count !== 1) return;
  if (row.plan === "single") {
    await tx.user.update({ where: { id: row.userId }, data: { credit: { increment: 1 } } });
    const posted = await postJournal(tx, {
      kind: "plan_purchase",
      reference: `checkout:${row.id}`,
      memo: "One hire credit",
      userId: row.userId,
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -row.amountCents },
        { account: { kind: "subscription_revenue" }, amountCents: row.amountCents },
      ],
    });
    if (posted.created)
      await writePlanReceipt(tx, row.userId, { what: "one hire credit", amountCents: row.amountCents, reference: row.id });
    return;
  }
  if (s.subscription) {
    await startOrRenew(tx, { subscriptionId: s.subscription, userId: row.userId, plan: row.plan as SubscriptionPlanId, periodEnd: null });
  }
}

export type InvoicePaid = {
  id: string;
  subscription?: string | null;
  amount_paid: number;
  period_end?: number;
  metadata?: Meta;
  lines?: { data?: { period?: { end?: number } }[] };
};

/** A paid month of a plan: journaled (reference invoice:{id}) and the plan's period extended. */
export async function invoicePaid(tx: Tx, inv: InvoicePaid) {
  if (!inv.subscription) return;
  const sub = await tx.subscription.findUnique({ where: { id: inv.subscription } });
  const userId = sub?.userId ?? inv.metadata?.userId;
  const plan = (sub?.plan ?? inv.metadata?.plan) as SubscriptionPlanId | undefined;
  if (!userId || !plan || !planById(plan)) return;
  const end = inv.lines?.data?.[0]?.period?.end ?? inv.period_end;
  await startOrRenew(tx, { subscriptionId: inv.subscription, userId, plan, periodEnd: end ? new Date(end * 1000) : null });
  if (inv.amount_paid > 0) {
    const posted = await postJournal(tx, {
      kind: "plan_purchase",
      reference: `invoice:${inv.id}`,
      memo: `${planById(plan)!.name} plan`,
      userId,
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -inv.amount_paid },
        { account: { kind: "subscription_revenue" }, amountCents: inv.amount_paid },
      ],
    });
    if (posted.created)
      await writePlanReceipt(tx, userId, { what: `the ${planById(plan)!.name} plan`, amountCents: inv.amount_paid, reference: inv.id });
  }
}

export type SubscriptionObject = {
  id: string;
  status: string;
  cancel_at_period_end?: boolean;
  current_period_end?: number;
  items?: { data?: { current_period_end?: number; price?: { metadata?: Meta } }[] };
  metadata?: Meta;
};

/** A plan changed or set to end at the period's end (the portal, or the sandbox's manage page). */
export async function subscriptionUpdated(tx: Tx, s: SubscriptionObject) {
  const row = await tx.subscription.findUnique({ where: { id: s.id } });
  if (!row || row.status !== SUBSCRIPTION.active) return; // ended already: a late update changes nothing
  if (s.status === SUBSCRIPTION.canceled) return subscriptionDeleted(tx, s);
  const plan = (s.metadata?.plan ?? row.plan) as SubscriptionPlanId;
  const end = s.items?.data?.[0]?.current_period_end ?? s.current_period_end;
  await tx.subscription.updateMany({
    where: { id: s.id, status: SUBSCRIPTION.active },
    data: { plan, cancelAtPeriodEnd: !!s.cancel_at_period_end, ...(end ? { currentPeriodEnd: new Date(end * 1000) } : {}) },
  });
  await syncLevel(tx, row.userId);
}

/** The plan ended (at its period's end after a cancel): back to the free level unless another plan is active. */
export async function subscriptionDeleted(tx: Tx, s: { id: string }) {
  const row = await tx.subscription.findUnique({ where: { id: s.id } });
  if (!row) return;
  const ended = await tx.subscription.updateMany({
    where: { id: s.id, status: SUBSCRIPTION.active },
    data: { status: SUBSCRIPTION.canceled },
  });
  if (ended.count === 1) await syncLevel(tx, row.userId);
}

async function startOrRenew(tx: Tx, o: { subscriptionId: string; userId: string; plan: SubscriptionPlanId; periodEnd: Date | null }) {
  const existing = await tx.subscription.findUnique({ where: { id: o.subscriptionId } });
  if (existing?.status === SUBSCRIPTION.canceled) return; // ended: a late start or renewal does not revive it
  const periodEnd = o.periodEnd ?? existing?.currentPeriodEnd ?? monthFromNow();
  await tx.subscription.upsert({
    where: { id: o.subscriptionId },
    create: {
      id: o.subscriptionId,
      provider: o.subscriptionId.startsWith("sub_sb_") ? "sandbox" : "stripe",
      userId: o.userId,
      plan: o.plan,
      status: SUBSCRIPTION.active,
      currentPeriodEnd: periodEnd,
    },
    update: existing && existing.currentPeriodEnd > periodEnd ? {} : { currentPeriodEnd: periodEnd },
  });
  await syncLevel(tx, o.userId);
}

/** User.level = the highest level among the person's active plans (0 = free). */
async function syncLevel(tx: Tx, userId: string) {
  const active = await tx.subscription.findMany({ where: { userId, status: SUBSCRIPTION.active }, select: { plan: true } });
  const level = Math.max(0, ...active.map((a) => planById(a.plan)?.level ?? 0));
  await tx.user.update({ where: { id: userId }, data: { level } });
}

function monthFromNow() {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}
