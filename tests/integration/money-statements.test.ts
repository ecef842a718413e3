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
import { postJournal, walletBalanceCents } from "@/lib/wallet/ledger";
import { fund, hiredContract, setFeePercent } from "./wallet-kit";

const show = (name: string, statements: string[]) =>
  console.log(`[statements] ${name}: ${statements.length}\n  ${statements.map((s) => s.replace(/\s+/g, " ").slice(0, 110)).join("\n  ")}`);

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

  it("postJournal alone (autocommit): one statement, no BEGIN/COMMIT", async () => {
    const a = await createUser({ type: "customer" });
    const b = await createUser({ type: "provider" });
    await fund(a.user.id, 10_000);
    const { statements } = await sqlStatements(() =>
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
    show("postJournal (autocommit)", statements);
    expect(statements).toHaveLength(1);
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
      call(payJob, { token: owner.token, headers: { "Idempotency-Key": `pay-${jobId}` }, body: { jobId, providerId: worker.user.id, total: 176, subTotal: 160 } }),
    );
    expect(pay.value.status, JSON.stringify(pay.value.json)).toBe(200);
    show("job/pay_job", pay.statements);
    const p = await createUser({ type: "provider" });
    await fund(p.user.id, 5000);
    const w = await sqlStatements(() =>
      call(submit, { token: p.token, headers: { "Idempotency-Key": `w-${p.user.id}` }, body: { paymentType: "paypal", amount: 10, paypal: "pat@example.com" } }),
    );
    expect(w.value.status, JSON.stringify(w.value.json)).toBe(200);
    show("withdraw/submit_request", w.statements);
    // i10-fix: 31 and 12 → 15 and 9 (postJournal alone: 4 + BEGIN/COMMIT → 1); i10-speed2: 10 and 7 (the
    // timesheet read in the locking read, the lifecycle UPDATE with the contract stamp, notifyAll's insert/creators/unread in one statement, the balance
    // read and the withdrawal insert in one statement, the background job added with the stored answer); session 9: no
    // background job per withdrawal (its payout runs after the response), the stored answer's UPDATE is plain again;
    // the notifications and their realtime events in one statement: 9 and 7; the key's claim in the call's first
    // statement (withIdempotencySql's claimInFirstStatement): 8 and 6
    expect(pay.statements.length).toBeLessThanOrEqual(8);
    expect(w.statements.length).toBeLessThanOrEqual(6);
  });
});
