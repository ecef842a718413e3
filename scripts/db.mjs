// npm run db:migrate | npm run db:seed — against DATABASE_URL, or the embedded server when unset.
import { resolveDatabase } from "./lib/database.mjs";
import { migrate } from "./lib/migrate.mjs";
import { runSeed } from "./lib/seed.mjs";

const cmd = process.argv[2];
const db = await resolveDatabase();
try {
  if (cmd === "migrate") {
    const applied = await migrate(db.url);
    console.log(applied.length ? `${applied.length} migration(s) applied` : "database is up to date");
  } else if (cmd === "seed") {
    await migrate(db.url);
    runSeed(db.url, process.argv.slice(3));
  } else {
    console.error("usage: node scripts/db.mjs migrate|seed");
    process.exitCode = 2;
  }
} finally {
  await db.stop();
}
process.exit(process.exitCode ?? 0);
