// Generates the Prisma client (lib/generated/prisma). Prisma 7's generator needs no native engine,
// but its CLI looks for the schema engine at start-up and would try to download it; pointing the
// variable at any file stops that on offline machines.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  PRISMA_SKIP_POSTINSTALL_GENERATE: "1",
  CHECKPOINT_DISABLE: "1",
};
const r = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { cwd: root, env, stdio: "inherit" });
process.exit(r.status ?? 1);
