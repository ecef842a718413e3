import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET ??= "gigline-test-secret-not-for-production";
process.env.NEXTAUTH_URL ??= "http://localhost:3000";
process.env.STORAGE_DIR ??= ".data/test-uploads";
process.env.DATABASE_POOL_SIZE ??= "4";
// the integration tests write Setting/Category rows straight into the database and read them back at once
process.env.GLOBALS_CACHE_SECONDS ??= "0";
process.env.JOB_STATS_CACHE_SECONDS ??= "0";
// the suites test the built-in payment sandbox; the tests of the modes (payments-modes.test.ts) switch it per test
process.env.PAYMENTS_SANDBOX ??= "1";

// every background task registered with the queue, as the server and the worker do (runDueJobs runs them)
await import("@/lib/tasks");
