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

// Prisma's statements go to PostgreSQL as NAMED prepared statements (one name per distinct SQL text), so
// each connection parses and plans a statement once and then reuses it: planning a joined read (the job
// with its relations) cost PostgreSQL more CPU than running it (~2.5 ms against ~0.5 ms). pg keeps the
// prepared statements per connection; at most MAX_NAMED distinct texts are named per process (others,
// e.g. `IN` lists of unusual lengths, run unnamed as before), which bounds what each connection holds.
// DATABASE_PREPARED_STATEMENTS=0 turns it off (a transaction-mode pooler without prepared-statement support).
/** Names SQL texts for pg's named prepared statements: one name per text (`prefix` + its sha-1), at most
 *  `max` texts; "" (pg then runs the statement unprepared) past that, or when
 *  DATABASE_PREPARED_STATEMENTS=0. Prisma's statements use "g_", lib/sql-tx.ts "s_". */
export function statementNamer(prefix: string, max: number): (text: string) => string {
  const names = new Map<string, string>();
  return (text) => {
    if (!(env.DATABASE_PREPARED_STATEMENTS ?? true)) return "";
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `${prefix}${crypto.createHash("sha1").update(text).digest("base64url")}`;
      names.set(text, name);
    }
    return name ?? "";
  };
}
const MAX_NAMED = 2000;
const nameOf = statementNamer("g_", MAX_NAMED);
const statementName = (query: { sql: string }) => nameOf(query.sql);

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
