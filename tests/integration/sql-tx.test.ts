// lib/sql-tx.ts against real PostgreSQL: a plain pg transaction answers what a Prisma transaction would
// (values in, rows out), commits or rolls back as a whole, and its unique violations read as the request
// wrapper's 409.
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { pgTransaction, sqlAlone, sqlPool } from "@/lib/sql-tx";
import { uniqueIndexOf, uniqueViolationMessage } from "@/lib/http/unique-violation";
import { MSG } from "@/lib/accounts/messages"; // registers the accounts' unique indexes' messages
import { createUser } from "../helpers/factories";
import { sqlStatements } from "../helpers/sql-statements";
import { Prisma } from "@/lib/generated/prisma/client";

describe("sql-tx", () => {
  it("reads and writes values as Prisma's raw queries do", async () => {
    const at = new Date("2026-03-08T09:30:15.123Z");
    const q = `SELECT ${"$1"}::timestamp(3) AS ts, ${"$2"}::timestamptz AS tz, count(*) AS n, 12.5::numeric AS num, ${"$3"}::text[] AS arr, '{"a":1}'::jsonb AS j FROM (VALUES (1), (2)) v(x)`;
    const [viaPg] = await sqlPool().$queryRawUnsafe<Record<string, unknown>[]>(q, at, at, ["a", "b"]);
    const [viaPrisma] = await db.$queryRawUnsafe<Record<string, unknown>[]>(q, at, at, ["a", "b"]);
    expect(viaPg.ts).toEqual(at);
    expect(viaPg.tz).toEqual(at);
    expect(viaPg.n).toBe(2n);
    expect(viaPg.num).toBe(12.5);
    expect(viaPg.arr).toEqual(["a", "b"]);
    expect(viaPg.j).toEqual({ a: 1 });
    // the same as Prisma's answer (its NUMERIC is a Decimal)
    expect({ ...viaPg, num: String(viaPg.num) }).toEqual({ ...viaPrisma, num: String(viaPrisma.num) });
  });

  it("commits the transaction's statements together, or none of them when it throws", async () => {
    const { user } = await createUser();
    await pgTransaction(async (tx) => {
      await tx.$executeRaw`UPDATE "User" SET "firstName" = ${"first"} WHERE "id" = ${user.id}`;
      await tx.$executeRaw`UPDATE "User" SET "city" = ${"Austin"} WHERE "id" = ${user.id}`;
    });
    await expect(
      pgTransaction(async (tx) => {
        await tx.$executeRaw`UPDATE "User" SET "firstName" = ${"second"} WHERE "id" = ${user.id}`;
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, city: true } });
    expect(row).toEqual({ firstName: "first", city: "Austin" });
  });

  it("answers a unique violation with the index's 409 message", async () => {
    const { user } = await createUser();
    const err = await pgTransaction(
      async (tx) =>
        tx.$executeRaw`UPDATE "User" SET "email" = (SELECT "email" FROM "User" WHERE "id" <> ${user.id} LIMIT 1) WHERE "id" = ${user.id}`,
    ).catch((e: unknown) => e);
    expect(uniqueIndexOf(err)).toBe("User_email_key");
    expect(uniqueViolationMessage(err)).toBe(MSG.EmailTaken);
  });

  describe("round trips: BEGIN with the first statement, COMMIT with the last", () => {
    const probe = async () => {
      // a unique constraint checked at COMMIT, so that the COMMIT itself can fail
      await sqlPool().$executeRawUnsafe(
        `CREATE TABLE IF NOT EXISTS sqltx_probe (k int, CONSTRAINT sqltx_probe_k UNIQUE (k) DEFERRABLE INITIALLY DEFERRED)`,
      );
      await sqlPool().$executeRawUnsafe(`TRUNCATE sqltx_probe`);
      return async () => (await sqlPool().$queryRawUnsafe<{ k: number }[]>(`SELECT k FROM sqltx_probe ORDER BY k`)).map((r) => r.k);
    };

    it("answers the statement's own rows and commits with the last statement", async () => {
      const rows = await probe();
      const { statements, value } = await sqlStatements(() =>
        pgTransaction(
          async (tx) => {
            const first = await tx.$queryRaw<{ k: number; timeout: string; plans: string }[]>`
            INSERT INTO sqltx_probe (k) VALUES (${1}::int) RETURNING k, current_setting('statement_timeout') AS timeout, current_setting('plan_cache_mode') AS plans`;
            const last = await tx.$queryRawThenCommit<{ k: number }[]>(
              Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${2}::int) RETURNING k`,
            );
            return { first, last };
          },
          { timeoutMs: 1234 },
        ),
      );
      // with the transaction's settings (SET LOCAL: they hold inside a transaction only; that a failure
      // after the first statement keeps nothing is the test above)
      expect(value.first).toEqual([{ k: 1, timeout: "1234ms", plans: "force_generic_plan" }]);
      expect(value.last).toEqual([{ k: 2 }]);
      expect(statements).toHaveLength(2);
      expect(await rows()).toEqual([1, 2]);
    });

    it("keeps nothing when the first statement fails, and the connection serves the next transaction", async () => {
      const rows = await probe();
      const err = await pgTransaction(async (tx) => tx.$executeRaw`INSERT INTO sqltx_probe (k) VALUES (${"not a number"}::int)`).catch(
        (e: Error) => e,
      );
      expect(String(err)).toMatch(/invalid input syntax for type integer/);
      for (let i = 0; i < 12; i++) await pgTransaction(async (tx) => tx.$executeRaw`INSERT INTO sqltx_probe (k) VALUES (${10 + i}::int)`);
      expect((await rows()).length).toBe(12);
    });

    it("does not commit when the last statement fails, nor when the COMMIT itself fails", async () => {
      const rows = await probe();
      const failing = await pgTransaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO sqltx_probe (k) VALUES (${1}::int)`;
        await tx.$queryRawThenCommit(Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${"x"}::int)`);
      }).catch((e: Error) => e);
      expect(String(failing)).toMatch(/invalid input syntax/);
      // the statement succeeds, the deferred check fails at COMMIT: the error is the answer, nothing stays
      const atCommit = await pgTransaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO sqltx_probe (k) VALUES (${5}::int)`;
        await tx.$queryRawThenCommit(Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${5}::int)`);
      }).catch((e: Error) => e);
      expect(String(atCommit)).toMatch(/sqltx_probe_k/);
      expect(await rows()).toEqual([]);
      // the connections are clean: the next transactions commit
      await pgTransaction((tx) => tx.$queryRawThenCommit(Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${7}::int)`));
      expect(await rows()).toEqual([7]);
    });

    it("sends statements after the last one in the same round trip: they see its writes, their rows are not its rows, and an error in one commits nothing", async () => {
      const rows = await probe();
      const { statements, value } = await sqlStatements(() =>
        pgTransaction((tx) =>
          tx.$queryRawThenCommit<{ k: number }[]>(Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${1}::int), (${2}::int) RETURNING k`, [
            Prisma.sql`INSERT INTO sqltx_probe (k) SELECT max(k) + ${10}::int FROM sqltx_probe`,
            Prisma.sql`SELECT k, ${"extra"}::text AS note FROM sqltx_probe`,
          ]),
        ),
      );
      expect(value).toEqual([{ k: 1 }, { k: 2 }]);
      expect(statements).toHaveLength(1);
      expect(await rows()).toEqual([1, 2, 12]);
      // the second statement fails: neither it nor the first is kept, and the connections stay clean
      const err = await pgTransaction((tx) =>
        tx.$queryRawThenCommit(Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${3}::int)`, [
          Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${"y"}::int)`,
        ]),
      ).catch((e: Error) => e);
      expect(String(err)).toMatch(/invalid input syntax/);
      for (let i = 0; i < 12; i++)
        await pgTransaction((tx) => tx.$queryRawThenCommit(Prisma.sql`SELECT 1`, [Prisma.sql`SELECT ${i}::int`]));
      expect(await rows()).toEqual([1, 2, 12]);
    });

    it("prepares a statement after the last one once per connection, and does not reuse a connection where it may or may not exist", async () => {
      const rows = await probe();
      const Connection = (pg as unknown as { Connection: { prototype: { parse: (q: { text: string }) => void } } }).Connection;
      const parse = vi.spyOn(Connection.prototype, "parse");
      const marker = `probe ${Date.now()}`;
      const rider = (v: unknown) => Prisma.sql`INSERT INTO sqltx_probe (k) SELECT ${v}::int WHERE ${marker}::text IS NOT NULL`;
      const parsesOfRider = () => parse.mock.calls.filter(([q]) => q.text === rider(0).text).length;
      try {
        for (let i = 0; i < 30; i++) await pgTransaction((tx) => tx.$queryRawThenCommit(Prisma.sql`SELECT 1`, [rider(100 + i)]));
        expect((await rows()).length).toBe(30);
        // parsed on each connection it ran on, not on each run (the pool holds at most DATABASE_POOL_SIZE)
        expect(parsesOfRider()).toBeGreaterThan(0);
        expect(parsesOfRider()).toBeLessThan(30);
        // a rider that is parsed and then fails (its value is no integer) on connections that never saw it:
        // those connections are dropped, so the next runs on their replacements prepare it afresh and pass
        const other = (v: unknown) => Prisma.sql`INSERT INTO sqltx_probe (k) SELECT ${v}::int WHERE ${`${marker} b`}::text IS NOT NULL`;
        const failures = await Promise.all(
          Array.from({ length: 4 }, () =>
            pgTransaction((tx) => tx.$queryRawThenCommit(Prisma.sql`SELECT 1`, [other("x")])).catch((e: Error) => e),
          ),
        );
        for (const f of failures) expect(String(f)).toMatch(/invalid input syntax/);
        for (let i = 0; i < 30; i++) await pgTransaction((tx) => tx.$queryRawThenCommit(Prisma.sql`SELECT 1`, [other(200 + i)]));
        expect((await rows()).length).toBe(60);
      } finally {
        parse.mockRestore();
      }
    });

    it("applies the transaction's statement timeout to its first statement", async () => {
      const err = await pgTransaction(async (tx) => tx.$queryRaw`SELECT pg_sleep(${0.5}::float8)`, { timeoutMs: 50 }).catch(
        (e: Error) => e,
      );
      expect(String(err)).toMatch(/statement timeout/);
    });

    it("refuses a statement after the COMMIT, and sends nothing for a transaction without statements", async () => {
      await probe();
      const err = await pgTransaction(async (tx) => {
        await tx.$queryRawThenCommit(Prisma.sql`INSERT INTO sqltx_probe (k) VALUES (${1}::int)`);
        await tx.$executeRaw`INSERT INTO sqltx_probe (k) VALUES (${2}::int)`;
      }).catch((e: Error) => e);
      expect(String(err)).toMatch(/after the transaction's COMMIT/);
      const { statements } = await sqlStatements(() => pgTransaction(async () => "nothing"));
      expect(statements).toEqual([]);
    });
  });

  describe("sqlAlone: each statement its own transaction, in one round trip", () => {
    it("commits each statement on a generic plan, and a failed one leaves nothing and a clean connection", async () => {
      await sqlPool().$executeRawUnsafe(
        `CREATE TABLE IF NOT EXISTS sqltx_alone (k int, CONSTRAINT sqltx_alone_k UNIQUE (k) DEFERRABLE INITIALLY DEFERRED)`,
      );
      await sqlPool().$executeRawUnsafe(`TRUNCATE sqltx_alone`);
      const rows = async () => (await sqlPool().$queryRawUnsafe<{ k: number }[]>(`SELECT k FROM sqltx_alone ORDER BY k`)).map((r) => r.k);
      const { statements, value } = await sqlStatements(
        async () =>
          sqlAlone().$queryRaw<{ k: number; plans: string; timeout: string }[]>`
          INSERT INTO sqltx_alone (k) VALUES (${1}::int) RETURNING k, current_setting('plan_cache_mode') AS plans, current_setting('statement_timeout') AS timeout`,
      );
      expect(value).toEqual([{ k: 1, plans: "force_generic_plan", timeout: "20s" }]);
      expect(statements).toHaveLength(1);
      // the settings were the transaction's only (SET LOCAL): a plain statement on the pool has the defaults
      expect(await sqlPool().$queryRawUnsafe(`SELECT current_setting('plan_cache_mode') AS plans`)).toEqual([{ plans: "auto" }]);
      // a statement that fails, and one whose COMMIT fails (the deferred unique check): nothing of either stays
      expect(String(await sqlAlone().$executeRaw`INSERT INTO sqltx_alone (k) VALUES (${"x"}::int)`.then(String, (e: Error) => e))).toMatch(
        /invalid input syntax/,
      );
      expect(
        String(await sqlAlone().$executeRaw`INSERT INTO sqltx_alone (k) SELECT 2 FROM generate_series(1, 2)`.then(String, (e: Error) => e)),
      ).toMatch(/sqltx_alone_k/);
      expect(await rows()).toEqual([1]);
      // every connection of the pool is clean afterwards (none left inside an aborted transaction)
      await Promise.all(Array.from({ length: 12 }, (_, i) => sqlAlone().$executeRaw`INSERT INTO sqltx_alone (k) VALUES (${10 + i}::int)`));
      expect((await rows()).length).toBe(13);
    });
  });
});
