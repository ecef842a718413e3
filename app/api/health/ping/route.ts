// GET /api/health/ping – fixed JSON, no database: liveness for a load balancer, and the reference
// route of `npm run bench:api` (what a request costs in this Next server with no work at all).
export function GET() {
  return Response.json({ result: true }, { headers: { "Cache-Control": "no-store" } });
}
