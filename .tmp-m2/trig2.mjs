import pg from "pg";
import { createTestDatabase } from "../scripts/lib/test-db.mjs";
import { randomUUID } from "node:crypto";
const dbh = await createTestDatabase("trigbench");
const c = new pg.Client({ connectionString: dbh.url }); await c.connect();
try {
  for (let i = 0; i < 20; i++) {
    await c.query(`insert into "User" (id, type, email, "firstName", "lastName", "updatedAt") values ($1,'customer',$2,'a','b',now())`, [`u${i}`, `u${i}@x.t`]);
    await c.query(`insert into "LedgerAccount" (id, kind, "userId", "balanceCents") values ($1,'wallet',$2,100000000)`, [`wallet:u${i}`, `u${i}`]);
  }
  const stmt = (id) => `WITH j AS (INSERT INTO "LedgerJournal" ("id","kind","reference","memo","createdAt") VALUES ('${id}','t','${id}','',now()) RETURNING "id"),
   e AS (INSERT INTO "LedgerEntry" ("journalId","accountId","amountCents","createdAt") SELECT j."id", t.a, t.m, now() FROM j, unnest(array['wallet:u1','wallet:u2','fee_revenue'], array[-110,100,10]) t(a, m))
   SELECT 1`;
  for (let i = 0; i < 3000; i++) await c.query(stmt(randomUUID()));
  const trig = async (label) => {
    const times = [];
    for (let k = 0; k < 200; k++) {
      await c.query("BEGIN"); await c.query("SET CONSTRAINTS ALL IMMEDIATE");
      const r = await c.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${stmt(randomUUID())}`);
      await c.query("COMMIT");
      const plan = r.rows[0]["QUERY PLAN"][0];
      times.push([plan["Execution Time"], (plan.Triggers || []).reduce((s, t) => s + t.Time, 0)]);
    }
    const med = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
    console.log(label, "exec ms median", med(times.map((t) => t[0])).toFixed(3), "trigger ms median", med(times.map((t) => t[1])).toFixed(3));
  };
  await trig("deferred-row"); await trig("deferred-row");
  await c.query(`DROP TRIGGER "LedgerEntry_journal_balanced" ON "LedgerEntry"`);
  await c.query(`CREATE FUNCTION ledger_journals_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bad record;
BEGIN
  SELECT n."journalId", SUM(n."amountCents") AS total INTO bad FROM new_entries n
  GROUP BY n."journalId" HAVING SUM(n."amountCents") <> 0 LIMIT 1;
  IF FOUND THEN RAISE EXCEPTION 'journal % does not balance: its entries sum to % cents', bad."journalId", bad.total USING ERRCODE = 'check_violation'; END IF;
  RETURN NULL;
END $$`);
  await c.query(`CREATE TRIGGER "LedgerEntry_journals_balanced" AFTER INSERT ON "LedgerEntry" REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_journals_balanced()`);
  await trig("stmt"); await trig("stmt");
  await c.query(`DROP TRIGGER "LedgerEntry_journals_balanced" ON "LedgerEntry"`);
  await trig("none"); await trig("none");
} finally { await c.end(); await dbh.drop(); }
