// POST /api/deposit/create_payment_intent – amount, customerId (+ paymentType card | bank; name, email for a bank) → { intent }
import { route } from "@/lib/http/route";
import { createIntentInput } from "@/lib/payments/schemas";
import { createPaymentIntent, idempotencyKeyOf } from "@/lib/payments/deposits";

export const POST = route({ role: "customer", input: createIntentInput }, async ({ req, user, input }) => {
  const billing = input.paymentType === "bank" ? { name: input.name, email: input.email } : undefined;
  const intent = await createPaymentIntent(user, { amountCents: input.amount, method: input.paymentType, key: idempotencyKeyOf(req, input.idempotencyKey), billing });
  return { intent };
});
