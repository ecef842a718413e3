// npm run seed:scale:chat [-- --partners 2000 --big 100000 --background 20000 --reset]
// Conversation scale data for bench:chat, in the database of DATABASE_URL (else the embedded one):
// - one "hub" user (skhub@scale.gigline.test, an employer) with a channel to each of --partners people
//   (2,000; 5 messages each, some unread), the inbox case;
// - one of those channels (hub ↔ partner 1) holding --big messages (100,000), the history case;
// - --background channels between partners (20,000, 10 messages each), so the tables are not only the hub's.
// Rows are generated inside PostgreSQL (INSERT … SELECT generate_series), in time order like a live table
// (the sequence follows the time). Scale rows carry ids 'sk…'; --reset removes them first. Independent of
// seed:scale's search data; use a dedicated database (benchmark data, not demo data).
import pg from "pg";
import { resolveDatabase } from "./lib/database.mjs";
import { migrate } from "./lib/migrate.mjs";
import { hashPassword } from "@/lib/auth/password";

const args = parseArgs(process.argv.slice(2));
const PARTNERS = args.partners ?? 2_000;
const BIG = args.big ?? 100_000;
const BACKGROUND = args.background ?? 20_000;
const started = Date.now();

type Q = (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;

async function main() {
  const database = await resolveDatabase();
  const client = new pg.Client({ connectionString: database.url });
  try {
    await migrate(database.url, { log: () => {} });
    await client.connect();
    await run((sql, params = []) => client.query(sql, params));
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }
}

async function run(q: Q) {
  const existing = (await q(`select count(*)::int n from "User" where id like 'sk%'`)).rows[0].n;
  if (existing > 0 && !args.reset) {
    console.error(`This database already holds ${existing} chat scale users. Run with --reset to replace them.`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `seed:scale:chat → hub with ${PARTNERS.toLocaleString()} channels, one channel of ${BIG.toLocaleString()} messages, ${BACKGROUND.toLocaleString()} background channels`,
  );
  await q(`set synchronous_commit = off`);
  await q(`set jit = off`);
  if (args.reset) {
    await step("remove earlier chat scale rows", async () => {
      await q(`delete from "ChatChannel" where id like 'sk%'`);
      await q(`delete from "User" where id like 'sk%'`);
    });
  }
  const hash = await hashPassword("Gigline123!");
  await step(`users (${(PARTNERS + 1).toLocaleString()})`, () =>
    q(
      `insert into "User" ("id", "type", "firstName", "lastName", "company", "accountType", "email", "passwordHash", "updatedAt")
       select 'skhub', 'customer'::"UserType", 'Hub', 'Employer', 'Scale Hub Staffing', 'company'::"AccountType", 'skhub@scale.gigline.test', $1, now()
       union all
       select 'sku' || lpad(i::text, 6, '0'), 'provider'::"UserType", 'Partner', 'No. ' || i, '', null::"AccountType", 'sku' || i || '@scale.gigline.test', $1, now()
       from generate_series(1, $2::int) i`,
      [hash, PARTNERS],
    ),
  );
  // hub channels: partner i's last message is i minutes old-ish; partner 1's channel is the big one
  await step(`hub channels (${PARTNERS.toLocaleString()})`, async () => {
    await q(
      `insert into "ChatChannel" ("id", "userLow", "userHigh", "createdAt")
       select 'skc' || lpad(i::text, 6, '0'), least('skhub', u), greatest('skhub', u), now() - interval '60 days'
       from (select i, 'sku' || lpad(i::text, 6, '0') u from generate_series(1, $1::int) i) s`,
      [PARTNERS],
    );
  });
  await step(`big channel (${BIG.toLocaleString()} messages)`, () =>
    q(
      `insert into "ChatMessage" ("id", "channelId", "senderId", "receiverId", "content", "contentType", "createdAt")
       select 'skb' || lpad(n::text, 7, '0'), 'skc000001',
              case when n % 3 = 0 then 'sku000001' else 'skhub' end,
              case when n % 3 = 0 then 'skhub' else 'sku000001' end,
              'History line ' || n || ': shift notes, times and places for the week ahead.', 'text',
              now() - interval '30 days' + make_interval(secs => n * (25 * 86400.0 / $1::int))
       from generate_series(1, $1::int) n order by n`,
      [BIG],
    ),
  );
  await step(`hub messages (${PARTNERS.toLocaleString()} × 5)`, async () => {
    // oldest first so the sequence follows the time: message k (1..5) of channel i
    await q(
      `insert into "ChatMessage" ("id", "channelId", "senderId", "receiverId", "content", "contentType", "createdAt")
       select 'skm' || lpad(i::text, 6, '0') || '_' || k, 'skc' || lpad(i::text, 6, '0'),
              case when k % 2 = 1 then 'skhub' else 'sku' || lpad(i::text, 6, '0') end,
              case when k % 2 = 1 then 'sku' || lpad(i::text, 6, '0') else 'skhub' end,
              'Scale message ' || k || ' of conversation ' || i, 'text',
              now() - make_interval(mins => (i * 7 + (5 - k)) )
       from generate_series(1, $1::int) i, generate_series(1, 5) k
       order by 7`,
      [PARTNERS],
    );
  });
  await step(`background channels (${BACKGROUND.toLocaleString()} × 10 messages)`, async () => {
    await q(
      `insert into "ChatChannel" ("id", "userLow", "userHigh", "createdAt")
       select 'skx' || lpad(j::text, 7, '0'), least(a, b), greatest(a, b), now() - interval '90 days'
       from (select j, 'sku' || lpad((1 + (j % $2::int))::text, 6, '0') a,
                       'sku' || lpad((1 + ((j * 7 + 1 + j / $2::int) % $2::int))::text, 6, '0') b
             from generate_series(1, $1::int) j) s
       where a <> b
       on conflict ("userLow", "userHigh") do nothing`,
      [BACKGROUND, PARTNERS],
    );
    await q(
      `insert into "ChatMessage" ("id", "channelId", "senderId", "receiverId", "content", "contentType", "createdAt")
       select c.id || '_' || k, c.id, case when k % 2 = 0 then c."userLow" else c."userHigh" end,
              case when k % 2 = 0 then c."userHigh" else c."userLow" end, 'Background message ' || k, 'text',
              now() - interval '80 days' + make_interval(mins => k * 60 + (hashtext(c.id) & 1023))
       from "ChatChannel" c, generate_series(1, 10) k where c.id like 'skx%' order by 7`,
    );
  });
  await step("channel heads, members, unread counts", async () => {
    await q(
      `update "ChatChannel" c set "lastMessage" = m."content", "messageType" = m."contentType", "lastMessageId" = m."id", "lastMessageAt" = m."createdAt"
       from (select distinct on ("channelId") "channelId", "id", "content", "contentType", "createdAt"
             from "ChatMessage" where "channelId" like 'sk%' order by "channelId", "seq" desc) m
       where c.id = m."channelId"`,
    );
    // both members; every 4th hub channel has its last message unread by its receiver
    await q(
      `insert into "ChatMember" ("channelId", "userId", "unreadCount", "lastReadMessageId", "lastReadAt", "sortAt")
       select c.id, u, case when u = m."receiverId" and (hashtext(c.id) & 3) = 0 then 1 else 0 end,
              c."lastMessageId", c."lastMessageAt", c."lastMessageAt"
       from "ChatChannel" c join "ChatMessage" m on m.id = c."lastMessageId", unnest(array[c."userLow", c."userHigh"]) u
       where c.id like 'sk%'`,
    );
  });
  await step("analyze", () => q(`analyze "ChatChannel"; analyze "ChatMember"; analyze "ChatMessage"`));
  const counts = (
    await q(
      `select (select count(*) from "ChatChannel" where id like 'sk%')::int channels, (select count(*) from "ChatMessage" where "channelId" like 'sk%')::int messages`,
    )
  ).rows[0];
  console.log(
    `done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${counts.channels.toLocaleString()} channels, ${counts.messages.toLocaleString()} messages`,
  );
}

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const out = await fn();
  console.log(`  ${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return out;
}

function parseArgs(argv: string[]) {
  const out: { partners?: number; big?: number; background?: number; reset?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--reset") out.reset = true;
    else if (a === "--partners" || a === "--big" || a === "--background") {
      const n = Number(String(argv[++i]).replace(/_/g, ""));
      if (!Number.isInteger(n) || n < 1) throw new Error(`${a} needs a whole number`);
      out[a.slice(2) as "partners" | "big" | "background"] = n;
    } else throw new Error(`unknown option ${a} (use --partners N, --big N, --background N, --reset)`);
  }
  if ((out.partners ?? 2_000) < 2) throw new Error("--partners must be at least 2");
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
