// The demo booking requests: one in every state, written again (not doubled) by a second seed run. Like
// seed.test.ts it seeds a database of its own (the seed writes global settings other files assert on).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { SEED_BOOKINGS } from "@/prisma/seed/bookings";
import { createTestDatabase } from "../../scripts/lib/test-db.mjs";
import { runSeed } from "../../scripts/lib/seed.mjs";

let testDb: { url: string; drop: () => Promise<void> };
let client: PrismaClient;

beforeAll(async () => {
  testDb = await createTestDatabase("bookseed");
  client = new PrismaClient({ adapter: new PrismaPg({ connectionString: testDb.url, max: 2 }) });
  runSeed(testDb.url);
  runSeed(testDb.url);
}, 180_000);

afterAll(async () => {
  await client?.$disconnect();
  await testDb?.drop();
});

describe("demo booking requests", () => {
  it("has requests in every state for the demo employer, and a second run does not double them", async () => {
    const employer = await client.user.findUniqueOrThrow({ where: { email: "employer@gigline.test" } });
    const rows = await client.bookingRequest.findMany({ where: { creatorId: employer.id }, include: { employees: { include: { user: true } } } });
    expect(rows).toHaveLength(SEED_BOOKINGS.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["sent", "accepted", "declined", "expired"]));
    expect(new Set(rows.flatMap((r) => r.employees.map((e) => e.status)))).toEqual(new Set(["active", "waiting", "accepted", "declined", "expired"]));
    const pending = rows.find((r) => r.title === "Bartender for a corporate mixer")!;
    expect(pending.employees.find((e) => e.status === "active")?.user.email).toBe("worker@gigline.test");
    const confirmed = rows.find((r) => r.status === "accepted")!;
    expect(confirmed.jobId).not.toBeNull();
    const job = await client.job.findUniqueOrThrow({ where: { id: confirmed.jobId! }, include: { contract: true } });
    expect(job.status).toBe(1);
    expect(job.contract?.userId).toBe(confirmed.employees.find((e) => e.status === "accepted")?.userId);
  });
});
