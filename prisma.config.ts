import { defineConfig } from "prisma/config";

// Prisma's CLI reads this. The app itself never needs it: scripts/db.mjs migrates and seeds.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/gigline" },
});
