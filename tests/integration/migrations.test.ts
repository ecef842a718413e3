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

  it("list only comment edits as such: each listed file's statements are unchanged", async () => {
    const { readCommentEdits, statementsChecksum } = await import("../../scripts/lib/migrate.mjs");
    for (const [name, edit] of Object.entries(readCommentEdits() as Record<string, { statements: string }>)) {
      const sql = fs.readFileSync(`prisma/migrations/${name}/migration.sql`, "utf8");
      expect(statementsChecksum(sql), `statements of ${name}`).toBe(edit.statements);
    }
  });

  it("take a reworded comment of an applied migration silently, and warn about any other edit", async () => {
    const { migrate, statementsChecksum } = await import("../../scripts/lib/migrate.mjs");
    const pg = (await import("pg")).default;
    const os = await import("node:os");
    const path = await import("node:path");
    const crypto = await import("node:crypto");
    const sha = (t: string) => crypto.createHash("sha256").update(t).digest("hex");
    const name = `gigline_comment_edit_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    const file = path.join(dir, "20200101000000_notes", "migration.sql");
    fs.mkdirSync(path.dirname(file));
    try {
      const before = "-- Notes (first wording)\nCREATE TABLE notes (id int);\n";
      fs.writeFileSync(file, before);
      await migrate(url.toString(), { dir, log: () => {} });

      const reworded = "-- Notes: one table\nCREATE TABLE notes (id int);\n";
      fs.writeFileSync(file, reworded);
      const edits = { "20200101000000_notes": { earlier: [sha(before)], statements: statementsChecksum(before) } };
      fs.writeFileSync(path.join(dir, "comment-edits.json"), JSON.stringify(edits));
      const logs: string[] = [];
      await migrate(url.toString(), { dir, log: (m: string) => logs.push(m) });
      expect(logs).toEqual([]);
      const read = new pg.Client({ connectionString: url.toString() });
      await read.connect();
      const { rows } = await read.query(`select checksum from "_prisma_migrations"`);
      expect(rows.map((r) => r.checksum)).toEqual([sha(reworded)]);

      fs.writeFileSync(file, "-- Notes: one table\nCREATE TABLE notes (id int, body text);\n");
      await migrate(url.toString(), { dir, log: (m: string) => logs.push(m) });
      expect(logs).toEqual(["warning: migration 20200101000000_notes was edited after it was applied"]);
      await read.end();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
