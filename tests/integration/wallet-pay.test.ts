// job/pay_job against real PostgreSQL: amounts, the fee, completing, once-only, stale pages, refusals.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as completeContract } from "@/app/api/job/complete_contract/route";
import { POST as cancelContract } from "@/app/api/job/cancel_contract/route";
import { checkLedger, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { IDEMPOTENCY_MSG } from "@/lib/http/idempotency";
import { JOB_STATUS } from "@/lib/jobs/states";
import { hiredContract, setFeePercent } from "./wallet-kit";
import { signApiToken } from "@/lib/session/tokens";
import { SESSION_TOUCH_MS } from "@/lib/session/sessions";

beforeAll(async () => {
  await setFeePercent(10);
});

const feeEntries = async (jobId: string) =>
  db.ledgerEntry.findMany({
    where: { journal: { jobId, kind: "pay" } },
    orderBy: { amountCents: "asc" },
    select: { accountId: true, amountCents: true },
  });

describe("job/pay_job", () => {
  it("pays an hourly contract: rate × hired hours + 10 % fee, completes the job, credits provider and fee account", async () => {
    const { owner, worker, jobId, contract } = await hiredContract({ fundCents: 20_000 });
    const { status, json } = await call(payJob, {
      token: owner.token,
      body: { jobId, customerId: owner.user.id, providerId: worker.user.id, total: 176, subTotal: 160 },
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({
      result: true,
      balance: 24,
      job: { _id: jobId, status: JOB_STATUS.completed },
      payment: { subTotal: 160, fee: 16, feePercent: 10, total: 176 },
    });
    expect(await walletBalanceCents(owner.user.id)).toBe(2400);
    expect(await walletBalanceCents(worker.user.id)).toBe(16_000);
    expect(await feeEntries(jobId)).toEqual([
      { accountId: `wallet:${owner.user.id}`, amountCents: -17_600 },
      { accountId: "fee_revenue", amountCents: 1600 },
      { accountId: `wallet:${worker.user.id}`, amountCents: 16_000 },
    ]);
    const job = await db.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job.status).toBe(JOB_STATUS.completed);
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).completedAt).not.toBeNull();
    const notes = await db.notification.findMany({
      where: { jobId, type: { in: ["payment_sent", "payment_received"] } },
      orderBy: { type: "asc" },
    });
    expect(notes.map((n) => [n.userId, n.type])).toEqual([
      [worker.user.id, "payment_received"],
      [owner.user.id, "payment_sent"],
    ]);
    // the receipts are written with the payment (no SMTP here: the console delivers, so they are sent)
    // (the hire's own later mails, such as a queued chat digest, are not receipts)
    const mails = await db.mailOutbox.findMany({
      where: {
        to: { in: [owner.user.email, worker.user.email] },
        OR: [{ subject: { startsWith: "Receipt:" } }, { subject: { startsWith: "You earned" } }],
      },
    });
    expect(mails.map((m) => [m.transport, m.sentAt !== null])).toEqual([
      ["console", true],
      ["console", true],
    ]);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Receipt: you paid $176.00 for "Fix a leaking kitchen sink"',
      'You earned $160.00 for "Fix a leaking kitchen sink"',
    ]);
    expect(mails.find((m) => m.to === owner.user.email)!.text).toContain("Service fee (10%): $16.00");
    expect(await checkLedger()).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("pays a fixed contract its price and a contract completed earlier (completing without paying stays possible)", async () => {
    const { owner, worker, jobId } = await hiredContract({ payType: "Fixed", price: 300, duration: 2, fundCents: 33_000 });
    expect((await call(completeContract, { token: owner.token, body: { id: jobId } })).status).toBe(200);
    const { status, json } = await call(payJob, { token: owner.token, body: { jobId } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.payment).toEqual({ contractId: expect.any(String), subTotal: 300, fee: 30, feePercent: 10, total: 330 });
    expect(await walletBalanceCents(owner.user.id)).toBe(0);
    expect(await walletBalanceCents(worker.user.id)).toBe(30_000);
  });

  it("pays once, ever: a second pay, and concurrent pays, are refused and move nothing", async () => {
    const { owner, worker, jobId } = await hiredContract({ fundCents: 100_000 });
    const results = await Promise.all(Array.from({ length: 6 }, () => call(payJob, { token: owner.token, body: { jobId } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect([WALLET_MSG.AlreadyPaid, "This contract is no longer in progress."]).toContain(r.json.error);
    }
    const again = await call(payJob, { token: owner.token, body: { jobId } });
    expect(again).toMatchObject({ status: 409, json: { result: false, error: WALLET_MSG.AlreadyPaid } });
    expect(await walletBalanceCents(owner.user.id)).toBe(100_000 - 17_600);
    expect(await walletBalanceCents(worker.user.id)).toBe(16_000);
    expect(await db.ledgerJournal.count({ where: { jobId, kind: "pay" } })).toBe(1);
    // the refused ones wrote nothing either: one notification each side, one receipt each
    expect(await db.notification.count({ where: { jobId, type: "payment_sent" } })).toBe(1);
    expect(await db.notification.count({ where: { jobId, type: "payment_received" } })).toBe(1);
    expect(await db.mailOutbox.count({ where: { to: owner.user.email, subject: { startsWith: "Receipt: you paid" } } })).toBe(1);
    expect(await db.mailOutbox.count({ where: { to: worker.user.email, subject: { startsWith: "You earned" } } })).toBe(1);
  });

  it("replays the first answer for the same Idempotency-Key and refuses the key with another payload", async () => {
    const { owner, jobId } = await hiredContract({ fundCents: 50_000 });
    const other = await hiredContract({ fundCents: 0 });
    const headers = { "Idempotency-Key": `pay-${jobId}` };
    const first = await call(payJob, { token: owner.token, body: { jobId }, headers });
    const second = await call(payJob, { token: owner.token, body: { jobId }, headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const reused = await call(payJob, { token: owner.token, body: { jobId: other.jobId }, headers });
    expect(reused).toMatchObject({ status: 422, json: { error: IDEMPOTENCY_MSG.Reused } });
    expect(await walletBalanceCents(owner.user.id)).toBe(50_000 - 17_600);
  });

  it("refuses a stale total or subTotal with the server's figures, and a too-low balance with the spec's message", async () => {
    const { owner, jobId } = await hiredContract({ fundCents: 17_599 });
    const stale = await call(payJob, { token: owner.token, body: { jobId, total: 160, subTotal: 160 } });
    expect(stale).toMatchObject({ status: 409, json: { result: false, error: WALLET_MSG.StalePage, total: 176, subTotal: 160 } });
    const staleSub = await call(payJob, { token: owner.token, body: { jobId, total: 176, subTotal: 150 } });
    expect(staleSub.json.error).toBe(WALLET_MSG.StalePage);
    const poor = await call(payJob, { token: owner.token, body: { jobId, total: 176, subTotal: 160 } });
    expect(poor).toMatchObject({ status: 409, json: { result: false, error: WALLET_MSG.NotEnoughToPay } });
    // nothing moved, the job is still in progress
    expect(await walletBalanceCents(owner.user.id)).toBe(17_599);
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.progressing);
    const bad = await call(payJob, { token: owner.token, body: { jobId, total: "176.001" } });
    expect(bad.status).toBe(400);
  });

  it("refuses someone else's contract, another customer id, a wrong provider, providers, strangers and unknown jobs", async () => {
    const { owner, worker, jobId } = await hiredContract({ fundCents: 50_000 });
    const stranger = await createUser({ type: "customer" });
    await (await import("./wallet-kit")).fund(stranger.user.id, 50_000);
    expect(await call(payJob, { token: stranger.token, body: { jobId } })).toMatchObject({
      status: 403,
      json: { error: WALLET_MSG.NotYourPayment },
    });
    expect(await call(payJob, { token: owner.token, body: { jobId, customerId: stranger.user.id } })).toMatchObject({ status: 403 });
    expect(await call(payJob, { token: owner.token, body: { jobId, providerId: stranger.user.id } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.WrongProvider },
    });
    expect((await call(payJob, { token: worker.token, body: { jobId } })).status).toBe(403);
    expect((await call(payJob, { body: { jobId } })).status).toBe(401);
    expect((await call(payJob, { token: owner.token, body: { jobId: "nope" } })).status).toBe(404);
    expect(await walletBalanceCents(stranger.user.id)).toBe(50_000);
    expect(await walletBalanceCents(owner.user.id)).toBe(50_000);
  });

  it("checks the session in its first statement: an ended one gets 401 and changes nothing, not even a stored answer", async () => {
    const { owner, worker, jobId } = await hiredContract({ fundCents: 50_000 });
    const endSessions = () => db.session.updateMany({ where: { userId: owner.user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    const body = { jobId, providerId: worker.user.id };
    await endSessions();
    const refused = await call(payJob, { token: owner.token, headers: { "Idempotency-Key": `ended-${jobId}` }, body });
    expect(refused).toMatchObject({ status: 401, json: { result: false, error: "Please sign in to continue." } });
    // the key was not kept, nothing moved, the job is still in progress and unlocked (a payment goes through)
    expect(await db.idempotencyKey.count({ where: { userId: owner.user.id } })).toBe(0);
    expect(await walletBalanceCents(owner.user.id)).toBe(50_000);
    expect((await db.job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe(JOB_STATUS.progressing);
    const again = await signApiToken(owner.user);
    // a session last used more than SESSION_TOUCH_MS ago is moved on by the call
    const sid = (await db.session.findFirstOrThrow({ where: { userId: owner.user.id, revokedAt: null } })).id;
    await db.session.update({ where: { id: sid }, data: { lastUsedAt: new Date(Date.now() - SESSION_TOUCH_MS - 60_000) } });
    const paid = await call(payJob, { token: again, headers: { "Idempotency-Key": `live-${jobId}` }, body });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await db.session.findUniqueOrThrow({ where: { id: sid } })).lastUsedAt.getTime()).toBeGreaterThan(
      Date.now() - SESSION_TOUCH_MS,
    );
    // the stored answer is the signed-in owner's only: once the session ended, the same key answers 401
    await endSessions();
    expect((await call(payJob, { token: again, headers: { "Idempotency-Key": `live-${jobId}` }, body })).status).toBe(401);
    expect(
      (await call(payJob, { token: await signApiToken(owner.user), headers: { "Idempotency-Key": `live-${jobId}` }, body })).json,
    ).toEqual(paid.json);
  });

  it("never pays a cancelled contract or a job without a contract", async () => {
    const { owner, jobId } = await hiredContract({ fundCents: 50_000 });
    expect((await call(cancelContract, { token: owner.token, body: { id: jobId } })).status).toBe(200);
    expect(await call(payJob, { token: owner.token, body: { jobId } })).toMatchObject({
      status: 409,
      json: { error: WALLET_MSG.NotPayable },
    });
    expect(await walletBalanceCents(owner.user.id)).toBe(50_000);
  });
});
