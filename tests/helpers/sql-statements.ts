// The SQL statements a piece of code sends (spying on pg's Client#query), e.g. to check that a read is
// one joined statement instead of one per relation.
import pg from "pg";
import { vi } from "vitest";
import { db } from "@/lib/db";

// `statements`: one per round trip (a statement sent with riders, lib/sql-tx.ts's BEGIN and COMMIT, counts
// once); `annotated`: the same with the riders written around the statement, for printing.
export async function sqlStatements<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; statements: string[]; selects: string[]; annotated: string[] }> {
  await db.user.count(); // connect the pool before counting
  const statements: string[] = [];
  const annotated: string[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; riders?: { before: string[]; after: (string | { text: string })[] } };
    const text = typeof q === "string" ? q : (q?.text ?? "");
    statements.push(text);
    const riders = typeof q === "string" ? undefined : q?.riders;
    const after = (r: string | { text: string }) => `; ${typeof r === "string" ? r : r.text.trim()}`;
    annotated.push(riders ? [...riders.before.map((r) => `${r};`), text.trim(), ...riders.after.map(after)].join(" ") : text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    const value = await fn();
    return { value, statements, selects: statements.filter((s) => /^\s*select/i.test(s)), annotated };
  } finally {
    spy.mockRestore();
  }
}
