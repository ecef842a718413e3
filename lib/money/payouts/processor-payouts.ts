// The production payout adapters (PAYOUT_PROVIDER=stripe or paypal; lib/money/payouts/payouts.ts calls them). Stripe
// cannot pay a PayPal e-mail and PayPal Payouts cannot pay a US bank account, so both route by the
// withdrawal's method: bank and instant (debit card) → Stripe Connect (lib/money/payouts/stripe-payouts.ts, needs STRIPE_SECRET_KEY),
// PayPal e-mail → PayPal Payouts (lib/money/payouts/paypal-payouts.ts, needs PAYPAL_CLIENT_ID/SECRET). The name says
// which one a deployment is expected to have; a method whose provider has no keys stays pending (logged)
// instead of being marked paid. Both adapters are serverless-safe (HTTPS calls only, no disk, no process).
import { paypalEnabled } from "@/lib/money/processor-base/paypal-client";
import { paypalEmailPayout } from "@/lib/money/payouts/paypal-payouts";
import { stripeEnabled } from "@/lib/money/processor-base/stripe-client";
import { stripeBankPayout, stripeInstantPayout } from "@/lib/money/payouts/stripe-payouts";
import type { PayoutProvider } from "@/lib/money/payouts/payouts";

function routed(name: "stripe" | "paypal"): PayoutProvider {
  return {
    name,
    async payout(req) {
      if (req.destination.method === "card") {
        if (!stripeEnabled()) throw new Error("instant payouts are paid through Stripe Connect: set STRIPE_SECRET_KEY");
        return stripeInstantPayout(req);
      }
      if (req.destination.method === "bank") {
        if (!stripeEnabled()) throw new Error("bank withdrawals are paid through Stripe Connect: set STRIPE_SECRET_KEY");
        return stripeBankPayout.payout(req);
      }
      if (!paypalEnabled())
        throw new Error("PayPal withdrawals are paid through PayPal Payouts: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET");
      return paypalEmailPayout.payout(req);
    },
    // Stripe payout ids start with po_; anything else is a PayPal payout batch id
    poll: (req) => (req.reference.startsWith("po_") ? stripeBankPayout.poll(req) : paypalEmailPayout.poll(req)),
  };
}

export const stripePayoutProvider = routed("stripe");
export const paypalPayoutProvider = routed("paypal");
