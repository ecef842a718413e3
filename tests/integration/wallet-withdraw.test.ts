// withdraw/submit_request, the payout step and withdraw/get_requests against real PostgreSQL.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as submit } from "@/app/api/withdraw/submit_request/route";
import { POST as getRequests } from "@/app/api/withdraw/get_requests/route";
import { checkLedger, platformBalances, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { decryptText } from "@/lib/money/bank/crypto";
import {
  PAYOUT_SWEEP_MIN_AGE_MS,
  processPendingWithdrawals,
  processWithdrawal,
  sandboxPayoutProvider,
  settleWithdrawal,
  type PayoutProvider,
} from "@/lib/money/payouts/payouts";
import { enqueue, runDueJobs } from "@/lib/background/queue";
import { AT_STARTUP } from "@/lib/tasks";
import { fund } from "./wallet-kit";
import { signApiToken } from "@/lib/session/tokens";
import { IDEMPOTENCY_MSG } from "@/lib/http/idempotency";

const bank = (overrides: Record<string, unknown> = {}) => ({
  paymentType: "bank",
  amount: "25.50",
  bankName: "Pat Provider",
  routingNumber: "021000021",
  accountNumber: "000123456789",
  ...overrides,
});

async function provider(cents = 10_000) {
  const p = await createUser({ type: "provider" });
  await fund(p.user.id, cents);
  return p;
}

describe("withdraw/submit_request", () => {
  it("moves the amount to pending withdrawals at once, stores only the last four digits in clear, and the sandbox pays it", async () => {
    const p = await provider();
    const { status, json } = await call(submit, { token: p.token, body: bank() });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({
      result: true,
      balance: 74.5,
      user: { balance: 74.5 },
      withdrawal: { amount: 25.5, status: "pending", paymentType: "bank", destination: "Pat Provider ••••6789" },
    });
    expect(JSON.stringify(json)).not.toContain("000123456789");
    expect(await walletBalanceCents(p.user.id)).toBe(7450);
    const row = await db.withdrawal.findUniqueOrThrow({ where: { id: json.withdrawal._id } });
    expect(row).toMatchObject({ routingLast4: "0021", accountLast4: "6789" });
    expect(row.bankEncrypted).not.toContain("000123456789");
    expect(JSON.parse(decryptText(row.bankEncrypted!))).toEqual({ routingNumber: "021000021", accountNumber: "000123456789" });

    // called outside a request, the route schedules no payout step (it runs after a real response: the
    // e2e run sees it paid at once); the periodic sweep leaves a withdrawal this young to its own process
    await processPendingWithdrawals(100, PAYOUT_SWEEP_MIN_AGE_MS);
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");
    expect(await processWithdrawal(row.id)).toBe("paid");
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("paid");
    expect(await processWithdrawal(row.id)).toBe("paid"); // a second run does nothing
    const list = await call(getRequests, { token: p.token });
    expect(list.json.withdrawals).toEqual([expect.objectContaining({ _id: row.id, status: "paid", amount: 25.5 })]);
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_paid:${row.id}` } })).toBe(1);
    expect(await walletBalanceCents(p.user.id)).toBe(7450);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("pays a withdrawal whose process died before its payout step at the next start-up, once; the minutely sweep once it is 30 s old", async () => {
    const p = await provider();
    // outside a request no payout step is scheduled: the same as a process that died right after the commit
    const { json } = await call(submit, { token: p.token, body: bank() });
    const id = json.withdrawal._id as string;
    await enqueue("wallet:unstarted-payouts", {}); // the minutely sweep: too young for it
    await runDueJobs();
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    // what a worker adds when it starts (lib/background/worker.ts)
    for (const job of AT_STARTUP) await enqueue(job.task, {}, { jobKey: job.jobKey });
    await runDueJobs();
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id } })).status).toBe("paid");
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_paid:${id}` } })).toBe(1);
    // another process's step, or a job an older version queued, finds it paid and pays nothing again
    expect(await processWithdrawal(id)).toBe("paid");
    await enqueue("wallet:payout", { withdrawalId: id });
    await runDueJobs();
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_paid:${id}` } })).toBe(1);
    const list = await call(getRequests, { token: p.token });
    expect(list.json.withdrawals).toEqual([expect.objectContaining({ _id: id, status: "paid" })]);

    // the minutely sweep takes one that has been pending for 30 s, unless a provider already took it (its
    // "pending" answer is polled by the ten-minute sweep)
    const { json: older } = await call(submit, { token: p.token, body: bank({ amount: 1 }) });
    const { json: taken } = await call(submit, { token: p.token, body: bank({ amount: 2 }) });
    const longAgo = new Date(Date.now() - PAYOUT_SWEEP_MIN_AGE_MS - 1000);
    await db.withdrawal.update({ where: { id: older.withdrawal._id }, data: { createdAt: longAgo } });
    await db.withdrawal.update({ where: { id: taken.withdrawal._id }, data: { createdAt: longAgo, payoutReference: "po_test_pending" } });
    await enqueue("wallet:unstarted-payouts", {});
    await runDueJobs();
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: older.withdrawal._id } })).status).toBe("paid");
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: taken.withdrawal._id } })).status).toBe("pending");
    await enqueue("wallet:process-pending-withdrawals", {});
    await runDueJobs();
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: taken.withdrawal._id } })).status).toBe("paid");
  });

  it("runs the payout step from the row its call wrote, once: a stale copy of that row pays nothing twice", async () => {
    const p = await provider();
    const { json } = await call(submit, { token: p.token, body: bank() });
    const written = await db.withdrawal.findUniqueOrThrow({ where: { id: json.withdrawal._id } });
    expect(await processWithdrawal(written.id, sandboxPayoutProvider, written)).toBe("paid");
    // the same (now stale, "pending") copy again, as a second scheduled step would hold it
    expect(await processWithdrawal(written.id, sandboxPayoutProvider, written)).toBe("paid");
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_paid:${written.id}` } })).toBe(1);
    expect(await walletBalanceCents(p.user.id)).toBe(7450);
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("returns the money to the wallet when the payout fails (Stripe's failing test account), once", async () => {
    const p = await provider();
    const { json } = await call(submit, { token: p.token, body: bank({ amount: 100, accountNumber: "000111111116" }) });
    expect(await walletBalanceCents(p.user.id)).toBe(0);
    expect(await processWithdrawal(json.withdrawal._id)).toBe("failed");
    expect(await settleWithdrawal(json.withdrawal._id, { status: "paid", reference: "late" })).toBe("failed");
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    const w = await db.withdrawal.findUniqueOrThrow({ where: { id: json.withdrawal._id } });
    expect(w).toMatchObject({ status: "failed", failureReason: "No bank account was found with this number." });
    const notes = await db.notification.findMany({ where: { userId: p.user.id, type: "withdrawal_failed" } });
    expect(notes).toHaveLength(1);
  });

  it("pays PayPal withdrawals and keeps a provider error pending for the next sweep", async () => {
    const p = await provider();
    const { json } = await call(submit, { token: p.token, body: { paymentType: "paypal", amount: 10, paypal: "pat@example.com" } });
    expect(json.withdrawal.destination).toBe("PayPal p•••@example.com");
    const broken: PayoutProvider = {
      name: "stripe",
      payout: async () => {
        throw new Error("network down");
      },
    };
    expect(await processWithdrawal(json.withdrawal._id, broken)).toBe("pending");
    expect(await processPendingWithdrawals()).toBeGreaterThanOrEqual(1);
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: json.withdrawal._id } })).status).toBe("paid");
    expect(await walletBalanceCents(p.user.id)).toBe(9000);
  });

  it.each([
    ["an amount above the balance", bank({ amount: "100.01" }), WALLET_MSG.AmountExceedsBalance],
    ["a zero amount", bank({ amount: 0 }), WALLET_MSG.InvalidAmount],
    ["a negative amount", bank({ amount: -5 }), WALLET_MSG.InvalidAmount],
    ["sub-cent amounts", bank({ amount: "1.001" }), "Please use at most 2 decimals (whole cents), e.g. 28.50."],
    ["a bad PayPal e-mail", { paymentType: "paypal", amount: 5, paypal: "not-an-email" }, WALLET_MSG.InvalidPaypalEmail],
    ["a one-letter name", bank({ bankName: "P" }), WALLET_MSG.InvalidBankName],
    ["an 8-digit routing number", bank({ routingNumber: "02100002" }), WALLET_MSG.InvalidRouting],
    ["a routing number with a bad checksum", bank({ routingNumber: "021000022" }), WALLET_MSG.InvalidRoutingChecksum],
    ["a 5-digit account", bank({ accountNumber: "12345" }), WALLET_MSG.InvalidAccount],
    ["an 18-digit account", bank({ accountNumber: "123456789012345678" }), WALLET_MSG.InvalidAccount],
    ["an unknown method", { paymentType: "cash", amount: 5 }, WALLET_MSG.InvalidPaymentType],
  ])("refuses %s (400) and moves nothing", async (_label, body, message) => {
    const p = await provider();
    const { status, json } = await call(submit, { token: p.token, body });
    expect(status).toBe(400);
    expect(json).toEqual({ result: false, error: message });
    expect(await walletBalanceCents(p.user.id)).toBe(10_000);
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(0);
  });

  it("never overdraws under concurrent withdrawals ('Insufficient balance') and replays a key once", async () => {
    const p = await provider(10_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => call(submit, { token: p.token, body: bank({ amount: 30 }) })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200))
      expect([WALLET_MSG.InsufficientBalance, WALLET_MSG.AmountExceedsBalance]).toContain(r.json.error);
    expect(await walletBalanceCents(p.user.id)).toBe(1000);

    const q = await provider(10_000);
    const headers = { "Idempotency-Key": "withdraw-once" };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(submit, { token: q.token, body: bank({ amount: 10 }), headers })),
    );
    for (const a of answers) expect(a).toMatchObject({ status: 200, json: answers[0].json });
    expect(await walletBalanceCents(q.user.id)).toBe(9000);
    expect(await db.withdrawal.count({ where: { userId: q.user.id } })).toBe(1);
    // with a key, one withdrawal: its payout step runs once
    await processPendingWithdrawals();
    expect((await db.withdrawal.findFirstOrThrow({ where: { userId: q.user.id } })).status).toBe("paid");
  });

  it("checks the key before anything else: a replay answers the stored answer even once the balance is gone, another payload is refused (422)", async () => {
    const p = await provider(1000);
    const headers = { "Idempotency-Key": "withdraw-all" };
    const first = await call(submit, { token: p.token, body: bank({ amount: 10 }), headers });
    expect(first.status).toBe(200);
    expect(await walletBalanceCents(p.user.id)).toBe(0);
    expect(await call(submit, { token: p.token, body: bank({ amount: 10 }), headers })).toMatchObject({ status: 200, json: first.json });
    expect(await call(submit, { token: p.token, body: bank({ amount: 5 }), headers })).toMatchObject({
      status: 422,
      json: { error: IDEMPOTENCY_MSG.Reused },
    });
    // a new key for the same request is a new withdrawal, refused: the balance is spent
    expect(
      (await call(submit, { token: p.token, body: bank({ amount: 10 }), headers: { "Idempotency-Key": "withdraw-all-2" } })).status,
    ).toBe(400);
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(1);
  });

  it("keeps a refused request's key free (the same request goes through once the balance covers it), and stores the answer it gave", async () => {
    const p = await provider(1234);
    const headers = { "Idempotency-Key": "withdraw-later" };
    expect(await call(submit, { token: p.token, body: bank({ amount: "20.05" }), headers })).toMatchObject({
      status: 400,
      json: { error: WALLET_MSG.AmountExceedsBalance },
    });
    expect(await db.idempotencyKey.count({ where: { userId: p.user.id } })).toBe(0);
    await fund(p.user.id, 1000);
    const made = await call(submit, { token: p.token, body: bank({ amount: "20.05" }), headers });
    expect(made).toMatchObject({
      status: 200,
      json: { balance: 2.29, user: { _id: p.user.id, balance: 2.29 }, withdrawal: { amount: 20.05, status: "pending" } },
    });
    // the stored answer is the one given, field for field (its balance set by SQL after the statement)
    const stored = await db.idempotencyKey.findFirstOrThrow({ where: { userId: p.user.id, key: "withdraw-later" } });
    expect({ result: true, ...(stored.response as object) }).toEqual(made.json);
    expect(await call(submit, { token: p.token, body: bank({ amount: "20.05" }), headers })).toMatchObject({
      status: 200,
      json: made.json,
    });
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(1);
  });

  it("is for providers only and shows each person only their own withdrawals", async () => {
    const customer = await createUser({ type: "customer" });
    await fund(customer.user.id, 5000);
    expect((await call(submit, { token: customer.token, body: bank({ amount: 1 }) })).status).toBe(403);
    expect((await call(submit, { body: bank() })).status).toBe(401);
    const a = await provider();
    const b = await provider();
    await call(submit, { token: a.token, body: bank({ amount: 1 }) });
    expect((await call(getRequests, { token: b.token })).json.withdrawals).toEqual([]);
  });

  it("checks the session in its first statement: an ended one gets 401, no withdrawal and no stored answer", async () => {
    const p = await provider(5000);
    const endSessions = () => db.session.updateMany({ where: { userId: p.user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await endSessions();
    expect(await call(submit, { token: p.token, body: bank({ amount: 10 }), headers: { "Idempotency-Key": "ended-1" } })).toMatchObject({
      status: 401,
      json: { result: false },
    });
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { userId: p.user.id } })).toBe(0);
    expect(await walletBalanceCents(p.user.id)).toBe(5000);
    const token = await signApiToken(p.user);
    const made = await call(submit, { token, body: bank({ amount: 10 }), headers: { "Idempotency-Key": "live-1" } });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    await endSessions();
    expect((await call(submit, { token, body: bank({ amount: 10 }), headers: { "Idempotency-Key": "live-1" } })).status).toBe(401);
    expect(await db.withdrawal.count({ where: { userId: p.user.id } })).toBe(1);
  });

  it("keeps the platform's pending withdrawals equal to the pending requests", async () => {
    await processPendingWithdrawals(1000);
    const pending = await db.withdrawal.aggregate({ where: { status: "pending" }, _sum: { amountCents: true } });
    expect((await platformBalances()).pending_withdrawal).toBe(pending._sum.amountCents ?? 0);
  });
});
