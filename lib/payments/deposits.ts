// The deposit use cases behind deposit/create_payment_intent, deposit/confirm_payment_intent,
// deposit/verify_microdeposits and deposit/create_deposit (card). None of them credits a wallet: that
// happens only when the provider's event arrives (lib/payments/receive-stripe-webhook.ts → credit-deposit.ts).
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { paymentProcessor } from "@/lib/payments/processor";
import { PAY_MSG } from "@/lib/payments/messages";
import { isIntentStatus, statusesBefore } from "@/lib/payments/intent-states";
import { ProcessorError, type IntentView, type Verification } from "@/lib/payments/types";
import type { AuthUser } from "@/lib/auth/current-user";

type Payer = Pick<AuthUser, "id" | "email">;

/** The Idempotency-Key header, else the body's idempotencyKey, else a fresh one (no replay protection asked for). */
export function idempotencyKeyOf(req: Request, bodyKey?: string): string {
  return (req.headers.get("idempotency-key")?.trim() || bodyKey || randomUUID()).slice(0, 255);
}

export async function createPaymentIntent(
  user: Payer,
  o: { amountCents: number; method: "card" | "bank"; key: string; billing?: { name: string; email: string } },
): Promise<IntentView> {
  const prior = await db.paymentIntent.findUnique({ where: { userId_idempotencyKey: { userId: user.id, idempotencyKey: o.key } } });
  if (prior) {
    if (prior.amountCents !== o.amountCents || prior.method !== o.method) throw new AppError(409, PAY_MSG.KeyReused);
    return rowView(prior);
  }
  const view = await processorCall(() =>
    paymentProcessor().createIntent({ userId: user.id, email: user.email, amountCents: o.amountCents, method: o.method, idempotencyKey: o.key, billing: o.billing }),
  );
  // Stripe's intent gets its row here (the sandbox wrote its own); a concurrent retry finds it by id
  await db.paymentIntent.upsert({
    where: { id: view.id },
    create: { id: view.id, provider: "stripe", userId: user.id, method: o.method, amountCents: o.amountCents, status: knownStatus(view.status), clientSecret: view.client_secret, idempotencyKey: o.key },
    update: {},
  });
  return view;
}

export async function confirmPaymentIntent(user: Payer, id: string, paymentMethod?: string): Promise<IntentView> {
  await ownIntent(user, id);
  const view = await processorCall(() => paymentProcessor().confirmIntent(id, paymentMethod));
  await noteStatus(id, view);
  return view;
}

export async function verifyMicrodeposits(user: Payer, id: string, v: Verification): Promise<IntentView> {
  const row = await ownIntent(user, id);
  if (row.method !== "bank") throw new AppError(409, PAY_MSG.IntentState(row.status));
  const view = await processorCall(() => paymentProcessor().verifyMicrodeposits(id, v));
  await noteStatus(id, view);
  return view;
}

/** deposit/create_deposit by card: create (or reuse) the intent and confirm it with the card in one call. */
export async function depositByCard(user: Payer, o: { amountCents: number; key: string; paymentMethod: string; paymentIntentId?: string }) {
  const intent = o.paymentIntentId
    ? rowView(await ownIntent(user, o.paymentIntentId))
    : await createPaymentIntent(user, { amountCents: o.amountCents, method: "card", key: o.key });
  if (intent.amount !== o.amountCents) throw new AppError(409, PAY_MSG.KeyReused);
  if (intent.status === "succeeded" || intent.status === "processing" || intent.status === "requires_action") return intent;
  return confirmPaymentIntent(user, intent.id, o.paymentMethod);
}

export async function ownIntent(user: Payer, id: string) {
  const row = await db.paymentIntent.findUnique({ where: { id } });
  // someone else's intent reads as not found: its existence is not revealed
  if (!row || row.userId !== user.id) throw new AppError(404, PAY_MSG.IntentNotFound);
  return row;
}

/** Records what the provider answered (forward only; never `succeeded`, which only the webhook writes). */
async function noteStatus(id: string, view: IntentView) {
  if (!isIntentStatus(view.status) || view.status === "succeeded") return;
  const failure = view.status === "requires_payment_method";
  await db.paymentIntent.updateMany({
    where: { id, status: { in: statusesBefore(view.status, { failure }) } },
    data: { status: view.status, lastError: view.last_payment_error?.message ?? null },
  });
}

function knownStatus(s: string) {
  return isIntentStatus(s) && s !== "succeeded" ? s : "processing";
}

type Row = Awaited<ReturnType<typeof db.paymentIntent.findUniqueOrThrow>>;
export function rowView(row: Row): IntentView {
  const sb = row.sandbox as { status?: string; nextAction?: IntentView["next_action"]; lastError?: IntentView["last_payment_error"] } | null;
  return {
    id: row.id,
    object: "payment_intent",
    status: (sb?.status ?? row.status) as IntentView["status"],
    amount: row.amountCents,
    currency: row.currency,
    client_secret: row.clientSecret,
    payment_method_types: [row.method === "bank" ? "us_bank_account" : "card"],
    last_payment_error: sb?.lastError ?? (row.lastError ? { message: row.lastError } : null),
    next_action: sb?.nextAction ?? null,
    metadata: { userId: row.userId },
  };
}

async function processorCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProcessorError) throw new AppError(err.status, err.message, err.code ? { code: err.code } : undefined);
    throw err;
  }
}
