"use client";
// Bank withdrawals through Stripe Connect: while Stripe still needs details (identity checks) this card replaces
// the bank fields and sends the person to Stripe's hosted onboarding (withdraw/payout_setup answers the link).
// Shown only when the server says Stripe Connect is on (payoutSetup not null).
import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/hooks/use-api-mutation";
import type { PayoutSetupDto } from "@/lib/money/payouts/stripe-connect-onboarding";

const TEXT: Record<Exclude<PayoutSetupDto["state"], "ready">, { title: string; body: string; button?: string }> = {
  not_started: {
    title: "Set up bank payouts with Stripe",
    body: "Our payment partner Stripe needs to confirm who you are before it can pay you to a bank account. It takes a few minutes on Stripe's secure pages; you come back here when you are done.",
    button: "Continue to Stripe",
  },
  details_due: {
    title: "Stripe needs a few more details",
    body: "Stripe needs a few details before it can pay you to a bank account. Finish them on Stripe's secure pages; you come back here when you are done.",
    button: "Continue to Stripe",
  },
  verifying: {
    title: "Stripe is checking your details",
    body: "Thanks, Stripe has your details and is checking them. This usually takes a few minutes, sometimes a day. Bank withdrawals open as soon as it is done; PayPal works now.",
    button: "Review on Stripe",
  },
  rejected: {
    title: "Bank payouts are not available",
    body: "Stripe cannot pay out to a bank account for you. You can still withdraw with PayPal, or contact support.",
  },
};

export function PayoutSetupCard({ setup }: { setup: PayoutSetupDto }) {
  const start = useApiMutation("withdraw/payout_setup", {
    refresh: false,
    onSuccess: (d: Record<string, unknown>) => {
      if (typeof d.url === "string") window.location.assign(d.url);
    },
  });
  if (setup.state === "ready") {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800" data-testid="payout-setup-ready">
        Stripe has verified your details: bank withdrawals are ready.
      </p>
    );
  }
  const t = TEXT[setup.state];
  return (
    <div
      role="region"
      aria-labelledby="payout-setup-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
      data-testid="payout-setup"
    >
      <h3 id="payout-setup-title" className="font-semibold text-slate-900">
        {t.title}
      </h3>
      <p className="mt-1 break-words text-slate-700">{t.body}</p>
      {t.button && (
        <Button type="button" className="mt-3 w-full sm:w-auto" loading={start.isPending} onClick={() => void start.run({})}>
          {t.button}
        </Button>
      )}
    </div>
  );
}
