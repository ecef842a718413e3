// PayPal REST (Orders v2) against a local fake of PayPal's API: OAuth client credentials (Basic auth), create
// order with PayPal-Request-Id, capture, and the webhook route verified through verify-webhook-signature.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { POST as createPaypalOrder } from "@/app/api/deposit/create_paypal_order/route";
import { POST as createDeposit } from "@/app/api/deposit/create_deposit/route";
import { POST as paypalApprove } from "@/app/api/sandbox/paypal_approve/route";
import { POST as webhook } from "@/app/api/webhooks/paypal/route";
import { customer, paypalWebhookRequest, wallet } from "./payments-kit";

const CLIENT = "paypal-client-id";
const SECRET = "paypal-client-secret";
const WEBHOOK_ID = "WH-GIGLINE-TEST";
let server: http.Server;
let n = 0;
const seen: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
const orders = new Map<string, { amount: string; status: string }>();

function startFake(): Promise<string> {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString();
      const path = req.url ?? "";
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (path === "/v1/oauth2/token") {
        const ok =
          req.headers.authorization === `Basic ${Buffer.from(`${CLIENT}:${SECRET}`).toString("base64")}` &&
          text === "grant_type=client_credentials";
        return ok
          ? send(200, { access_token: "A21-fake-token", token_type: "Bearer", expires_in: 32400 })
          : send(401, { error: "invalid_client" });
      }
      if (req.headers.authorization !== "Bearer A21-fake-token")
        return send(401, { name: "AUTHENTICATION_FAILURE", message: "Authentication failed" });
      const body = text ? JSON.parse(text) : {};
      seen.push({ path, headers: req.headers, body });
      if (path === "/v2/checkout/orders") {
        const id = `ORDER${++n}`;
        orders.set(id, { amount: body.purchase_units[0].amount.value, status: "PAYER_ACTION_REQUIRED" });
        return send(201, {
          id,
          status: "PAYER_ACTION_REQUIRED",
          links: [{ rel: "payer-action", href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}` }],
        });
      }
      const m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
      if (m) {
        const o = orders.get(m[1]);
        if (!o) return send(404, { name: "RESOURCE_NOT_FOUND", details: [{ description: "The specified resource does not exist." }] });
        if (o.status === "PAYER_ACTION_REQUIRED")
          return send(422, { name: "UNPROCESSABLE_ENTITY", details: [{ description: "The order has not been approved by the payer." }] });
        o.status = "COMPLETED";
        return send(201, {
          id: m[1],
          status: "COMPLETED",
          purchase_units: [
            { payments: { captures: [{ id: `CAP${m[1]}`, status: "COMPLETED", amount: { value: o.amount, currency_code: "USD" } }] } },
          ],
        });
      }
      if (path === "/v1/notifications/verify-webhook-signature") {
        const good = body.webhook_id === WEBHOOK_ID && body.transmission_sig === "valid-signature" && body.webhook_event?.id;
        return send(200, { verification_status: good ? "SUCCESS" : "FAILURE" });
      }
      send(404, { name: "NOT_FOUND" });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  process.env.PAYPAL_API_BASE = await startFake();
  process.env.PAYPAL_CLIENT_ID = CLIENT;
  process.env.PAYPAL_CLIENT_SECRET = SECRET;
  process.env.PAYPAL_WEBHOOK_ID = WEBHOOK_ID;
});
afterAll(async () => {
  for (const k of ["PAYPAL_API_BASE", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"]) delete process.env[k];
  await new Promise((r) => server.close(r));
});

function paypalEvent(orderId: string, value: string, sig = "valid-signature", id = `WH-${++n}`) {
  const body = JSON.stringify({
    id,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource: {
      id: `CAP${orderId}`,
      status: "COMPLETED",
      amount: { value, currency_code: "USD" },
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  });
  return webhook(paypalWebhookRequest(body, sig, `t-${n}`));
}

describe("PayPal Orders v2 (local fake)", () => {
  it("creates the order with PayPal-Request-Id, refuses capture before approval, credits a completed capture once", async () => {
    const me = await customer();
    const order = await call(createPaypalOrder, {
      token: me.token,
      headers: { "idempotency-key": `pp-${Date.now()}` },
      body: { amount: "25.50" },
    });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect(order.json.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=ORDER/);
    const req = seen.findLast((s) => s.path === "/v2/checkout/orders")!;
    expect(req.headers["paypal-request-id"]).toMatch(new RegExp(`^order-${me.user.id}-pp-`));
    expect(req.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: "USD", value: "25.50" }, custom_id: me.user.id }],
    });
    expect((await call(paypalApprove, { token: me.token, body: { id: order.json.orderId, approve: true } })).status).toBe(404);
    const early = await call(createDeposit, {
      token: me.token,
      body: { amount: "25.50", paymentType: "paypal", charge: order.json.orderId },
    });
    expect(early.status).toBe(402);
    expect(early.json.error).toBe("The order has not been approved by the payer.");
    orders.get(order.json.orderId)!.status = "APPROVED"; // the payer approved it at PayPal
    const paid = await call(createDeposit, {
      token: me.token,
      body: { amount: "25.50", paymentType: "paypal", charge: order.json.orderId },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.balance).toBe(25.5);
    expect(seen.findLast((s) => s.path.endsWith("/capture"))!.headers["paypal-request-id"]).toBe(`capture-${order.json.orderId}`);
    // PayPal's webhook for the same capture arrives afterwards: stored, credits nothing more
    expect((await paypalEvent(order.json.orderId, "25.50")).status).toBe(200);
    expect(await wallet(me.user.id)).toBe(2550);
  });

  it("webhook: a bad signature is refused; a verified PAYMENT.CAPTURE.COMPLETED credits once, a duplicate is a no-op", async () => {
    const me = await customer();
    const order = await call(createPaypalOrder, { token: me.token, body: { amount: 12 } });
    const bad = await paypalEvent(order.json.orderId, "12.00", "forged");
    expect(bad.status).toBe(400);
    expect(await wallet(me.user.id)).toBe(0);
    const id = `WH-DUP-${Date.now()}`;
    expect((await paypalEvent(order.json.orderId, "12.00", "valid-signature", id)).status).toBe(200);
    const dup = await paypalEvent(order.json.orderId, "12.00", "valid-signature", id);
    expect(await dup.json()).toEqual({ received: true, duplicate: true });
    expect(await wallet(me.user.id)).toBe(1200);
    expect(await db.webhookEvent.count({ where: { provider: "paypal", eventId: id } })).toBe(1);
  });

  it("a capture of another amount than the order's is never credited", async () => {
    const me = await customer();
    const order = await call(createPaypalOrder, { token: me.token, body: { amount: 12 } });
    expect((await paypalEvent(order.json.orderId, "120.00")).status).toBe(200);
    expect(await wallet(me.user.id)).toBe(0);
  });
});
