// Applies prisma/migrations/*/migration.sql in order and records each in _prisma_migrations the way
// `prisma migrate deploy` does (same table, sha256 checksum of the file, finished_at, applied_steps_count),
// so Prisma's own CLI accepts the same history. Each migration runs in one transaction; an advisory
// lock (Prisma's own key) keeps two starting processes from migrating at once.
//
// A migration's comments may be reworded after it was applied: prisma/migrations/comment-edits.json lists, per
// migration, the checksums its file had before and the checksum of its statements (the file without its
// `--` comment lines). A database that recorded an earlier checksum gets the new one, silently, when the
// statements are unchanged; any other change to an applied file is warned about.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";

const LOCK_KEY = 72707369; // the key prisma migrate uses

export async function migrate(url, { dir = "prisma/migrations", log = console.log } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied = [];
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query(
      `select migration_name, checksum, finished_at from "_prisma_migrations" where rolled_back_at is null`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const failed = rows.find((r) => !r.finished_at);
    if (failed) throw new Error(`Migration ${failed.migration_name} failed earlier; fix the database and mark it rolled back.`);
    const commentEdits = readCommentEdits(dir);
    for (const name of listMigrations(dir)) {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = sha256(sql);
      const prior = done.get(name);
      if (prior) {
        if (prior.checksum === checksum) continue;
        const edit = commentEdits[name];
        if (edit?.earlier?.includes(prior.checksum) && edit.statements === statementsChecksum(sql)) {
          await client.query(`update "_prisma_migrations" set checksum = $1 where migration_name = $2 and rolled_back_at is null`, [
            checksum,
            name,
          ]);
        } else {
          log(`warning: migration ${name} was edited after it was applied`);
        }
        continue;
      }
      const id = crypto.randomUUID();
      await client.query("begin");
      try {
        await client.query(
          `insert into "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) values ($1, $2, $3, now(), 0)`,
          [id, checksum, name],
        );
        await client.query(sql);
        await client.query(`update "_prisma_migrations" set finished_at = now(), applied_steps_count = 1 where id = $1`, [id]);
        await client.query("commit");
      } catch (err) {
        await client.query("rollback");
        throw new Error(`Migration ${name} failed: ${err.message}`);
      }
      applied.push(name);
      log(`applied migration ${name}`);
    }
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return applied;
}

function sha256(text) {
  return crypto.createHash("sha256").update(text).digest("hex");
}

/** The checksum of a migration's statements: the file without its whole-line `--` comments. */
export function statementsChecksum(sql) {
  return sha256(
    sql
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("--"))
      .join("\n"),
  );
}

/** prisma/migrations/comment-edits.json: { [migration]: { earlier: [checksum…], statements: checksum } }. */
export function readCommentEdits(dir = "prisma/migrations") {
  const file = path.join(dir, "comment-edits.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

export function listMigrations(dir = "prisma/migrations") {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
}
