// Configuration in one module: every environment variable the server reads, with its default, validated
// by one zod schema. Nothing else in app/, lib/, components/ or proxy.ts reads process.env (the browser's
// NEXT_PUBLIC_* values are in lib/public-env.ts; scripts/*.mjs read their own).
//
// Parsed lazily on first use, so `next build` needs neither a database nor a secret. A production server
// parses it once; elsewhere it is parsed again whenever one of these variables changes (tests and scripts
// switch adapters by setting process.env). instrumentation.ts parses it when the server
// starts, so a bad value stops the start with a readable message instead of failing a request later.
import "server-only";
import { z } from "zod";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** An optional text value: trimmed, and empty counts as unset. */
const text = () => z.preprocess(blankToUndefined, z.string().trim().optional());
const int = (fallback: number, min: number, max: number) => {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
};
/** An http(s) base URL without trailing slashes. */
const baseUrl = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .default(fallback)
      .refine((v) => /^https?:\/\/[^/\s]+/i.test(v), "expected an http(s) URL such as https://example.com")
      .transform((v) => v.replace(/\/+$/, "")),
  );
const list = () =>
  z.preprocess(blankToUndefined, z.string().optional()).transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
const flag = () =>
  z.preprocess(blankToUndefined, z.string().trim().optional()).transform((v) => (v === undefined ? undefined : /^(1|true|yes)$/i.test(v)));

const schema = z.object({
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(["development", "production", "test"]).default("development")),
  PORT: int(3000, 1, 65535),

  // database
  DATABASE_URL: text().refine((v) => v === undefined || /^postgres(ql)?:\/\//i.test(v), "expected a postgresql:// URL"),
  DATABASE_POOL_SIZE: int(10, 1, 500),
  /** background jobs (lib/background): run the worker inside this server process (off on serverless hosts, where
   *  a scheduler calls GET /api/cron/run instead) */
  BACKGROUND_WORKER: z.preprocess(blankToUndefined, z.enum(["on", "off"]).default("on")),
  /** jobs the worker runs at once (each holds a database connection of the pool while it runs) */
  BACKGROUND_CONCURRENCY: int(4, 1, 50),
  /** the bearer secret of GET /api/cron/run (Vercel Cron sends `Authorization: Bearer $CRON_SECRET`); unset: the route answers 404 */
  CRON_SECRET: text(),
  /** Prisma's statements as named prepared statements (planned once per connection; lib/db.ts). Turn off
   * ("0") behind a transaction-mode pooler without prepared-statement support (PgBouncer < 1.21). */
  DATABASE_PREPARED_STATEMENTS: flag(),
  /** seconds the in-process cache of settings, categories and ads serves a value (0: off); lib/settings/cache.ts */
  GLOBALS_CACHE_SECONDS: int(30, 0, 3600),
  /** "1": GET /api/bench/find_unique answers (a reference route of npm run bench:api, which sets it); else 404 */
  BENCH_REFERENCE_ROUTES: flag(),
  /** seconds job/get_job reuses a job creator's statistics (0: off); lib/jobs/statistics.ts */
  JOB_STATS_CACHE_SECONDS: int(10, 0, 3600),

  // the public address and the session secret
  NEXTAUTH_URL: z
    .preprocess(blankToUndefined, z.string().trim().optional())
    .refine(
      (v) => v === undefined || /^https?:\/\/[^/\s]+/i.test(v),
      "expected the site's public http(s) address, e.g. https://gigline.example.com",
    ),
  NEXTAUTH_SECRET: text(),
  AUTH_SECRET: text(),
  /** "" (no proxy), a hop count, or a comma-separated list of proxy addresses / IPv4 CIDR ranges */
  TRUSTED_PROXIES: z.preprocess(blankToUndefined, z.string().trim().default("")),

  // social sign-in
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_CLIENT_SECRET: text(),
  GOOGLE_ALLOWED_CLIENT_IDS: list(),
  FACEBOOK_CLIENT_ID: text(),
  FACEBOOK_CLIENT_SECRET: text(),
  GOOGLE_API_BASE: baseUrl("https://www.googleapis.com"),
  FACEBOOK_GRAPH_BASE: baseUrl("https://graph.facebook.com"),

  // mail
  SMTP_URL: text().refine((v) => v === undefined || /^smtps?:\/\//i.test(v), "expected smtp://… or smtps://…"),
  SMTP_HOST: text(),
  SMTP_PORT: int(587, 1, 65535),
  SMTP_SECURE: flag(),
  SMTP_USER: text(),
  SMTP_PASS: z.string().default(""),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().trim().default("Gigline <no-reply@gigline.local>")),
  BENEFITS_TEAM_EMAIL: z.preprocess(blankToUndefined, z.string().trim().email().default("team@gigline.local")),

  // files
  STORAGE_DIR: z.preprocess(blankToUndefined, z.string().trim().default(".data/uploads")),
  S3_BUCKET: text(),
  S3_ENDPOINT: text(),
  S3_REGION: z.preprocess(blankToUndefined, z.string().trim().default("us-east-1")),
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().default("")),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().default("")),
  S3_PUBLIC_URL: text(),

  // maps
  GOOGLE_MAPS_API_KEY: text(),
  GOOGLE_MAPS_API_BASE: baseUrl("https://maps.googleapis.com"),

  // the job-draft assistant (an OpenAI-compatible API)
  AI_API_BASE: text(),
  AI_API_KEY: text(),
  AI_MODEL: z.preprocess(blankToUndefined, z.string().trim().default("gpt-4o-mini")),
  AI_TIMEOUT_MS: int(20_000, 100, 600_000),

  /** availability (lib/availability): days ahead that are materialised as UTC slots (extended daily) */
  AVAILABILITY_HORIZON_DAYS: int(56, 7, 366),

  // realtime (lib/realtime): Pusher Channels when the four are set, else SSE over LISTEN/NOTIFY
  PUSHER_APP_ID: text(),
  PUSHER_KEY: text(),
  PUSHER_SECRET: text(),
  PUSHER_CLUSTER: text(),
  /** another API host (a local fake in tests); default api-{cluster}.pusher.com */
  PUSHER_HOST: text(),
  PUSHER_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  /** default on; `0`/`false` for a plain-http fake */
  PUSHER_USE_TLS: flag(),
  /** the browser's copies (lib/public-env.ts reads them); listed here so a start can check they match */
  NEXT_PUBLIC_PUSHER_KEY: text(),
  NEXT_PUBLIC_PUSHER_CLUSTER: text(),
  /** hours a realtime event row is kept for reconnects (lib/realtime/cleanup.ts) */
  REALTIME_RETENTION_HOURS: int(24, 1, 24 * 30),
  // money: the ledger, withdrawals and payouts (docs/money.md)
  /** 32 bytes (64 hex characters or base64) for AES-256-GCM of bank numbers; default derived from the auth secret */
  DATA_ENCRYPTION_KEY: text().refine(
    (v) => v === undefined || /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, "base64").length === 32,
    "expected 32 bytes: 64 hex characters or base64",
  ),
  /** who pays withdrawals out: the built-in sandbox (default; only while PAYMENTS_SANDBOX=1), or stripe / paypal (their adapters) */
  PAYOUT_PROVIDER: z.preprocess(blankToUndefined, z.enum(["sandbox", "stripe", "paypal"]).default("sandbox")),

  // payments (lib/money, modes in lib/money/processor-base/mode.ts): Stripe when STRIPE_SECRET_KEY is set, PayPal when both
  // PayPal keys are set; a processor without keys is the built-in sandbox only where PAYMENTS_SANDBOX=1, else off
  /** "1": the built-in payment sandbox (test cards, test bank, sandbox PayPal, sandbox payouts) for every processor
   *  without keys; "0" or unset: off (those calls answer 503). npm start / dev / worker set "1" for their embedded database */
  PAYMENTS_SANDBOX: z
    .preprocess(
      (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : v),
      z.enum(["1", "0"], { error: 'expected "1" (the payment sandbox on) or "0" (off)' }).optional(),
    )
    .transform((v) => (v === undefined ? undefined : v === "1")),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  /** Stripe's API address; a local fake in tests (http://127.0.0.1:PORT) */
  STRIPE_API_BASE: baseUrl("https://api.stripe.com"),
  /** the signing secret of the Stripe Connect webhook endpoint (payout.paid / payout.failed of connected accounts) */
  STRIPE_CONNECT_WEBHOOK_SECRET: text(),
  /** seconds a Stripe-format webhook signature stays valid (Stripe's default tolerance: 300) */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: int(300, 1, 86_400),
  // PayPal REST (Orders v2) when both are set
  PAYPAL_CLIENT_ID: text(),
  PAYPAL_CLIENT_SECRET: text(),
  PAYPAL_API_BASE: baseUrl("https://api-m.paypal.com"),
  /** the webhook id PayPal's verify-webhook-signature call checks events against */
  PAYPAL_WEBHOOK_ID: text(),
  // background checks (lib/screening): Checkr when CHECKR_API_KEY is set, else the sandbox partner where PAYMENTS_SANDBOX=1
  CHECKR_API_KEY: text(),
  /** the key Checkr signs webhooks with (X-Checkr-Signature); unset: the API key, as Checkr signs by default */
  CHECKR_WEBHOOK_SECRET: text(),
  /** Checkr's API address; a local fake in tests (http://127.0.0.1:PORT) */
  CHECKR_API_BASE: baseUrl("https://api.checkr.com"),
  // the help assistant (global/chat) and /help/contact-support: where people write when the help centre has no answer
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.string().trim().email().default("support@gigline.local")),
});

export type Env = z.infer<typeof schema>;
export const ENV_KEYS = Object.keys(schema.shape) as (keyof Env)[];

/** Parses an environment (process.env by default); throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => {
    const name = String(i.path[0] ?? "?");
    const value = source[name];
    const shown = value === undefined ? "" : ` (got ${JSON.stringify(/SECRET|PASS|KEY|DATABASE_URL|SMTP_URL/.test(name) ? "…" : value)})`;
    return `  ${name}: ${i.message}${shown}`;
  });
  return fail(
    `Invalid environment configuration:\n${lines.join("\n")}\nFix these variables (see the Configuration table of the README) and start again.`,
  );
}

function fail(message: string): never {
  const err = new Error(message);
  err.name = "ConfigError";
  throw err;
}

let cached: { signature: string; value: Env } | undefined;
// A production server's environment is fixed once it started: parse it once. Elsewhere (tests, dev,
// scripts) compare the variables on each read (a few µs) so that setting process.env takes effect.
const FIXED = process.env.NODE_ENV === "production";

/** The current configuration (re-parsed only when one of its variables changed). */
export function readEnv(): Env {
  if (FIXED && cached) return cached.value;
  const signature = ENV_KEYS.map((k) => process.env[k] ?? "\u0000").join("\u0001");
  if (cached?.signature !== signature) cached = { signature, value: parseEnv(process.env) };
  return cached.value;
}

/** The typed configuration: `env.SMTP_PORT`, … (each read goes through readEnv()). */
export const env: Readonly<Env> = new Proxy({} as Env, {
  get: (_target, prop) => readEnv()[prop as keyof Env],
  has: (_target, prop) => prop in readEnv(),
  ownKeys: () => Reflect.ownKeys(readEnv()),
  getOwnPropertyDescriptor: (_target, prop) => ({ value: readEnv()[prop as keyof Env], enumerable: true, configurable: true }),
});

/** The site's public address (NEXTAUTH_URL, else http://localhost:PORT), without a trailing slash. */
export function siteOrigin(): string {
  const e = readEnv();
  return (e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}

/** An absolute URL on the public site (canonical links, sitemap, JSON-LD, e-mails). */
export function siteUrl(path = "/"): string {
  return `${siteOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The secret that signs session cookies and API tokens (NEXTAUTH_SECRET, else AUTH_SECRET), or null. */
export function authSecretOrNull(): string | null {
  const e = readEnv();
  return e.NEXTAUTH_SECRET || e.AUTH_SECRET || null;
}

/** The signing secret; throws when none is set (`npm start` always provides one). */
export function authSecret(): string {
  return authSecretOrNull() ?? fail("NEXTAUTH_SECRET is not set");
}

/** The database URL; throws a readable error when unset. */
export function databaseUrl(): string {
  return readEnv().DATABASE_URL ?? fail("DATABASE_URL is not set. Start the app with `npm start`, which provides one.");
}
