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

describe("a payment its hold paid", () => {
  type Tx = { type: string; amount: number; title: string; fee: number; held: number };
  const shape = (list: Tx[]) => list.map((t) => [t.type, t.amount, t.title, t.fee, t.held]);
  const TITLE = "Fix a leaking kitchen sink";
  /** `hours` tracked on the contract, ended an hour ago */
  const tracked = (c: { id: string; userId: string }, hours: number) =>
    db.timeEntry.create({
      data: {
        contractId: c.id,
        userId: c.userId,
        start: new Date(Date.now() - (hours + 1) * 3_600_000),
        end: new Date(Date.now() - 3_600_000),
        type: "track",
      },
    });

  it("lists the Payment row of the whole amount, paid from the hold, when the hold paid it all", async () => {
    // $40 × 4 h + 10 % = $176 held at the hire, paid as booked: no wallet line in the payment's journal
    const { owner, worker, jobId } = await hiredContract({ heldFundCents: 17_600 });
    expect((await call(payJob, { token: owner.token, body: { jobId, total: 176 } })).status).toBe(200);
    const c = await call(getTransactions, { token: owner.token, body: {} });
    expect(c.json).toMatchObject({ balance: 0, total: 3, totalPaid: 176 });
    expect(shape(c.json.transactions)).toEqual([
      ["pay", -176, `Payment: ${TITLE}`, 16, 176],
      ["hold", -176, `Held for: ${TITLE}`, 0, 0],
      ["deposit", 176, "Deposit (card)", 0, 0],
    ]);
    expect((await csvLines(owner.user)).slice(0, 2)).toEqual([
      [`"Payment: ${TITLE}"`, "pay", "-160.00", "Completed"],
      [`"Service fee: ${TITLE}"`, "fee", "-16.00", "Completed"],
    ]);
    // the worker's side is unchanged: one earning
    const w = await call(getTransactions, { token: worker.token, body: {} });
    expect(shape(w.json.transactions)).toEqual([["earn", 160, `Earning: ${TITLE}`, 0, 0]]);
  });

  it("shows the whole payment and the hold's return apart when fewer hours were paid", async () => {
    const { owner, jobId, contract } = await hiredContract({ heldFundCents: 17_600 });
    await tracked(contract, 3);
    // 3 hours: $120 + $12 fee = $132 from the $176 hold, $44 back to the wallet in the same journal
    expect((await call(payJob, { token: owner.token, body: { jobId, total: 132 } })).status).toBe(200);
    const c = await call(getTransactions, { token: owner.token, body: {} });
    expect(c.json).toMatchObject({ balance: 44, total: 4, totalPaid: 132 });
    expect(shape(c.json.transactions.slice(0, 2))).toEqual([
      ["hold_return", 44, `Returned from the hold: ${TITLE}`, 0, 0],
      ["pay", -132, `Payment: ${TITLE}`, 12, 132],
    ]);
  });

  it("shows one Payment row, part from the hold and part from the balance, when more hours were paid", async () => {
    const { owner, jobId, contract } = await hiredContract({ heldFundCents: 30_000 });
    await tracked(contract, 5);
    // 5 hours: $200 + $20 fee = $220: the $176 hold and $44 more from the wallet, one row
    expect((await call(payJob, { token: owner.token, body: { jobId, total: 220 } })).status).toBe(200);
    const c = await call(getTransactions, { token: owner.token, body: {} });
    expect(c.json).toMatchObject({ balance: 80, total: 3, totalPaid: 220 });
    expect(shape(c.json.transactions)).toEqual([
      ["pay", -220, `Payment: ${TITLE}`, 20, 176],
      ["hold", -176, `Held for: ${TITLE}`, 0, 0],
      ["deposit", 300, "Deposit (card)", 0, 0],
    ]);
    // the rows' changes of the balance add up to it: a payment's held part is no change now
    const list = c.json.transactions as (Tx & { amountCents: number; heldCents: number })[];
    expect(list.reduce((n, t) => n + t.amountCents + t.heldCents, 0)).toBe(8000);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, driftedWallets: 0 });
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
