// POST /api/withdraw/payout_setup – the signed-in provider continues to Stripe's hosted onboarding (identity
// checks for bank withdrawals, Stripe Connect): creates the connected account once, answers a fresh Account Link
// → { url, expiresAt, setup }. 409 when bank withdrawals do not go through Stripe (sandbox), 502 when Stripe fails.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { startPayoutSetup } from "@/lib/money/payouts/stripe-connect-onboarding";

const input = z.object({}).strict();

export const POST = route({ role: "provider", input, body: ["json", "none"], maxBytes: 1024 }, async ({ user }) => {
  return startPayoutSetup(user.id);
});
