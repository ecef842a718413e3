// POST /api/withdraw/get_requests – the signed-in provider's latest withdrawals with their status, and the bank
// payout set-up with Stripe (null unless bank withdrawals go through Stripe Connect) → { withdrawals, payoutSetup }
import { route } from "@/lib/http/route";
import { listWithdrawals } from "@/lib/money/payouts/withdraw";
import { readPayoutSetup } from "@/lib/money/payouts/stripe-connect-onboarding";

export const POST = route({ role: "provider", body: ["json", "none"], maxBytes: 1024 }, async ({ user }) => {
  const [withdrawals, payoutSetup] = await Promise.all([listWithdrawals(user.id), readPayoutSetup(user.id)]);
  return { withdrawals, payoutSetup };
});
