// The ledger core against real PostgreSQL: postJournal, wallet balances, the triggers and CHECKs, and
// withIdempotency's rules.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { checkLedger, postJournal, walletBalanceCents, INSUFFICIENT_BALANCE } from "@/lib/money/ledger/ledger";
import { withIdempotency, IDEMPOTENCY_MSG, purgeIdempotencyKeys } from "@/lib/http/idempotency";
import { createUser } from "../helpers/factories";

const deposit = (userId: string, cents: number, ref: string) =>
  db.$transaction((tx) =>
    postJournal(tx, {
      kind: "deposit",
      reference: ref,
      userId,
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -cents },
        { account: { kind: "wallet", userId }, amountCents: cents },
      ],
    }),
  );

const refOf = () => `test:${Math.random().toString(36).slice(2)}`;

describe("postJournal", () => {
  it("credits a wallet once per (kind, reference) and keeps the cached balance equal to the entries", async () => {
    const { user } = await createUser();
    const ref = refOf();
    const first = await deposit(user.id, 5000, ref);
    const again = await deposit(user.id, 5000, ref);
    expect(first.created).toBe(true);
    expect(again).toEqual({ journalId: first.journalId, created: false, balances: {} });
    expect(await walletBalanceCents(user.id)).toBe(5000);
    const check = await checkLedger();
    expect(check).toMatchObject({ totalCents: 0, unbalancedJournals: 0, negativeWallets: 0, driftedWallets: 0 });
  });

  it("refuses to take a wallet below zero with 'Insufficient balance' and leaves nothing behind", async () => {
    const { user } = await createUser();
    const { user: other } = await createUser({ type: "provider" });
    await deposit(user.id, 1000, refOf());
    const ref = refOf();
    const move = (cents: number) =>
      db.$transaction((tx) =>
        postJournal(tx, {
          kind: "pay",
          reference: ref,
          entries: [
            { account: { kind: "wallet", userId: user.id }, amountCents: -cents },
            { account: { kind: "wallet", userId: other.id }, amountCents: cents },
          ],
        }),
      );
    await expect(move(1001)).rejects.toMatchObject({ status: 409, message: INSUFFICIENT_BALANCE });
    expect(await db.ledgerJournal.count({ where: { reference: ref } })).toBe(0);
    expect(await walletBalanceCents(user.id)).toBe(1000);
    await move(1000);
    expect(await walletBalanceCents(user.id)).toBe(0);
    expect(await walletBalanceCents(other.id)).toBe(1000);
  });

  it("never double-spends under concurrent debits of one wallet", async () => {
    const { user } = await createUser();
    const { user: other } = await createUser({ type: "provider" });
    await deposit(user.id, 1000, refOf());
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db.$transaction((tx) =>
          postJournal(tx, {
            kind: "pay",
            reference: refOf(),
            entries: [
              { account: { kind: "wallet", userId: user.id }, amountCents: -300 },
              { account: { kind: "wallet", userId: other.id }, amountCents: 300 },
            ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await walletBalanceCents(user.id)).toBe(100);
    expect(await walletBalanceCents(other.id)).toBe(900);
  });

  it("posts alone as one autocommit statement: concurrent first credits of a new wallet all count, debits never overdraw", async () => {
    const { user } = await createUser({ type: "provider" });
    const { user: payer } = await createUser();
    const credit = (cents: number) =>
      postJournal(db, {
        kind: "deposit",
        reference: refOf(),
        entries: [
          { account: { kind: "in_transit", method: "card" }, amountCents: -cents },
          { account: { kind: "wallet", userId: user.id }, amountCents: cents },
        ],
      });
    // the wallet does not exist yet: every posting may try to insert it (ON CONFLICT … DO UPDATE credits it)
    const credits = await Promise.all(Array.from({ length: 8 }, (_, i) => credit(100 + i)));
    expect(credits.every((c) => c.created)).toBe(true);
    expect(await walletBalanceCents(user.id)).toBe(8 * 100 + 28);
    const debits = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        postJournal(db, {
          kind: "pay",
          reference: refOf(),
          entries: [
            { account: { kind: "wallet", userId: user.id }, amountCents: -300 },
            { account: { kind: "wallet", userId: payer.id }, amountCents: 270 },
            { account: { kind: "fee_revenue" }, amountCents: 30 },
          ],
        }),
      ),
    );
    expect(debits.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect(
      debits.filter((r) => r.status === "rejected").every((r) => (r as PromiseRejectedResult).reason.message === INSUFFICIENT_BALANCE),
    ).toBe(true);
    expect(await walletBalanceCents(user.id)).toBe(828 - 600);
    expect(await walletBalanceCents(payer.id)).toBe(540);
    const ref = refOf();
    const first = await postJournal(db, {
      kind: "deposit",
      reference: ref,
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -5 },
        { account: { kind: "wallet", userId: payer.id }, amountCents: 5 },
      ],
    });
    const replay = await postJournal(db, {
      kind: "deposit",
      reference: ref,
      entries: [
        { account: { kind: "in_transit", method: "card" }, amountCents: -5 },
        { account: { kind: "wallet", userId: payer.id }, amountCents: 5 },
      ],
    });
    expect(replay).toEqual({ journalId: first.journalId, created: false, balances: {} });
    expect(await walletBalanceCents(payer.id)).toBe(545);
    const check = await checkLedger();
    expect([check.unbalancedJournals, check.negativeWallets, check.driftedWallets]).toEqual([0, 0, 0]);
  });

  it("refuses unbalanced, zero or fractional entries before touching the database", async () => {
    const { user } = await createUser();
    const post = (entries: { amountCents: number }[]) =>
      db.$transaction((tx) =>
        postJournal(tx, {
          kind: "deposit",
          reference: refOf(),
          entries: entries.map((e, i) => ({
            account: i ? { kind: "wallet" as const, userId: user.id } : { kind: "fee_revenue" as const },
            ...e,
          })),
        }),
      );
    await expect(post([{ amountCents: -5 }, { amountCents: 6 }])).rejects.toThrow(/sum to 0/);
    await expect(post([{ amountCents: 0 }, { amountCents: 0 }])).rejects.toThrow(/non-zero integer/);
    await expect(post([{ amountCents: -0.5 }, { amountCents: 0.5 }])).rejects.toThrow(/non-zero integer/);
  });
});

describe("the database's own rules", () => {
  it("refuses UPDATE and DELETE of entries and journals", async () => {
    const { user } = await createUser();
    const { journalId } = await deposit(user.id, 700, refOf());
    await expect(db.$executeRaw`UPDATE "LedgerEntry" SET "amountCents" = 1 WHERE "journalId" = ${journalId}`).rejects.toThrow(
      /append-only/,
    );
    await expect(db.$executeRaw`DELETE FROM "LedgerEntry" WHERE "journalId" = ${journalId}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`UPDATE "LedgerJournal" SET "memo" = 'x' WHERE "id" = ${journalId}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM "LedgerJournal" WHERE "id" = ${journalId}`).rejects.toThrow(/append-only/);
    expect(await db.ledgerEntry.count({ where: { journalId } })).toBe(2);
  });

  it("refuses a journal whose entries do not sum to zero (checked per statement)", async () => {
    const id = `j-${refOf()}`;
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO "LedgerJournal" ("id", "kind", "reference") VALUES (${id}, 'test', ${id})`;
        await tx.$executeRaw`INSERT INTO "LedgerEntry" ("journalId", "accountId", "amountCents") VALUES (${id}, 'fee_revenue', 100)`;
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await db.ledgerJournal.count({ where: { id } })).toBe(0);
  });

  it("refuses a negative cached wallet balance (CHECK) and a zero entry", async () => {
    const { user } = await createUser();
    await deposit(user.id, 100, refOf());
    await expect(db.$executeRaw`UPDATE "LedgerAccount" SET "balanceCents" = -1 WHERE "id" = ${`wallet:${user.id}`}`).rejects.toThrow(
      /LedgerAccount_balance_nonnegative_check/,
    );
    const id = `j-${refOf()}`;
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO "LedgerJournal" ("id", "kind", "reference") VALUES (${id}, 'test', ${id})`;
        await tx.$executeRaw`INSERT INTO "LedgerEntry" ("journalId", "accountId", "amountCents") VALUES (${id}, 'fee_revenue', 0)`;
      }),
    ).rejects.toThrow(/LedgerEntry_amount_nonzero_check/);
  });
});

describe("withIdempotency", () => {
  const req = (key?: string) => new Request("http://localhost/api/x", { method: "POST", headers: key ? { "Idempotency-Key": key } : {} });

  it("runs once per key and payload and replays the first answer", async () => {
    const { user } = await createUser();
    let runs = 0;
    const run = (key: string, payload: unknown) =>
      withIdempotency({ req: req(key) }, user.id, "test/call", payload, async () => ({ run: ++runs, at: new Date(0) }));
    const first = await run("k-1", { amount: 5 });
    expect(first).toEqual({ run: 1, at: "1970-01-01T00:00:00.000Z" });
    expect(await run("k-1", { amount: 5 })).toEqual(first);
    expect(runs).toBe(1);
    await expect(run("k-1", { amount: 6 })).rejects.toMatchObject({ status: 422, message: IDEMPOTENCY_MSG.Reused });
    expect(await run("k-2", { amount: 6 })).toEqual({ run: 2, at: "1970-01-01T00:00:00.000Z" });
  });

  it("lets concurrent duplicates run the work once", async () => {
    const { user } = await createUser();
    let runs = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        withIdempotency({ req: req("same") }, user.id, "test/call", { a: 1 }, async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 50));
          return { ok: true };
        }),
      ),
    );
    expect(answers).toEqual(Array(5).fill({ ok: true }));
    expect(runs).toBe(1);
  });

  it("keeps no key for a refused request, so the same request can run later", async () => {
    const { user } = await createUser();
    await expect(
      withIdempotency({ req: req("retry") }, user.id, "test/call", {}, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await withIdempotency({ req: req("retry") }, user.id, "test/call", {}, async () => ({ ok: 1 }))).toEqual({ ok: 1 });
  });

  it("scopes keys per person, takes the body field, refuses bad keys and purges after 24 hours", async () => {
    const a = await createUser();
    const b = await createUser();
    const run = (userId: string) => withIdempotency({ req: req("shared") }, userId, "test/call", { x: userId }, async () => ({ userId }));
    expect(await run(a.user.id)).toEqual({ userId: a.user.id });
    expect(await run(b.user.id)).toEqual({ userId: b.user.id });
    expect(
      await withIdempotency({ req: req(), input: { idempotencyKey: "from-body" } }, a.user.id, "c", {}, async () => ({ n: 1 })),
    ).toEqual({ n: 1 });
    expect(
      await withIdempotency({ req: req(), input: { idempotencyKey: "from-body" } }, a.user.id, "c", {}, async () => ({ n: 2 })),
    ).toEqual({ n: 1 });
    await expect(withIdempotency({ req: req("x".repeat(256)) }, a.user.id, "c", {}, async () => ({}))).rejects.toMatchObject({
      status: 400,
      message: IDEMPOTENCY_MSG.Invalid,
    });
    await db.idempotencyKey.updateMany({
      where: { userId: a.user.id, key: "shared" },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    expect(await purgeIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { userId: a.user.id, key: "shared" } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { userId: a.user.id, key: "from-body" } })).toBe(1);
  });
});
