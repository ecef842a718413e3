// GET /api/bench/find_unique?id={jobId} – the second reference route of `npm run bench:api`, the single-findUnique reference:
// "a Next 16 route with a single Prisma findUnique" (about 800 req/s where fixed JSON served 1,250). One job row
// by its id, no session, no relations. Off (404) unless the server runs with BENCH_REFERENCE_ROUTES=1, which only
// the bench sets: it is not part of the API.
import { db } from "@/lib/db";
import { env } from "@/lib/env";

const headers = { "Cache-Control": "no-store" };

export async function GET(req: Request) {
  if (!env.BENCH_REFERENCE_ROUTES) return Response.json({ result: false, error: "Not found." }, { status: 404, headers });
  const id = new URL(req.url).searchParams.get("id") ?? "";
  const job = await db.job.findUnique({ where: { id } });
  if (!job) return Response.json({ result: false, error: "Not found." }, { status: 404, headers });
  return Response.json({ result: true, job }, { headers });
}
