import { db } from "@/lib/db";

// Health check for load balancers and preview hosts: the app answers and the database answers.
// 200 {result:true} when both are up; 503 with the failing part otherwise. Never cached.
export const dynamic = "force-dynamic";

export async function GET() {
  const started = Date.now();
  const headers = { "Cache-Control": "no-store" };
  try {
    await db.$queryRaw`select 1`;
    return Response.json({ result: true, app: "ok", database: "ok", databaseMs: Date.now() - started }, { headers });
  } catch (err) {
    console.error("[health] database check failed", err);
    return Response.json(
      { result: false, app: "ok", database: "down", error: "The database is not answering." },
      { status: 503, headers },
    );
  }
}
