// transaction/get_transactions and the CSV download against real PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { POST as getTransactions } from "@/app/api/transaction/get_transactions/route";
import { GET as csv } from "@/app/api/transaction/csv/route";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as submit } from "@/app/api/withdraw/submit_request/route";
import { fund, hiredContract, setFeePercent } from "./wallet-kit";

beforeAll(async () => {
  await setFeePercent(10);
});

describe("transaction/get_transactions", () => {
  it("shows deposit and pay for the customer, earn and withdraw for the provider, with balances and totals", async () => {
    const { owner, worker, jobId } = await hiredContract({ fundCents: 20_000 });
    expect((await call(payJob, { token: owner.token, body: { jobId } })).status).toBe(200);
    expect(
      (await call(submit, { token: worker.token, body: { paymentType: "paypal", amount: 60, paypal: "pat@example.com" } })).status,
    ).toBe(200);

    const c = await call(getTransactions, { token: owner.token, body: {} });
    expect(c.status).toBe(200);
    expect(c.json).toMatchObject({ result: true, page: 1, pageSize: 10, total: 2, balance: 24, totalPaid: 176, totalEarned: 0 });
    expect(c.json.transactions.map((t: { type: string; amount: number; title: string }) => [t.type, t.amount, t.title])).toEqual([
      ["pay", -176, "Payment: Fix a leaking kitchen sink"],
      ["deposit", 200, "Deposit (card)"],
    ]);
    expect(c.json.transactions[0].job).toEqual({ _id: jobId, title: "Fix a leaking kitchen sink" });

    const p = await call(getTransactions, { token: worker.token, body: {} });
    expect(p.json).toMatchObject({ total: 2, balance: 100, totalPaid: 0, totalEarned: 160 });
    expect(p.json.transactions.map((t: { type: string; amount: number }) => [t.type, t.amount])).toEqual([
      ["withdraw", -60],
      ["earn", 160],
    ]);
  });

  it("pages 10 rows at a time, newest first, and shows only the person's own wallet", async () => {
    const { user, token } = await createUser({ type: "customer" });
    for (let i = 1; i <= 12; i++) await fund(user.id, i * 100);
    const first = await call(getTransactions, { token, body: { page: 1 } });
    expect(first.json.transactions).toHaveLength(10);
    expect(first.json.transactions[0].amount).toBe(12);
    const second = await call(getTransactions, { token, body: { page: 2 } });
    expect(second.json.transactions.map((t: { amount: number }) => t.amount)).toEqual([2, 1]);
    expect(second.json).toMatchObject({ total: 12, balance: 78 });
    const other = await createUser({ type: "provider" });
    expect((await call(getTransactions, { token: other.token, body: {} })).json).toMatchObject({ total: 0, balance: 0, transactions: [] });
    expect((await call(getTransactions, { token, body: { page: 0 } })).status).toBe(400);
    expect((await call(getTransactions, { body: {} })).status).toBe(401);
  });
});

describe("GET /api/transaction/csv", () => {
  it("downloads the history as CSV with the session cookie, formulas neutralised", async () => {
    const { owner, jobId } = await hiredContract({ fundCents: 20_000 });
    await call(payJob, { token: owner.token, body: { jobId } });
    const { cookie } = await webSessionCookie(owner.user);
    const { status, res } = await call(csv, { method: "GET", headers: { cookie } });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="gigline-transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Date,Transaction,Type,Amount,Status");
    expect(lines.slice(1).map((l) => l.split(",").slice(1))).toEqual([
      ['"Payment: Fix a leaking kitchen sink"', "pay", "-160.00", "Completed"],
      ['"Service fee: Fix a leaking kitchen sink"', "fee", "-16.00", "Completed"],
      ['"Deposit (card)"', "deposit", "200.00", "Completed"],
    ]);
    expect((await call(csv, { method: "GET" })).status).toBe(401);
  });
});
