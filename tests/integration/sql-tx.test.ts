// lib/sql-tx.ts against real PostgreSQL: a plain pg transaction answers what a Prisma transaction would
// (values in, rows out), commits or rolls back as a whole, and its unique violations read as the request
// wrapper's 409.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pgTransaction, sqlPool } from "@/lib/sql-tx";
import { uniqueIndexOf, uniqueViolationMessage, UNIQUE_MESSAGES } from "@/lib/http/unique-violation";
import { createUser } from "../helpers/factories";

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
    const err = await pgTransaction(async (tx) => tx.$executeRaw`UPDATE "User" SET "email" = (SELECT "email" FROM "User" WHERE "id" <> ${user.id} LIMIT 1) WHERE "id" = ${user.id}`).catch((e: unknown) => e);
    expect(uniqueIndexOf(err)).toBe("User_email_key");
    expect(uniqueViolationMessage(err)).toBe(UNIQUE_MESSAGES.User_email_key);
  });
});
