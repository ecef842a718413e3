// Keeps the HelpArticle table equal to the bundled articles, idempotently and lazily: the first help
// search of a process compares content hashes and rewrites only rows whose article changed (and removes
// articles that are gone), under a transaction-scoped advisory lock so concurrent processes do not race.
// Works on a fresh database (tests, a preview deployment) with no seed step and no disk.
// The table holds the articles with their code-constant figures filled in (STATIC_FACTS: "$49.99" is
// searchable); a placeholder of a Setting (the service fee) stays and is filled in when an answer is given.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { allArticles, type HelpArticleSource } from "@/lib/assistant/help/articles";
import { renderFacts, STATIC_FACTS } from "@/lib/assistant/help/facts";

/** an arbitrary constant: the advisory lock of this sync */
const SYNC_LOCK = 912_001;

export function articleHash(a: HelpArticleSource) {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([a.title, a.category, a.summary, a.body, a.asked]))
    .digest("hex");
}

let synced: Promise<{ written: number; removed: number }> | null = null;

/** Once per process (retried after a failure). */
export function ensureHelpIndex() {
  synced ??= syncHelpArticles().catch((err) => {
    synced = null;
    throw err;
  });
  return synced;
}

export async function syncHelpArticles(articles: readonly HelpArticleSource[] = allArticles()) {
  const wanted = articles.map(withStaticFacts).map((a) => ({ ...a, hash: articleHash(a) }));
  const have = await db.$queryRaw<{ slug: string; hash: string }[]>`select slug, hash from "HelpArticle"`;
  const current = new Map(have.map((r) => [r.slug, r.hash]));
  const changed = wanted.filter((a) => current.get(a.slug) !== a.hash);
  const slugs = new Set(wanted.map((a) => a.slug));
  const gone = have.filter((r) => !slugs.has(r.slug)).map((r) => r.slug);
  if (!changed.length && !gone.length) return { written: 0, removed: 0 };
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(${SYNC_LOCK})`;
    // one statement for all changed articles (a fresh database: 50 rows at once)
    await tx.$executeRaw`
      insert into "HelpArticle" (slug, title, category, summary, body, asked, hash, "updatedAt")
      select slug, title, category, summary, body, asked, hash, now()
      from unnest(${changed.map((a) => a.slug)}::text[], ${changed.map((a) => a.title)}::text[], ${changed.map((a) => a.category)}::text[],
                  ${changed.map((a) => a.summary)}::text[], ${changed.map((a) => a.body)}::text[], ${changed.map((a) => a.asked)}::text[],
                  ${changed.map((a) => a.hash)}::text[])
        as u(slug, title, category, summary, body, asked, hash)
      on conflict (slug) do update set title = excluded.title, category = excluded.category, summary = excluded.summary,
        body = excluded.body, asked = excluded.asked, hash = excluded.hash, "updatedAt" = now()
      where "HelpArticle".hash is distinct from excluded.hash`;
    if (gone.length) await tx.$executeRaw`delete from "HelpArticle" where slug = any(${gone}::text[])`;
  });
  return { written: changed.length, removed: gone.length };
}

/** An article with the figures fixed in the code filled in (a Setting's placeholder stays). */
export function withStaticFacts(a: HelpArticleSource): HelpArticleSource {
  const r = (t: string) => renderFacts(t, STATIC_FACTS);
  return { ...a, title: r(a.title), summary: r(a.summary), body: r(a.body), asked: r(a.asked) };
}
