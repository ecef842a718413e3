// PayPal deposits: deposit/create_paypal_order creates an order (PayPal's; without keys, where the sandbox runs
// (lib/money/processor-base/mode.ts), the sandbox's approval page /sandbox/paypal/{id}; else 503); the person approves it at
// PayPal; deposit/create_deposit with paymentType paypal and charge = the order id captures it, and a COMPLETED
// capture of the order's amount credits the wallet in the same transaction (or PAYMENT.CAPTURE.COMPLETED through
// /api/webhooks/paypal, whichever comes first; the other is a no-op).
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { returnUrl as backUrl } from "@/lib/http/request-origin";
import { AppError } from "@/lib/http/errors";
import { creditDeposit } from "@/lib/money/intents/credit-deposit";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { ownIntent, rowView } from "@/lib/money/deposits/deposits";
import { captureOrder, createOrder, paypalCents } from "@/lib/money/processor-base/paypal-client";
import { requirePaypal, sandboxOn } from "@/lib/money/processor-base/mode";
import { ProcessorError } from "@/lib/money/processor-base/processor-types";
import type { AuthUser } from "@/lib/session/current-user";
import { INTENT, PAYPAL_ORDER } from "@/lib/money/intents/intent-states";

type Payer = Pick<AuthUser, "id" | "email">;

export async function createPaypalOrder(user: Payer, o: { amountCents: number; key: string }) {
  const mode = requirePaypal();
  const prior = await db.paymentIntent.findUnique({ where: { userId_idempotencyKey: { userId: user.id, idempotencyKey: o.key } } });
  if (prior) {
    if (prior.amountCents !== o.amountCents || prior.method !== "paypal") throw new AppError(409, PAY_MSG.KeyReused);
    return { orderId: prior.id, approveUrl: (prior.sandbox as { approveUrl?: string } | null)?.approveUrl ?? "" };
  }
  const returnUrl = backUrl("/dashboard/deposit?paypal=return");
  const cancelUrl = backUrl("/dashboard/deposit?paypal=cancel");
  let orderId: string;
  let approveUrl: string;
  let provider: string;
  if (mode === "paypal") {
    const order = await wrap(() =>
      createOrder({ amountCents: o.amountCents, userId: user.id, requestId: `order-${user.id}-${o.key}`, returnUrl, cancelUrl }),
    );
    orderId = order.id;
    approveUrl = order.links?.find((l) => l.rel === "payer-action" || l.rel === "approve")?.href ?? "";
    provider = "paypal";
  } else {
    orderId = `PAYSB${randomBytes(8).toString("hex").toUpperCase()}`;
    approveUrl = backUrl(`/sandbox/paypal/${orderId}`);
    provider = "sandbox";
  }
  await db.paymentIntent.create({
    data: {
      id: orderId,
      provider,
      userId: user.id,
      method: "paypal",
      amountCents: o.amountCents,
      status: INTENT.requires_action,
      idempotencyKey: o.key,
      sandbox: { approveUrl, status: provider === "sandbox" ? PAYPAL_ORDER.created : PAYPAL_ORDER.payerActionRequired },
    },
  });
  return { orderId, approveUrl };
}

/** The sandbox approval page's answer (PayPal's own page in production). */
export async function sandboxApprovePaypal(user: Payer, orderId: string, approve: boolean) {
  if (!sandboxOn("paypal")) throw new AppError(404, PAY_MSG.SandboxOff);
  const row = await ownIntent(user, orderId);
  if (row.provider !== "sandbox" || row.method !== "paypal") throw new AppError(404, PAY_MSG.IntentNotFound);
  const state = row.sandbox as { approveUrl: string; status: string };
  if (state.status !== PAYPAL_ORDER.created) throw new AppError(409, PAY_MSG.IntentState(state.status));
  await db.paymentIntent.updateMany({
    where: { id: orderId, status: INTENT.requires_action },
    data: approve
      ? { sandbox: { ...state, status: PAYPAL_ORDER.approved } }
      : { sandbox: { ...state, status: PAYPAL_ORDER.voided }, status: INTENT.canceled },
  });
}

export async function capturePaypalDeposit(tx: Tx, user: Payer, o: { orderId: string; amountCents: number }) {
  const mode = requirePaypal();
  const row = await ownIntent(user, o.orderId, tx);
  if (row.method !== "paypal") throw new AppError(404, PAY_MSG.IntentNotFound);
  // the page's amount must be the order's: a stale page is refused, never trusted
  if (row.amountCents !== o.amountCents)
    throw new AppError(409, "The amount does not match this PayPal order. Please reload the page and try again.");
  if (row.creditedAt) return rowView(row);
  // an order is captured only by the processor that made it, and only while that one is on: a sandbox order
  // made before PayPal keys were set (or while the sandbox ran) never credits real money
  if (row.provider === "sandbox" && mode !== "sandbox")
    throw new AppError(409, "This PayPal order was made in test mode and cannot be completed here.");
  if (row.provider !== mode) throw new AppError(503, PAY_MSG.PaypalNotConfigured);
  let captured: number | null;
  if (row.provider === "paypal") {
    const order = await wrap(() => captureOrder(o.orderId));
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    captured = order.status === PAYPAL_ORDER.completed && capture?.status === PAYPAL_ORDER.completed ? paypalCents(capture.amount) : null;
  } else {
    const state = row.sandbox as { status: string };
    if (state.status !== PAYPAL_ORDER.approved && state.status !== PAYPAL_ORDER.completed)
      throw new AppError(409, "The PayPal order has not been approved.");
    await tx.paymentIntent.update({
      where: { id: o.orderId },
      data: { sandbox: { ...(row.sandbox as object), status: PAYPAL_ORDER.completed } },
    });
    captured = row.amountCents;
  }
  if (captured === null) throw new AppError(402, PAY_MSG.Status("processing"));
  await creditDeposit(tx, o.orderId, captured);
  return rowView(await tx.paymentIntent.findUniqueOrThrow({ where: { id: o.orderId } }));
}

async function wrap<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProcessorError) throw new AppError(err.status, err.message);
    throw err;
  }
}
