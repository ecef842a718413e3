// The process's one pg.Pool, on its own (no Prisma) so that proxy.ts can read with it too: lib/db.ts
// re-exports it and builds the Prisma client on it.
import pg from "pg";
import { databaseUrl, env } from "@/lib/env";

// ONE pg.Pool per process, shared by Prisma (through its pg adapter) and the search read path
// (lib/search/sql.ts), sized by DATABASE_POOL_SIZE (default 10). Next's dev server re-evaluates modules;
// the global keeps the pool.
const globalForDb = globalThis as unknown as { gigline_pool?: pg.Pool };

// TIMESTAMP(3) columns hold UTC (as Prisma writes them): raw pg reads parse them as UTC whatever the
// process time zone. Prisma's adapter passes its own type parsers with every query, so this only
// affects the direct queries (search, sessions, lib/sql-tx.ts, which adds its own on top).
const TIMESTAMP_OID = 1114;
export const parseUtcTimestamp = (v: string) => new Date(`${v.replace(" ", "T")}Z`);
export const poolTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_OID ? parseUtcTimestamp : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};
const types = poolTypes;

/** The process's one connection pool, created on first use so that `next build` never needs a database. */
export function pool(): pg.Pool {
  if (!globalForDb.gigline_pool) {
    globalForDb.gigline_pool = new pg.Pool({
      connectionString: databaseUrl(),
      max: env.DATABASE_POOL_SIZE,
      types,
      allowExitOnIdle: true,
    });
    // An idle connection that PostgreSQL ends (a restart, an administrator, a dropped database) emits an
    // error on the pool; unheard, it would crash the process. The pool drops that connection and opens a
    // new one on the next query.
    globalForDb.gigline_pool.on("error", (err) => console.error(`[db] an idle connection was closed: ${err.message}`));
  }
  return globalForDb.gigline_pool;
}
