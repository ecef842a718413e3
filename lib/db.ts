import crypto from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrl, env } from "@/lib/env";

// ONE pg.Pool per process, shared by Prisma (through its pg adapter) and the search read path
// (lib/search/sql.ts), sized by DATABASE_POOL_SIZE (default 10). Next's dev server re-evaluates modules;
// the global keeps the pool and the client.
const globalForDb = globalThis as unknown as { gigline_pool?: pg.Pool; gigline_db?: PrismaClient };

// TIMESTAMP(3) columns hold UTC (as Prisma writes them): raw pg reads parse them as UTC whatever the
// process time zone. Prisma's adapter passes its own type parsers with every query, so this only
// affects the search code's direct queries.
const TIMESTAMP_OID = 1114;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_OID ? (v: string) => new Date(`${v.replace(" ", "T")}Z`) : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

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

// Prisma's statements go to PostgreSQL as NAMED prepared statements (one name per distinct SQL text), so
// each connection parses and plans a statement once and then reuses it: planning a joined read (the job
// with its relations) cost PostgreSQL more CPU than running it (~2.5 ms against ~0.5 ms). pg keeps the
// prepared statements per connection; at most MAX_NAMED distinct texts are named per process (others,
// e.g. `IN` lists of unusual lengths, run unnamed as before), which bounds what each connection holds.
// DATABASE_PREPARED_STATEMENTS=0 turns it off (a transaction-mode pooler without prepared-statement support).
const MAX_NAMED = 2000;
const names = new Map<string, string>();
function statementName(query: { sql: string }): string {
  let name = names.get(query.sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `g_${crypto.createHash("sha1").update(query.sql).digest("base64url")}`;
    names.set(query.sql, name);
  }
  return name ?? ""; // pg runs a statement without a name unprepared
}

function createClient() {
  const named = env.DATABASE_PREPARED_STATEMENTS ?? true;
  return new PrismaClient({ adapter: new PrismaPg(pool(), named ? { statementNameGenerator: statementName } : undefined) });
}

/** The Prisma client, created on first use so that `next build` never needs a database. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    globalForDb.gigline_db ??= createClient();
    const value = Reflect.get(globalForDb.gigline_db, prop);
    return typeof value === "function" ? value.bind(globalForDb.gigline_db) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
