// POST /api/deposit/create_deposit – amount, paymentType (card | paypal), stripeToken (card) or charge (PayPal order id) → { balance, intent }
// The wallet changes only when the provider confirms (webhook, or PayPal's completed capture); the balance
// answered is the wallet after that confirmation when it came within the call (sandbox, PayPal), else unchanged.
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/http/errors";
import { createDepositSchema } from "@/lib/payments/schemas";
import { depositByCard, idempotencyKeyOf } from "@/lib/payments/deposits";
import { capturePaypalDeposit } from "@/lib/payments/paypal/deposit";
import { PAY_MSG } from "@/lib/payments/messages";
import { walletBalanceCents } from "@/lib/wallet/ledger";

export const POST = route({ role: "customer", input: createDepositSchema }, async ({ req, user, input }) => {
  if (input.paymentType === "paypal") {
    if (!input.charge) throw new AppError(400, "charge: the approved PayPal order id is required.");
    const intent = await capturePaypalDeposit(user, { orderId: input.charge, amountCents: input.amount });
    return { intent, balance: (await walletBalanceCents(user.id)) / 100 };
  }
  if (!input.stripeToken) throw new AppError(400, PAY_MSG.CardRequired);
  const intent = await depositByCard(user, {
    amountCents: input.amount,
    key: idempotencyKeyOf(req, input.idempotencyKey),
    paymentMethod: input.stripeToken,
    paymentIntentId: input.paymentIntentId,
  });
  return { intent, balance: (await walletBalanceCents(user.id)) / 100 };
});
