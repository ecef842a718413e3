// POST /api/deposit/create_paypal_order – amount → { orderId, approveUrl } (then create_deposit with charge = orderId)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { withIdempotency } from "@/lib/http/idempotency";
import { cardAmountField } from "@/lib/money/deposits/deposit-schemas";
import { providerKeyOf } from "@/lib/money/deposits/deposits";
import { createPaypalOrder } from "@/lib/money/deposits/paypal-deposit";
import { requirePaypal } from "@/lib/money/processor-base/mode";

const input = z.object({ amount: cardAmountField, idempotencyKey: z.string().optional() });

export const POST = route({ role: "customer", input }, async ({ req, user, input }) => {
  requirePaypal(); // 503 when neither PayPal nor its sandbox is on (lib/money/processor-base/mode.ts), before anything is recorded
  return withIdempotency({ req, input }, user.id, "deposit/create_paypal_order", input, () =>
    createPaypalOrder(user, { amountCents: input.amount, key: providerKeyOf(req, input) }),
  );
});
