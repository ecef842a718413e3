// The demo timesheets: after two runs of the real seed script (a database of its own), every progressing hourly
// demo job has entries (tracked and manual), none of a provider overlap, none before the hire, none today or later,
// and a second run writes the same ones again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createTestDatabase } from "../../scripts/lib/test-db.mjs";
import { runSeed } from "../../scripts/lib/seed.mjs";

let testDb: { url: string; drop: () => Promise<void> };
let client: PrismaClient;

beforeAll(async () => {
  testDb = await createTestDatabase("timeseed");
  client = new PrismaClient({ adapter: new PrismaPg({ connectionString: testDb.url, max: 2 }) });
  runSeed(testDb.url);
}, 180_000);

afterAll(async () => {
  await client?.$disconnect();
  await testDb?.drop();
});

const snapshot = async () =>
  (await client.timeEntry.findMany({ orderBy: [{ userId: "asc" }, { start: "asc" }], select: { contractId: true, start: true, end: true, memo: true, type: true } })).map(
    (e) => ({ ...e, start: e.start.toISOString(), end: e.end.toISOString() }),
  );

describe("the demo timesheets", () => {
  it("cover every progressing hourly demo job, tracked and manual, before today and after the hire, without overlaps", async () => {
    const contracts = await client.contract.findMany({
      where: { job: { status: 1, payType: "Hourly" } },
      select: { id: true, createdAt: true, userId: true, user: { select: { email: true } }, timeEntries: true },
    });
    expect(contracts.length).toBeGreaterThanOrEqual(2);
    expect(contracts.map((c) => c.user.email)).toContain("worker@gigline.test");
    for (const c of contracts) {
      expect(c.timeEntries.length, c.user.email).toBeGreaterThan(0);
      for (const e of c.timeEntries) {
        expect(e.start.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
        expect(e.end.getTime()).toBeLessThan(Date.now());
        expect(e.end.getTime()).toBeGreaterThan(e.start.getTime());
      }
    }
    const types = new Set(contracts.flatMap((c) => c.timeEntries.map((e) => e.type)));
    expect(types).toEqual(new Set(["track", "manual"]));
    const [{ overlaps }] = await client.$queryRaw<{ overlaps: bigint }[]>`
      select count(*) as overlaps from "TimeEntry" a join "TimeEntry" b on a."userId" = b."userId" and a.id < b.id
      where tstzrange(a.start, a."end") && tstzrange(b.start, b."end")`;
    expect(Number(overlaps)).toBe(0);
  });

  it("a second run writes the same entries (no duplicates)", async () => {
    const before = await snapshot();
    runSeed(testDb.url);
    const after = await snapshot();
    expect(after.map(({ contractId: _c, ...rest }) => rest)).toEqual(before.map(({ contractId: _c, ...rest }) => rest));
  }, 180_000);
});
