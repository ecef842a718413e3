// POST /api/deposit/confirm_payment_intent – paymentIntentId (a collected bank account: requires_confirmation → Confirm) → { intent }
import { route } from "@/lib/http/route";
import { confirmIntentSchema } from "@/lib/payments/schemas";
import { confirmPaymentIntent } from "@/lib/payments/deposits";

export const POST = route({ role: "customer", input: confirmIntentSchema }, async ({ user, input }) => {
  return { intent: await confirmPaymentIntent(user, input.paymentIntentId) };
});
