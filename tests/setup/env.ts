import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET ??= "gigline-test-secret-not-for-production";
process.env.NEXTAUTH_URL ??= "http://localhost:3000";
process.env.STORAGE_DIR ??= ".data/test-uploads";
process.env.DATABASE_POOL_SIZE ??= "4";
