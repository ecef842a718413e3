import { spawnSync } from "node:child_process";
import pg from "pg";
import { TSX_SERVER } from "./run-ts.mjs";

export async function isEmpty(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from "User"`);
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

export function runSeed(url, args = []) {
  const r = spawnSync(process.execPath, ["--import", TSX_SERVER, "prisma/seed.ts", ...args], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
  if (r.status !== 0) throw new Error("seeding failed");
}
