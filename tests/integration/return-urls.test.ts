// Return URLs of 3-D Secure, PayPal, Checkout and the plan portal: the configured public address when
// NEXTAUTH_URL is set, else the address the browser used (its Host), never X-Forwarded-Host.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { POST as createSession } from "@/app/api/user/create_stripe_session/route";
import { POST as portal } from "@/app/api/user/billing_portal/route";
import { POST as checkoutPay } from "@/app/api/sandbox/checkout_pay/route";
import { POST as createPaypalOrder } from "@/app/api/deposit/create_paypal_order/route";
import { requestOrigin } from "@/lib/http/request-origin";
import { CARD, cardDeposit, customer } from "./payments-kit";

const BROWSER = { host: "127.0.0.1:3300", "x-forwarded-host": "evil.example" };
let saved: string | undefined;

async function urlsFor(headers: Record<string, string>) {
  const me = await customer();
  const threeDS = await cardDeposit(me.token, 75, CARD.threeDS, headers);
  expect(threeDS.status, JSON.stringify(threeDS.json)).toBe(200);
  const checkout = await call(createSession, { token: me.token, headers, body: { type: "basic" } });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
  expect((await call(checkoutPay, { token: me.token, body: { id: checkout.json.id, card: CARD.ok } })).status).toBe(200);
  const manage = await call(portal, { token: me.token, headers });
  expect(manage.status, JSON.stringify(manage.json)).toBe(200);
  const paypal = await call(createPaypalOrder, { token: me.token, headers, body: { amount: 40 } });
  expect(paypal.status, JSON.stringify(paypal.json)).toBe(200);
  return {
    authenticate: threeDS.json.intent.next_action.redirect_to_url.url as string,
    back: threeDS.json.intent.next_action.redirect_to_url.return_url as string,
    checkout: checkout.json.url as string,
    portal: manage.json.url as string,
    paypal: paypal.json.approveUrl as string,
  };
}

describe("return URLs", () => {
  beforeEach(() => {
    saved = process.env.NEXTAUTH_URL;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = saved;
  });

  it("without NEXTAUTH_URL: every return URL uses the Host the browser sent, never X-Forwarded-Host", async () => {
    delete process.env.NEXTAUTH_URL;
    const u = await urlsFor(BROWSER);
    expect(u.authenticate.startsWith("http://127.0.0.1:3300/sandbox/authenticate/")).toBe(true);
    expect(u.back).toBe("http://127.0.0.1:3300/dashboard/payment");
    expect(u.checkout.startsWith("http://127.0.0.1:3300/sandbox/checkout/")).toBe(true);
    expect(u.portal).toBe(
      `http://127.0.0.1:3300/sandbox/portal?return=${encodeURIComponent("http://127.0.0.1:3300/dashboard/subscription")}`,
    );
    expect(u.paypal.startsWith("http://127.0.0.1:3300/sandbox/paypal/")).toBe(true);
    expect(JSON.stringify(u)).not.toContain("evil.example");
    expect(JSON.stringify(u)).not.toContain("localhost");
  });

  it("with NEXTAUTH_URL: the configured public address, whatever Host says", async () => {
    process.env.NEXTAUTH_URL = "https://gigline.example/";
    const u = await urlsFor(BROWSER);
    for (const url of [u.authenticate, u.back, u.checkout, u.portal, u.paypal])
      expect(url.startsWith("https://gigline.example/")).toBe(true);
    expect(JSON.stringify(u)).not.toContain("127.0.0.1");
  });

  it("a malformed Host is not used", () => {
    const req = (host: string) => new Request("http://localhost/api/x", { headers: { host } });
    expect(requestOrigin(req("127.0.0.1:3300"))).toBe("http://127.0.0.1:3300");
    expect(requestOrigin(req("[::1]:3000"))).toBe("http://[::1]:3000");
    expect(requestOrigin(req("evil.example/path"))).toBeNull();
    expect(requestOrigin(req("a@evil.example"))).toBeNull();
    expect(requestOrigin(req(""))).toBeNull();
  });
});
