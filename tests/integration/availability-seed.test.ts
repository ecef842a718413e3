// The demo data: every demo provider has weekly availability and a no-repeat date, materialised, and a second
// seed leaves one copy. Runs the real seed script against a database of its own (like seed.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { PROVIDERS } from "@/prisma/seed/people";
import { createTestDatabase } from "../../scripts/lib/test-db.mjs";
import { runSeed } from "../../scripts/lib/seed.mjs";

let testDb: { url: string; drop: () => Promise<void> };
let client: PrismaClient;

beforeAll(async () => {
  testDb = await createTestDatabase("availseed");
  client = new PrismaClient({ adapter: new PrismaPg({ connectionString: testDb.url, max: 2 }) });
  runSeed(testDb.url);
  runSeed(testDb.url);
}, 240_000);

afterAll(async () => {
  await client?.$disconnect();
  await testDb?.drop();
});

describe("demo availability", () => {
  it("gives every demo provider weekly hours, one no-repeat date and slots in the coming two weeks, once", async () => {
    const rows = await client.$queryRaw<{ email: string; weekly: number; once: number; upcoming: number }[]>`
      select u.email,
             (select count(*)::int from "AvailabilityRule" r where r."userId" = u.id and r.kind = 'weekly') weekly,
             (select count(*)::int from "AvailabilityRule" r where r."userId" = u.id and r.kind = 'once') once,
             (select count(*)::int from "AvailabilitySlot" s where s."userId" = u.id
                and s.during && tstzrange(now(), now() + interval '14 days')) upcoming
      from "User" u where u.type = 'provider' order by u.email`;
    expect(rows.map((r) => r.email).sort()).toEqual(PROVIDERS.map((p) => p.email).sort());
    for (const r of rows) {
      expect(r.weekly, r.email).toBeGreaterThanOrEqual(2);
      expect(r.once, r.email).toBe(1);
      expect(r.upcoming, r.email).toBeGreaterThanOrEqual(4);
    }
  });
});
