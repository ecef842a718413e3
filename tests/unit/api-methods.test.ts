// The methods scripts/server.ts allows per /api path (405s before Next): static routes, dynamic ones,
// and paths only the catch-all answers.
import { describe, expect, it } from "vitest";
import { methodsFor, scanApiRoutes } from "../../scripts/lib/api-methods.mjs";

const routes = scanApiRoutes();

describe("methodsFor", () => {
  it("finds a static route's methods", () => {
    expect(methodsFor(routes, "/api/job/get_job")).toEqual(["POST", "OPTIONS"]);
    expect(methodsFor(routes, "/api/health")).toContain("GET");
  });
  it("matches a dynamic segment", () => {
    expect(methodsFor(routes, "/api/user/resume/abc123")).toEqual(expect.arrayContaining(["GET", "HEAD"]));
  });
  it("answers null for a path only the catch-all answers", () => {
    expect(methodsFor(routes, "/api/no/such/call")).toBeNull();
    expect(methodsFor(routes, "/api")).toBeNull();
  });
  it("answers the same on every call (the index is built once per route list)", () => {
    expect(methodsFor(routes, "/api/job/get_job")).toBe(methodsFor(routes, "/api/job/get_job"));
  });
});
