// POST /api/withdraw/submit_request – a provider withdraws (paymentType paypal|bank, amount, paypal or
// bankName, routingNumber, accountNumber; Idempotency-Key header or idempotencyKey) → { user, balance, withdrawal }
import { route } from "@/lib/http/route";
import { withdrawSchema } from "@/lib/wallet/schemas";
import { submitWithdrawal } from "@/lib/wallet/withdraw";

export const POST = route({ role: "provider", input: withdrawSchema, body: "json", maxBytes: 4096 }, async ({ user, input, req }) => {
  return submitWithdrawal(user, input, req);
});
