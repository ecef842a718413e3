import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SandboxPortalActions, SandboxShell } from "@/components/payments/sandbox-panel";
import { PLANS, priceDifference, type Plan, type SubscriptionPlanId } from "@/lib/money/billing/plans";
import { formatCents } from "@/lib/money/amounts/format";
import { formatDate } from "@/lib/format/intl";
import { activePlan } from "@/lib/money/processors/payment-queries";
import { sandboxOn } from "@/lib/money/processor-base/mode";

export const metadata: Metadata = { title: "Manage plan (sandbox)", robots: { index: false } };

export default async function Page() {
  // off: the page does not exist (404 before any sign-in)
  if (!sandboxOn("cards")) notFound();
  const user = await requireUser();
  const plan = await activePlan(user.id);
  const others = PLANS.filter((p): p is Plan & { id: SubscriptionPlanId } => p.level !== null && p.id !== plan?.plan.id).map((p) => ({
    id: p.id,
    name: `${p.name} (${formatCents(p.priceCents)}/month${plan ? `, ${priceDifference(plan.plan, p, formatCents)}` : ""})`,
  }));
  const ends = plan ? formatDate(plan.currentPeriodEnd, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }) : "";
  return (
    <SandboxShell title="Manage plan">
      {plan ? (
        <>
          <p className="text-slate-700">
            {plan.plan.name} plan, {plan.cancelAtPeriodEnd ? `ends on ${ends}` : `renews on ${ends}`}.
          </p>
          <SandboxPortalActions current={plan.plan.name} cancelling={plan.cancelAtPeriodEnd} others={others} />
        </>
      ) : (
        <p className="text-slate-600">You have no plan to manage.</p>
      )}
      <Link href="/dashboard/subscription" className="text-sm font-medium text-brand-600 hover:underline">
        Return to Gigline
      </Link>
    </SandboxShell>
  );
}
