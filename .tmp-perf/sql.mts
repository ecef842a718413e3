import pg from "pg";
const orig = pg.Client.prototype.query;
const log: { text: string; values: unknown[] }[] = [];
(pg.Client.prototype as any).query = function (...a: any[]) { const q = a[0]; if (q && typeof q === "object" && q.text) log.push({ text: q.text, values: q.values }); else if (typeof q === "string") log.push({ text: q, values: a[1] }); return (orig as any).apply(this, a); };
const { getJobDto } = await import("@/lib/jobs/queries");
const { db } = await import("@/lib/db");
const job = await db.job.findFirst({ where: { status: 0 }, orderBy: { createdAt: "asc" } });
const prov = await db.user.findFirst({ where: { email: "worker@gigline.test" } });
log.length = 0;
await getJobDto(job!.id, { id: prov!.id, type: "provider" });
const c = new pg.Client({ connectionString: process.env.DATABASE_URL }); await c.connect();
for (const q of [...log]) {
  console.log("----\n" + q.text.slice(0, 300));
  const r = await c.query("explain (analyze, buffers off) " + q.text, q.values as any[]);
  console.log(r.rows.map((x: any) => x["QUERY PLAN"]).join("\n"));
}
await c.end(); process.exit(0);
