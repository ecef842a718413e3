// POST /api/deposit/create_paypal_order – amount → { orderId, approveUrl } (then create_deposit with charge = orderId)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { cardAmountField } from "@/lib/payments/schemas";
import { idempotencyKeyOf } from "@/lib/payments/deposits";
import { createPaypalOrder } from "@/lib/payments/paypal/deposit";

const input = z.object({ amount: cardAmountField, idempotencyKey: z.string().trim().min(1).max(255).optional() });

export const POST = route({ role: "customer", input }, async ({ req, user, input }) => {
  return await createPaypalOrder(user, { amountCents: input.amount, key: idempotencyKeyOf(req, input.idempotencyKey) });
});
