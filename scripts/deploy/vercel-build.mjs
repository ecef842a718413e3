// `npm run vercel-build` (Vercel and other serverless hosts run it instead of `build`): migrate the
// database of DATABASE_URL, load the demo data into an empty one when SEED_DEMO=1 (preview
// deployments for reviewers), then `next build`. A serverless host has no local disk and no
// long-lived process: set NEXTAUTH_SECRET, S3_* for files and PUSHER_* for realtime (README).
import { spawnSync } from "node:child_process";
import { migrate } from "../lib/migrate.mjs";
import { isEmpty, runSeed } from "../lib/seed.mjs";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("vercel-build: DATABASE_URL is not set (a serverless deployment needs a hosted PostgreSQL).");
  process.exit(1);
}
await migrate(url);
if (process.env.SEED_DEMO === "1" && (await isEmpty(url))) runSeed(url);
const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
process.exit(r.status ?? 1);
