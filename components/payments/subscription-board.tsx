"use client";
// Select Package: buying goes to a checkout session (Stripe Checkout, or the sandbox's page); the plan or
// credit changes only once the processor confirms. "Manage plan" opens Stripe's customer portal (or the
// sandbox's stand-in) to cancel or change.
import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { formatCents } from "@/lib/money/amounts/format";
import { priceDifference, type Plan } from "@/lib/money/billing/plans";

type Props = {
  plans: Plan[];
  currentLevel: number;
  canManage: boolean;
};

export function SubscriptionBoard({ plans, currentLevel, canManage }: Props) {
  const buy = useApiMutation("user/create_stripe_session", { refresh: false, onSuccess: (d) => window.location.assign(d.url) });
  const manage = useApiMutation("user/billing_portal", { refresh: false, onSuccess: (d) => window.location.assign(d.url) });
  const currentPlan = plans.find((p) => p.level !== null && p.level === currentLevel);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((p) => {
          const current = p.level !== null && p.level === currentLevel;
          return (
            <section
              key={p.id}
              aria-label={p.name}
              className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm ${current ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200"}`}
            >
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{p.name}</h2>
                {current && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Current Plan</span>}
              </div>
              <p className="text-2xl font-bold text-slate-900">
                {formatCents(p.priceCents)}
                <span className="text-sm font-normal text-slate-500"> / {p.per === "posting" ? "hire" : p.per}</span>
              </p>
              {currentPlan && !current && p.level !== null && (
                <p className="-mt-2 text-sm font-medium text-slate-600">
                  {priceDifference(currentPlan, p, formatCents)} compared with {currentPlan.name}
                </p>
              )}
              <ul className="flex flex-1 list-disc flex-col gap-1 pl-5 text-sm text-slate-600">
                {p.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {!current && (
                <Button
                  disabled={p.level !== null && currentLevel > 0}
                  loading={buy.isPending && buy.variables?.type === p.id}
                  onClick={() => void buy.run({ type: p.id })}
                >
                  {p.per === "posting" ? "Buy" : "Subscribe"}
                </Button>
              )}
            </section>
          );
        })}
      </div>
      {canManage && (
        <div>
          <Button variant="secondary" loading={manage.isPending || manage.isSuccess} onClick={() => void manage.run()}>
            Manage plan
          </Button>
          <p className="mt-1 text-xs text-slate-500">
            Cancel, or change to another plan (the difference in monthly price is shown on each card above).
          </p>
        </div>
      )}
    </div>
  );
}
