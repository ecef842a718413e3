// What the transaction history and its CSV show beyond wallet entries, through the real calls: the service
// fee of a payment as its own line, plan and credit purchases with their receipts, and a bank deposit that is
// Processing until the test bank settles it, then Completed (credited once).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { webSessionCookie } from "../helpers/session-cookie";
import { POST as getTransactions } from "@/app/api/transaction/get_transactions/route";
import { GET as csv } from "@/app/api/transaction/csv/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as createSession } from "@/app/api/user/create_stripe_session/route";
import { POST as checkoutPay } from "@/app/api/sandbox/checkout_pay/route";
import { checkLedger } from "@/lib/money/ledger/ledger";
import { hiredContract, setFeePercent } from "./wallet-kit";
import { CARD, bankIntentAwaitingVerification, customer, settleBankJob, verifyBank, wallet } from "./payments-kit";

beforeAll(async () => {
  await setFeePercent(10);
});

async function csvLines(user: { id: string; email: string; type: string }) {
  const { cookie } = await webSessionCookie(user as never);
  const { res } = await call(csv, { method: "GET", headers: { cookie } });
  const [header, ...lines] = (await res.text()).trim().split("\r\n");
  expect(header).toBe("Date,Transaction,Type,Amount,Status");
  return lines.map((l) => l.split(",").slice(1));
}

describe("service fee as its own line", () => {
  it("shows the payer's fee on the payment row and as its own CSV line; the receipts itemise it", async () => {
    const { owner, worker, jobId } = await hiredContract({ fundCents: 20_000 });
    expect((await call(payJob, { token: owner.token, body: { jobId } })).status).toBe(200);
    const c = await call(getTransactions, { token: owner.token, body: {} });
    expect(c.json.transactions[0]).toMatchObject({ type: "pay", amount: -176, fee: 16, feeCents: 1600, status: "completed" });
    const w = await call(getTransactions, { token: worker.token, body: {} });
    expect(w.json.transactions[0]).toMatchObject({ type: "earn", amount: 160, fee: 0 });
    expect(await csvLines(owner.user)).toContainEqual(['"Service fee: Fix a leaking kitchen sink"', "fee", "-16.00", "Completed"]);

    const payer = await db.mailOutbox.findFirstOrThrow({ where: { to: owner.user.email } });
    expect(payer.text).toContain("Amount: $160.00\nService fee (10%): $16.00\nTotal: $176.00");
    const earner = await db.mailOutbox.findFirstOrThrow({ where: { to: worker.user.email } });
    expect(earner.text).toContain("Gross: $160.00\nService fee: $0.00\nNet earned: $160.00");
  });
});

describe("plan charges and credit purchases", () => {
  it("lists a Basic plan charge and a hire credit with their receipts, without touching the balance", async () => {
    const me = await customer();
    const single = await call(createSession, { token: me.token, body: { type: "single job posting" } });
    expect((await call(checkoutPay, { token: me.token, body: { id: single.json.id, card: CARD.ok } })).status).toBe(200);
    const basic = await call(createSession, { token: me.token, body: { type: "basic" } });
    expect((await call(checkoutPay, { token: me.token, body: { id: basic.json.id, card: CARD.ok } })).status).toBe(200);

    const h = await call(getTransactions, { token: me.token, body: {} });
    expect(h.json).toMatchObject({ total: 2, balance: 0, totalPaid: 0 });
    expect(h.json.transactions.map((t: { type: string; amount: number; title: string }) => [t.type, t.amount, t.title])).toEqual([
      ["plan", -49.99, "Basic plan (paid by card)"],
      ["plan", expect.any(Number), "One hire credit (paid by card)"],
    ]);
    expect((await csvLines(me.user)).map((l) => l[1])).toEqual(["plan", "plan"]);
    const receipts = await db.mailOutbox.findMany({ where: { to: me.user.email }, orderBy: { createdAt: "asc" } });
    expect(receipts.map((r) => r.subject)).toEqual([
      expect.stringMatching(/^Receipt: you paid \$[\d.]+ for one hire credit$/),
      "Receipt: you paid $49.99 for the Basic plan",
    ]);
    expect(receipts[1].text).toContain("Total charged to your card: $49.99");
    expect(await wallet(me.user.id)).toBe(0);
  });
});

describe("bank deposit: Processing, then Completed", () => {
  it("shows the deposit as processing (not in the balance) until the settle job runs, then completed once", async () => {
    const me = await customer();
    const id = await bankIntentAwaitingVerification(me.token, 120);
    expect((await verifyBank(me.token, id, "SM11AA")).status).toBe(200);
    const before = await call(getTransactions, { token: me.token, body: {} });
    expect(before.json).toMatchObject({ balance: 0, total: 0, transactions: [] });
    expect(before.json.processing).toEqual([
      expect.objectContaining({ _id: id, type: "deposit", amount: 120, status: "processing", title: "Deposit by bank transfer" }),
    ]);
    expect(await csvLines(me.user)).toEqual([['"Deposit by bank transfer"', "deposit", "120.00", "Processing"]]);

    await settleBankJob(id);
    await settleBankJob(id);
    const after = await call(getTransactions, { token: me.token, body: {} });
    expect(after.json).toMatchObject({ balance: 120, total: 1, processing: [] });
    expect(after.json.transactions).toEqual([
      expect.objectContaining({ type: "deposit", amount: 120, status: "completed", title: "Deposit by bank transfer" }),
    ]);
    expect(await wallet(me.user.id)).toBe(12_000);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, driftedWallets: 0 });
  });
});
