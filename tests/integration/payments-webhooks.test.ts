// POST /api/webhooks/stripe: the raw body's signature (stripe's own verifier), timestamp tolerance, each event
// id stored once, out-of-order delivery, and a replay after a crash between the provider and us.
import { describe, expect, it, vi } from "vitest";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { sandboxWebhookSecret } from "@/lib/money/processor-base/stripe-client";
import { deliverSandboxEvents } from "@/lib/money/processors/sandbox-events";
import { checkLedger } from "@/lib/money/ledger/ledger";
import { bankIntentAwaitingVerification, customer, settleBankJob, verifyBank, wallet } from "./payments-kit";

// A crash inside the event's transaction, once, when asked: the ledger write throws after the event row
// was inserted, so both must roll back together.
const crash = vi.hoisted(() => ({ next: false }));
vi.mock("@/lib/money/ledger/ledger", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/money/ledger/ledger")>();
  return {
    ...real,
    postJournal: async (...args: Parameters<typeof real.postJournal>) => {
      if (crash.next) {
        crash.next = false;
        throw new Error("simulated crash while posting the journal");
      }
      return real.postJournal(...args);
    },
  };
});

const signer = new Stripe("sk_test_signer_only");

function send(payload: string, opts: { secret?: string; timestamp?: number; header?: string | null } = {}) {
  const header =
    opts.header === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? sandboxWebhookSecret(), timestamp: opts.timestamp })
      : opts.header;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (header !== null) headers["stripe-signature"] = header;
  return webhook(new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers, body: payload }));
}

let n = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${++n}`) {
  return JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
}

/** An intent in requires_action (micro-deposits) that no event has succeeded yet. */
async function pendingIntent(amountDollars = 80) {
  const me = await customer();
  const id = await bankIntentAwaitingVerification(me.token, amountDollars);
  return { me, id, cents: amountDollars * 100 };
}

const succeeded = (id: string, cents: number) => ({
  id,
  object: "payment_intent",
  status: "succeeded",
  amount: cents,
  amount_received: cents,
  currency: "usd",
});

describe("POST /api/webhooks/stripe", () => {
  it("credits a deposit from a signed payment_intent.succeeded", async () => {
    const { me, id, cents } = await pendingIntent();
    const res = await send(event("payment_intent.succeeded", succeeded(id, cents)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await wallet(me.user.id)).toBe(cents);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("succeeded");
  });

  it("refuses a bad signature (another secret) and a tampered body with 400, and changes nothing", async () => {
    const { me, id, cents } = await pendingIntent();
    const payload = event("payment_intent.succeeded", succeeded(id, cents));
    const wrongSecret = await send(payload, { secret: "whsec_someone_else" });
    expect(wrongSecret.status).toBe(400);
    expect((await wrongSecret.json()).error).toMatch(/signature/i);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: sandboxWebhookSecret() });
    const tampered = await send(payload.replace(String(cents), String(cents * 100)), { header });
    expect(tampered.status).toBe(400);
    expect((await send(payload, { header: null })).status).toBe(400);
    expect((await send(payload, { header: "t=1,v1=abc" })).status).toBe(400);
    expect(await wallet(me.user.id)).toBe(0);
    expect(await db.webhookEvent.count({ where: { objectId: id, type: "payment_intent.succeeded" } })).toBe(0);
  });

  it("refuses a stale timestamp (older than the 300 s tolerance) even when correctly signed", async () => {
    const { me, id, cents } = await pendingIntent();
    const payload = event("payment_intent.succeeded", succeeded(id, cents));
    const res = await send(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/tolerance/i);
    expect(await wallet(me.user.id)).toBe(0);
    // the same event, freshly signed, is accepted: a stale one was not recorded
    expect((await send(payload)).status).toBe(200);
    expect(await wallet(me.user.id)).toBe(cents);
  });

  it("a duplicate event answers 200 and does nothing; a second event for the same intent credits nothing either", async () => {
    const { me, id, cents } = await pendingIntent();
    const payload = event("payment_intent.succeeded", succeeded(id, cents));
    expect((await send(payload)).status).toBe(200);
    const dup = await send(payload);
    expect(dup.status).toBe(200);
    expect(await dup.json()).toEqual({ received: true, duplicate: true });
    expect((await send(event("payment_intent.succeeded", succeeded(id, cents)))).status).toBe(200);
    expect(await wallet(me.user.id)).toBe(cents);
    expect(await db.ledgerJournal.count({ where: { reference: `deposit:${id}` } })).toBe(1);
  });

  it("out of order: processing or requires_action after succeeded does not regress, and a late success still credits", async () => {
    const { me, id, cents } = await pendingIntent();
    await send(event("payment_intent.succeeded", succeeded(id, cents)));
    await send(event("payment_intent.processing", { ...succeeded(id, cents), status: "processing" }));
    await send(event("payment_intent.requires_action", { ...succeeded(id, cents), status: "requires_action" }));
    await send(
      event("payment_intent.payment_failed", {
        ...succeeded(id, cents),
        status: "requires_payment_method",
        last_payment_error: { message: "late failure" },
      }),
    );
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("succeeded");
    expect(await wallet(me.user.id)).toBe(cents);

    const second = await pendingIntent(30);
    await send(event("payment_intent.processing", { ...succeeded(second.id, second.cents), status: "processing" }));
    await send(event("payment_intent.requires_action", { ...succeeded(second.id, second.cents), status: "requires_action" }));
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("processing");
    await send(event("payment_intent.succeeded", succeeded(second.id, second.cents)));
    expect(await wallet(second.me.user.id)).toBe(second.cents);
  });

  it("never credits an amount the intent was not created for", async () => {
    const { me, id, cents } = await pendingIntent();
    expect((await send(event("payment_intent.succeeded", succeeded(id, cents + 1)))).status).toBe(200);
    expect(await wallet(me.user.id)).toBe(0);
  });

  it("replay after a crash: a failure mid-event stores nothing (500), and the provider's retry applies it once", async () => {
    const { me, id, cents } = await pendingIntent();
    const payload = event("payment_intent.succeeded", succeeded(id, cents));
    crash.next = true;
    const crashed = await send(payload);
    expect(crashed.status).toBe(500);
    expect(await wallet(me.user.id)).toBe(0);
    expect(await db.webhookEvent.count({ where: { objectId: id, type: "payment_intent.succeeded" } })).toBe(0);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("requires_action");
    expect((await send(payload)).status).toBe(200);
    expect((await send(payload)).status).toBe(200);
    expect(await wallet(me.user.id)).toBe(cents);
  });

  it("replay after a crash of the sandbox: an event left undelivered is delivered by the next run, once", async () => {
    const me = await customer();
    const id = await bankIntentAwaitingVerification(me.token, 60);
    const verified = await verifyBank(me.token, id, "SM11AA");
    expect(verified.status).toBe(200);
    crash.next = true; // the test bank settles; the in-process delivery fails: the event stays in the outbox
    await settleBankJob(id);
    expect(await wallet(me.user.id)).toBe(0);
    expect(await db.sandboxEvent.count({ where: { deliveredAt: null, type: "payment_intent.succeeded", payload: { contains: id } } })).toBe(
      1,
    );
    await deliverSandboxEvents();
    await deliverSandboxEvents();
    expect(await wallet(me.user.id)).toBe(6000);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, negativeWallets: 0, driftedWallets: 0, unbalancedJournals: 0 });
  });

  it("stores and ignores event types it does not act on, and refuses what is not an event", async () => {
    expect((await send(event("charge.refund.updated", { id: "re_1", object: "refund" }))).status).toBe(200);
    expect((await send("{}")).status).toBe(400);
    expect((await send("not json")).status).toBe(400);
  });
});
