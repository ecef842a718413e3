// POST /api/deposit/confirm_payment_intent – paymentIntentId (a collected bank account: requires_confirmation → Confirm) → { intent }
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { confirmIntentSchema } from "@/lib/payments/schemas";
import { confirmPaymentIntent } from "@/lib/payments/deposits";
import { deliverSandboxEvents } from "@/lib/payments/sandbox/events";
import { requireCards } from "@/lib/payments/mode";

export const POST = route({ role: "customer", input: confirmIntentSchema }, async ({ user, input }) => {
  requireCards(); // 503 without a processor (lib/payments/mode.ts)
  const intent = await db.$transaction((tx) => confirmPaymentIntent(tx, user, input.paymentIntentId));
  await deliverSandboxEvents();
  return { intent };
});
