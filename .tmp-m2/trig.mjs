import pg from "pg";
import { createTestDatabase } from "/work/wt/money2/scripts/lib/test-db.mjs";
import { randomUUID } from "node:crypto";
const dbh = await createTestDatabase("trigbench");
const c = new pg.Client({ connectionString: dbh.url }); await c.connect();
try {
  for (let i = 0; i < 20; i++) {
    await c.query(`insert into "User" (id, type, email, "firstName", "lastName", "updatedAt") values ($1,'customer',$2,'a','b',now())`, [`u${i}`, `u${i}@x.t`]);
    await c.query(`insert into "LedgerAccount" (id, kind, "userId", "balanceCents") values ($1,'wallet',$2,100000000)`, [`wallet:u${i}`, `u${i}`]);
  }
  // entries: balance the fake starting money
  const sqlText = `WITH j AS (INSERT INTO "LedgerJournal" ("id","kind","reference","memo","createdAt") VALUES ($1,'t',$1,'',now()) RETURNING "id"),
   d AS (SELECT t.a, t.delta FROM j, unnest($2::text[], $3::bigint[]) t(a, delta)),
   l AS (SELECT x."id" FROM "LedgerAccount" x WHERE x."id" IN (SELECT a FROM d) ORDER BY x."id" FOR UPDATE),
   u AS (UPDATE "LedgerAccount" x SET "balanceCents" = x."balanceCents" + d.delta, "updatedAt" = now() FROM d WHERE x."id" = d.a AND x."id" IN (SELECT "id" FROM l) RETURNING x."userId", x."balanceCents"),
   e AS (INSERT INTO "LedgerEntry" ("journalId","accountId","amountCents","createdAt") SELECT j."id", t.a, t.m, now() FROM j, unnest($4::text[], $5::int[]) t(a, m))
   SELECT * FROM u`;
  const run = async (label) => {
    const N = 4000; const t0 = performance.now();
    for (let i = 0; i < N; i++) {
      const a = `wallet:u${i % 20}`, b = `wallet:u${(i + 7) % 20}`;
      const [x, y] = a < b ? [a, b] : [b, a];
      const dx = x === a ? -110 : 100, dy = x === a ? 100 : -110;
      await c.query({ name: "p" + label, text: sqlText, values: [randomUUID(), [x, y], [dx, dy], [a, b, "fee_revenue"], [-110, 100, 10]] });
    }
    console.log(label, ((performance.now() - t0) / N).toFixed(3), "ms/transfer serial");
  };
  await run("deferred-row-warm");
  await run("deferred-row");
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
  await run("stmt-warm");
  await run("stmt");
  await c.query(`DROP TRIGGER "LedgerEntry_journals_balanced" ON "LedgerEntry"`);
  await run("none");
  await run("none2");
} finally { await c.end(); await dbh.drop(); }
