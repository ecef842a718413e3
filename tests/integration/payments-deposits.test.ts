// deposit/create_payment_intent, confirm_payment_intent, verify_microdeposits, create_deposit and
// create_paypal_order on the built-in sandbox processor (no keys), against real PostgreSQL: the wallet moves
// only when the processor's signed event arrives, once.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as createIntent } from "@/app/api/deposit/create_payment_intent/route";
import { POST as createDeposit } from "@/app/api/deposit/create_deposit/route";
import { POST as createPaypalOrder } from "@/app/api/deposit/create_paypal_order/route";
import { POST as authenticate } from "@/app/api/sandbox/authenticate/route";
import { POST as paypalApprove } from "@/app/api/sandbox/paypal_approve/route";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { checkLedger } from "@/lib/money/ledger/ledger";
import { CARD, bankIntentAwaitingVerification, cardDeposit, customer, settleBankJob, verifyBank, wallet } from "./payments-kit";
import { runDueJobs } from "@/lib/background/queue";
import { sandboxSettleBankDeposit } from "@/lib/money/processors/sandbox-processor";

describe("deposit by card (sandbox)", () => {
  it("credits the wallet once when the test card 4242… succeeds, through the signed webhook", async () => {
    const me = await customer();
    const { status, json } = await cardDeposit(me.token, "50.25", CARD.ok);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.intent).toMatchObject({ status: "succeeded", amount: 5025, currency: "usd" });
    expect(json.balance).toBe(50.25);
    expect(await wallet(me.user.id)).toBe(5025);
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id: json.intent.id } });
    expect(row).toMatchObject({ status: "succeeded", provider: "sandbox", method: "card" });
    expect(row.creditedAt).not.toBeNull();
    const events = await db.webhookEvent.findMany({ where: { objectId: json.intent.id } });
    expect(events.map((e) => e.type)).toEqual(["payment_intent.succeeded"]);
    const journal = await db.ledgerJournal.findMany({ where: { reference: `deposit:${json.intent.id}` } });
    expect(journal).toHaveLength(1);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it.each([
    ["declined", CARD.declined, PAY_MSG.Declined],
    ["insufficient funds", CARD.noFunds, PAY_MSG.InsufficientFunds],
    ["a real (non-test) card", "4111 1111 1111 1111", PAY_MSG.NotTestCard],
  ])("answers the card's message for %s and credits nothing", async (_label, card, message) => {
    const me = await customer();
    const { status, json } = await cardDeposit(me.token, 20, card);
    expect(status).toBe(402);
    expect(json).toMatchObject({ result: false, error: message });
    expect(await wallet(me.user.id)).toBe(0);
  });

  it("refuses a card number that is not one", async () => {
    const me = await customer();
    const { status, json } = await cardDeposit(me.token, 20, "1234 5678");
    expect(status).toBe(402);
    expect(json.error).toBe(PAY_MSG.InvalidCard);
  });

  it("3-D Secure card: requires_action with the sandbox's authentication page, credited after Complete only", async () => {
    const me = await customer();
    const { status, json } = await cardDeposit(me.token, 75, CARD.threeDS);
    expect(status).toBe(200);
    expect(json.intent.status).toBe("requires_action");
    expect(json.intent.next_action.redirect_to_url.url).toMatch(new RegExp(`/sandbox/authenticate/${json.intent.id}$`));
    expect(await wallet(me.user.id)).toBe(0);
    const other = await customer();
    expect((await call(authenticate, { token: other.token, body: { id: json.intent.id, outcome: "complete" } })).status).toBe(404);
    const done = await call(authenticate, { token: me.token, body: { id: json.intent.id, outcome: "complete" } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await wallet(me.user.id)).toBe(7500);
    expect((await call(authenticate, { token: me.token, body: { id: json.intent.id, outcome: "complete" } })).status).toBe(409);
    expect(await wallet(me.user.id)).toBe(7500);
  });

  it("3-D Secure failed: the intent goes back to requires_payment_method with the message", async () => {
    const me = await customer();
    const { json } = await cardDeposit(me.token, 75, CARD.threeDS);
    await call(authenticate, { token: me.token, body: { id: json.intent.id, outcome: "fail" } });
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id: json.intent.id } });
    expect(row).toMatchObject({ status: "requires_payment_method", lastError: PAY_MSG.AuthFailed });
    expect(await wallet(me.user.id)).toBe(0);
  });

  it.each([
    ["0", 0],
    ["a negative amount", -5],
    ["text", "ten"],
    ["the ceiling", "9999999.99"],
  ])("refuses %s with 'Amount must be 0 ~ 999999.99'", async (_label, amount) => {
    const me = await customer();
    const { status, json } = await cardDeposit(me.token, amount, CARD.ok);
    expect(status).toBe(400);
    expect(json.error).toBe(PAY_MSG.CardAmount);
  });

  it("refuses sub-cent amounts before any write", async () => {
    const me = await customer();
    const { status } = await cardDeposit(me.token, "10.001", CARD.ok);
    expect(status).toBe(400);
    expect(await db.paymentIntent.count({ where: { userId: me.user.id } })).toBe(0);
  });

  it("is for employers only and needs a sign-in", async () => {
    const worker = await createUser({ type: "provider" });
    expect((await cardDeposit(worker.token, 20, CARD.ok)).status).toBe(403);
    expect((await call(createDeposit, { body: { amount: 20, paymentType: "card", stripeToken: CARD.ok } })).status).toBe(401);
  });

  it("the same Idempotency-Key and payload answers the first deposit again; a different payload is refused", async () => {
    const me = await customer();
    const headers = { "idempotency-key": `dep-${Date.now()}` };
    const first = await cardDeposit(me.token, 30, CARD.ok, headers);
    const again = await cardDeposit(me.token, 30, CARD.ok, headers);
    expect(again.json).toEqual(first.json);
    const [a, b] = await Promise.all([cardDeposit(me.token, 30, CARD.ok, headers), cardDeposit(me.token, 30, CARD.ok, headers)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await wallet(me.user.id)).toBe(3000);
    const changed = await cardDeposit(me.token, 31, CARD.ok, headers);
    expect(changed.status).toBe(422);
    expect(await wallet(me.user.id)).toBe(3000);
    expect(await db.paymentIntent.count({ where: { userId: me.user.id } })).toBe(1);
  });

  it("concurrent submits with one key create one intent and one credit", async () => {
    const me = await customer();
    const headers = { "idempotency-key": `race-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 4 }, () => cardDeposit(me.token, 12, CARD.ok, headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.intent.id)).size).toBe(1);
    expect(await wallet(me.user.id)).toBe(1200);
    expect(await db.paymentIntent.count({ where: { userId: me.user.id } })).toBe(1);
  });
});

describe("deposit by bank (us_bank_account, micro-deposits)", () => {
  it("requires_confirmation → Confirm → verify with the descriptor code SM11AA → processing → credited", async () => {
    const me = await customer();
    const id = await bankIntentAwaitingVerification(me.token, 120);
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("requires_action");
    expect(await wallet(me.user.id)).toBe(0);
    const wrong = await verifyBank(me.token, id, "SM99ZZ");
    expect(wrong.status).toBe(402);
    expect(wrong.json.error).toBe(PAY_MSG.DescriptorMismatch);
    const ok = await verifyBank(me.token, id, "sm11aa");
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.intent.status).toBe("processing");
    // processing: not in the balance until the test bank settles it (the settle job, SANDBOX_BANK_SETTLE_SECONDS later)
    expect(await wallet(me.user.id)).toBe(0);
    await runDueJobs(); // not due yet
    expect(await wallet(me.user.id)).toBe(0);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("processing");
    expect((await verifyBank(me.token, id, "SM11AA")).status).toBe(409);
    expect(await settleBankJob(id)).toBe(1);
    expect(await wallet(me.user.id)).toBe(12000);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("succeeded");
    const events = await db.webhookEvent.findMany({ where: { objectId: id }, orderBy: { receivedAt: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["payment_intent.requires_action", "payment_intent.processing", "payment_intent.succeeded"]);
    // once: the job again (a worker's retry) and the settle step again change nothing
    await sandboxSettleBankDeposit(id);
    await settleBankJob(id);
    expect(await wallet(me.user.id)).toBe(12000);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, driftedWallets: 0 });
  });

  it("verifies with the comma-separated amounts 32,45 (in either order); wrong amounts are refused", async () => {
    const me = await customer();
    const id = await bankIntentAwaitingVerification(me.token, 15);
    const wrong = await verifyBank(me.token, id, "32,46");
    expect(wrong.json.error).toBe(PAY_MSG.AmountsMismatch);
    expect((await verifyBank(me.token, id, "45, 32")).status).toBe(200);
    expect(await wallet(me.user.id)).toBe(0);
    await settleBankJob(id);
    expect(await wallet(me.user.id)).toBe(1500);
  });

  it.each([
    ["an empty text", "", PAY_MSG.VerifyRequired],
    ["more than 10 characters", "32,45,00000", PAY_MSG.VerifyTooLong],
  ])("refuses %s", async (_label, text, message) => {
    const me = await customer();
    const id = await bankIntentAwaitingVerification(me.token);
    const { status, json } = await verifyBank(me.token, id, text);
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });

  it.each([
    ["an amount of 10", { amount: 10 }, PAY_MSG.BankAmount],
    ["an amount of 0", { amount: 0 }, PAY_MSG.BankAmount],
    ["no name", { name: "" }, PAY_MSG.FirstName],
    ["a bad e-mail", { email: "not-an-email" }, PAY_MSG.Email],
  ])("refuses %s with the spec's message", async (_label, patch, message) => {
    const me = await customer();
    const body = { amount: 50, paymentType: "bank", name: "Erin Employer", email: "erin@example.test", ...patch };
    const { status, json } = await call(createIntent, { token: me.token, body });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });

  it("someone else's intent is not found", async () => {
    const me = await customer();
    const id = await bankIntentAwaitingVerification(me.token);
    const other = await customer();
    const { status } = await verifyBank(other.token, id, "SM11AA");
    expect(status).toBe(404);
    expect(await wallet(other.user.id)).toBe(0);
    expect(await wallet(me.user.id)).toBe(0);
  });

  it("a card intent from create_payment_intent answers its client secret (spec: intent.client_secret)", async () => {
    const me = await customer();
    const { status, json } = await call(createIntent, { token: me.token, body: { amount: 25, customerId: "cus_ignored" } });
    expect(status).toBe(200);
    expect(json.intent.client_secret).toMatch(new RegExp(`^${json.intent.id}_secret_`));
    expect(json.intent.status).toBe("requires_payment_method");
  });
});

describe("deposit by PayPal (sandbox orders)", () => {
  it("order → approve → capture credits once; a second capture changes nothing", async () => {
    const me = await customer();
    const order = await call(createPaypalOrder, { token: me.token, body: { amount: 40 } });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect(order.json.approveUrl).toContain(`/sandbox/paypal/${order.json.orderId}`);
    const early = await call(createDeposit, { token: me.token, body: { amount: 40, paymentType: "paypal", charge: order.json.orderId } });
    expect(early.status).toBe(409);
    expect((await call(paypalApprove, { token: me.token, body: { id: order.json.orderId, approve: true } })).status).toBe(200);
    const stale = await call(createDeposit, { token: me.token, body: { amount: 41, paymentType: "paypal", charge: order.json.orderId } });
    expect(stale.status).toBe(409);
    const paid = await call(createDeposit, { token: me.token, body: { amount: 40, paymentType: "paypal", charge: order.json.orderId } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.balance).toBe(40);
    const again = await call(createDeposit, { token: me.token, body: { amount: 40, paymentType: "paypal", charge: order.json.orderId } });
    expect(again.json.balance).toBe(40);
    expect(await wallet(me.user.id)).toBe(4000);
  });

  it("a cancelled order is never captured, and nobody else can capture an order", async () => {
    const me = await customer();
    const other = await customer();
    const order = await call(createPaypalOrder, { token: me.token, body: { amount: 40 } });
    expect(
      (await call(createDeposit, { token: other.token, body: { amount: 40, paymentType: "paypal", charge: order.json.orderId } })).status,
    ).toBe(404);
    await call(paypalApprove, { token: me.token, body: { id: order.json.orderId, approve: false } });
    expect(
      (await call(createDeposit, { token: me.token, body: { amount: 40, paymentType: "paypal", charge: order.json.orderId } })).status,
    ).toBe(409);
    expect(await wallet(me.user.id)).toBe(0);
  });
});
