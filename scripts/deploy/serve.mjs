// The start command of a deployed image (Dockerfile): migrate, load the demo data into an empty
// database when SEED_DEMO=1, then serve Next's standalone output through our own server
// (scripts/lib/app-server.ts, as `npm start` does: the client's true address for rate limits, JSON 405s, CSP
// nonces on cached pages, the one-second copies, and a graceful stop that lets the background worker's running
// jobs finish). Bundled into dist/serve.mjs by scripts/deploy/bundle.mjs, so the image needs neither tsx nor the
// sources; the list of API routes and their methods is put in at build time (__GIGLINE_API_ROUTES__).
/* global __GIGLINE_API_ROUTES__ */
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
// what Next's generated server.js does before it starts: production mode, the standalone folder as the working
// directory, and the build's own config (Next reads it from this variable instead of a next.config file)
const root = path.join(here, "..");
const serverFiles = path.join(root, ".next", "required-server-files.json");
if (!fs.existsSync(serverFiles)) {
  console.error(`no standalone build at ${root}: build with NEXT_OUTPUT=standalone`);
  process.exit(1);
}
process.env.NODE_ENV = "production";
process.chdir(root);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(fs.readFileSync(serverFiles, "utf8")).config);
const { startAppServer } = await import("../lib/app-server.ts");
await startAppServer({ port: Number(process.env.PORT) || 3000, dir: root, apiRoutes: __GIGLINE_API_ROUTES__ });
