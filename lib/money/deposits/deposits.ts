// The deposit use cases behind deposit/create_payment_intent, deposit/confirm_payment_intent,
// deposit/verify_microdeposits and deposit/create_deposit (card). None of them credits a wallet: that
// happens only when the provider's event arrives (lib/money/processors/receive-stripe-webhook.ts → credit-deposit.ts).
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { deliverSandboxEvents } from "@/lib/money/processors/sandbox-events";
import { AppError } from "@/lib/http/errors";
import { idempotencyKeyOf } from "@/lib/http/idempotency";
import { paymentProcessor } from "@/lib/money/processors/processor";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { isIntentStatus, statusesBefore, INTENT } from "@/lib/money/intents/intent-states";
import { ProcessorError, type IntentView, type Verification } from "@/lib/money/processor-base/processor-types";
import type { AuthUser } from "@/lib/session/current-user";

type Payer = Pick<AuthUser, "id" | "email">;

/**
 * The key a provider object is created under: the call's Idempotency-Key (header or idempotencyKey field,
 * lib/http/idempotency.ts), else a fresh one (no replay protection asked for). The same key finds the same
 * intent again, so a retried create never makes a second charge even after the call's own record is gone.
 */
export function providerKeyOf(req: Request, input?: { idempotencyKey?: string | null }): string {
  return idempotencyKeyOf(req, input) ?? randomUUID();
}

export async function createPaymentIntent(
  tx: Tx,
  user: Payer,
  o: { amountCents: number; method: "card" | "bank"; key: string; billing?: { name: string; email: string } },
): Promise<IntentView> {
  const prior = await tx.paymentIntent.findUnique({ where: { userId_idempotencyKey: { userId: user.id, idempotencyKey: o.key } } });
  if (prior) {
    if (prior.amountCents !== o.amountCents || prior.method !== o.method) throw new AppError(409, PAY_MSG.KeyReused);
    return rowView(prior);
  }
  const view = await processorCall(() =>
    paymentProcessor().createIntent(tx, {
      userId: user.id,
      email: user.email,
      amountCents: o.amountCents,
      method: o.method,
      idempotencyKey: o.key,
      billing: o.billing,
    }),
  );
  // Stripe's intent gets its row here (the sandbox wrote its own)
  await tx.paymentIntent.upsert({
    where: { id: view.id },
    create: {
      id: view.id,
      provider: "stripe",
      userId: user.id,
      method: o.method,
      amountCents: o.amountCents,
      status: knownStatus(view.status),
      clientSecret: view.client_secret,
      idempotencyKey: o.key,
    },
    update: {},
  });
  return view;
}

export async function confirmPaymentIntent(tx: Tx, user: Payer, id: string, paymentMethod?: string): Promise<IntentView> {
  await ownIntent(user, id, tx);
  const view = await processorCall(() => paymentProcessor().confirmIntent(tx, id, paymentMethod));
  await noteStatus(tx, id, view);
  return view;
}

/** Checks the micro-deposits; a mismatch is counted (committed) and then refused with the provider's message. */
export async function verifyMicrodeposits(user: Payer, id: string, v: Verification): Promise<IntentView> {
  const out = await db.$transaction(async (tx) => {
    const row = await ownIntent(user, id, tx);
    if (row.method !== "bank") throw new AppError(409, PAY_MSG.IntentState(row.status));
    const answer = await processorCall(() => paymentProcessor().verifyMicrodeposits(tx, id, v));
    if (!("error" in answer)) await noteStatus(tx, id, answer);
    return answer;
  });
  await deliverSandboxEvents();
  if ("error" in out) throw new AppError(402, out.error, { code: "payment_method_microdeposit_verification_failed" });
  return out;
}

/** deposit/create_deposit by card: create (or reuse) the intent and confirm it with the card, in `tx`. */
export async function depositByCard(
  tx: Tx,
  user: Payer,
  o: { amountCents: number; key: string; paymentMethod: string; paymentIntentId?: string },
) {
  const intent = o.paymentIntentId
    ? rowView(await ownIntent(user, o.paymentIntentId, tx))
    : await createPaymentIntent(tx, user, { amountCents: o.amountCents, method: "card", key: o.key });
  if (intent.amount !== o.amountCents) throw new AppError(409, PAY_MSG.KeyReused);
  if (intent.status === INTENT.succeeded || intent.status === INTENT.processing || intent.status === INTENT.requires_action)
    return { intent, declined: null };
  const confirmed = await confirmPaymentIntent(tx, user, intent.id, o.paymentMethod);
  // a declined card: the caller commits (the attempt and its event stay) and answers the provider's message
  const declined =
    confirmed.status === INTENT.requires_payment_method && confirmed.last_payment_error ? confirmed.last_payment_error : null;
  return { intent: confirmed, declined };
}

export async function ownIntent(user: Payer, id: string, tx: Tx | typeof db = db) {
  const row = await tx.paymentIntent.findUnique({ where: { id } });
  // someone else's intent reads as not found: its existence is not revealed
  if (!row || row.userId !== user.id) throw new AppError(404, PAY_MSG.IntentNotFound);
  return row;
}

/** Records what the provider answered (forward only; never `succeeded`, which only the webhook writes). */
async function noteStatus(tx: Tx, id: string, view: IntentView) {
  if (!isIntentStatus(view.status) || view.status === INTENT.succeeded) return;
  const failure = view.status === INTENT.requires_payment_method;
  await tx.paymentIntent.updateMany({
    where: { id, status: { in: statusesBefore(view.status, { failure }) } },
    data: { status: view.status, lastError: view.last_payment_error?.message ?? null },
  });
}

function knownStatus(s: string) {
  return isIntentStatus(s) && s !== "succeeded" ? s : "processing";
}

type Row = Awaited<ReturnType<typeof db.paymentIntent.findUniqueOrThrow>>;
export function rowView(row: Row): IntentView {
  const sb = row.sandbox as {
    status?: string;
    nextAction?: IntentView["next_action"];
    lastError?: IntentView["last_payment_error"];
  } | null;
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
