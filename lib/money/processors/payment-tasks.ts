// Background work of payments and billing (registered and scheduled in lib/tasks.ts):
// each is safe to run at any time, on any host, as often as wanted.
import { deliverSandboxEvents } from "@/lib/money/processors/sandbox-events";
import { sandboxAdvanceClock } from "@/lib/money/processors/sandbox-billing";
import { redeemDueCredits } from "@/lib/money/billing/credits";
import { sandboxOn } from "@/lib/money/processor-base/mode";

export const paymentTasks = {
  /** the sandbox's events left undelivered by a crash (every minute) */
  payments_sandbox_redeliver: async () => {
    if (sandboxOn("cards")) await deliverSandboxEvents(500);
  },
  /** the sandbox's billing clock: renewals and ends of plans at period end (hourly) */
  payments_sandbox_clock: async () => {
    if (sandboxOn("cards")) await sandboxAdvanceClock();
  },
  /** redeem credit whose date has come (hourly) */
  billing_redeem_credits: async () => {
    await redeemDueCredits();
  },
};
