// The start command of a deployed image (Dockerfile): migrate, load the demo data into an empty
// database when SEED_DEMO=1, then run Next's standalone server. Bundled into dist/serve.mjs by
// scripts/deploy/bundle.mjs, so the image needs neither tsx nor the sources.
import fs from "node:fs";
import path from "node:path";
import { migrate } from "../lib/migrate.mjs";
import { isEmpty } from "../lib/seed.mjs";
import { authSecret } from "../lib/auth-secret.mjs";

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: a deployed Gigline needs a PostgreSQL server.");
  process.exit(1);
}
process.env.NEXTAUTH_SECRET ||= authSecret();
process.env.HOSTNAME ||= "0.0.0.0";

const here = path.dirname(new URL(import.meta.url).pathname);
await migrate(process.env.DATABASE_URL, { dir: path.join(here, "..", "prisma", "migrations") });
if (process.env.SEED_DEMO === "1" && (await isEmpty(process.env.DATABASE_URL))) {
  console.log("SEED_DEMO=1 and the database is empty: loading the demo data");
  const { spawnSync } = await import("node:child_process");
  const r = spawnSync(process.execPath, [path.join(here, "seed.mjs")], { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = path.join(here, "..", "server.js");
if (!fs.existsSync(server)) {
  console.error(`no standalone server at ${server}: build with NEXT_OUTPUT=standalone`);
  process.exit(1);
}
await import(server);
