// POST /api/deposit/create_deposit – amount, paymentType (card | paypal), stripeToken (card) or charge (PayPal order id) → { balance, intent }
// The wallet changes only when the provider confirms (webhook, or PayPal's completed capture). The call's
// work runs in withIdempotency's one transaction; the sandbox's signed events are delivered once it has
// committed, and `balance` is read after that (a replay answers the first intent and the balance of now).
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/http/errors";
import { withIdempotency } from "@/lib/http/idempotency";
import { createDepositSchema } from "@/lib/money/deposits/deposit-schemas";
import { depositByCard, providerKeyOf } from "@/lib/money/deposits/deposits";
import { capturePaypalDeposit } from "@/lib/money/deposits/paypal-deposit";
import { deliverSandboxEvents } from "@/lib/money/processors/sandbox-events";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { requireCards, requirePaypal } from "@/lib/money/processor-base/mode";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";

export const POST = route({ role: "customer", input: createDepositSchema }, async ({ req, user, input }) => {
  // no processor for this method (lib/money/processor-base/mode.ts): 503 before anything is recorded
  if (input.paymentType === "paypal") requirePaypal();
  else requireCards();
  if (input.paymentType === "paypal" && !input.charge) throw new AppError(400, "charge: the approved PayPal order id is required.");
  if (input.paymentType === "card" && !input.stripeToken) throw new AppError(400, PAY_MSG.CardRequired);
  const answer = await withIdempotency({ req, input }, user.id, "deposit/create_deposit", input, async (tx) => {
    if (input.paymentType === "paypal")
      return { intent: await capturePaypalDeposit(tx, user, { orderId: input.charge!, amountCents: input.amount }), declined: null };
    return depositByCard(tx, user, {
      amountCents: input.amount,
      key: providerKeyOf(req, input),
      paymentMethod: input.stripeToken!,
      paymentIntentId: input.paymentIntentId,
    });
  });
  await deliverSandboxEvents();
  if (answer.declined) throw new AppError(402, answer.declined.message, { code: answer.declined.code, paymentIntentId: answer.intent.id });
  return { intent: answer.intent, balance: (await walletBalanceCents(user.id)) / 100 };
});
