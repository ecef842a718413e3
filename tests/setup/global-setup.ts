import type { TestProject } from "vitest/node";
import { createTestDatabase } from "../../scripts/lib/test-db.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await createTestDatabase(`vitest_${project.name || "all"}`);
  project.provide("databaseUrl", db.url);
  return async () => db.drop();
}
