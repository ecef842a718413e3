import { db } from "@/lib/db";
import { tooMany } from "@/lib/http/errors";

/**
 * Fixed-window counter kept in PostgreSQL, so every server process shares it.
 * One atomic upsert per check: the window restarts once resetAt has passed.
 */
export async function hit(key: string, limit: number, windowSeconds: number): Promise<{ ok: boolean; retryAfter: number }> {
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    insert into "RateLimit" (key, count, "resetAt")
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when "RateLimit"."resetAt" <= now() then 1 else "RateLimit".count + 1 end,
      "resetAt" = case when "RateLimit"."resetAt" <= now() then now() + make_interval(secs => ${windowSeconds}) else "RateLimit"."resetAt" end
    returning count, "resetAt"`;
  const { count, resetAt } = rows[0];
  return { ok: count <= limit, retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)) };
}

/** Applies several limits at once (e.g. per IP and per e-mail); the first one exceeded refuses with 429. */
export async function enforce(limits: { key: string; limit: number; windowSeconds: number }[], what: string) {
  for (const l of limits) {
    const r = await hit(l.key, l.limit, l.windowSeconds);
    if (!r.ok) {
      const minutes = Math.ceil(r.retryAfter / 60);
      throw tooMany(`Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
    }
  }
}

export function clientIp(req: Request): string {
  const fwd = req.headers.get("x-forwarded-for");
  return (fwd?.split(",")[0] || req.headers.get("x-real-ip") || "local").trim();
}
