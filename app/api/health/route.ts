import { db } from "@/lib/db";
import { paymentModes } from "@/lib/money/processor-base/mode";

// Health check for load balancers and preview hosts: the app answers and the database answers.
// 200 {result:true} when both are up; 503 with the failing part otherwise. Never cached. `payments` says how
// money moves here (lib/money/processor-base/mode.ts: each processor real, sandbox or off; testMode while any sandbox runs),
// so an operator sees at once whether a deployment takes real money; it names modes only, never a key.
export const dynamic = "force-dynamic";

export async function GET() {
  const started = Date.now();
  const headers = { "Cache-Control": "no-store" };
  const m = paymentModes();
  const payments = { cards: m.cards, paypal: m.paypal, payouts: m.payouts, testMode: m.anySandbox };
  try {
    await db.$queryRaw`select 1`;
    return Response.json({ result: true, app: "ok", database: "ok", databaseMs: Date.now() - started, payments }, { headers });
  } catch (err) {
    console.error("[health] database check failed", err);
    return Response.json(
      { result: false, app: "ok", database: "down", payments, error: "The database is not answering." },
      { status: 503, headers },
    );
  }
}
