// Setting a scene through the API and the database: a call as an account (its bearer token), a job body
// that posts, and credit for an employer (hiring needs credit at the free level; the money screens sell it,
// e2e gives it straight in the database).
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import type { Account } from "./accounts";

/** POST /api/{path} as `who`; fails the test with the answer unless it is `{ result: true }`. */
export async function call(request: APIRequestContext, who: Account, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${who.token}` }, data });
  const json = await res.json();
  expect(json.result, `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json;
}

/** A job/create body: an hourly bartending job in Austin, TX, with `extra` fields on top. */
export function jobBody(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    description: "Pour beer and wine for a backyard party of forty guests; we provide the bar and the ice.",
    categories: "Bartender",
    skills: "Mixology,Wine Service",
    payType: "Hourly",
    price: "30",
    duration: "5",
    type: "One-time job",
    location: "Austin, TX 78701",
    city: "Austin",
    state: "TX",
    zipcode: "78701",
    ...extra,
  };
}

/** Sets an account's hiring credit in the database. */
export async function giveCredit(userId: string, credit = 5) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run e2e tests through `npm run test:e2e`");
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`update "User" set credit = $1 where id = $2`, [credit, userId]);
  } finally {
    await db.end();
  }
}

/** user/login with the account's e-mail and password: a fresh token. */
export async function login(request: APIRequestContext, who: Pick<Account, "email" | "password">) {
  const res = await request.post("/api/user/login", { data: { email: who.email, password: who.password } });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  return json.token as string;
}

/** job/create with a Bearer token: the id of the new job. */
export async function createJob(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.post("/api/job/create", { headers: { Authorization: `Bearer ${token}` }, data });
  const json = await res.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  return json.job._id as string;
}

/** A job/create body for an hourly hospitality job in the US without screening questions, `over` on top. */
export function hospitalityJob(over: Record<string, unknown>) {
  return {
    categories: "Hospitality",
    payType: "Hourly",
    price: "24",
    duration: "6",
    type: "One-time job",
    country: "US",
    screenQuestions: "[]",
    ...over,
  };
}

/** Runs `fn` with a connection to the test database, then closes it. */
export async function sql<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** A hiring credit and a card deposit of `cents`, written the way the ledger posts a succeeded deposit. */
export function fundEmployer(userId: string, cents: number) {
  return sql(async (db) => {
    await db.query("BEGIN");
    await db.query(`UPDATE "User" SET credit = 1 WHERE id = $1`, [userId]);
    const journal = randomUUID();
    await db.query(`INSERT INTO "LedgerJournal" (id, kind, reference, memo, "userId") VALUES ($1, 'deposit', $2, 'card', $3)`, [
      journal,
      `e2e:${journal}`,
      userId,
    ]);
    await db.query(`INSERT INTO "LedgerAccount" (id, kind, "userId", "balanceCents") VALUES ($1, 'wallet', $2, $3)`, [
      `wallet:${userId}`,
      userId,
      cents,
    ]);
    await db.query(`INSERT INTO "LedgerEntry" ("journalId", "accountId", "amountCents") VALUES ($1, 'in_transit:card', $3), ($1, $2, $4)`, [
      journal,
      `wallet:${userId}`,
      -cents,
      cents,
    ]);
    await db.query("COMMIT");
  });
}
