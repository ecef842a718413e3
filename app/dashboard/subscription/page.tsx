import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SubscriptionBoard } from "@/components/payments/subscription-board";
import { LEVEL_NAMES, plansFor } from "@/lib/money/billing/plans";
import { creditShown } from "@/lib/money/billing/credits";
import { activePlan } from "@/lib/money/processors/payment-queries";
import { formatDate } from "@/lib/format/intl";
import { paymentModes } from "@/lib/money/processor-base/mode";
import { PaymentsOffNotice } from "@/components/payments/payments-off-notice";
import { TestModeBanner } from "@/components/payments/test-mode-banner";

export const metadata: Metadata = { title: "Subscription" };

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page() {
  const user = await requireUser();
  const [credit, plan] = await Promise.all([creditShown(user.id), activePlan(user.id)]);
  const ends = plan ? formatDate(plan.currentPeriodEnd, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }) : "";
  return (
    <div className="flex flex-col gap-6">
      <TestModeBanner />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Select Package</h1>
        <p className="mt-1 text-slate-500">
          Your level: <span className="font-semibold capitalize text-slate-800">{LEVEL_NAMES[user.level] ?? "free"}</span>
          {" · "}Credit: <span className="font-semibold text-slate-800">{credit.shown}</span>
          {credit.redeemSoon > 0 && <span> (includes {credit.redeemSoon} redeem credit due within 3 days)</span>}
        </p>
        {plan && (
          <p className="mt-1 text-sm text-slate-500">
            {plan.plan.name}: {plan.cancelAtPeriodEnd ? `ends on ${ends}` : `renews on ${ends}`}
          </p>
        )}
      </div>
      {user.type !== "customer" ? (
        <p className="text-slate-600">Packages are for employers.</p>
      ) : paymentModes().cards === "off" ? (
        <PaymentsOffNotice>Packages cannot be bought or changed here yet. Your level and credit stay as they are.</PaymentsOffNotice>
      ) : (
        <SubscriptionBoard plans={plansFor(user.level)} currentLevel={user.level} canManage={!!plan} />
      )}
    </div>
  );
}
