// How many SQL statements a money call sends (load-independent, unlike its time): job/pay_job and
// withdraw/submit_request through their routes with an Idempotency-Key, and postJournal alone. The counts are
// printed for docs/money.md and bounded here so that a change adding round trips is noticed.
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { sqlStatements } from "../helpers/sql-statements";
import { createUser } from "../helpers/factories";
import { POST as payJob } from "@/app/api/job/pay_job/route";
import { POST as submit } from "@/app/api/withdraw/submit_request/route";
import { postJournal, walletBalanceCents } from "@/lib/money/ledger/ledger";
import { processWithdrawal, sandboxPayoutProvider } from "@/lib/money/payouts/payouts";
import { fund, hiredContract, setFeePercent } from "./wallet-kit";

const shorten = (s: string) => (s.length <= 140 ? s : `${s.slice(0, 110)} … ${s.slice(-25)}`);
const show = (name: string, statements: string[]) =>
  console.log(
    `[statements] ${name}: ${statements.length} round trips\n  ${statements.map((s) => shorten(s.replace(/\s+/g, " ").trim())).join("\n  ")}`,
  );

describe("statements per money call", () => {
  it("postJournal: one statement for a transfer customer → provider + fee", async () => {
    const a = await createUser({ type: "customer" });
    const b = await createUser({ type: "provider" });
    await fund(a.user.id, 10_000);
    const { statements } = await sqlStatements(() =>
      db.$transaction((tx) =>
        postJournal(tx, {
          kind: "pay",
          reference: `t:${randomUUID()}`,
          entries: [
            { account: { kind: "wallet", userId: a.user.id }, amountCents: -1100 },
            { account: { kind: "wallet", userId: b.user.id }, amountCents: 1000 },
            { account: { kind: "fee_revenue" }, amountCents: 100 },
          ],
        }),
      ),
    );
    show("postJournal (in BEGIN … COMMIT)", statements);
    expect(statements.filter((s) => !/^(BEGIN|COMMIT)/i.test(s.trim()))).toHaveLength(1);
    expect(await walletBalanceCents(a.user.id)).toBe(8900);
    expect(await walletBalanceCents(b.user.id)).toBe(1000);
  });

  it("postJournal alone: one round trip, its BEGIN and COMMIT riding with the statement", async () => {
    const a = await createUser({ type: "customer" });
    const b = await createUser({ type: "provider" });
    await fund(a.user.id, 10_000);
    const { statements, annotated } = await sqlStatements(() =>
      postJournal(db, {
        kind: "pay",
        reference: `t:${randomUUID()}`,
        entries: [
          { account: { kind: "wallet", userId: a.user.id }, amountCents: -1100 },
          { account: { kind: "wallet", userId: b.user.id }, amountCents: 1000 },
          { account: { kind: "fee_revenue" }, amountCents: 100 },
        ],
      }),
    );
    show("postJournal (alone)", annotated);
    expect(statements).toHaveLength(1);
    expect(annotated[0]).toMatch(
      /^BEGIN; SET LOCAL statement_timeout = \d+; SET LOCAL plan_cache_mode = force_generic_plan; WITH g AS .*; COMMIT$/s,
    );
    expect(await walletBalanceCents(a.user.id)).toBe(8900);
  });

  it("job/pay_job and withdraw/submit_request with an Idempotency-Key", async () => {
    await setFeePercent(10);
    const { owner, worker, jobId } = await hiredContract({ fundCents: 20_000 });
    // the first enqueue of a process sets up the queue's schema once: not part of a call's cost
    const warm = await createUser({ type: "provider" });
    await fund(warm.user.id, 100);
    await call(submit, { token: warm.token, body: { paymentType: "paypal", amount: 1, paypal: "pat@example.com" } });
    const pay = await sqlStatements(() =>
      call(payJob, {
        token: owner.token,
        headers: { "Idempotency-Key": `pay-${jobId}` },
        body: { jobId, providerId: worker.user.id, total: 176, subTotal: 160 },
      }),
    );
    expect(pay.value.status, JSON.stringify(pay.value.json)).toBe(200);
    show("job/pay_job", pay.annotated);
    const p = await createUser({ type: "provider" });
    await fund(p.user.id, 5000);
    const w = await sqlStatements(() =>
      call(submit, {
        token: p.token,
        headers: { "Idempotency-Key": `w-${p.user.id}` },
        body: { paymentType: "paypal", amount: 10, paypal: "pat@example.com" },
      }),
    );
    expect(w.value.status, JSON.stringify(w.value.json)).toBe(200);
    show("withdraw/submit_request", w.annotated);
    // pay_job is 2 round trips: the first statement carries BEGIN, the session check (route auth "joined"),
    // the idempotency claim and the locking reads; the second the journal with the lifecycle change, the
    // notifications and receipts, the stored answer and the COMMIT (lib/sql-tx.ts, CallJobs.committing).
    // submit_request is 1: the claim, the balance read, the withdrawal, its journal, the stored answer and
    // the COMMIT ride in one statement; its payout runs after the response.
    expect(pay.statements.length).toBe(2);
    expect(pay.annotated[1]).toMatch(
      /^WITH pay_sheet AS .*, contract_done_job AS .*; WITH stored AS \(\s*UPDATE "IdempotencyKey" .*; COMMIT$/s,
    );
    expect(w.statements.length).toBe(1);
    expect(w.annotated[0]).toMatch(/^BEGIN; .* WITH session AS .*; WITH stored AS \(\s*UPDATE "IdempotencyKey" .*; COMMIT$/s);
    expect(pay.annotated[0]).toMatch(
      /^BEGIN; SET LOCAL statement_timeout = \d+; SET LOCAL plan_cache_mode = force_generic_plan; WITH session AS \(select u.id, .*, claim AS/s,
    );
    expect(pay.annotated.at(-1)).toMatch(/; COMMIT$/);
  });

  it("the payout step of a pending withdrawal: one statement (status, journal and notification)", async () => {
    const p = await createUser({ type: "provider" });
    await fund(p.user.id, 5000);
    const made = await call(submit, { token: p.token, body: { paymentType: "paypal", amount: 20, paypal: "pat@example.com" } });
    expect(made.status).toBe(200);
    const row = await db.withdrawal.findUniqueOrThrow({ where: { id: made.json.withdrawal._id } });
    expect(row.status).toBe("pending");
    const step = await sqlStatements(() => processWithdrawal(row.id, sandboxPayoutProvider, row));
    show("payout step (sandbox, paid)", step.statements);
    expect(step.value).toBe("paid");
    expect(step.statements).toHaveLength(1);
    expect((await db.withdrawal.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("paid");
    expect(await db.ledgerJournal.count({ where: { kind: "withdraw_paid", reference: `withdraw_paid:${row.id}` } })).toBe(1);
    const note = await db.notification.findFirstOrThrow({ where: { userId: p.user.id, type: "withdrawal_paid" } });
    expect(note.message).toBe("Your withdrawal of $20.00 was paid out.");
    expect(await walletBalanceCents(p.user.id)).toBe(3000);
    // run again from the same (now stale) row: nothing moves twice
    expect(await processWithdrawal(row.id, sandboxPayoutProvider, row)).toBe("paid");
    expect(await db.ledgerJournal.count({ where: { reference: `withdraw_paid:${row.id}` } })).toBe(1);
    expect(await db.notification.count({ where: { userId: p.user.id, type: "withdrawal_paid" } })).toBe(1);
  });
});
