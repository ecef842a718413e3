// Instant payouts (withdraw/instant_payout) and automatic payouts (withdraw/auto_payout, the task
// "wallet:auto-payouts") on the payout sandbox, against real PostgreSQL: the fee from the settings table,
// amount + fee in one journal, the guards against two at once and a changed fee, and a sweep that pays once.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as instant } from "@/app/api/withdraw/instant_payout/route";
import { POST as autoPayout } from "@/app/api/withdraw/auto_payout/route";
import { POST as submit } from "@/app/api/withdraw/submit_request/route";
import { POST as getRequests } from "@/app/api/withdraw/get_requests/route";
import { POST as getData } from "@/app/api/global/get_data/route";
import { checkLedger, platformBalances, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { processWithdrawal, settleWithdrawal } from "@/lib/money/payouts/payouts";
import { autoPayoutId, runAutoPayouts } from "@/lib/money/payouts/auto-payout";
import { enqueue, runDueJobs } from "@/lib/background/queue";
import { PERIODIC } from "@/lib/tasks";
import { fund } from "./wallet-kit";

async function provider(cents = 10_000) {
  const p = await createUser({ type: "provider" });
  await fund(p.user.id, cents);
  return p;
}

const balanced = async () =>
  expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });

describe("withdraw/instant_payout", () => {
  it("answers the fee settings in global/get_data, from the settings table", async () => {
    const { json } = await call(getData, {});
    expect(json.payouts).toEqual({ instantFeePercent: 1.5, instantFeeMinimumCents: 50, autoPayoutHourUtc: 13 });
    expect(await db.setting.findUnique({ where: { key: "payouts" } })).not.toBeNull();
  });

  it("takes exactly amount + fee from the wallet in one journal (the fee to fee_revenue), and the sandbox pays it", async () => {
    const p = await provider(10_000);
    const feeBefore = (await platformBalances()).fee_revenue ?? 0;
    // $40.01 × 1.5 % = 60.015¢ → 61¢ (rounded up)
    const { status, json } = await call(instant, { token: p.token, body: { amount: "40.01", fee: "0.61", idempotencyKey: "i-1" } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({
      balance: 59.38,
      user: { balance: 59.38 },
      withdrawal: { amount: 40.01, fee: 0.61, paymentType: "card", status: "pending", destination: "Instant to Visa debit ••••5556" },
    });
    expect(await walletBalanceCents(p.user.id)).toBe(10_000 - 4001 - 61);
    const id = json.withdrawal._id as string;
    const journal = await db.ledgerJournal.findFirstOrThrow({ where: { reference: `withdraw:${id}` }, include: { entries: true } });
    expect(Object.fromEntries(journal.entries.map((e) => [e.accountId, e.amountCents]))).toEqual({
      [`wallet:${p.user.id}`]: -4062,
      pending_withdrawal: 4001,
      fee_revenue: 61,
    });
    expect(((await platformBalances()).fee_revenue ?? 0) - feeBefore).toBe(61);
    expect(journal.memo).toBe("Visa debit ••••5556 (instant, fee $0.61)");
    expect(await processWithdrawal(id)).toBe("paid");
    const paid = await db.ledgerJournal.findFirstOrThrow({ where: { reference: `withdraw_paid:${id}` }, include: { entries: true } });
    expect(paid.entries.find((e) => e.accountId === "payout_clearing:card")?.amountCents).toBe(4001);
    await balanced();

    // the same key again: the first answer, nothing moves twice
    const again = await call(instant, { token: p.token, body: { amount: "40.01", fee: "0.61", idempotencyKey: "i-1" } });
    expect(again.json.withdrawal._id).toBe(id);
    expect(await walletBalanceCents(p.user.id)).toBe(5938);
  });

  it("charges the minimum fee on a small amount, and refuses a fee the server does not charge (409, nothing moves)", async () => {
    const p = await provider(1_000);
    const wrong = await call(instant, { token: p.token, body: { amount: "5", fee: "0.08" } });
    expect(wrong.status).toBe(409);
    expect(wrong.json.error).toBe(WALLET_MSG.InstantFeeChanged);
    expect(await walletBalanceCents(p.user.id)).toBe(1_000);
    const ok = await call(instant, { token: p.token, body: { amount: "5", fee: "0.50" } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(await walletBalanceCents(p.user.id)).toBe(450);
  });

  it("refuses amount + fee above the balance with 400 (the amount alone would fit)", async () => {
    const p = await provider(1_000);
    const { status, json } = await call(instant, { token: p.token, body: { amount: "10", fee: "0.50" } });
    expect(status).toBe(400);
    expect(json.error).toBe(WALLET_MSG.InstantExceedsBalance);
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(0);
  });

  it("two instant payouts at once with a balance for one: one is paid out, the other gets a clear 400", async () => {
    const p = await provider(5_000);
    const body = (k: string) => ({ amount: "40", fee: "0.60", idempotencyKey: k });
    const answers = await Promise.all([
      call(instant, { token: p.token, body: body("a") }),
      call(instant, { token: p.token, body: body("b") }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.json.error).toBe(WALLET_MSG.InstantExceedsBalance);
    expect(await walletBalanceCents(p.user.id)).toBe(5_000 - 4_060);
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(1);
    await balanced();
  });

  it("a failed instant payout returns amount and fee to the wallet, once", async () => {
    const p = await provider(10_000);
    const { json } = await call(instant, { token: p.token, body: { amount: "20", fee: "0.50" } });
    const id = json.withdrawal._id as string;
    expect(await settleWithdrawal(id, { status: "failed", reason: "The card was declined." })).toBe("failed");
    expect(await settleWithdrawal(id, { status: "failed", reason: "The card was declined." })).toBe("failed");
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    await balanced();
  });
});

describe("automatic payouts", () => {
  const monday = new Date("2027-01-04T13:30:00Z"); // a Monday, after the default 13:00 UTC

  it("needs a standard withdrawal's destination before it can be turned on, then reads back", async () => {
    const p = await provider(10_000);
    const requests = await call(getRequests, { token: p.token });
    expect(requests.json).toMatchObject({
      instant: { card: { brand: "Visa debit", last4: "5556" }, feePercent: 1.5, feeMinimum: 0.5 },
      autoPayout: { schedule: "off", destination: null },
    });
    const refused = await call(autoPayout, { token: p.token, body: { schedule: "daily", threshold: "20" } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(WALLET_MSG.AutoNeedsDestination);
    await call(submit, { token: p.token, body: { paymentType: "paypal", amount: "10", paypal: "pat@example.com" } });
    const saved = await call(autoPayout, { token: p.token, body: { schedule: "weekly", weekday: 1, threshold: "20" } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await call(autoPayout, { token: p.token })).json.autoPayout).toEqual({
      schedule: "weekly",
      weekday: 1,
      threshold: 20,
      destination: "PayPal p•••@example.com",
      hourUtc: 13,
    });
  });

  it("sweeps the balance above the threshold as a free standard withdrawal, and pays once however often it runs", async () => {
    const p = await provider(10_000);
    await call(submit, { token: p.token, body: { paymentType: "paypal", amount: "10", paypal: "pat@example.com" } });
    await call(autoPayout, { token: p.token, body: { schedule: "daily", threshold: "25.50" } });
    // before the hour: nothing is due
    expect(await runAutoPayouts(new Date("2027-01-04T12:59:00Z"))).toBe(0);
    await Promise.all([runAutoPayouts(monday), runAutoPayouts(monday)]);
    await runAutoPayouts(new Date("2027-01-04T20:03:00Z"));
    const id = autoPayoutId(p.user.id, "2027-01-04");
    const w = await db.withdrawal.findUniqueOrThrow({ where: { id } });
    expect(w).toMatchObject({ method: "paypal", paypalEmail: "pat@example.com", amountCents: 9_000 - 2_550, feeCents: 0, status: "paid" });
    expect(await walletBalanceCents(p.user.id)).toBe(2_550);
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(2);
    await balanced();
  });

  it("respects the threshold and the weekly day, and the queued task runs it", async () => {
    expect(PERIODIC.some((t) => t.task === "wallet:auto-payouts")).toBe(true);
    const p = await provider(3_000);
    await call(submit, { token: p.token, body: { paymentType: "paypal", amount: "10", paypal: "pat@example.com" } });
    await call(autoPayout, { token: p.token, body: { schedule: "weekly", weekday: 2, threshold: "20" } });
    await runAutoPayouts(monday); // a Monday: not its day
    expect(await walletBalanceCents(p.user.id)).toBe(2_000);
    await runAutoPayouts(new Date("2027-01-05T14:00:00Z")); // Tuesday, balance = threshold: nothing above it
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(1);
    await fund(p.user.id, 1);
    await runAutoPayouts(new Date("2027-01-12T14:00:00Z"));
    expect(await walletBalanceCents(p.user.id)).toBe(2_000);
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: autoPayoutId(p.user.id, "2027-01-12") } })).amountCents).toBe(1);
    // through the queue (today's run: due or not, it runs and leaves the ledger balanced)
    await enqueue("wallet:auto-payouts", {});
    await runDueJobs();
    await balanced();
  });
});
