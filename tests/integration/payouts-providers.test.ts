// The production payout adapters against local fakes of their HTTP APIs (node:http): Stripe Connect (connected
// account, external bank account, transfer, payout on the connected account, transfer reversal; the Connect
// webhook signed with STRIPE_CONNECT_WEBHOOK_SECRET and checked by the stripe package's verifier) and PayPal
// Payouts (OAuth client credentials, POST /v1/payments/payouts, GET the batch, PAYMENT.PAYOUTS-ITEM.* webhooks
// checked through verify-webhook-signature). The money leaves the wallet at the request and comes back
// exactly once when a payout fails, however many events and polls follow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as submit } from "@/app/api/withdraw/submit_request/route";
import { POST as instant } from "@/app/api/withdraw/instant_payout/route";
import { stripePayoutProvider } from "@/lib/money/payouts/processor-payouts";
import { POST as payoutSetup } from "@/app/api/withdraw/payout_setup/route";
import { POST as getRequests } from "@/app/api/withdraw/get_requests/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { POST as paypalWebhook } from "@/app/api/webhooks/paypal/route";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { processPendingWithdrawals, processWithdrawal } from "@/lib/money/payouts/payouts";
import { fund } from "./wallet-kit";
import { readPayoutSetup } from "@/lib/money/payouts/stripe-connect-onboarding";
import { paypalWebhookRequest } from "./payments-kit";

const STRIPE_KEY = "sk_test_gigline_payouts";
const WHSEC = "whsec_platform_endpoint";
const CONNECT_WHSEC = "whsec_connect_endpoint";
const PP_CLIENT = "pp-payouts-client";
const PP_SECRET = "pp-payouts-secret";
const PP_WEBHOOK_ID = "WH-PAYOUTS";

type Req = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; text: string };
let stripeServer: http.Server;
let paypalServer: http.Server;
let n = 0;
const stripeSeen: (Req & { form: URLSearchParams })[] = [];
const paypalSeen: (Req & { json: Record<string, unknown> })[] = [];

// ---------- Stripe's fake ----------
const byKey = new Map<string, { status: number; body: unknown }>();
type FakeAccount = {
  bankAccounts: Record<string, unknown>[];
  /** debit cards (added on Stripe's side; listed with ?object=card) */
  cards: Record<string, unknown>[];
  payouts_enabled: boolean;
  capabilities: { transfers: string };
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
};
const accounts = new Map<string, FakeAccount>();
const accountObject = (id: string, a: FakeAccount) => ({
  id,
  object: "account",
  payouts_enabled: a.payouts_enabled,
  capabilities: a.capabilities,
  requirements: a.requirements,
});
/** what Stripe says about a verified account */
const verified = (a: FakeAccount) =>
  Object.assign(a, {
    payouts_enabled: true,
    capabilities: { transfers: "active" },
    requirements: { currently_due: [], past_due: [], disabled_reason: null },
  });
const payouts = new Map<string, Record<string, unknown>>();
const transfers = new Map<string, { amount: number; reversed: number; destination: string; withdrawalId: string }>();
/** the next `times` transfer requests answer this (a restricted account, Stripe down) */
let transferTrouble: null | { status: number; body: unknown; times: number } = null;

function stripeRoute(r: Req, form: URLSearchParams): { status: number; body: unknown } {
  const invalid = (message: string, code?: string) => ({ status: 400, body: { error: { type: "invalid_request_error", message, code } } });
  if (r.method === "POST" && r.path === "/v1/accounts") {
    const id = `acct_fake_${++n}`;
    // a new account: Stripe needs the person's details before transfers are active
    const a: FakeAccount = {
      bankAccounts: [],
      cards: [],
      payouts_enabled: false,
      capabilities: { transfers: "inactive" },
      requirements: {
        currently_due: ["individual.dob.day", "individual.ssn_last_4", "tos_acceptance.date"],
        past_due: [],
        disabled_reason: "requirements.past_due",
      },
    };
    accounts.set(id, a);
    return { status: 200, body: { ...accountObject(id, a), email: form.get("email") } };
  }
  if (r.method === "POST" && r.path === "/v1/account_links") {
    const account = form.get("account") ?? "";
    if (!accounts.has(account)) return invalid(`No such account: '${account}'`, "resource_missing");
    return {
      status: 200,
      body: {
        object: "account_link",
        url: `https://connect.stripe.test/setup/s/${account}/${++n}`,
        created: 1_800_000_000,
        expires_at: 1_800_000_300,
      },
    };
  }
  const one = /^\/v1\/accounts\/([^/]+)$/.exec(r.path);
  if (one && r.method === "GET") {
    const a = accounts.get(one[1]);
    if (!a) return invalid(`No such account: '${one[1]}'`, "resource_missing");
    return { status: 200, body: accountObject(one[1], a) };
  }
  let m = /^\/v1\/accounts\/([^/]+)\/external_accounts$/.exec(r.path);
  if (m) {
    const acct = accounts.get(m[1]);
    if (!acct) return invalid(`No such account: '${m[1]}'`, "resource_missing");
    if (r.method === "GET") {
      const data = r.query.get("object") === "card" ? acct.cards : acct.bankAccounts;
      return { status: 200, body: { object: "list", data, has_more: false, url: r.path } };
    }
    const routing = form.get("external_account[routing_number]") ?? "";
    const number = form.get("external_account[account_number]") ?? "";
    const ba = {
      id: `ba_fake_${++n}`,
      object: "bank_account",
      account: m[1],
      routing_number: routing,
      last4: number.slice(-4),
      currency: "usd",
      country: "US",
    };
    acct.bankAccounts.push(ba);
    return { status: 200, body: ba };
  }
  if (r.method === "POST" && r.path === "/v1/transfers") {
    if (transferTrouble) {
      const t = transferTrouble;
      if (--t.times <= 0) transferTrouble = null;
      return t;
    }
    const id = `tr_fake_${++n}`;
    transfers.set(id, {
      amount: Number(form.get("amount")),
      reversed: 0,
      destination: form.get("destination") ?? "",
      withdrawalId: form.get("metadata[withdrawalId]") ?? "",
    });
    return { status: 200, body: { id, object: "transfer", amount: Number(form.get("amount")), destination: form.get("destination") } };
  }
  m = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(r.path);
  if (m) {
    const t = transfers.get(m[1])!;
    t.reversed += Number(form.get("amount"));
    return {
      status: 200,
      body: { id: `trr_fake_${++n}`, object: "transfer_reversal", amount: Number(form.get("amount")), transfer: m[1] },
    };
  }
  const acct = r.headers["stripe-account"] as string | undefined;
  if (r.method === "POST" && r.path === "/v1/payouts") {
    if (!acct || !accounts.has(acct)) return invalid("A payout needs the connected account (Stripe-Account).");
    const po = {
      id: `po_fake_${++n}`,
      object: "payout",
      amount: Number(form.get("amount")),
      currency: "usd",
      destination: form.get("destination"),
      method: form.get("method") ?? "standard",
      status: "pending",
      failure_message: null,
      metadata: { withdrawalId: form.get("metadata[withdrawalId]"), transferId: form.get("metadata[transferId]") },
      account: acct,
    };
    payouts.set(po.id, po);
    return { status: 200, body: po };
  }
  m = /^\/v1\/payouts\/([^/]+)$/.exec(r.path);
  if (m && r.method === "GET") {
    const po = payouts.get(m[1]);
    if (!po || po.account !== acct)
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payout: '${m[1]}'` } },
      };
    return { status: 200, body: po };
  }
  return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${r.method}: ${r.path})` } } };
}

// ---------- PayPal's fake ----------
const batches = new Map<
  string,
  { id: string; senderBatchId: string; status: string; item: { transaction_status: string; errors?: { message: string } } }
>();
const byRequestId = new Map<string, { status: number; body: unknown }>();
let paypalTrouble: null | { status: number; body: unknown } = null;

function paypalRoute(r: Req, body: Record<string, unknown>): { status: number; body: unknown } {
  if (r.method === "POST" && r.path === "/v1/payments/payouts") {
    if (paypalTrouble) {
      const t = paypalTrouble;
      paypalTrouble = null;
      return t;
    }
    const item = (body.items as { receiver: string }[])[0];
    if (item.receiver.includes("+invalid@")) {
      return {
        status: 422,
        body: {
          name: "VALIDATION_ERROR",
          message: "Invalid request.",
          details: [{ issue: "INVALID_RECEIVER", description: "Receiver is invalid or does not match with type." }],
        },
      };
    }
    const senderBatchId = (body.sender_batch_header as { sender_batch_id: string }).sender_batch_id;
    const used = [...batches.values()].find((b) => b.senderBatchId === senderBatchId);
    if (used) {
      return {
        status: 400,
        body: {
          name: "USER_BUSINESS_ERROR",
          message: `Batch with given sender_batch_id already exists: ${senderBatchId}`,
          links: [{ href: `https://api-m.paypal.com/v1/payments/payouts/${used.id}`, rel: "self", method: "GET" }],
        },
      };
    }
    const id = `PB${++n}`;
    batches.set(id, { id, senderBatchId, status: "PENDING", item: { transaction_status: "PENDING" } });
    return {
      status: 201,
      body: { batch_header: { payout_batch_id: id, batch_status: "PENDING", sender_batch_header: body.sender_batch_header } },
    };
  }
  const m = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(r.path);
  if (m && r.method === "GET") {
    const b = batches.get(m[1]);
    if (!b) return { status: 404, body: { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." } };
    return {
      status: 200,
      body: { batch_header: { payout_batch_id: b.id, batch_status: b.status }, items: [{ payout_batch_id: b.id, ...b.item }] },
    };
  }
  if (r.path === "/v1/notifications/verify-webhook-signature") {
    const good = body.webhook_id === PP_WEBHOOK_ID && body.transmission_sig === "valid-signature";
    return { status: 200, body: { verification_status: good ? "SUCCESS" : "FAILURE" } };
  }
  return { status: 404, body: { name: "NOT_FOUND" } };
}

function serve(handler: (r: Req, res: http.ServerResponse) => void): Promise<[http.Server, string]> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      handler(
        {
          method: req.method ?? "",
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          text: Buffer.concat(chunks).toString(),
        },
        res,
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve([server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`])),
  );
}

const send = (res: http.ServerResponse, a: { status: number; body: unknown }) => {
  res.writeHead(a.status, { "content-type": "application/json", "request-id": `req_${++n}` });
  res.end(JSON.stringify(a.body));
};

beforeAll(async () => {
  let base: string;
  [stripeServer, base] = await serve((r, res) => {
    const form = new URLSearchParams(r.text);
    stripeSeen.push({ ...r, form });
    if (r.headers.authorization !== `Bearer ${STRIPE_KEY}`)
      return send(res, { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } } });
    const idem = r.headers["idempotency-key"] as string | undefined;
    const key = idem ? `${r.path}|${idem}` : undefined;
    if (key && byKey.has(key)) return send(res, byKey.get(key)!);
    const answer = stripeRoute(r, form);
    if (key && answer.status < 500) byKey.set(key, answer); // Stripe does not store 5xx answers
    send(res, answer);
  });
  process.env.STRIPE_API_BASE = base;
  [paypalServer, base] = await serve((r, res) => {
    if (r.path === "/v1/oauth2/token") {
      const ok =
        r.headers.authorization === `Basic ${Buffer.from(`${PP_CLIENT}:${PP_SECRET}`).toString("base64")}` &&
        r.text === "grant_type=client_credentials";
      return send(
        res,
        ok
          ? { status: 200, body: { access_token: "A21-payouts", token_type: "Bearer", expires_in: 32400 } }
          : { status: 401, body: { error: "invalid_client" } },
      );
    }
    if (r.headers.authorization !== "Bearer A21-payouts")
      return send(res, { status: 401, body: { name: "AUTHENTICATION_FAILURE", message: "Authentication failed" } });
    const json = r.text ? JSON.parse(r.text) : {};
    paypalSeen.push({ ...r, json });
    const rid = r.headers["paypal-request-id"] as string | undefined;
    if (rid && byRequestId.has(rid)) return send(res, byRequestId.get(rid)!);
    const answer = paypalRoute(r, json);
    if (rid && answer.status < 300) byRequestId.set(rid, answer);
    send(res, answer);
  });
  Object.assign(process.env, {
    PAYPAL_API_BASE: base,
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WHSEC,
    PAYPAL_CLIENT_ID: PP_CLIENT,
    PAYPAL_CLIENT_SECRET: PP_SECRET,
    PAYPAL_WEBHOOK_ID: PP_WEBHOOK_ID,
    PAYOUT_PROVIDER: "stripe",
  });
});
afterAll(async () => {
  for (const k of [
    "STRIPE_API_BASE",
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_CONNECT_WEBHOOK_SECRET",
    "PAYPAL_API_BASE",
    "PAYPAL_CLIENT_ID",
    "PAYPAL_CLIENT_SECRET",
    "PAYPAL_WEBHOOK_ID",
    "PAYOUT_PROVIDER",
  ])
    delete process.env[k];
  await Promise.all([new Promise((r) => stripeServer.close(r)), new Promise((r) => paypalServer.close(r))]);
});

/** A funded provider; `ready` (default) also finishes Stripe's onboarding, as the person would before a bank withdrawal. */
async function provider(cents = 10_000, ready = true) {
  const p = await createUser({ type: "provider", firstName: "Pat", lastName: "Provider" });
  await fund(p.user.id, cents);
  if (ready) await onboard(p.token);
  return p;
}

/** withdraw/payout_setup, then Stripe verifies the account and says so with account.updated. */
async function onboard(token: string): Promise<string> {
  const { status, json } = await call(payoutSetup, { token });
  expect(status, JSON.stringify(json)).toBe(200);
  const account = /\/setup\/s\/(acct_fake_\d+)\//.exec(json.url)![1];
  const a = verified(accounts.get(account)!);
  expect((await connectEvent("account.updated", { ...accountObject(account, a), account })).status).toBe(200);
  return account;
}

async function withdraw(token: string, body: Record<string, unknown>): Promise<string> {
  const { status, json } = await call(submit, { token, body });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.withdrawal._id as string;
}

const toBank = (amount: number | string, accountNumber = "000123456789") => ({
  paymentType: "bank",
  amount,
  bankName: "Pat Provider",
  routingNumber: "110000000",
  accountNumber,
});
const status = async (id: string) => (await db.withdrawal.findUniqueOrThrow({ where: { id } })).status;

const signer = new Stripe("sk_test_signer_only");
function connectEvent(type: string, payout: Record<string, unknown>, secret = CONNECT_WHSEC, id = `evt_${++n}`, created?: number) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    account: payout.account,
    ...(created === undefined ? {} : { created }),
    data: { object: payout },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return stripeWebhook(
    new Request("http://localhost/api/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": header, "content-type": "application/json" },
      body: payload,
    }),
  );
}

function payoutItemEvent(
  type: string,
  batchId: string,
  withdrawalId: string,
  transactionStatus: string,
  sig = "valid-signature",
  id = `WH-PO-${++n}`,
) {
  const body = JSON.stringify({
    id,
    event_type: type,
    resource: {
      payout_batch_id: batchId,
      payout_item_id: `IT${n}`,
      transaction_status: transactionStatus,
      payout_item: { sender_item_id: withdrawalId },
    },
  });
  return paypalWebhook(paypalWebhookRequest(body, sig, `t-${n}`));
}

describe("Stripe Connect payouts of bank withdrawals (local fake)", () => {
  it("creates the connected account once, transfers and pays out with idempotency keys, and marks the withdrawal paid from the signed payout.paid event", async () => {
    const p = await provider();
    const id = await withdraw(p.token, toBank("25.50"));
    expect(await walletBalanceCents(p.user.id)).toBe(7450);
    expect(await processWithdrawal(id)).toBe("pending");
    const w = await db.withdrawal.findUniqueOrThrow({ where: { id } });
    expect(w.payoutReference).toMatch(/^po_fake_/);

    const acctReq = stripeSeen.findLast((s) => s.path === "/v1/accounts")!;
    expect(acctReq.headers["idempotency-key"]).toBe(`acct:${p.user.id}`);
    expect(acctReq.form.get("capabilities[transfers][requested]")).toBe("true");
    expect(acctReq.form.get("settings[payouts][schedule][interval]")).toBe("manual");
    const account = (await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).stripeAccountId;
    const transfer = stripeSeen.findLast((s) => s.path === "/v1/transfers")!;
    expect(transfer.headers["idempotency-key"]).toBe(`tr:${id}`);
    expect(Object.fromEntries(transfer.form)).toMatchObject({
      amount: "2550",
      currency: "usd",
      destination: account,
      "metadata[withdrawalId]": id,
    });
    const po = stripeSeen.findLast((s) => s.path === "/v1/payouts")!;
    expect(po.headers["stripe-account"]).toBe(account);
    expect(po.headers["idempotency-key"]).toBe(`po:${id}`);
    expect(po.form.get("amount")).toBe("2550");
    // the full bank number went to Stripe only, never into our answers
    expect(stripeSeen.some((s) => s.form.get("external_account[account_number]") === "000123456789")).toBe(true);

    // a forged event (platform secret is right, but signed with another) changes nothing
    const payout = payouts.get(w.payoutReference!)!;
    expect((await connectEvent("payout.paid", { ...payout, status: "paid" }, "whsec_someone_else")).status).toBe(400);
    expect(await status(id)).toBe("pending");
    const eventId = `evt_paid_${id}`;
    expect((await connectEvent("payout.paid", { ...payout, status: "paid" }, CONNECT_WHSEC, eventId)).status).toBe(200);
    expect(await status(id)).toBe("paid");
    expect(await (await connectEvent("payout.paid", { ...payout, status: "paid" }, CONNECT_WHSEC, eventId)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_paid:${id}` } })).toBe(1);
    expect(await walletBalanceCents(p.user.id)).toBe(7450);

    // a second withdrawal to the same bank reuses the connected account and the bank account
    const accountsBefore = stripeSeen.filter((s) => s.path === "/v1/accounts").length;
    const banksBefore = stripeSeen.filter((s) => s.method === "POST" && s.path.endsWith("/external_accounts")).length;
    const second = await withdraw(p.token, toBank(10));
    expect(await processWithdrawal(second)).toBe("pending");
    expect(stripeSeen.filter((s) => s.path === "/v1/accounts").length).toBe(accountsBefore);
    expect(stripeSeen.filter((s) => s.method === "POST" && s.path.endsWith("/external_accounts")).length).toBe(banksBefore);
  });

  it("a failed payout reverses the transfer and returns the money to the wallet exactly once (event, replayed event, poll)", async () => {
    const p = await provider();
    const id = await withdraw(p.token, toBank(40));
    expect(await processWithdrawal(id)).toBe("pending");
    const ref = (await db.withdrawal.findUniqueOrThrow({ where: { id } })).payoutReference!;
    const failed = { ...payouts.get(ref)!, status: "failed", failure_message: "The bank account has been closed." };
    payouts.set(ref, failed);
    expect((await connectEvent("payout.failed", failed)).status).toBe(200);
    expect((await connectEvent("payout.failed", failed)).status).toBe(200); // another delivery, another event id
    expect(await processWithdrawal(id)).toBe("failed");
    expect(await processPendingWithdrawals()).toBeGreaterThanOrEqual(0);
    const w = await db.withdrawal.findUniqueOrThrow({ where: { id } });
    expect(w).toMatchObject({ status: "failed", failureReason: "The bank account has been closed." });
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_refund:${id}` } })).toBe(1);
    const transferId = (payouts.get(ref)!.metadata as { transferId: string }).transferId;
    expect(transfers.get(transferId)!.reversed).toBe(4000); // reversed once, not twice
    expect(await db.notification.count({ where: { userId: p.user.id, type: "withdrawal_failed" } })).toBe(1);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("a paid payout the bank returns later (payout.failed after payout.paid) comes back to the wallet once", async () => {
    const p = await provider();
    const id = await withdraw(p.token, toBank(30));
    expect(await processWithdrawal(id)).toBe("pending");
    const ref = (await db.withdrawal.findUniqueOrThrow({ where: { id } })).payoutReference!;
    const paid = { ...payouts.get(ref)!, status: "paid" };
    payouts.set(ref, paid);
    expect((await connectEvent("payout.paid", paid)).status).toBe(200);
    expect(await status(id)).toBe("paid");
    expect(await walletBalanceCents(p.user.id)).toBe(7000);

    const returned = { ...paid, status: "failed", failure_message: "The bank account has been closed." };
    payouts.set(ref, returned);
    expect((await connectEvent("payout.failed", returned)).status).toBe(200);
    expect((await connectEvent("payout.failed", returned)).status).toBe(200); // delivered again
    expect((await connectEvent("payout.paid", paid)).status).toBe(200); // a stale paid event changes nothing
    const w = await db.withdrawal.findUniqueOrThrow({ where: { id } });
    expect(w).toMatchObject({ status: "failed", failureReason: "Returned after it was paid out: The bank account has been closed." });
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_refund:${id}` } })).toBe(1);
    const transferId = ((returned as Record<string, unknown>).metadata as { transferId: string }).transferId;
    expect(transfers.get(transferId)!.reversed).toBe(3000);
    const notes = await db.notification.findMany({ where: { userId: p.user.id, type: "withdrawal_failed" } });
    expect(notes.map((n) => n.message)).toEqual([expect.stringContaining("was returned after it was paid out")]);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("a lost webhook: the sweep polls the payout and marks it paid", async () => {
    const p = await provider();
    const id = await withdraw(p.token, toBank(12));
    expect(await processWithdrawal(id)).toBe("pending");
    const ref = (await db.withdrawal.findUniqueOrThrow({ where: { id } })).payoutReference!;
    expect(await processWithdrawal(id)).toBe("pending"); // still in transit
    payouts.set(ref, { ...payouts.get(ref)!, status: "paid" });
    await processPendingWithdrawals();
    expect(await status(id)).toBe("paid");
    expect(stripeSeen.filter((s) => s.path === "/v1/payouts" && s.form.get("metadata[withdrawalId]") === id)).toHaveLength(1); // polled, not paid again
  });

  it("Stripe refusing the transfer fails the withdrawal at once and returns the money; Stripe being down keeps it pending without a second transfer", async () => {
    const p = await provider();
    const refused = await withdraw(p.token, toBank(30));
    transferTrouble = {
      times: 1,
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          message:
            "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
        },
      },
    };
    expect(await processWithdrawal(refused)).toBe("failed");
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: refused } })).failureReason).toMatch(/capabilities enabled: transfers/);

    const later = await withdraw(p.token, toBank(30));
    transferTrouble = { times: 3, status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } };
    const before = stripeSeen.filter((s) => s.path === "/v1/transfers").length;
    expect(await processWithdrawal(later)).toBe("pending");
    expect(stripeSeen.filter((s) => s.path === "/v1/transfers").length - before).toBe(3); // the stripe package retried the 500 itself
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: later } })).payoutReference).toBeNull();
    expect(await walletBalanceCents(p.user.id)).toBe(7000);
    expect(await processWithdrawal(later)).toBe("pending"); // the sweep's next run: transfer + payout
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: later } })).payoutReference).toMatch(/^po_fake_/);
    expect(await processWithdrawal(later)).toBe("pending"); // and the one after polls
    expect([...transfers.values()].filter((t) => t.withdrawalId === later)).toHaveLength(1);
  });
});

describe("Stripe Connect instant payouts to a debit card (local fake)", () => {
  const debitCard = (last4 = "5556") => ({
    id: `card_fake_${++n}`,
    object: "card",
    brand: "Visa",
    funding: "debit",
    last4,
    currency: "usd",
    available_payout_methods: ["standard", "instant"],
  });

  it("transfers, then sends a payout with method=instant to the account's debit card under the withdrawal's idempotency keys; payout.paid settles it", async () => {
    const p = await provider(10_000);
    const account = (await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).stripeAccountId;
    const card = debitCard();
    accounts.get(account)!.cards.push(card);
    const made = await call(instant, { token: p.token, body: { amount: "30", fee: "0.50", idempotencyKey: "instant-1" } });
    const json = made.json;
    expect(made.status, JSON.stringify(json)).toBe(200);
    expect(json.withdrawal).toMatchObject({ paymentType: "card", amount: 30, fee: 0.5, destination: "Instant to Visa debit ••••5556" });
    const id = json.withdrawal._id as string;
    expect(await walletBalanceCents(p.user.id)).toBe(10_000 - 3_050);
    expect(await processWithdrawal(id)).toBe("pending");

    const transfer = stripeSeen.findLast((s) => s.path === "/v1/transfers")!;
    expect(transfer.headers["idempotency-key"]).toBe(`tr:${id}`);
    expect(transfer.form.get("amount")).toBe("3000"); // the fee stays with the platform
    const po = stripeSeen.findLast((s) => s.method === "POST" && s.path === "/v1/payouts")!;
    expect(po.headers["idempotency-key"]).toBe(`po:${id}`);
    expect(po.headers["stripe-account"]).toBe(account);
    expect(Object.fromEntries(po.form)).toMatchObject({ amount: "3000", currency: "usd", method: "instant", destination: card.id });

    // the step again (a crash, the sweep): the same keys, so Stripe answers the first payout and nothing moves twice
    const w = await db.withdrawal.findUniqueOrThrow({ where: { id } });
    const again = await stripePayoutProvider.payout({
      withdrawalId: id,
      userId: p.user.id,
      amountCents: 3000,
      destination: { method: "card", brand: "Visa debit", last4: "5556" },
      idempotencyKey: `withdrawal:${id}`,
    });
    expect(again).toEqual({ status: "pending", reference: w.payoutReference });
    expect([...transfers.values()].filter((t) => t.withdrawalId === id)).toHaveLength(1);

    const payout = payouts.get(w.payoutReference!)!;
    expect(payout.method).toBe("instant");
    expect((await connectEvent("payout.paid", { ...payout, status: "paid" })).status).toBe(200);
    expect(await status(id)).toBe("paid");
    expect(await walletBalanceCents(p.user.id)).toBe(6_950);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("without a debit card that takes instant payouts the call is refused (409) before any money moves", async () => {
    const p = await provider(10_000);
    const account = (await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).stripeAccountId;
    accounts.get(account)!.cards.push({ ...debitCard("1111"), available_payout_methods: ["standard"] });
    const { status, json } = await call(instant, { token: p.token, body: { amount: "30", fee: "0.50" } });
    expect(status).toBe(409);
    expect(json.error).toMatch(/debit card/);
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
  });
});

describe("PayPal Payouts of PayPal withdrawals (local fake)", () => {
  it("sends one payout item keyed by the withdrawal, and the verified PAYMENT.PAYOUTS-ITEM.SUCCEEDED marks it paid once", async () => {
    const p = await provider();
    const id = await withdraw(p.token, { paymentType: "paypal", amount: 10, paypal: "pat@example.com" });
    expect(await processWithdrawal(id)).toBe("pending");
    expect(await processWithdrawal(id)).toBe("pending"); // a second run polls, it does not send again
    const sent = paypalSeen.filter((s) => s.path === "/v1/payments/payouts");
    const mine = sent.filter((s) => (s.json.items as { sender_item_id: string }[])[0].sender_item_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0].headers["paypal-request-id"]).toBe(`payout-${id}`);
    expect(mine[0].json).toMatchObject({
      sender_batch_header: { sender_batch_id: `withdrawal-${id}`, recipient_type: "EMAIL" },
      items: [{ recipient_type: "EMAIL", receiver: "pat@example.com", amount: { value: "10.00", currency: "USD" }, sender_item_id: id }],
    });
    const batch = (await db.withdrawal.findUniqueOrThrow({ where: { id } })).payoutReference!;
    expect(batch).toMatch(/^PB/);

    expect((await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.SUCCEEDED", batch, id, "SUCCESS", "forged")).status).toBe(400);
    expect(await status(id)).toBe("pending");
    const eventId = `WH-SUCC-${id}`;
    expect((await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.SUCCEEDED", batch, id, "SUCCESS", "valid-signature", eventId)).status).toBe(200);
    expect(await status(id)).toBe("paid");
    expect(
      await (await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.SUCCEEDED", batch, id, "SUCCESS", "valid-signature", eventId)).json(),
    ).toEqual({ received: true, duplicate: true });
    expect(await walletBalanceCents(p.user.id)).toBe(9000);
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_paid:${id}` } })).toBe(1);
  });

  it("an item returned (unclaimed) found by the poll returns the money once; a later FAILED event changes nothing", async () => {
    const p = await provider();
    const id = await withdraw(p.token, { paymentType: "paypal", amount: 20, paypal: "nobody@example.com" });
    expect(await processWithdrawal(id)).toBe("pending");
    const batch = (await db.withdrawal.findUniqueOrThrow({ where: { id } })).payoutReference!;
    batches.get(batch)!.item = { transaction_status: "UNCLAIMED" };
    expect(await processWithdrawal(id)).toBe("pending");
    batches.get(batch)!.item = { transaction_status: "RETURNED" };
    expect(await processWithdrawal(id)).toBe("failed");
    expect((await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.FAILED", batch, id, "FAILED")).status).toBe(200);
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_refund:${id}` } })).toBe(1);
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id } })).failureReason).toBe("PayPal did not complete the payout (returned).");
  });

  it("a paid item that PayPal reverses later returns the money once", async () => {
    const p = await provider();
    const id = await withdraw(p.token, { paymentType: "paypal", amount: 15, paypal: "someone@example.com" });
    expect(await processWithdrawal(id)).toBe("pending");
    const batch = (await db.withdrawal.findUniqueOrThrow({ where: { id } })).payoutReference!;
    expect((await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.SUCCEEDED", batch, id, "SUCCESS")).status).toBe(200);
    expect(await walletBalanceCents(p.user.id)).toBe(8500);
    expect((await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.RETURNED", batch, id, "RETURNED")).status).toBe(200);
    expect((await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.REVERSED", batch, id, "REVERSED")).status).toBe(200);
    expect((await payoutItemEvent("PAYMENT.PAYOUTS-ITEM.SUCCEEDED", batch, id, "SUCCESS")).status).toBe(200);
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    expect(await db.withdrawal.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "failed" });
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_refund:${id}` } })).toBe(1);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("a receiver PayPal refuses fails at once with PayPal's message; PayPal short of funds keeps it pending", async () => {
    const p = await provider();
    const bad = await withdraw(p.token, { paymentType: "paypal", amount: 5, paypal: "pat+invalid@example.com" });
    expect(await processWithdrawal(bad)).toBe("failed");
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: bad } })).failureReason).toBe(
      "Receiver is invalid or does not match with type.",
    );
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);

    const short = await withdraw(p.token, { paymentType: "paypal", amount: 5, paypal: "pat@example.com" });
    paypalTrouble = { status: 422, body: { name: "INSUFFICIENT_FUNDS", message: "Sender does not have sufficient funds." } };
    expect(await processWithdrawal(short)).toBe("pending");
    expect(await walletBalanceCents(p.user.id)).toBe(9500);
    expect(await processWithdrawal(short)).toBe("pending"); // sent now (PayPal has the money again): pending at PayPal
    const batch = (await db.withdrawal.findUniqueOrThrow({ where: { id: short } })).payoutReference;
    expect(batch).toMatch(/^PB/);
    // the answer was lost and PayPal no longer knows the request id: the used sender_batch_id leads back to the same batch
    await db.withdrawal.update({ where: { id: short }, data: { payoutReference: null } });
    byRequestId.clear();
    expect(await processWithdrawal(short)).toBe("pending");
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: short } })).payoutReference).toBe(batch);
    expect([...batches.values()].filter((b) => b.senderBatchId === `withdrawal-${short}`)).toHaveLength(1);
  });

  it("without the other provider's keys a withdrawal is never marked paid: it waits (PAYOUT_PROVIDER=paypal, bank, no Stripe key)", async () => {
    const p = await provider();
    const id = await withdraw(p.token, toBank(15));
    process.env.PAYOUT_PROVIDER = "paypal";
    delete process.env.STRIPE_SECRET_KEY;
    try {
      expect(await processWithdrawal(id)).toBe("pending");
      expect(await walletBalanceCents(p.user.id)).toBe(8500);
    } finally {
      process.env.PAYOUT_PROVIDER = "stripe";
      process.env.STRIPE_SECRET_KEY = STRIPE_KEY;
    }
    expect(await processWithdrawal(id)).toBe("pending"); // Stripe on again: sent, pending at Stripe
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });
});

describe("Stripe Connect onboarding before bank withdrawals (local fake)", () => {
  it("withdraw/payout_setup creates the connected account once and answers Stripe's onboarding link; a customer or a signed-out caller gets none", async () => {
    const p = await provider(10_000, false);
    const before = stripeSeen.filter((s) => s.path === "/v1/accounts").length;
    const first = await call(payoutSetup, { token: p.token });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ result: true, setup: { state: "details_due" } });
    expect(first.json.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/s\/acct_fake_\d+\//);
    const account = (await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).stripeAccountId;
    expect(first.json.url).toContain(`/${account}/`);
    const link = stripeSeen.findLast((s) => s.path === "/v1/account_links")!;
    expect(Object.fromEntries(link.form)).toMatchObject({
      account,
      type: "account_onboarding",
      "collection_options[fields]": "currently_due",
    });
    expect(link.form.get("return_url")).toMatch(/\/dashboard\/withdraw\?stripe=return$/);
    expect(link.form.get("refresh_url")).toMatch(/\/dashboard\/withdraw\?stripe=refresh$/);

    // again (an expired link): a new link, the same account
    const again = await call(payoutSetup, { token: p.token });
    expect(again.status).toBe(200);
    expect(again.json.url).toContain(`/${account}/`);
    expect(again.json.url).not.toBe(first.json.url);
    expect(stripeSeen.filter((s) => s.path === "/v1/accounts").length).toBe(before + 1);

    // the withdraw screen's read: what Stripe still needs (read from Stripe, since it was never read)
    const read = await call(getRequests, { token: p.token });
    expect(read.json.payoutSetup).toMatchObject({
      state: "details_due",
      payoutsEnabled: false,
      transfersActive: false,
      disabledReason: "requirements.past_due",
    });
    expect(read.json.payoutSetup.requirementsDue).toContain("individual.ssn_last_4");

    // someone else gets their own account, never this one; a customer and a signed-out caller get nothing
    const other = await provider(100, false);
    const theirs = await call(payoutSetup, { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.json.url).not.toContain(`/${account}/`);
    const customer = await createUser({ type: "customer" });
    const links = stripeSeen.filter((s) => s.path === "/v1/account_links").length;
    expect((await call(payoutSetup, { token: customer.token })).status).toBe(403);
    expect((await call(payoutSetup, {})).status).toBe(401);
    expect(stripeSeen.filter((s) => s.path === "/v1/account_links").length).toBe(links);
    expect(await db.payoutAccount.count({ where: { userId: customer.user.id } })).toBe(0);
  });

  it("a bank withdrawal is refused (409) while Stripe needs details, before any money moves; PayPal still works", async () => {
    const p = await provider(10_000, false);
    const journals = await db.ledgerJournal.count();
    const transfers = stripeSeen.filter((s) => s.path === "/v1/transfers").length;
    // not started: no connected account yet
    let r = await call(submit, { token: p.token, body: toBank(20) });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ result: false, payoutSetup: { state: "not_started" } });
    expect(r.json.error).toMatch(/Stripe needs a few details/);
    // details due
    await call(payoutSetup, { token: p.token });
    r = await call(submit, { token: p.token, body: toBank(20) });
    expect(r.status).toBe(409);
    expect(r.json.payoutSetup.state).toBe("details_due");
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(0);
    expect(await db.ledgerJournal.count()).toBe(journals);
    expect(stripeSeen.filter((s) => s.path === "/v1/transfers").length).toBe(transfers);
    // an ended session is told nothing of its Stripe set-up, and Stripe is not asked
    const asked = stripeSeen.length;
    await db.session.updateMany({ where: { userId: p.user.id }, data: { revokedAt: new Date() } });
    expect(await call(submit, { token: p.token, body: toBank(20) })).toMatchObject({
      status: 401,
      json: { result: false, error: "Please sign in to continue." },
    });
    expect(stripeSeen.length).toBe(asked);
    await db.session.updateMany({ where: { userId: p.user.id }, data: { revokedAt: null } });
    // PayPal withdrawals do not need Stripe
    const id = await withdraw(p.token, { paymentType: "paypal", amount: 5, paypal: "pat@example.com" });
    expect(await status(id)).toBe("pending");
    expect(await walletBalanceCents(p.user.id)).toBe(9_500);
  });

  it("the signed account.updated event stores the status (a forged one changes nothing); a ready account withdraws as before", async () => {
    const p = await provider(10_000, false);
    await call(payoutSetup, { token: p.token });
    const account = (await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).stripeAccountId;
    const a = accounts.get(account)!;
    // the person sent some details: Stripe is verifying (nothing due, not enabled yet)
    a.requirements = { currently_due: [], past_due: [], disabled_reason: "requirements.pending_verification" };
    expect((await connectEvent("account.updated", { ...accountObject(account, a), account })).status).toBe(200);
    let row = await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } });
    expect(row).toMatchObject({
      payoutsEnabled: false,
      transfersActive: false,
      requirementsDue: [],
      disabledReason: "requirements.pending_verification",
    });
    expect(row.statusUpdatedAt).not.toBeNull();
    const r = await call(submit, { token: p.token, body: toBank(20) });
    expect(r.status).toBe(409);
    expect(r.json.payoutSetup.state).toBe("verifying");

    // a forged "verified" event is refused and stores nothing
    const ready = accountObject(account, {
      ...a,
      payouts_enabled: true,
      capabilities: { transfers: "active" },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
    expect((await connectEvent("account.updated", { ...ready, account }, "whsec_someone_else")).status).toBe(400);
    expect((await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).payoutsEnabled).toBe(false);
    // the real one, stored once (a replay is a duplicate)
    const eventId = `evt_acct_${account}`;
    expect((await connectEvent("account.updated", { ...ready, account }, CONNECT_WHSEC, eventId)).status).toBe(200);
    expect(await (await connectEvent("account.updated", { ...ready, account }, CONNECT_WHSEC, eventId)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    row = await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } });
    expect(row).toMatchObject({ payoutsEnabled: true, transfersActive: true, disabledReason: null });
    expect((await call(getRequests, { token: p.token })).json.payoutSetup.state).toBe("ready");

    verified(a);
    const id = await withdraw(p.token, toBank("12.34"));
    expect(await walletBalanceCents(p.user.id)).toBe(10_000 - 1234);
    expect(await processWithdrawal(id)).toBe("pending");
    const transfer = stripeSeen.findLast((s) => s.path === "/v1/transfers")!;
    expect(Object.fromEntries(transfer.form)).toMatchObject({ amount: "1234", destination: account, "metadata[withdrawalId]": id });
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("account.updated events apply in Stripe's time: an older status delivered after a newer one changes nothing", async () => {
    const p = await provider(10_000, false);
    await call(payoutSetup, { token: p.token });
    const account = (await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).stripeAccountId;
    const a = accounts.get(account)!;
    const now = Math.floor(Date.now() / 1000);
    const ready = accountObject(account, {
      ...a,
      payouts_enabled: true,
      capabilities: { transfers: "active" },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
    const due = accountObject(account, {
      ...a,
      payouts_enabled: false,
      capabilities: { transfers: "inactive" },
      requirements: { currently_due: ["individual.ssn_last_4"], past_due: [], disabled_reason: "requirements.past_due" },
    });
    // Stripe sent "details due" at now-60 and "verified" at now-10; the verified one arrives first
    expect((await connectEvent("account.updated", { ...ready, account }, CONNECT_WHSEC, undefined, now - 10)).status).toBe(200);
    expect((await connectEvent("account.updated", { ...due, account }, CONNECT_WHSEC, undefined, now - 60)).status).toBe(200);
    const row = await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } });
    expect(row).toMatchObject({ payoutsEnabled: true, transfersActive: true, requirementsDue: [], disabledReason: null });
    expect(row.statusUpdatedAt!.getTime()).toBe((now - 10) * 1000);
    expect((await call(getRequests, { token: p.token })).json.payoutSetup.state).toBe("ready");
    // a later status still applies
    expect((await connectEvent("account.updated", { ...due, account }, CONNECT_WHSEC, undefined, now - 5)).status).toBe(200);
    expect((await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).requirementsDue).toEqual(["individual.ssn_last_4"]);
  });

  it("coming back from Stripe reads the account (the page's ?stripe=return), without waiting for the webhook", async () => {
    const p = await provider(10_000, false);
    await call(payoutSetup, { token: p.token });
    const account = (await db.payoutAccount.findUniqueOrThrow({ where: { userId: p.user.id } })).stripeAccountId;
    verified(accounts.get(account)!);
    // no webhook yet: the stored status is what Stripe said before
    await db.payoutAccount.update({
      where: { userId: p.user.id },
      data: { statusUpdatedAt: new Date(), requirementsDue: ["individual.dob.day"] },
    });
    expect((await readPayoutSetup(p.user.id))!.state).toBe("details_due");
    expect((await readPayoutSetup(p.user.id, { refresh: true }))!.state).toBe("ready");
    expect((await call(submit, { token: p.token, body: toBank(10) })).status).toBe(200);
  });
});
