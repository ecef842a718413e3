// GET /api/bench/find_unique: npm run bench:api's "single Prisma findUnique" reference route, off unless the
// server runs with BENCH_REFERENCE_ROUTES=1 (only the bench sets it).
import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/bench/find_unique/route";
import { createUser } from "../helpers/factories";
import { createJob } from "./search-kit";

const call = (id: string) => GET(new Request(`http://localhost/api/bench/find_unique?id=${encodeURIComponent(id)}`));

describe("GET /api/bench/find_unique", () => {
  afterEach(() => {
    delete process.env.BENCH_REFERENCE_ROUTES;
  });

  it("answers 404 when the server was not started by the bench", async () => {
    const { user: employer } = await createUser({ type: "customer" });
    const job = await createJob(employer.id);
    const res = await call(job.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ result: false, error: "Not found." });
  });

  it("reads one job by its id when BENCH_REFERENCE_ROUTES=1, never cached", async () => {
    process.env.BENCH_REFERENCE_ROUTES = "1";
    const { user: employer } = await createUser({ type: "customer" });
    const job = await createJob(employer.id, { title: "Forklift driver for a week" });
    const res = await call(job.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ result: true, job: { id: job.id, title: "Forklift driver for a week" } });
    expect((await call("no-such-job")).status).toBe(404);
  });
});
