import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const TESTS = ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"];
/**
 * Files that change what every other file reads (the global settings: the fee, the match radius, screening,
 * the ads) or act on every row that is due (the delivery and approval sweeps, the job queue's runDueJobs, the
 * screening sandbox's settling, the payments sandbox's redelivery of undelivered events): they run one at a time, on a database of their own, beside the rest.
 */
const ALONE = [
  "global-data",
  "help-eval",
  "match-distance",
  "money-hourly-minutes",
  "screening",
  "screening-checkr",
  "admin-adverse-queue",
  "delivery",
  "timesheet-approval",
  "background",
  "booking-backfill",
  "booking-dispatch",
  "booking-tier-batch",
  "chat",
  "email-events",
  "mail",
  "payments-billing",
  "payments-deposits",
  "payments-webhooks",
  "payouts-instant",
  "roster-blocked",
  "wallet-withdraw",
].map((f) => `tests/integration/${f}.test.ts`);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // the marker of server modules throws outside React's server build; tests run those modules directly
      "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    // each project gets a fresh database of its own (tests/setup/global-setup.ts)
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/env.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // the integration tests mostly wait on PostgreSQL: three files at a time keep two cores busy
    // (VITEST_MAX_WORKERS=1 runs one file at a time)
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    projects: [
      { extends: true, test: { name: "shared", include: TESTS, exclude: ALONE } },
      { extends: true, test: { name: "alone", include: ALONE, fileParallelism: false } },
    ],
  },
});
