// /api/health: what a load balancer or a preview host polls.
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";

describe("GET /api/health", () => {
  it("answers 200 with the app and the database up, never cached", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const json = await res.json();
    expect(json).toMatchObject({ result: true, app: "ok", database: "ok" });
    expect(typeof json.databaseMs).toBe("number");
  });
});
