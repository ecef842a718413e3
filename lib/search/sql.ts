// The search read path talks to PostgreSQL through node-postgres directly. Searches answer wide pages
// (30+ columns × up to 100 rows) and run several small queries each; Prisma's raw-query result mapping
// measured several milliseconds per page on the benchmark machine, node-postgres a fraction of that
// (docs/search.md). SQL is still composed with Prisma.sql (parameters, never string concatenation); all
// writes stay on the Prisma client. Both use the process's one pool (lib/db.ts).
import type { Prisma } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/db";

/** Runs one composed query and returns its rows. */
export async function query<T>(sql: Prisma.Sql): Promise<T[]> {
  const result = await pool().query(sql.text, sql.values as unknown[]);
  return result.rows as T[];
}
