// Calls a route handler the way Next does: a real Request in, a real Response out, real PostgreSQL behind.
// `x-forwarded-for` stands for what scripts/server.ts appends: the connection's address (clientIp()).
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  body?: Record<string, unknown> | FormData;
  token?: string;
  method?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

export async function call<T = any>(handler: Handler, opts: CallOptions = {}): Promise<{ status: number; json: T; res: Response }> {
  const url = new URL("http://localhost/api/test");
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { "x-forwarded-for": "10.0.0.1", ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  // a browser sends its page's Origin with every POST: cookie-authenticated writes need it (lib/http/origin.ts)
  if (headers.cookie && !Object.keys(headers).some((k) => k.toLowerCase() === "origin")) {
    headers.origin = new URL(process.env.NEXTAUTH_URL || "http://localhost:3000").origin;
  }
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body) {
    body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const method = opts.method ?? "POST";
  const req = new Request(url, { method, headers, body: method === "GET" ? undefined : body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const type = res.headers.get("content-type") ?? "";
  const json = type.includes("json") ? await res.json() : undefined;
  return { status: res.status, json: json as T, res };
}

let n = 0;
/** A unique e-mail per call, so tests never collide (they share one database per run). */
export function uniqueEmail(prefix = "user") {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${n}@example.test`;
}

/** A unique client IP, so rate limits of one test never touch another. */
export function uniqueIp() {
  n += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${n % 250}`;
}
