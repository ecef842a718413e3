import { timingSafeEqual } from "node:crypto";
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/http/errors";
import { env } from "@/lib/env";
import { enqueue, runDueJobs } from "@/lib/background/queue";
import { PERIODIC } from "@/lib/tasks";

// GET /api/cron/run — runs the due background jobs once, for hosts without a long-lived process (a Vercel
// preview: vercel.json schedules it; Vercel Cron sends `Authorization: Bearer $CRON_SECRET`). Scheduled
// tasks are added (at most one pending each) before the run. Without CRON_SECRET the route does not exist.
export const dynamic = "force-dynamic";
export const maxDuration = 60;

function authorised(req: Request, secret: string): boolean {
  const given = Buffer.from((req.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, ""));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const GET = route({ auth: false, body: "none" }, async ({ req }) => {
  const secret = env.CRON_SECRET;
  if (!secret) throw new AppError(404, "Not found");
  if (!authorised(req, secret)) throw new AppError(401, "Not authorised.");
  const started = Date.now();
  for (const p of PERIODIC) await enqueue(p.task, {}, { jobKey: `periodic:${p.task}`, jobKeyMode: "unsafe_dedupe" });
  await runDueJobs();
  return { ms: Date.now() - started };
});
