import { spawnSync } from "node:child_process";
import pg from "pg";

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

/** The TypeScript loader of the scripts: tsx, and "server-only" resolved to its empty module. */
export const TSX_SERVER = new URL("./tsx-server.mjs", import.meta.url).href;

export function runSeed(url, args = []) {
  const r = spawnSync(process.execPath, ["--import", TSX_SERVER, "prisma/seed.ts", ...args], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
  if (r.status !== 0) throw new Error("seeding failed");
}
