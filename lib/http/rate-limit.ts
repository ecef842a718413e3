import { db } from "@/lib/db";
import { tooMany } from "@/lib/http/errors";
import { env } from "@/lib/env";

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

/**
 * The client address that rate limits are keyed on.
 *
 * `X-Forwarded-For` is a list that every hop appends to, and its left part is whatever the client wrote.
 * Our server (scripts/server.ts, used by `npm start` and the e2e run) appends the address of the TCP
 * connection itself, so the last entry is always true. `TRUSTED_PROXIES` says how many of the hops in
 * front of us are ours (a load balancer, a CDN):
 * - unset / `0` (default): nobody is trusted, the connection's address is the client;
 * - a number N: the entry N+1 from the right, i.e. the address the first trusted proxy saw;
 * - a comma-separated list of addresses or IPv4 CIDR ranges: entries from the right are skipped while they
 *   are one of these proxies; the first other one is the client.
 * Entries further left than that are never read, so writing the header changes nothing.
 */
export function clientIp(req: Request): string {
  const chain = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => normalizeIp(s.trim()))
    .filter(Boolean);
  if (!chain.length) return "local";
  const trusted = env.TRUSTED_PROXIES;
  if (!trusted || /^\d+$/.test(trusted)) {
    const hops = trusted ? Number(trusted) : 0;
    return chain[Math.max(0, chain.length - 1 - hops)];
  }
  const list = trusted
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = chain.length - 1; i > 0; i--) {
    if (!list.some((t) => ipMatches(chain[i], t))) return chain[i];
  }
  return chain[0];
}

function normalizeIp(ip: string) {
  return ip
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1")
    .replace(/^\[(.*)\]$/, "$1")
    .toLowerCase();
}

function ipMatches(ip: string, rule: string): boolean {
  const [base, bitsText] = rule.split("/");
  if (bitsText === undefined) return normalizeIp(base) === ip;
  const a = ipv4ToInt(ip);
  const b = ipv4ToInt(normalizeIp(base));
  const bits = Number(bitsText);
  if (a === null || b === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (a & mask) >>> 0 === (b & mask) >>> 0;
}

function ipv4ToInt(ip: string): number | null {
  const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
}
