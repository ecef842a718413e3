// The Stripe adapter (STRIPE_SECRET_KEY set) against a local fake of Stripe's HTTP API (node:http): it checks
// the secret key in Authorization, our Idempotency-Key on every create (and answers a repeated key with the
// first answer, as Stripe does), and speaks Stripe's form-encoded requests and JSON errors. The wallet moves
// only when a webhook signed with STRIPE_WEBHOOK_SECRET arrives, never on the API's answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { POST as createIntent } from "@/app/api/deposit/create_payment_intent/route";
import { POST as confirmIntent } from "@/app/api/deposit/confirm_payment_intent/route";
import { POST as createDeposit } from "@/app/api/deposit/create_deposit/route";
import { POST as createSession } from "@/app/api/user/create_stripe_session/route";
import { POST as portal } from "@/app/api/user/billing_portal/route";
import { POST as checkoutPay } from "@/app/api/sandbox/checkout_pay/route";
import { POST as createPaypalOrder } from "@/app/api/deposit/create_paypal_order/route";
import { POST as paypalApprove } from "@/app/api/sandbox/paypal_approve/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { sandboxWebhookSecret } from "@/lib/money/processor-base/stripe-client";
import { customer, verifyBank, wallet } from "./payments-kit";

const KEY = "sk_test_gigline_fake_key";
const WHSEC = "whsec_gigline_fake_endpoint_secret";

type Seen = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined };
const seen: Seen[] = [];
let server: http.Server;
let n = 0;

function startFake(): Promise<string> {
  const byKey = new Map<string, { status: number; body: unknown }>();
  const intents = new Map<string, Record<string, unknown>>();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const path = (req.url ?? "").split("?")[0];
      const idem = req.headers["idempotency-key"] as string | undefined;
      seen.push({ method: req.method ?? "", path, form, idempotencyKey: idem });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++n}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${KEY}`)
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const replay = idem ? byKey.get(`${path}|${idem}`) : undefined;
      if (replay) return send(replay.status, replay.body);
      const answer = route(path, form, intents);
      if (idem) byKey.set(`${path}|${idem}`, answer);
      send(answer.status, answer.body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function route(path: string, form: URLSearchParams, intents: Map<string, Record<string, unknown>>): { status: number; body: unknown } {
  if (path === "/v1/customers") return { status: 200, body: { id: `cus_fake_${++n}`, object: "customer", email: form.get("email") } };
  if (path === "/v1/payment_intents") {
    const id = `pi_fake_${++n}`;
    const bank = form.get("allowed_payment_method_types[0]") === "us_bank_account";
    const pi = {
      id,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: form.get("currency"),
      customer: form.get("customer"),
      status: bank ? "requires_confirmation" : "requires_payment_method",
      client_secret: `${id}_secret_fake`,
      payment_method_types: [bank ? "us_bank_account" : "card"],
      last_payment_error: null,
      next_action: null,
      metadata: { userId: form.get("metadata[userId]") },
    };
    intents.set(id, pi);
    return { status: 200, body: pi };
  }
  const m = /^\/v1\/payment_intents\/([^/]+)\/(confirm|verify_microdeposits)$/.exec(path);
  if (m) {
    const pi = intents.get(m[1]);
    if (!pi)
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${m[1]}'` } },
      };
    if (m[2] === "confirm") {
      const pm = form.get("payment_method");
      if (pm === "pm_card_chargeDeclined")
        return { status: 402, body: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } } };
      if (pm) Object.assign(pi, { status: "succeeded" });
      else
        Object.assign(pi, {
          status: "requires_action",
          next_action: { type: "verify_with_microdeposits", verify_with_microdeposits: { microdeposit_type: "descriptor_code" } },
        });
      return { status: 200, body: pi };
    }
    if (form.get("descriptor_code") !== "SM11AA") {
      return {
        status: 400,
        body: {
          error: {
            type: "invalid_request_error",
            code: "payment_method_microdeposit_verification_descriptor_code_mismatch",
            message: "The verification code provided does not match.",
          },
        },
      };
    }
    Object.assign(pi, { status: "processing", next_action: null });
    return { status: 200, body: pi };
  }
  if (path === "/v1/checkout/sessions") {
    const id = `cs_test_fake_${++n}`;
    return {
      status: 200,
      body: { id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}`, mode: form.get("mode") },
    };
  }
  if (path === "/v1/billing_portal/sessions")
    return { status: 200, body: { id: `bps_${++n}`, url: `https://billing.stripe.com/p/session/fake_${n}` } };
  return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (POST: ${path})` } } };
}

const signer = new Stripe("sk_test_signer_only");
function sendEvent(type: string, object: Record<string, unknown>, secret = WHSEC) {
  const payload = JSON.stringify({
    id: `evt_fake_${++n}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return webhook(
    new Request("http://localhost/api/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": header, "content-type": "application/json" },
      body: payload,
    }),
  );
}

beforeAll(async () => {
  process.env.STRIPE_API_BASE = await startFake();
  process.env.STRIPE_SECRET_KEY = KEY;
  process.env.STRIPE_WEBHOOK_SECRET = WHSEC;
});
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_BASE;
  await new Promise((r) => server.close(r));
});

describe("Stripe adapter (local fake of Stripe's API)", () => {
  it("card: creates a customer once and the intent with our idempotency key; credits only on the signed webhook", async () => {
    const me = await customer();
    const headers = { "idempotency-key": `card-${Date.now()}` };
    const body = { amount: 45, paymentType: "card", stripeToken: "pm_card_visa" };
    const first = await call(createDeposit, { token: me.token, headers, body });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.intent).toMatchObject({ status: "succeeded", amount: 4500 });
    expect(first.json.balance).toBe(0); // Stripe's answer is not the money: the webhook is
    const created = seen.filter((s) => s.path === "/v1/payment_intents" && s.form.get("metadata[userId]") === me.user.id);
    expect(created).toHaveLength(1);
    expect(created[0].idempotencyKey).toBe(`pi:${me.user.id}:${headers["idempotency-key"]}`);
    expect(created[0].form.get("amount")).toBe("4500");
    expect(created[0].form.get("currency")).toBe("usd");
    const customers = seen.filter((s) => s.path === "/v1/customers" && s.idempotencyKey === `customer:${me.user.id}`);
    expect(customers).toHaveLength(1);
    expect(await db.billingAccount.findUnique({ where: { userId: me.user.id } })).toMatchObject({ provider: "stripe" });

    const id = first.json.intent.id;
    expect(
      (
        await sendEvent(
          "payment_intent.succeeded",
          { id, object: "payment_intent", status: "succeeded", amount: 4500, amount_received: 4500 },
          sandboxWebhookSecret(),
        )
      ).status,
    ).toBe(400);
    expect(await wallet(me.user.id)).toBe(0);
    expect(
      (
        await sendEvent("payment_intent.succeeded", {
          id,
          object: "payment_intent",
          status: "succeeded",
          amount: 4500,
          amount_received: 4500,
        })
      ).status,
    ).toBe(200);
    expect(await wallet(me.user.id)).toBe(4500);
    const replay = await call(createDeposit, { token: me.token, headers, body });
    expect(replay.json.intent.id).toBe(id);
    expect(replay.json.balance).toBe(45);
    expect(seen.filter((s) => s.path === "/v1/payment_intents" && s.form.get("metadata[userId]") === me.user.id)).toHaveLength(1);
  });

  it("a declined card answers Stripe's message (402) and nothing is credited", async () => {
    const me = await customer();
    const res = await call(createDeposit, {
      token: me.token,
      body: { amount: 10, paymentType: "card", stripeToken: "pm_card_chargeDeclined" },
    });
    expect(res.status).toBe(402);
    expect(res.json.error).toBe("Your card was declined.");
    expect(await wallet(me.user.id)).toBe(0);
  });

  it("bank: us_bank_account with micro-deposits, verify_microdeposits with the descriptor code", async () => {
    const me = await customer();
    const created = await call(createIntent, {
      token: me.token,
      body: { amount: 200, paymentType: "bank", name: "Erin", email: "erin@example.test" },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const req = seen.findLast((s) => s.path === "/v1/payment_intents")!;
    expect(req.form.get("allowed_payment_method_types[0]")).toBe("us_bank_account");
    expect(req.form.get("payment_method_options[us_bank_account][verification_method]")).toBe("microdeposits");
    const id = created.json.intent.id;
    const confirmed = await call(confirmIntent, { token: me.token, body: { paymentIntentId: id } });
    expect(confirmed.json.intent.next_action.type).toBe("verify_with_microdeposits");
    const wrong = await verifyBank(me.token, id, "SM00XX");
    expect(wrong.status).toBe(402);
    expect(wrong.json.error).toBe("The verification code provided does not match.");
    const ok = await verifyBank(me.token, id, "SM11AA");
    expect(ok.json.intent.status).toBe("processing");
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("processing");
    expect(await wallet(me.user.id)).toBe(0);
    await sendEvent("payment_intent.succeeded", {
      id,
      object: "payment_intent",
      status: "succeeded",
      amount: 20000,
      amount_received: 20000,
    });
    expect(await wallet(me.user.id)).toBe(20000);
  });

  it("plans: a Checkout Session with the plan's price per month; level from checkout.session.completed; the customer portal", async () => {
    const me = await customer();
    const session = await call(createSession, { token: me.token, body: { type: "standard" } });
    expect(session.status, JSON.stringify(session.json)).toBe(200);
    expect(session.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake_/);
    const req = seen.findLast((s) => s.path === "/v1/checkout/sessions")!;
    expect(req.form.get("mode")).toBe("subscription");
    expect(req.form.get("line_items[0][price_data][unit_amount]")).toBe("7999");
    expect(req.form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(req.form.get("success_url")).toMatch(/\/dashboard\/checkout-success$/);
    expect(req.form.get("cancel_url")).toMatch(/\/dashboard\/checkout-failure$/);
    expect((await call(checkoutPay, { token: me.token, body: { id: session.json.id, card: "4242424242424242" } })).status).toBe(404);
    const meta = { userId: me.user.id, plan: "standard" };
    await sendEvent("checkout.session.completed", {
      id: session.json.id,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      subscription: "sub_fake_1",
      metadata: meta,
    });
    await sendEvent("invoice.paid", {
      id: "in_fake_1",
      object: "invoice",
      amount_paid: 7999,
      parent: { subscription_details: { subscription: "sub_fake_1", metadata: meta } },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).level).toBe(2);
    expect(await db.ledgerJournal.count({ where: { reference: "invoice:in_fake_1" } })).toBe(1);
    const where = await call(portal, { token: me.token });
    expect(where.json.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    await sendEvent("customer.subscription.deleted", { id: "sub_fake_1", object: "subscription", status: "canceled" });
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).level).toBe(0);
  });

  it("no PayPal keys and no PAYMENTS_SANDBOX: PayPal is off, not the sandbox (503, nothing credited, even for an order approved earlier)", async () => {
    const me = await customer();
    // an order made and approved while the sandbox ran (PAYMENTS_SANDBOX=1: the tests' setting)
    const order = await call(createPaypalOrder, { token: me.token, body: { amount: 5000 } });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect((await call(paypalApprove, { token: me.token, body: { id: order.json.orderId, approve: true } })).status).toBe(200);
    const saved = process.env.PAYMENTS_SANDBOX;
    delete process.env.PAYMENTS_SANDBOX;
    try {
      const capture = await call(createDeposit, {
        token: me.token,
        body: { amount: 5000, paymentType: "paypal", deviceType: "web", charge: order.json.orderId },
      });
      expect(capture.status, JSON.stringify(capture.json)).toBe(503);
      expect(capture.json.error).toBe("PayPal payments are not configured on this server.");
      expect(await wallet(me.user.id)).toBe(0);
      expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: order.json.orderId } })).creditedAt).toBeNull();
      const another = await call(createPaypalOrder, { token: me.token, body: { amount: 5000 } });
      expect(another.status).toBe(503);
      expect(another.json.error).toMatch(/payments are not configured/i);
      expect((await call(paypalApprove, { token: me.token, body: { id: order.json.orderId, approve: true } })).status).toBe(404);
      // cards still go through Stripe
      const card = await call(createDeposit, { token: me.token, body: { amount: 12, paymentType: "card", stripeToken: "pm_card_visa" } });
      expect(card.status, JSON.stringify(card.json)).toBe(200);
      expect(card.json.intent.id).toMatch(/^pi_fake_/);
    } finally {
      process.env.PAYMENTS_SANDBOX = saved;
    }
  });

  it("an unreachable or refusing Stripe is a readable error, not a crash", async () => {
    const me = await customer();
    process.env.STRIPE_SECRET_KEY = "sk_test_wrong";
    try {
      const res = await call(createIntent, { token: me.token, body: { amount: 10 } });
      expect([402, 502]).toContain(res.status);
      expect(res.json.result).toBe(false);
    } finally {
      process.env.STRIPE_SECRET_KEY = KEY;
    }
  });
});
