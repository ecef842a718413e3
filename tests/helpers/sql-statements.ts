// The SQL statements a piece of code sends (spying on pg's Client#query), e.g. to check that a read is
// one joined statement instead of one per relation.
import pg from "pg";
import { vi } from "vitest";
import { db } from "@/lib/db";

export async function sqlStatements<T>(fn: () => Promise<T>): Promise<{ value: T; statements: string[]; selects: string[] }> {
  await db.user.count(); // connect the pool before counting
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    statements.push(typeof q === "string" ? q : (q?.text ?? ""));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    const value = await fn();
    return { value, statements, selects: statements.filter((s) => /^\s*select/i.test(s)) };
  } finally {
    spy.mockRestore();
  }
}
