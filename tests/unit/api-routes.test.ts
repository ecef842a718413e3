// lib/api-routes.generated.ts (the path → input and answer types of every call) is written by
// scripts/api-types.mjs from app/api/**/route.ts; it must be current, or api() would type a call by an old route.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportedMethods, render } from "../../scripts/api-types.mjs";

describe("api route types", () => {
  it("is current: node scripts/api-types.mjs writes what is committed", () => {
    expect(readFileSync("lib/api-routes.generated.ts", "utf8")).toBe(render());
    expect(() => execFileSync("node", ["scripts/api-types.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("lists every call with the methods its module exports", () => {
    const text: string = render();
    expect(text).toContain('"deposit/create_deposit": { POST: RouteIO<typeof ');
    expect(text).toMatch(/"global\/get_data": \{ GET: RouteIO<typeof r\d+\.GET>; POST: RouteIO<typeof r\d+\.POST> \}/);
    expect(text).toContain("P extends `booking_request/${string}`");
    expect(text).not.toContain("[...path]");
    expect(exportedMethods('export { handler as GET, handler as POST };\nexport const dynamic = "force-dynamic";')).toEqual([
      "GET",
      "POST",
    ]);
    expect(exportedMethods('export { POST } from "@/app/api/search/jobs/route";\nexport async function GET() {}')).toEqual(["GET", "POST"]);
  });
});
