// POST /api/withdraw/get_requests – the signed-in provider's latest withdrawals with their status, and the bank
// payout set-up with Stripe (null unless bank withdrawals go through Stripe Connect), the instant payout option
// (card and fee rule; null when instant payouts are not available here) and the automatic payout settings
// → { withdrawals, payoutSetup, instant, autoPayout }
import { route } from "@/lib/http/route";
import { listWithdrawals } from "@/lib/money/payouts/withdraw";
import { readPayoutSetup } from "@/lib/money/payouts/stripe-connect-onboarding";
import { readInstantPayout } from "@/lib/money/payouts/instant-payout";
import { readAutoPayout } from "@/lib/money/payouts/auto-payout";

export const POST = route({ role: "provider", body: ["json", "none"], maxBytes: 1024 }, async ({ user }) => {
  const [withdrawals, payoutSetup, instant, autoPayout] = await Promise.all([
    listWithdrawals(user.id),
    readPayoutSetup(user.id),
    readInstantPayout(user.id),
    readAutoPayout(user.id),
  ]);
  return { withdrawals, payoutSetup, instant, autoPayout };
});
