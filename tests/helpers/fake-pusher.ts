// A local fake of Pusher Channels' HTTP API (POST /apps/{id}/events and /apps/{id}/batch_events) that
// checks every request the way Pusher does (https://pusher.com/docs/channels/library_auth_reference/rest-api/):
// auth_key is the app key, auth_version 1.0, auth_timestamp within 600 s, body_md5 the MD5 of the body, and
// auth_signature = HMAC-SHA256(secret, "POST\n<path>\n<the other query parameters, lower-cased keys, sorted,
// key=value joined by &>"). A bad request answers 401 like Pusher and is counted as refused.
import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";

export type FakePusherEvent = { channel: string; name: string; data: string };

export async function startFakePusher(app: { id: string; key: string; secret: string }) {
  const events: FakePusherEvent[] = [];
  const refused: string[] = [];
  let failNext = 0;
  let served503 = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://fake");
      const answer = (status: number, text: string) => {
        res.writeHead(status, { "content-type": status === 200 ? "application/json" : "text/plain" });
        res.end(text);
      };
      const error = check(req.method ?? "", url, body, app);
      if (error) {
        refused.push(error);
        return answer(401, error);
      }
      if (failNext > 0) {
        failNext -= 1;
        served503 += 1;
        return answer(503, "unavailable");
      }
      const parsed = JSON.parse(body) as {
        batch?: { channel: string; name: string; data: string }[];
        name?: string;
        data?: string;
        channels?: string[];
      };
      if (url.pathname.endsWith("/batch_events")) {
        if (!parsed.batch || parsed.batch.length > 10) return answer(400, "batch of 1 to 10 events expected");
        events.push(...parsed.batch.map((e) => ({ channel: e.channel, name: e.name, data: e.data })));
        return answer(200, JSON.stringify({ batch: parsed.batch.map(() => ({})) }));
      }
      for (const channel of parsed.channels ?? []) events.push({ channel, name: parsed.name ?? "", data: parsed.data ?? "" });
      return answer(200, "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    events,
    refused,
    /** the next n well-signed requests answer 503 */
    failNext: (n: number) => {
      failNext = n;
    },
    unavailableServed: () => served503,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function check(method: string, url: URL, body: string, app: { id: string; key: string; secret: string }): string | null {
  if (method !== "POST") return "POST expected";
  if (url.pathname !== `/apps/${app.id}/events` && url.pathname !== `/apps/${app.id}/batch_events`) return `unknown path ${url.pathname}`;
  const q = url.searchParams;
  if (q.get("auth_key") !== app.key) return "Unknown auth_key";
  if (q.get("auth_version") !== "1.0") return "auth_version must be 1.0";
  const ts = Number(q.get("auth_timestamp"));
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 600) return "Timestamp expired";
  const md5 = crypto.createHash("md5").update(body, "utf8").digest("hex");
  if (q.get("body_md5") !== md5) return "body_md5 does not match";
  const params = [...q.entries()]
    .filter(([k]) => k !== "auth_signature")
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const expected = crypto.createHmac("sha256", app.secret).update(`${method}\n${url.pathname}\n${params}`).digest("hex");
  const given = q.get("auth_signature") ?? "";
  if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return "Invalid signature";
  return null;
}
