// The search read path talks to PostgreSQL through node-postgres directly. Searches answer wide pages
// (30+ columns × up to 100 rows) and run several small queries each; Prisma's raw-query result mapping
// measured several milliseconds per page on the benchmark machine, node-postgres a fraction of that
// (docs/search.md). SQL is still composed with Prisma.sql (parameters, never string concatenation); all
// writes stay on the Prisma client.
import pg from "pg";
import type { Prisma } from "@/lib/generated/prisma/client";
import { databaseUrl, env } from "@/lib/env";

const globalForSearch = globalThis as unknown as { gigline_search_pool?: pg.Pool };

// TIMESTAMP(3) columns hold UTC (as Prisma writes them): read them as UTC whatever the process time zone.
const TIMESTAMP_OID = 1114;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_OID ? (v: string) => new Date(`${v.replace(" ", "T")}Z`) : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

function pool() {
  if (!globalForSearch.gigline_search_pool) {
    const connectionString = databaseUrl();
    globalForSearch.gigline_search_pool = new pg.Pool({
      connectionString,
      max: env.DATABASE_POOL_SIZE,
      types,
      allowExitOnIdle: true,
    });
  }
  return globalForSearch.gigline_search_pool;
}

/** Runs one composed query and returns its rows. */
export async function query<T>(sql: Prisma.Sql): Promise<T[]> {
  const result = await pool().query(sql.text, sql.values as unknown[]);
  return result.rows as T[];
}
