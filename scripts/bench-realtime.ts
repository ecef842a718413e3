// npm run bench:realtime [-- --subscribers 500 --rate 100 --duration 60 --port 3203 --port2 3253 --skip-build --single-only --split-only]
// The local realtime transport under load: the production build on a fresh seeded database (scripts/lib/bench-app.ts),
// `subscribers` users paired into subscribers/2 conversations (chat/join_channel), each user holding one SSE
// stream (GET /api/realtime/stream, Bearer token); `rate` messages per second for `duration` seconds through
// the HTTP call chat/send_message, round-robin over the conversations, alternating the sender (so two sends
// in one conversation never overlap and each channel has one true order). Every message reaches two streams
// (sender and receiver). Measured: send→receive latency (request start → event parsed by the subscriber)
// p50/p95/p99, lost (expected deliveries not received 5 s after the last send), duplicated (same message
// twice on one stream), out of order (a message of a channel arriving after a later one of that channel),
// send errors; also the server-side part alone (the message's createdAt — PostgreSQL's now(), the start of the
// sending transaction — → event parsed; same machine, same clock) and the send rate the server sustained. Run 1: one server process. Run 2: subscribers split over two server processes on one database
// (sends go to the first). Figures, not a pass/fail test; other work on the machine shows up here.
import http from "node:http";
import crypto from "node:crypto";
import pg from "pg";
import { startBenchApp, type BenchApp } from "./lib/bench-app";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const flag = (name: string) => argv.includes(`--${name}`);
const SUBSCRIBERS = opt("subscribers", 500);
const RATE = opt("rate", 100);
const DURATION = opt("duration", 60);
const PORT = String(opt("port", 3203));
const PORT2 = String(opt("port2", 3253));
const SECRET = "gigline-bench-secret";

type Sub = { userId: string; token: string; base: string; req?: http.ClientRequest; open: boolean };
type Conv = { channelId: string; a: number; b: number; next: number };
type Sent = { t0: number; channel: number; seq: number };

async function main() {
  console.log(`bench:realtime — ${SUBSCRIBERS} subscribers, ${SUBSCRIBERS / 2} conversations, ${RATE} msg/s for ${DURATION} s`);
  const app = await startBenchApp(PORT, { skipBuild: flag("skip-build"), name: "bench_realtime" });
  const results: Record<string, Summary> = {};
  try {
    const { subs, convs } = await fixtures(app);
    if (!flag("split-only")) {
      results["one process"] = await run(app, subs, convs, () => app.base);
      printTable({ "one process": results["one process"] });
    }
    if (!flag("single-only")) {
      const other = await app.startAnotherServer(PORT2);
      results["two processes (subscribers split)"] = await run(app, subs, convs, (i) => (i % 2 === 0 ? app.base : other.base));
      other.stop();
    }
  } finally {
    await app.stop();
  }
  printTable(results);
}

/** Users, their API tokens (sessions opened in the database, tokens signed as lib/session/tokens.ts does) and the channels (through chat/join_channel). */
async function fixtures(app: BenchApp) {
  process.env.DATABASE_URL = app.dbUrl;
  process.env.NEXTAUTH_SECRET = SECRET;
  const { signTokenFor } = await import("@/lib/session/tokens");
  const client = new pg.Client({ connectionString: app.dbUrl });
  await client.connect();
  const subs: Sub[] = [];
  try {
    const run = crypto.randomBytes(3).toString("hex");
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const id = `bench${run}u${i}`;
      const sid = crypto.randomBytes(16).toString("base64url");
      await client.query(
        `INSERT INTO "User" (id, type, email, "firstName", "lastName", "updatedAt") VALUES ($1, $2, $3, 'Bench', $4, now())`,
        [id, i % 2 === 0 ? "customer" : "provider", `${id}@bench.test`, `User ${i}`],
      );
      await client.query(`INSERT INTO "Session" (id, "userId", kind, "expiresAt") VALUES ($1, $2, 'api', now() + interval '1 day')`, [
        sid,
        id,
      ]);
      subs.push({ userId: id, token: await signTokenFor({ sub: id, sv: 0, sid }), base: app.base, open: false });
    }
  } finally {
    await client.end();
  }
  const convs: Conv[] = [];
  for (let i = 0; i + 1 < subs.length; i += 2) {
    const json = await post(app.base, subs[i].token, "chat/join_channel", { userId: subs[i + 1].userId });
    const channelId = (json.channel as { _id?: string; id?: string })?._id ?? (json.channel as { id?: string })?.id;
    if (!channelId) throw new Error(`join_channel: ${JSON.stringify(json)}`);
    convs.push({ channelId, a: i, b: i + 1, next: 0 });
  }
  return { subs, convs };
}

async function post(base: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${base}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown> & { result: boolean; error?: string };
}

type Summary = {
  sent: number;
  sendErrors: number;
  expected: number;
  received: number;
  lost: number;
  duplicated: number;
  outOfOrder: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  sendP95: number;
  /** message createdAt (now() of the sending transaction) → event parsed by the subscriber */
  commitP95: number;
  commitP99: number;
  /** messages per second the server answered (sent / time until the last answer) */
  achievedRate: number;
};

async function run(app: BenchApp, subs: Sub[], convs: Conv[], baseOf: (i: number) => string): Promise<Summary> {
  const key = crypto.randomBytes(3).toString("hex");
  const sent = new Map<string, Sent>(); // content key → send info
  const latencies: number[] = [];
  const commitLatencies: number[] = [];
  const sendLatencies: number[] = [];
  const seen = subs.map(() => new Set<string>());
  const lastSeq = subs.map(() => new Map<number, number>()); // per subscriber: channel → last seq
  let received = 0;
  let duplicated = 0;
  let outOfOrder = 0;
  const early = new Map<string, { sub: number; at: number }[]>(); // events that beat their send's bookkeeping

  const onMessage = (i: number, content: string, at: number, createdAt: string) => {
    const m = /^bench (\w+) c(\d+) s(\d+)$/.exec(content);
    if (!m || m[1] !== key) return;
    if (seen[i].has(content)) {
      duplicated++;
      return;
    }
    seen[i].add(content);
    received++;
    const created = Date.parse(createdAt);
    if (Number.isFinite(created)) commitLatencies.push(Date.now() - (performance.now() - at) - created);
    const channel = Number(m[2]);
    const seq = Number(m[3]);
    const prev = lastSeq[i].get(channel) ?? -1;
    if (seq < prev) outOfOrder++;
    else lastSeq[i].set(channel, seq);
    const s = sent.get(content);
    if (s) latencies.push(at - s.t0);
    else early.set(content, [...(early.get(content) ?? []), { sub: i, at }]);
  };

  // subscribe everyone
  await Promise.all(subs.map((s, i) => openStream(s, baseOf(i), (content, at, createdAt) => onMessage(i, content, at, createdAt))));
  console.log(`  ${subs.length} streams open; sending…`);

  // send at RATE/s, round-robin over conversations, alternating sender
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = RATE * DURATION;
  let sendErrors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const ci = n % convs.length;
    const conv = convs[ci];
    const seq = conv.next++;
    const from = seq % 2 === 0 ? conv.a : conv.b;
    const content = `bench ${key} c${ci} s${seq}`;
    const t0 = performance.now();
    sent.set(content, { t0, channel: ci, seq });
    for (const e of early.get(content) ?? []) latencies.push(e.at - t0);
    early.delete(content);
    inflight.push(
      sendMessage(app.base, subs[from].token, conv.channelId, content, agent).then(
        (ok) => {
          sendLatencies.push(performance.now() - t0);
          if (!ok) {
            sendErrors++;
            sent.delete(content);
          }
        },
        () => {
          sendErrors++;
          sent.delete(content);
        },
      ),
    );
  }
  await Promise.all(inflight);
  const sendSeconds = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 5_000));
  for (const s of subs) s.req?.destroy();
  agent.destroy();
  const expected = sent.size * 2;
  const sorted = latencies.sort((a, b) => a - b);
  const sendSorted = sendLatencies.sort((a, b) => a - b);
  return {
    sent: sent.size,
    sendErrors,
    expected,
    received,
    lost: Math.max(0, expected - received),
    duplicated,
    outOfOrder,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    sendP95: pct(sendSorted, 95),
    commitP95: pct(
      commitLatencies.sort((a, b) => a - b),
      95,
    ),
    commitP99: pct(commitLatencies, 99),
    achievedRate: sent.size / sendSeconds,
  };
}

function sendMessage(base: string, token: string, channelId: string, content: string, agent: http.Agent): Promise<boolean> {
  const body = JSON.stringify({ channelId, content });
  const url = new URL(`${base}/api/chat/send_message`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => {
          if (res.statusCode !== 200) console.error(`  send ${res.statusCode}: ${text.slice(0, 200)}`);
          resolve(res.statusCode === 200);
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** One SSE subscriber on its own connection; resolves when the stream answered 200. Parses `send` events. */
function openStream(s: Sub, base: string, onContent: (content: string, at: number, createdAt: string) => void): Promise<void> {
  s.base = base;
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/realtime/stream`,
      { headers: { accept: "text/event-stream", authorization: `Bearer ${s.token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        s.open = true;
        res.setEncoding("utf8");
        let buf = "";
        let opened = false;
        res.on("data", (chunk: string) => {
          const at = performance.now();
          buf += chunk;
          let cut: number;
          while ((cut = buf.indexOf("\n\n")) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            if (!opened && block.includes(": connected")) {
              opened = true;
              resolve();
            }
            const data = block.split("\n").find((l) => l.startsWith("data: "));
            if (!data) continue;
            const e = JSON.parse(data.slice(6)) as { type: string; message?: { content: string; createdAt: string } };
            if (e.type === "send" && e.message) onContent(e.message.content, at, e.message.createdAt);
          }
        });
        res.on("end", () => (s.open = false));
      },
    );
    req.on("error", (err) => (s.open ? undefined : reject(err)));
    s.req = req;
  });
}

function pct(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function printTable(results: Record<string, Summary>) {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
  console.log(
    "\n| run | sent | send errors | msg/s answered | deliveries expected | received | lost | duplicated | out of order | send→receive p50 ms | p95 ms | p99 ms | max ms | send call p95 ms | createdAt→receive p95 ms | p99 ms |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `| ${name} | ${r.sent} | ${r.sendErrors} | ${f(r.achievedRate)} | ${r.expected} | ${r.received} | ${r.lost} | ${r.duplicated} | ${r.outOfOrder} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${f(r.sendP95)} | ${f(r.commitP95)} | ${f(r.commitP99)} |`,
    );
  }
  console.log("\ntargets: p95 ≤ 100 ms, p99 ≤ 250 ms, 0 lost, 0 duplicated, 0 out of order per channel");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
