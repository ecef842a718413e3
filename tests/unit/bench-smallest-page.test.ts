// /bench/smallest-page: npm run bench:api's page reference, a 404 unless the server runs with
// BENCH_REFERENCE_ROUTES=1 (only the bench sets it).
import { afterEach, describe, expect, it } from "vitest";
import SmallestPage from "@/app/bench/smallest-page/page";

describe("the smallest page reference", () => {
  afterEach(() => {
    delete process.env.BENCH_REFERENCE_ROUTES;
  });

  it("is not found when the server was not started by the bench", () => {
    expect(() => SmallestPage()).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("renders a few words when BENCH_REFERENCE_ROUTES=1", () => {
    process.env.BENCH_REFERENCE_ROUTES = "1";
    expect(SmallestPage().props.children).toBe("Gigline");
  });
});
