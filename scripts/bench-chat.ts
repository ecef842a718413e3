// npm run bench:chat [-- --iterations 400 --naive-iterations 60]
// Latency of the conversation reads on the data of `npm run seed:scale:chat` (a channel of 100,000 messages,
// a user with 2,000 channels): chat/get_previous_messages and chat/get_channel_list, at concurrency 1 and 4,
// through the use case (lib/chat/queries.ts, real SQL) and through the route handler in-process (Bearer
// token: session check, input parsing, JSON), next to a naive baseline in the same run (OFFSET paging and
// unindexed sorts, unread counts counted from the messages). Prints p50/p95/p99 in ms. Figures, not a test.
import pg from "pg";
import { measure, type Stats, type Runner } from "./lib/bench-stats";

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};

type Case = { name: string; target?: number; run: Runner; naive?: boolean };

const HUB = "skhub";
const BIG = "skc000001";

async function main() {
  const { resolveDatabase } = await import("./lib/database.mjs");
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_SIZE ??= "8";
  process.env.NEXTAUTH_SECRET ??= "bench-secret-not-for-production";
  const iterations = opt("iterations", 400);
  const naiveIterations = opt("naive-iterations", 60);
  const raw = new pg.Pool({ connectionString: database.url, max: 6 });
  try {
    const info = (
      await raw.query(
        `select (select count(*) from "ChatMessage" where "channelId" = $2)::int big,
                (select count(*) from "ChatMember" where "userId" = $1)::int channels,
                (select min(seq)::text from "ChatMessage" where "channelId" = $2) lo,
                (select max(seq)::text from "ChatMessage" where "channelId" = $2) hi`,
        [HUB, BIG],
      )
    ).rows[0];
    if (info.big < 10_000 || info.channels < 500) {
      console.error(
        `No chat scale data here (channel ${BIG}: ${info.big} messages, ${HUB}: ${info.channels} channels): run npm run seed:scale:chat first.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`bench:chat — channel of ${info.big.toLocaleString()} messages, user with ${info.channels.toLocaleString()} channels`);
    const cases = await buildCases(raw, { lo: BigInt(info.lo), hi: BigInt(info.hi), big: info.big, channels: info.channels });
    console.log("Warming up…");
    for (const c of cases) for (let i = 0; i < 8; i++) await c.run(i);
    const rows: { c: Case; c1: Stats; c4: Stats }[] = [];
    for (const c of cases) {
      const n = c.naive ? naiveIterations : iterations;
      const c1 = await measure(c.run, Math.ceil(n / 2), 1);
      const c4 = await measure(c.run, n, 4);
      rows.push({ c, c1, c4 });
      console.log(`  ${c.name.padEnd(64)} c=1 p95 ${f(c1.p95)}   c=4 p50 ${f(c4.p50)} p95 ${f(c4.p95)} p99 ${f(c4.p99)} ms`);
    }
    console.log(`\n| read | c=1 p50 / p95 | c=4 p50 / p95 / p99 | target (p95, c=4) |`);
    console.log(`|---|---|---|---|`);
    for (const { c, c1, c4 } of rows) {
      const target = c.target ? `≤ ${c.target} ms: ${c4.p95 <= c.target ? "met" : "MISSED"}` : "–";
      console.log(
        `| ${c.name} | ${f(c1.p50).trim()} / ${f(c1.p95).trim()} | ${f(c4.p50).trim()} / ${f(c4.p95).trim()} / ${f(c4.p99).trim()} | ${target} |`,
      );
    }
  } finally {
    await raw.end();
    const { pool } = await import("@/lib/db");
    await pool()
      .end()
      .catch(() => undefined);
    await database.stop();
  }
}

async function buildCases(raw: pg.Pool, d: { lo: bigint; hi: bigint; big: number; channels: number }): Promise<Case[]> {
  const { previousMessages, listChannels } = await import("@/lib/chat/queries");
  const { signApiToken } = await import("@/lib/session/tokens");
  const { db } = await import("@/lib/db");
  const { POST: getPrevious } = await import("@/app/api/chat/get_previous_messages/route");
  const { POST: getList } = await import("@/app/api/chat/get_channel_list/route");
  const hub = await db.user.findUniqueOrThrow({ where: { id: HUB } });
  const token = await signApiToken(hub);

  // the same pseudo-random depths for ours and the naive baseline
  const span = Number(d.hi - d.lo);
  const depth = (i: number) => (Math.imul(i + 1, 2654435761) >>> 0) % span;
  const cursorAt = (i: number) => String(d.hi - BigInt(depth(i)));
  // inbox pages: walk the list once and keep each page's cursor
  const listCursors: string[] = [];
  let c: string | null = null;
  do {
    const page: { cursor: string | null } = await listChannels(HUB, { cursor: c ?? undefined });
    c = page.cursor;
    if (c) listCursors.push(c);
  } while (c);
  const listPage = (i: number) => listCursors[i % listCursors.length];

  const post = async (handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>, body: unknown) => {
    const res = await handler(
      new Request("http://localhost/api/chat", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": "10.0.0.1" },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    );
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    return res.json();
  };

  return [
    { name: "get_previous_messages, newest page (use case)", target: 15, run: () => previousMessages(HUB, BIG) },
    { name: "get_previous_messages, random depth by cursor (use case)", target: 15, run: (i) => previousMessages(HUB, BIG, cursorAt(i)) },
    {
      name: "get_previous_messages, random depth (route handler, Bearer)",
      target: 15,
      run: (i) => post(getPrevious, { channelId: BIG, cursor: cursorAt(i) }),
    },
    {
      name: "naive: OFFSET paging at the same depths, sort by time",
      naive: true,
      run: (i) =>
        raw.query(
          `select "id", "senderId", "receiverId", "content", "contentType", "createdAt" from "ChatMessage"
           where "channelId" = $1 order by "createdAt" desc, "id" desc offset $2 limit 31`,
          [BIG, depth(i)],
        ),
    },
    { name: "get_channel_list, first page (use case)", target: 25, run: () => listChannels(HUB) },
    { name: "get_channel_list, a later page by cursor (use case)", target: 25, run: (i) => listChannels(HUB, { cursor: listPage(i) }) },
    { name: "get_channel_list, first page (route handler, Bearer)", target: 25, run: () => post(getList, {}) },
    {
      name: "naive: channels by OR on the pair, unindexed sort, unread counted",
      naive: true,
      run: (i) =>
        raw.query(
          `select c.*, u."firstName", u."lastName", u."company", u."avatar",
                  (select count(*) from "ChatMessage" m where m."channelId" = c.id and m."receiverId" = $1
                     and m."createdAt" > coalesce(me."lastReadAt", 'epoch')) as unread
           from "ChatChannel" c
           join "ChatMember" me on me."channelId" = c.id and me."userId" = $1
           join "User" u on u.id = case when c."userLow" = $1 then c."userHigh" else c."userLow" end
           where (c."userLow" = $1 or c."userHigh" = $1) and c."lastMessageAt" is not null
           order by c."lastMessageAt" desc offset $2 limit 50`,
          [HUB, (i % Math.max(1, Math.floor(d.channels / 50))) * 50],
        ),
    },
  ];
}

const f = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0)).padStart(6);

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
