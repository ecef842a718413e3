// schema.prisma and the migrated database must agree on every model's columns.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { db } from "@/lib/db";

type Col = { table_name: string; column_name: string; is_nullable: string };

function modelsFromSchema() {
  const text = fs.readFileSync("prisma/schema.prisma", "utf8");
  const enums = new Set([...text.matchAll(/^enum\s+(\w+)/gm)].map((m) => m[1]));
  const models = new Map<string, Map<string, boolean>>();
  for (const m of text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const modelNames = new Set([...text.matchAll(/^model\s+(\w+)/gm)].map((x) => x[1]));
    const cols = new Map<string, boolean>();
    for (const line of m[2].split("\n")) {
      const t = line.trim();
      if (!t || t.startsWith("//") || t.startsWith("@@")) continue;
      const [name, type] = t.split(/\s+/);
      const base = type.replace(/[?[\]]/g, "");
      if (modelNames.has(base) && !enums.has(base)) continue; // relation field, no column
      const mapped = /@map\("([^"]+)"\)/.exec(t)?.[1] ?? name;
      // Prisma creates scalar lists (TEXT[]) as nullable columns
      cols.set(mapped, type.endsWith("?") || type.endsWith("[]"));
    }
    const table = /@@map\("([^"]+)"\)/.exec(m[2])?.[1] ?? m[1];
    models.set(table, cols);
  }
  return models;
}

describe("migrations", () => {
  it("create exactly the columns schema.prisma declares, with the same nullability", async () => {
    const rows = await db.$queryRaw<
      Col[]
    >`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public' and table_name <> '_prisma_migrations'`;
    const actual = new Map<string, Map<string, boolean>>();
    for (const r of rows) {
      if (!actual.has(r.table_name)) actual.set(r.table_name, new Map());
      actual.get(r.table_name)!.set(r.column_name, r.is_nullable === "YES");
    }
    const expected = modelsFromSchema();
    for (const [table, cols] of expected) {
      expect(actual.has(table), `table ${table} missing in the database`).toBe(true);
      expect(Object.fromEntries(actual.get(table)!), `columns of ${table}`).toEqual(Object.fromEntries(cols));
    }
  });

  it("are recorded the way prisma migrate deploy records them", async () => {
    const rows = await db.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }[]>`
      select migration_name, checksum, finished_at, applied_steps_count from "_prisma_migrations" order by migration_name`;
    const dirs = fs
      .readdirSync("prisma/migrations")
      .filter((d) => fs.existsSync(`prisma/migrations/${d}/migration.sql`))
      .sort();
    expect(rows.map((r) => r.migration_name)).toEqual(dirs);
    const crypto = await import("node:crypto");
    for (const r of rows) {
      const sql = fs.readFileSync(`prisma/migrations/${r.migration_name}/migration.sql`);
      expect(r.checksum).toBe(crypto.createHash("sha256").update(sql).digest("hex"));
      expect(r.finished_at).not.toBeNull();
      expect(r.applied_steps_count).toBe(1);
    }
  });
});
