// The built-in sandbox processor (no keys): behaves like Stripe's test mode. Its side of each payment lives in
// PostgreSQL (PaymentIntent.sandbox, CheckoutSession), never in memory, so it works on serverless hosts where
// each request may run in a new process. Every change it makes is announced by a signed Stripe-format event
// (./sandbox-events.ts) that goes through the same webhook receiver as Stripe's; only that event credits a wallet
// or changes a plan.
//
// Test cards (Stripe's documented numbers): 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined;
// 4000 0000 0000 9995 has insufficient funds; 4000 0027 6000 3184 needs 3-D Secure (→ /sandbox/authenticate/{id}).
// Bank (us_bank_account): micro-deposits of 32 and 45 cents, descriptor code SM11AA. Once verified, the debit is
// "processing" like an ACH debit at Stripe: the test bank settles it SANDBOX_BANK_SETTLE_SECONDS later through
// the job queue (`payments:sandbox-settle-bank`), and only that settlement's payment_intent.succeeded credits
// the wallet.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { returnUrl } from "@/lib/http/request-origin";
import { enqueue } from "@/lib/background/queue";
import { emitSandboxEvent, deliverSandboxEvents, sandboxId } from "@/lib/money/processors/sandbox-events";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import {
  ProcessorError,
  type CreateIntentOptions,
  type IntentStatus,
  type IntentView,
  type PaymentProcessor,
  type Verification,
} from "@/lib/money/processor-base/processor-types";
import { INTENT } from "@/lib/money/intents/intent-states";

export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  threeDSecure: "4000002760003184",
} as const;
export const MICRODEPOSITS = { amounts: [32, 45], descriptorCode: "SM11AA" } as const;
const MAX_VERIFY_ATTEMPTS = 10;
/** How long the sandbox's test bank takes to settle a verified bank debit (Stripe: days; here a short wait). */
export const SANDBOX_BANK_SETTLE_SECONDS = 30;
export const SETTLE_BANK_TASK = "payments:sandbox-settle-bank";

type SandboxState = {
  status: IntentStatus;
  method: "card" | "bank";
  last4?: string;
  lastError?: { message: string; code: string } | null;
  nextAction?: IntentView["next_action"];
  attempts?: number;
  billing?: { name: string; email: string };
};

export const sandboxProcessor: PaymentProcessor = {
  name: "sandbox",
  clientConfirmsCards: false,

  async createIntent(tx, o: CreateIntentOptions) {
    const id = sandboxId("pi");
    // a bank account is "collected" at once (Stripe.js's collectBankAccountForPayment): ready to confirm
    const state: SandboxState =
      o.method === "bank"
        ? { status: INTENT.requires_confirmation, method: "bank", last4: "6789", billing: o.billing }
        : { status: INTENT.requires_payment_method, method: "card" };
    await tx.paymentIntent.create({
      data: {
        id,
        provider: "sandbox",
        userId: o.userId,
        method: o.method,
        amountCents: o.amountCents,
        status: state.status,
        clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        idempotencyKey: o.idempotencyKey,
        sandbox: state,
      },
    });
    return view(tx, id);
  },

  async confirmIntent(tx, id, paymentMethod) {
    {
      const { row, state } = await load(tx, id);
      if (state.method === "card") {
        if (state.status !== INTENT.requires_payment_method && state.status !== INTENT.requires_confirmation)
          throw new ProcessorError(PAY_MSG.IntentState(state.status), 409);
        const card = (paymentMethod ?? "").replace(/[\s-]/g, "");
        if (!/^\d{12,19}$/.test(card) || !luhn(card)) throw new ProcessorError(PAY_MSG.InvalidCard, 402, "invalid_number");
        const last4 = card.slice(-4);
        if (card === TEST_CARDS.success)
          return save(tx, row.id, { ...state, last4, status: INTENT.succeeded, lastError: null }, "payment_intent.succeeded");
        if (card === TEST_CARDS.threeDSecure) {
          const nextAction = {
            type: "redirect_to_url" as const,
            redirect_to_url: { url: returnUrl(`/sandbox/authenticate/${row.id}`), return_url: returnUrl("/dashboard/payment") },
          };
          return save(tx, row.id, { ...state, last4, status: INTENT.requires_action, nextAction }, "payment_intent.requires_action");
        }
        const [message, code] =
          card === TEST_CARDS.declined
            ? [PAY_MSG.Declined, "card_declined"]
            : card === TEST_CARDS.insufficientFunds
              ? [PAY_MSG.InsufficientFunds, "insufficient_funds"]
              : [PAY_MSG.NotTestCard, "card_declined"];
        return save(
          tx,
          row.id,
          { ...state, last4, status: INTENT.requires_payment_method, lastError: { message, code } },
          "payment_intent.payment_failed",
        );
      }
      if (state.status !== INTENT.requires_confirmation) throw new ProcessorError(PAY_MSG.IntentState(state.status), 409);
      const nextAction = {
        type: "verify_with_microdeposits" as const,
        verify_with_microdeposits: { microdeposit_type: "descriptor_code" as const },
      };
      return save(tx, row.id, { ...state, status: INTENT.requires_action, nextAction, attempts: 0 }, "payment_intent.requires_action");
    }
  },

  async verifyMicrodeposits(tx, id, v: Verification) {
    {
      const { row, state } = await load(tx, id);
      if (state.method !== "bank" || state.status !== INTENT.requires_action)
        throw new ProcessorError(PAY_MSG.IntentState(state.status), 409);
      const attempts = (state.attempts ?? 0) + 1;
      const ok =
        "descriptorCode" in v
          ? v.descriptorCode === MICRODEPOSITS.descriptorCode
          : v.amounts.length === 2 && [...v.amounts].sort((a, b) => a - b).join() === MICRODEPOSITS.amounts.join();
      if (!ok) {
        if (attempts >= MAX_VERIFY_ATTEMPTS) {
          await save(tx, row.id, { ...state, attempts, status: INTENT.canceled, nextAction: null }, "payment_intent.canceled");
          return { error: PAY_MSG.TooManyAttempts };
        }
        await tx.paymentIntent.update({ where: { id }, data: { sandbox: { ...state, attempts } } });
        return { error: "descriptorCode" in v ? PAY_MSG.DescriptorMismatch : PAY_MSG.AmountsMismatch };
      }
      // verified: the debit is submitted (processing); the test bank settles it later (the settle job, added in
      // this transaction: it exists exactly when the verification commits)
      const processing = await save(
        tx,
        row.id,
        { ...state, attempts, status: INTENT.processing, nextAction: null },
        "payment_intent.processing",
      );
      await enqueue(
        SETTLE_BANK_TASK,
        { intentId: row.id },
        {
          tx,
          runAt: new Date(Date.now() + SANDBOX_BANK_SETTLE_SECONDS * 1000),
          jobKey: `${SETTLE_BANK_TASK}:${row.id}`,
          jobKeyMode: "preserve_run_at",
        },
      );
      return processing;
    }
  },

  async createCheckoutSession(o) {
    const id = o.sessionRef;
    return { id, url: returnUrl(`/sandbox/checkout/${id}`) };
  },

  async createPortalSession(o) {
    return { url: returnUrl(`/sandbox/portal?return=${encodeURIComponent(o.returnUrl)}`) };
  },
};

/**
 * The test bank settles a processing bank debit (the settle job): processing → succeeded with its
 * payment_intent.succeeded event, which credits the wallet once (creditDeposit). Anything else is left alone,
 * so a second run does nothing. Answers whether it settled.
 */
export async function sandboxSettleBankDeposit(id: string): Promise<boolean> {
  const settled = await db.$transaction(async (tx) => {
    const found = await tx.paymentIntent.findUnique({ where: { id }, select: { provider: true } });
    if (!found || found.provider !== "sandbox") return false;
    const { row, state } = await load(tx, id);
    if (state.method !== "bank" || state.status !== INTENT.processing) return false;
    await save(tx, row.id, { ...state, status: INTENT.succeeded, nextAction: null, lastError: null }, "payment_intent.succeeded");
    return true;
  });
  await deliverSandboxEvents();
  return settled;
}

/** The sandbox's 3-D Secure page: the person completes or fails the authentication. */
export async function sandboxAuthenticate(id: string, userId: string, outcome: "complete" | "fail") {
  await db.$transaction(async (tx) => {
    const { row, state } = await load(tx, id);
    if (row.userId !== userId) throw new ProcessorError(PAY_MSG.IntentNotFound, 404);
    if (state.status !== INTENT.requires_action || state.method !== "card")
      throw new ProcessorError(PAY_MSG.IntentState(state.status), 409);
    if (outcome === "complete")
      await save(tx, id, { ...state, status: INTENT.succeeded, nextAction: null, lastError: null }, "payment_intent.succeeded");
    else
      await save(
        tx,
        id,
        {
          ...state,
          status: INTENT.requires_payment_method,
          nextAction: null,
          lastError: { message: PAY_MSG.AuthFailed, code: "payment_intent_authentication_failure" },
        },
        "payment_intent.payment_failed",
      );
  });
  await deliverSandboxEvents();
}

async function load(tx: Tx, id: string) {
  const row = await tx.paymentIntent.findUnique({ where: { id } });
  if (!row || row.provider !== "sandbox" || !row.sandbox) throw new ProcessorError(PAY_MSG.IntentNotFound, 404);
  // one change at a time per intent (two confirms racing): lock the row for this transaction
  await tx.$queryRaw`SELECT 1 FROM "PaymentIntent" WHERE id = ${id} FOR UPDATE`;
  const fresh = await tx.paymentIntent.findUniqueOrThrow({ where: { id } });
  return { row: fresh, state: fresh.sandbox as unknown as SandboxState };
}

async function save(tx: Tx, id: string, state: SandboxState, eventType: string): Promise<IntentView> {
  const row = await tx.paymentIntent.update({ where: { id }, data: { sandbox: state as object } });
  const v = toView(row, state);
  await emitSandboxEvent(tx, eventType, v);
  return v;
}

async function view(tx: Tx, id: string): Promise<IntentView> {
  const row = await tx.paymentIntent.findUniqueOrThrow({ where: { id } });
  return toView(row, row.sandbox as unknown as SandboxState);
}

function toView(
  row: { id: string; amountCents: number; currency: string; clientSecret: string; userId: string },
  s: SandboxState,
): IntentView {
  return {
    id: row.id,
    object: "payment_intent",
    status: s.status,
    amount: row.amountCents,
    ...(s.status === INTENT.succeeded ? { amount_received: row.amountCents } : {}),
    currency: row.currency,
    client_secret: row.clientSecret,
    payment_method_types: [s.method === "bank" ? "us_bank_account" : "card"],
    last_payment_error: s.lastError ?? null,
    next_action: s.nextAction ?? null,
    metadata: { userId: row.userId },
  } as IntentView;
}

function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
