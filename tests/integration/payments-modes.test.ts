// Where money can move (lib/money/processor-base/mode.ts), against real PostgreSQL: a deployment's own database with no
// processor keys and no PAYMENTS_SANDBOX refuses every deposit, plan purchase and withdrawal with 503 before
// anything is recorded, the sandbox's own calls and pages do not exist, and nothing is paid out; with
// PAYMENTS_SANDBOX=1 the sandbox works as the other payments tests drive it. /api/health names the modes.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as createIntent } from "@/app/api/deposit/create_payment_intent/route";
import { POST as confirmIntent } from "@/app/api/deposit/confirm_payment_intent/route";
import { POST as verify } from "@/app/api/deposit/verify_microdeposits/route";
import { POST as createDeposit } from "@/app/api/deposit/create_deposit/route";
import { POST as createPaypalOrder } from "@/app/api/deposit/create_paypal_order/route";
import { POST as createSession } from "@/app/api/user/create_stripe_session/route";
import { POST as portal } from "@/app/api/user/billing_portal/route";
import { POST as submitWithdrawal } from "@/app/api/withdraw/submit_request/route";
import { POST as checkoutPay } from "@/app/api/sandbox/checkout_pay/route";
import { POST as authenticate } from "@/app/api/sandbox/authenticate/route";
import { POST as cancelPlan } from "@/app/api/sandbox/cancel_plan/route";
import { POST as changePlan } from "@/app/api/sandbox/change_plan/route";
import { POST as paypalApprove } from "@/app/api/sandbox/paypal_approve/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { GET as health } from "@/app/api/health/route";
import { sandboxWebhookSecret } from "@/lib/money/processor-base/stripe-client";
import { processWithdrawal } from "@/lib/money/payouts/payouts";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { CARD, cardDeposit, customer, wallet } from "./payments-kit";
import { fund } from "./wallet-kit";

const OFF = /^Payments are not configured on this server\.$/;
const KEYS = ["PAYMENTS_SANDBOX", "STRIPE_SECRET_KEY", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYOUT_PROVIDER"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
beforeEach(() => {
  for (const k of KEYS) delete process.env[k];
});
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

/** Everything a money call could have written for these people. */
async function footprint(userIds: string[]) {
  const where = { userId: { in: userIds } };
  const [intents, sessions, withdrawals, journals, keys] = await Promise.all([
    db.paymentIntent.count({ where }),
    db.checkoutSession.count({ where }),
    db.withdrawal.count({ where }),
    db.ledgerJournal.count({ where }),
    db.idempotencyKey.count({ where }),
  ]);
  const wallets = await Promise.all(userIds.map((id) => walletBalanceCents(id)));
  return { intents, sessions, withdrawals, journals, keys, wallets };
}

async function fundedProvider(cents = 10_000) {
  const p = await createUser({ type: "provider" });
  await fund(p.user.id, cents);
  return p;
}

const bankWithdrawal = {
  paymentType: "bank",
  amount: "25",
  bankName: "Pat Provider",
  routingNumber: "021000021",
  accountNumber: "000123456789",
};
const paypalWithdrawal = { paymentType: "paypal", amount: "25", paypal: "pat@example.test" };

describe("a deployment's database with no processor keys and no PAYMENTS_SANDBOX", () => {
  it("deposits, plan purchases and withdrawals answer 503 'payments are not configured', and the ledger is unchanged", async () => {
    const me = await customer();
    const p = await fundedProvider();
    const before = await footprint([me.user.id, p.user.id]);
    const headers = { "idempotency-key": `off-${Date.now()}` };

    const refused = [
      await cardDeposit(me.token, 5000, CARD.ok, headers),
      await call(createDeposit, { token: me.token, body: { amount: 5000, paymentType: "paypal", charge: "PAYSB0000000000000000" } }),
      await call(createPaypalOrder, { token: me.token, headers, body: { amount: 5000 } }),
      await call(createIntent, {
        token: me.token,
        headers,
        body: { amount: 120, paymentType: "bank", name: "Erin Employer", email: "erin@example.test" },
      }),
      await call(confirmIntent, { token: me.token, body: { paymentIntentId: "pi_sb_anything" } }),
      await call(verify, { token: me.token, body: { paymentIntentId: "pi_sb_anything", verification: "SM11AA" } }),
      await call(createSession, { token: me.token, body: { type: "premium" } }),
      await call(createSession, { token: me.token, body: { type: "single job posting" } }),
      await call(portal, { token: me.token }),
      await call(submitWithdrawal, { token: p.token, headers, body: bankWithdrawal }),
      await call(submitWithdrawal, { token: p.token, body: paypalWithdrawal }),
    ];
    for (const r of refused) {
      expect(r.status, JSON.stringify(r.json)).toBe(503);
      expect(r.json).toMatchObject({ result: false, error: expect.stringMatching(OFF) });
    }
    expect(await footprint([me.user.id, p.user.id])).toEqual(before);
    expect(before.wallets).toEqual([0, 10_000]);
    expect(await checkLedger()).toMatchObject({ unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("the sandbox's own calls answer 404 (signed in or not), and a sandbox-signed webhook is not accepted", async () => {
    const me = await customer();
    const calls = [
      [checkoutPay, { id: "cs_sb_x", card: CARD.ok }],
      [authenticate, { id: "pi_sb_x", outcome: "complete" }],
      [cancelPlan, {}],
      [changePlan, { plan: "basic" }],
      [paypalApprove, { id: "PAYSBX", approve: true }],
    ] as const;
    for (const [handler, body] of calls) {
      for (const token of [me.token, undefined]) {
        const r = await call(handler, { token, body: { ...body } });
        expect(r.status, JSON.stringify(r.json)).toBe(404);
        expect(r.json.result).toBe(false);
      }
    }
    // a "payment succeeded" signed with the sandbox's secret would be money from nowhere
    const payload = JSON.stringify({
      id: "evt_sb_off",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_sb_x", amount: 500000 } },
    });
    const header = new Stripe("sk_test_signer_only").webhooks.generateTestHeaderString({ payload, secret: sandboxWebhookSecret() });
    const res = await stripeWebhook(
      new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "stripe-signature": header }, body: payload }),
    );
    expect(res.status).toBe(503);
    expect(await db.webhookEvent.count({ where: { eventId: "evt_sb_off" } })).toBe(0);
  });

  it("the sandbox's pages are not found", async () => {
    const pages = [
      async () => (await import("@/app/sandbox/portal/page")).default(),
      async () => (await import("@/app/sandbox/checkout/[id]/page")).default({ params: Promise.resolve({ id: "cs_sb_x" }) }),
      async () => (await import("@/app/sandbox/authenticate/[id]/page")).default({ params: Promise.resolve({ id: "pi_sb_x" }) }),
      async () => (await import("@/app/sandbox/paypal/[id]/page")).default({ params: Promise.resolve({ id: "PAYSBX" }) }),
    ];
    for (const page of pages) await expect(page()).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
  });

  it("a withdrawal made while the sandbox ran is not marked paid once it is off: it waits", async () => {
    process.env.PAYMENTS_SANDBOX = "1";
    const p = await fundedProvider();
    const made = await call(submitWithdrawal, { token: p.token, body: bankWithdrawal });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const id = made.json.withdrawal._id as string;
    delete process.env.PAYMENTS_SANDBOX;
    expect(await processWithdrawal(id)).toBe("pending");
    expect(await db.withdrawal.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "pending", paidAt: null });
    process.env.PAYMENTS_SANDBOX = "1";
    expect(await processWithdrawal(id)).toBe("paid");
  });

  it("PAYMENTS_SANDBOX=0 is off too", async () => {
    process.env.PAYMENTS_SANDBOX = "0";
    const me = await customer();
    const r = await cardDeposit(me.token, 10, CARD.ok);
    expect(r.status).toBe(503);
    expect(await wallet(me.user.id)).toBe(0);
  });
});

describe("PAYMENTS_SANDBOX=1", () => {
  it("the sandbox works as before: 4242… credits, the plan checkout and the PayPal approval page are the sandbox's", async () => {
    process.env.PAYMENTS_SANDBOX = "1";
    const me = await customer();
    const paid = await cardDeposit(me.token, 50, CARD.ok);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.balance).toBe(50);
    expect(await wallet(me.user.id)).toBe(5000);
    const session = await call(createSession, { token: me.token, body: { type: "basic" } });
    expect(session.json.url).toContain(`/sandbox/checkout/${session.json.id}`);
    expect((await call(checkoutPay, { token: me.token, body: { id: session.json.id, card: CARD.ok } })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).level).toBe(1);
    const order = await call(createPaypalOrder, { token: me.token, body: { amount: 20 } });
    expect(order.json.approveUrl).toContain(`/sandbox/paypal/${order.json.orderId}`);
    expect((await call(paypalApprove, { token: me.token, body: { id: order.json.orderId, approve: true } })).status).toBe(200);
    expect(
      (await call(createDeposit, { token: me.token, body: { amount: 20, paymentType: "paypal", charge: order.json.orderId } })).status,
    ).toBe(200);
    expect(await wallet(me.user.id)).toBe(7000);
  });
});

describe("GET /api/health names the payment modes, never a key", () => {
  const modes = async () => (await (await health()).json()).payments;

  it("off, sandbox, and each processor real on its own", async () => {
    expect(await modes()).toEqual({ cards: "off", paypal: "off", payouts: "off", testMode: false });
    process.env.PAYMENTS_SANDBOX = "1";
    expect(await modes()).toEqual({ cards: "sandbox", paypal: "sandbox", payouts: "sandbox", testMode: true });
    process.env.STRIPE_SECRET_KEY = "sk_test_health_secret_value";
    process.env.PAYOUT_PROVIDER = "stripe";
    expect(await modes()).toEqual({ cards: "stripe", paypal: "sandbox", payouts: "stripe", testMode: true });
    delete process.env.PAYMENTS_SANDBOX;
    const res = await health();
    const text = await res.text();
    expect(JSON.parse(text).payments).toEqual({ cards: "stripe", paypal: "off", payouts: "stripe", testMode: false });
    expect(text).not.toContain("sk_test_health_secret_value");
  });
});
