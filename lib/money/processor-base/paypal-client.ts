// PayPal REST (Orders v2) when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set: an OAuth client-credentials
// token, create order (intent CAPTURE), capture, and webhook verification through PayPal's own
// verify-webhook-signature call (PayPal checks the certificate chain and the CRC32 signature; we need no
// certificate code of our own). Stateless apart from a cached access token (a warm process reuses it; a new
// one fetches another): works on serverless hosts, no disk.
import { env } from "@/lib/env";
import { ProcessorError } from "@/lib/money/processor-base/processor-types";

export function paypalEnabled() {
  return !!(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
}

let token: { key: string; value: string; expires: number } | undefined;

async function accessToken(): Promise<string> {
  const key = `${env.PAYPAL_API_BASE}|${env.PAYPAL_CLIENT_ID}`;
  if (token && token.key === key && token.expires > Date.now() + 60_000) return token.value;
  const basic = Buffer.from(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`).toString("base64");
  const res = await fetch(`${env.PAYPAL_API_BASE}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: "grant_type=client_credentials",
  });
  if (!res.ok) throw new ProcessorError("PayPal is not reachable right now. Please try again.", 502);
  const json = (await res.json()) as { access_token: string; expires_in: number };
  token = { key, value: json.access_token, expires: Date.now() + json.expires_in * 1000 };
  return json.access_token;
}

async function paypal<T>(path: string, body: unknown, requestId?: string): Promise<T> {
  return paypalRequest<T>("POST", path, body, requestId);
}

/** One PayPal REST call with the cached bearer token; a non-2xx answer throws ProcessorError (with `.code` = PayPal's error name). */
export async function paypalRequest<T>(method: "GET" | "POST", path: string, body?: unknown, requestId?: string): Promise<T> {
  const res = await fetch(`${env.PAYPAL_API_BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessToken()}`,
      "content-type": "application/json",
      accept: "application/json",
      ...(requestId ? { "paypal-request-id": requestId } : {}),
    },
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
  });
  const json = (await res.json().catch(() => ({}))) as T & {
    name?: string;
    message?: string;
    details?: { description?: string; issue?: string }[];
  };
  if (!res.ok) {
    const message = json.details?.[0]?.description ?? json.message ?? "PayPal refused the payment.";
    throw new ProcessorError(message, res.status === 404 ? 404 : res.status >= 500 || res.status === 429 ? 502 : 402, json.name, json);
  }
  return json;
}

export type PaypalOrder = {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: { captures?: { id: string; status: string; amount: { value: string; currency_code: string } }[] };
  }[];
};

export function createOrder(o: { amountCents: number; userId: string; requestId: string; returnUrl: string; cancelUrl: string }) {
  return paypal<PaypalOrder>(
    "/v2/checkout/orders",
    {
      intent: "CAPTURE",
      purchase_units: [
        {
          amount: { currency_code: "USD", value: (o.amountCents / 100).toFixed(2) },
          custom_id: o.userId,
          description: "Gigline wallet deposit",
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: o.returnUrl,
            cancel_url: o.cancelUrl,
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
          },
        },
      },
    },
    o.requestId,
  );
}

export function captureOrder(orderId: string) {
  return paypal<PaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `capture-${orderId}`);
}

/** PayPal's verify-webhook-signature: true when PayPal says SUCCESS for these headers and this event. */
export async function verifyWebhookSignature(headers: Headers, event: unknown): Promise<boolean> {
  if (!env.PAYPAL_WEBHOOK_ID) return false;
  const need = ["paypal-auth-algo", "paypal-cert-url", "paypal-transmission-id", "paypal-transmission-sig", "paypal-transmission-time"];
  if (need.some((h) => !headers.get(h))) return false;
  const out = await paypal<{ verification_status: string }>("/v1/notifications/verify-webhook-signature", {
    auth_algo: headers.get("paypal-auth-algo"),
    cert_url: headers.get("paypal-cert-url"),
    transmission_id: headers.get("paypal-transmission-id"),
    transmission_sig: headers.get("paypal-transmission-sig"),
    transmission_time: headers.get("paypal-transmission-time"),
    webhook_id: env.PAYPAL_WEBHOOK_ID,
    webhook_event: event,
  }).catch(() => ({ verification_status: "FAILURE" }));
  return out.verification_status === "SUCCESS";
}

/** "50.00" USD → 5000 cents (null when not a plain two-decimal USD amount). */
export function paypalCents(amount: { value: string; currency_code: string } | undefined): number | null {
  if (!amount || amount.currency_code !== "USD" || !/^\d+(\.\d{1,2})?$/.test(amount.value)) return null;
  const [whole, frac = ""] = amount.value.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
