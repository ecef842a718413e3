// POST /api/withdraw/submit_request – a provider withdraws (paymentType paypal|bank, amount, paypal or
// bankName, routingNumber, accountNumber; Idempotency-Key header or idempotencyKey) → { user, balance, withdrawal }
// With Stripe Connect on, a bank withdrawal is refused (409, nothing moves) while Stripe still needs details.
import { route } from "@/lib/http/route";
import { withdrawSchema } from "@/lib/wallet/schemas";
import { submitWithdrawal } from "@/lib/wallet/withdraw";
import { assertBankPayoutReady } from "@/lib/payments/stripe/connect-onboarding";

export const POST = route({ role: "provider", input: withdrawSchema, body: "json", maxBytes: 4096 }, async ({ user, input, req }) => {
  if (input.paymentType === "bank") await assertBankPayoutReady(user.id);
  return submitWithdrawal(user, input, req);
});
