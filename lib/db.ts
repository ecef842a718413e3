import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrl, env } from "@/lib/env";

// One client per process (Next's dev server re-evaluates modules; the global keeps the pool).
const globalForPrisma = globalThis as unknown as { gigline_db?: PrismaClient };

function createClient() {
  const connectionString = databaseUrl();
  const adapter = new PrismaPg({ connectionString, max: env.DATABASE_POOL_SIZE });
  return new PrismaClient({ adapter });
}

/** The Prisma client, created on first use so that `next build` never needs a database. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    globalForPrisma.gigline_db ??= createClient();
    const value = Reflect.get(globalForPrisma.gigline_db, prop);
    return typeof value === "function" ? value.bind(globalForPrisma.gigline_db) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
