// POST /api/deposit/confirm_payment_intent – paymentIntentId (a collected bank account: requires_confirmation → Confirm) → { intent }
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { confirmIntentSchema } from "@/lib/money/deposits/deposit-schemas";
import { confirmPaymentIntent } from "@/lib/money/deposits/deposits";
import { deliverSandboxEvents } from "@/lib/money/processors/sandbox-events";
import { requireCards } from "@/lib/money/processor-base/mode";

export const POST = route({ role: "customer", input: confirmIntentSchema }, async ({ user, input }) => {
  requireCards(); // 503 without a processor (lib/money/processor-base/mode.ts)
  const intent = await db.$transaction((tx) => confirmPaymentIntent(tx, user, input.paymentIntentId));
  await deliverSandboxEvents();
  return { intent };
});
