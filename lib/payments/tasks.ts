// Background work of payments and billing, as plain functions (registered in lib/background/tasks.ts once
// the queue lands on main): each is safe to run at any time, on any host, as often as wanted.
import { deliverSandboxEvents } from "@/lib/payments/sandbox/events";
import { sandboxAdvanceClock } from "@/lib/payments/sandbox/billing";
import { redeemDueCredits } from "@/lib/billing/credits";
import { stripeEnabled } from "@/lib/payments/stripe/client";

export const paymentTasks = {
  /** the sandbox's events left undelivered by a crash (every minute) */
  "payments.sandbox-redeliver": async () => {
    if (!stripeEnabled()) await deliverSandboxEvents(500);
  },
  /** the sandbox's billing clock: renewals and ends of plans at period end (hourly) */
  "payments.sandbox-clock": async () => {
    if (!stripeEnabled()) await sandboxAdvanceClock();
  },
  /** redeem credit whose date has come (hourly) */
  "billing.redeem-credits": async () => {
    await redeemDueCredits();
  },
};
