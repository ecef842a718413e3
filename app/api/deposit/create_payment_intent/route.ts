// POST /api/deposit/create_payment_intent – amount, customerId (+ paymentType card | bank; name, email for a bank) → { intent }
import { route } from "@/lib/http/route";
import { withIdempotency } from "@/lib/http/idempotency";
import { createIntentInput } from "@/lib/money/deposits/deposit-schemas";
import { createPaymentIntent, providerKeyOf } from "@/lib/money/deposits/deposits";
import { requireCards } from "@/lib/money/processor-base/mode";

export const POST = route({ role: "customer", input: createIntentInput }, async ({ req, user, input }) => {
  requireCards(); // 503 without a processor (lib/money/processor-base/mode.ts), before anything is recorded
  return withIdempotency({ req, input }, user.id, "deposit/create_payment_intent", input, async (tx) => {
    const billing = input.paymentType === "bank" ? { name: input.name, email: input.email } : undefined;
    const intent = await createPaymentIntent(tx, user, {
      amountCents: input.amount,
      method: input.paymentType,
      key: providerKeyOf(req, input),
      billing,
    });
    return { intent };
  });
});
