import "server-only";
import crypto from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { pool } from "@/lib/db-pool";

export { parseUtcTimestamp, pool, poolTypes } from "@/lib/db-pool";

// The Prisma client is built on the process's one pool (lib/db-pool.ts). Next's dev server re-evaluates
// modules; the global keeps the client.
const globalForDb = globalThis as unknown as { gigline_db?: PrismaClient };

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

/**
 * Every interactive transaction waits up to 10 s for a pooled connection and may run 20 s. Prisma's defaults
 * (2 s, 5 s) turn a burst into errors: 200 approvals at once, ten of them queued on one employer's wallet
 * lock, failed their callers and were then retried from scratch, adding load. A transaction that still waits
 * too long answers 503 with Retry-After (lib/http/route.ts).
 */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

function createClient() {
  const named = env.DATABASE_PREPARED_STATEMENTS ?? true;
  return new PrismaClient({
    adapter: new PrismaPg(pool(), named ? { statementNameGenerator: statementName } : undefined),
    transactionOptions: TX_OPTIONS,
  });
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
