// POST /api/withdraw/submit_request – a provider withdraws (paymentType paypal|bank, amount, paypal or
// bankName, routingNumber, accountNumber; Idempotency-Key header or idempotencyKey) → { user, balance, withdrawal }
// With Stripe Connect on, a bank withdrawal is refused (409, nothing moves) while Stripe still needs details.
import { route } from "@/lib/http/route";
import { withdrawSchema } from "@/lib/money/ledger/wallet-schemas";
import { submitWithdrawal } from "@/lib/money/payouts/withdraw";
import { assertBankPayoutReady, payoutSetupActive } from "@/lib/money/payouts/stripe-connect-onboarding";

// auth "joined": the session is checked in the call's first statement (lib/money/payouts/withdraw.ts), except before
// asking Stripe whether a bank payout can be made (that needs the checked user first)
export const POST = route(
  { role: "provider", auth: "joined", input: withdrawSchema, body: "json", maxBytes: 4096 },
  async ({ session, input, req }) => {
    if (input.paymentType === "bank" && payoutSetupActive()) await assertBankPayoutReady((await session.live()).id);
    return submitWithdrawal(session, input, req);
  },
);
