// Retrieval over the help centre in PostgreSQL full text (no network): the question's words and their
// synonyms are OR-ed (any word may match, more matches rank higher), ranked by the weighted document
// (title A, category+summary B, body C) plus how many of the question's own words the article covers,
// then the best article's best paragraph is picked by the same query.
import { db } from "@/lib/db";
import { ensureHelpIndex } from "@/lib/assistant/help/sync";
import { queryTerms, type QueryTerms } from "@/lib/assistant/help/query";
import { getArticle } from "@/lib/assistant/help/articles";

/** who asks: an article about the other side's screens ranks lower for them ("who applied?" of an employer) */
export type HelpAsker = "employer" | "employee" | null;
/** the score of an article written for the other side is multiplied by this */
const OTHER_SIDE = 0.6;
/** …or by this when the question is about someone of that side ("can I see when a worker is free?" of an employer) */
const OTHER_SIDE_NAMED = 0.85;
/** words naming a person of the other side, for each asker */
const OTHER_SIDE_WORDS: Record<"employer" | "employee", RegExp> = {
  employer:
    /\b(a|the|my|this|that|each|every|his|her|their)( \w+)? (workers?|employees?|freelancers?|staff|providers?|candidates?|applicants?|pros?)s?\b/,
  employee: /\b(a|the|my|this|that|each|every|his|her|their)( \w+)? (employers?|clients?|customers?|bosse?s?|company|companies|business)\b/,
};

export type HelpHit = {
  slug: string;
  title: string;
  category: string;
  summary: string;
  score: number;
  coverage: number;
  /** the share of the question's topic words (or a synonym of each) the article contains, 0..1 */
  covered: number;
};
export type HelpPassage = HelpHit & { passage: string };

/**
 * An article answers only when it holds at least half of the question's topic words (each directly or
 * through a synonym) and scores at least MIN_SCORE: "recommend a good movie" shares one word of three
 * with "Inviting recommended employees" and gets "I don't know". Tuned on tests/fixtures/help-questions.json.
 */
export const MIN_SCORE = 0.3;
export const MIN_COVERED = 0.5;

export const answers = (h: HelpHit) => h.score >= MIN_SCORE && h.covered >= MIN_COVERED;

const orQuery = (list: string[]) => list.join(" | ");

/** The best articles for a question, best first; [] when nothing matches. */
export async function searchHelp(question: string, limit = 3, asker: HelpAsker = null): Promise<HelpHit[]> {
  const terms = queryTerms(question);
  if (!terms.words.length && !terms.extra.length) return [];
  await ensureHelpIndex();
  // the SQL ranks by matched words; the share of the question's topics an article covers and who it is
  // written for reorder the leaders
  const hits = await rank(terms, limit + 6);
  const other = asker ? OTHER_SIDE_WORDS[asker] : null;
  const aboutOther = other ? other.test(question.toLowerCase()) : false;
  return hits
    .map((h) => {
      const audience = getArticle(h.slug)?.audience;
      const side = !asker || !audience ? 1 : audience === asker ? 1 : aboutOther ? OTHER_SIDE_NAMED : OTHER_SIDE;
      return { ...h, score: h.score * side * (0.75 + h.covered / 2) };
    })
    .sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug))
    .slice(0, limit);
}

async function rank(terms: QueryTerms, limit: number): Promise<HelpHit[]> {
  const all = orQuery([...terms.words, ...terms.extra]);
  // coverage: every word found in the article adds its rarity (idf: a word in few articles says more than
  // "job", which is in most), doubled in the title and 1.5 times in the category or summary; the
  // question's own words count fully, synonyms half. ts_rank (normalised by length) breaks close calls.
  const rows = await db.$queryRaw<HelpHit[]>`
    with q as (select to_tsquery('english', ${all}) as q_all),
    terms as (
      select w, own, to_tsquery('english', w) as tq from (
        select w, true as own from unnest(${terms.words}::text[]) w
        union all select w, w = any(${terms.strong}::text[]) from unnest(${terms.extra}::text[]) w
      ) t
      where numnode(to_tsquery('english', w)) > 0
    ),
    n as (select count(*)::float8 as n from "HelpArticle"),
    idf as (
      select t.w, t.own, t.tq, ln((n.n + 1) / (count(a.slug) + 0.5)) as idf
      from terms t cross join n left join "HelpArticle" a on a."searchVector" @@ t.tq
      group by t.w, t.own, t.tq, n.n
    ),
    cover as (
      select a.slug,
        sum(case when i.own then 1 else 0.5 end * i.idf * (
          case when a."searchVector" @@ to_tsquery('english', i.w || ':A') then 2
               when a."searchVector" @@ to_tsquery('english', i.w || ':B') then 1.5
               when a."searchVector" @@ i.tq then 1 else 0 end))::float8 as coverage
      from "HelpArticle" a cross join idf i
      group by a.slug
    ),
    qgroups as (
      select g, to_tsquery('english', g) as gq from unnest(${terms.groups.map((g) => g.join(" | "))}::text[]) g
      where numnode(to_tsquery('english', g)) > 0
    )
    select a.slug, a.title, a.category, a.summary, c.coverage,
      coalesce((select count(*) filter (where a."searchVector" @@ gq)::float8 / nullif(count(*), 0) from qgroups), 0)::float8 as covered,
      (c.coverage * 0.25 + ts_rank('{0.1, 0.3, 0.6, 1.0}', a."searchVector", q.q_all, 1))::float8 as score
    from "HelpArticle" a join cover c using (slug), q
    where a."searchVector" @@ q.q_all
    order by score desc, a.slug
    limit ${limit}`;
  return rows;
}

/** The best article above MIN_SCORE with its best paragraph (plain Markdown text), or null. */
export async function bestPassage(question: string, asker: HelpAsker = null): Promise<{ best: HelpPassage | null; hits: HelpHit[] }> {
  const hits = await searchHelp(question, 3, asker);
  const good = hits.filter(answers);
  const top = good[0];
  if (!top) return { best: null, hits: [] };
  const passage = await passageOf(top.slug, question, asker);
  return { best: { ...top, passage }, hits: good };
}

/**
 * A topic route's answer (lib/assistant/help/topics.ts): the named article and its paragraph that fits the
 * question best, `focus` words (e.g. "Cancel plan") counting like the question's own.
 */
export async function topicPassage(
  slug: string,
  question: string,
  focus = "",
  asker: HelpAsker = null,
): Promise<{ best: HelpPassage | null; hits: HelpHit[] }> {
  const a = getArticle(slug);
  if (!a) return bestPassage(question, asker);
  await ensureHelpIndex();
  const hit: HelpHit = { slug, title: a.title, category: a.category, summary: a.summary, score: 1, coverage: 1, covered: 1 };
  const passage = await passageOf(slug, focus ? `${question} ${focus} ${focus}` : question, asker);
  const others = (await searchHelp(question, 3, asker)).filter((h) => answers(h) && h.slug !== slug);
  return { best: { ...hit, passage }, hits: [hit, ...others].slice(0, 3) };
}

const ANSWER_TYPE_BOOST = 1.5;
/** what a paragraph holding the kind of figure asked for scores even without the question's words */
const ANSWER_TYPE_FLOOR = 0.5;
const DURATION = /\b\d+\s*(min|mins|minutes?|hours?|days?|weeks?|months?|seconds?)\b/i;
/** "how long" asks for a length of time or a length of text */
const LENGTH = /\b\d+\s*(min|mins|minutes?|hours?|days?|weeks?|months?|seconds?)\b|\b\d[\d,]*\s*characters\b/i;
const AMOUNT = /\$\s?\d|\d\s?%/;
const NUMBER = /\b\d+\b/;

/** What kind of figure the question asks for, as a pattern a paragraph that answers it contains. */
function answerType(question: string): RegExp | null {
  const q = question.toLowerCase();
  if (/\bhow long\b/.test(q)) return LENGTH;
  if (/\b(how much time|how soon|how quickly|deadline|expire|expires|time limit|when does .* (end|expire|run out))\b/.test(q))
    return DURATION;
  if (/\b(how much|cost|costs|price|fee|fees|charge|minimum|maximum|max|min|biggest|smallest|largest|least)\b/.test(q)) return AMOUNT;
  if (/\b(how many|number of|limit)\b/.test(q)) return NUMBER;
  return null;
}

/** Paragraphs shorter than this get the next one added, so an answer is never just a one-line intro. */
const SHORT_PASSAGE = 160;
/** The second-best paragraph joins the best one while both fit in this many characters. */
const PASSAGE_BUDGET = 1000;

/** A paragraph of an article (a "- " list is one block whose lines are scored each) and its score. */
type Block = { p: string; n: number; score: number; items: { p: string; score: number }[] };

/** A list longer than this shows only its best-matching lines (with the article's lead-in). */
const LONG_LIST = 600;

/**
 * The paragraphs of an article that match the question best: each of the question's words found in a
 * paragraph adds its rarity across the help centre (so "premium" outweighs "plan"), synonyms a third; ties
 * go to the earlier paragraph, and the score grows with the share of the question's topics (each word or a
 * synonym of it) a paragraph holds: "reject an applicant" is the paragraph on Decline, not the one that
 * happens to say "applicants". A list scores as its best line (a line is one answer: "undo a payment" is
 * not the whole undo list) and a long list shows its matching lines only. A paragraph that opens with the
 * asker's side ("The employer reviews…" for an employer) fits them better. The best one, plus the opening
 * paragraph when it matches too, plus the runner-up while all fit in PASSAGE_BUDGET (in the article's
 * order), plus the next one when the best is short or leads into a list.
 */
export async function passageOf(slug: string, question: string, asker: HelpAsker = null): Promise<string> {
  const terms = queryTerms(question);
  const units = await db.$queryRaw<{ p: string; n: number; i: number; score: number }[]>`
    with b as (
      select btrim(p) as p, n
      from "HelpArticle" a, unnest(string_to_array(a.body, E'\n\n')) with ordinality as u(p, n)
      where a.slug = ${slug} and btrim(p) <> ''
    ),
    x as (
      select btrim(l) as p, b.n, l.i, to_tsvector('english', replace(l, 'e-mail', 'email')) as v
      from b, unnest(case when b.p ~ '^- ' then string_to_array(b.p, E'\n') else array[b.p] end) with ordinality as l(l, i)
      where btrim(l) <> ''
    ),
    t as (
      select w, own, to_tsquery('english', w) as tq from (
        select w, true as own from unnest(${terms.words}::text[]) w
        union all select w, w = any(${terms.strong}::text[]) from unnest(${terms.extra}::text[]) w
      ) q
      where numnode(to_tsquery('english', w)) > 0
    ),
    df as (
      select t.tq, t.own, ln(((select count(*) from "HelpArticle") + 1) / (count(a.slug) + 0.5)) as idf
      from t left join "HelpArticle" a on a."searchVector" @@ t.tq group by t.w, t.tq, t.own
    ),
    qgroups as (
      select to_tsquery('english', g) as gq from unnest(${terms.groups.map((g) => g.join(" | "))}::text[]) g
      where numnode(to_tsquery('english', g)) > 0
    )
    select x.p, x.n::int as n, x.i::int as i,
      (coalesce(sum(case when df.own then 1 else 0.34 end * df.idf), 0)
        * (0.5 + coalesce((select count(*) filter (where x.v @@ gq)::float8 / nullif(count(*), 0) from qgroups), 0)))::float8 as score
    from x left join df on x.v @@ df.tq
    group by x.p, x.n, x.i, x.v
    order by x.n, x.i`;
  if (!units.length) return "";
  const rows: Block[] = [];
  for (const u of units) {
    const last = rows.at(-1);
    if (last && last.n === u.n) last.items.push({ p: u.p, score: u.score });
    else rows.push({ p: u.p, n: u.n, score: 0, items: [{ p: u.p, score: u.score }] });
  }
  // a question that asks for a length of time, an amount or a count prefers a paragraph that holds one
  const wants = answerType(question);
  const side = asker ? new RegExp(`^\\W*(the )?${asker}s?\\b`, "i") : null;
  const otherSide = asker ? new RegExp(`^\\W*(the )?${asker === "employer" ? "employee" : "employer"}s?\\b`, "i") : null;
  for (const r of rows) {
    for (const it of r.items) {
      // a paragraph with the kind of figure asked for answers "how long do I have to accept?" even when it
      // says "response time" rather than the question's words
      if (wants && wants.test(it.p)) it.score = (it.score + ANSWER_TYPE_FLOOR) * ANSWER_TYPE_BOOST;
      if (side && it.score > 0 && side.test(it.p)) it.score *= SIDE_BOOST;
      // …and one that opens with the other side ("The employer reviews…" for an employee) is about them
      if (otherSide && otherSide.test(it.p)) it.score *= OTHER_SIDE_PARAGRAPH;
    }
    r.score = Math.max(...r.items.map((it) => it.score));
    r.p = shownBlock(r);
  }
  const ranked = [...rows].sort((a, b) => b.score - a.score || a.n - b.n);
  const best = ranked[0];
  const picked = [best];
  const next = rows.find((r) => r.n === best.n + 1);
  if (best.p.length < SHORT_PASSAGE && next) picked.push(next);
  // a question that asks for a figure gets the best paragraph holding one, even when another matched more words
  const figure = wants && !wants.test(best.p) ? ranked.find((r) => wants.test(r.p)) : undefined;
  if (figure && !picked.includes(figure)) picked.push(figure);
  // the article's opening paragraph says where things are: it comes along when it matches at all
  const first = rows[0];
  if (!picked.includes(first) && first.score > 0 && picked.reduce((n, r) => n + r.p.length, 0) + first.p.length <= PASSAGE_BUDGET)
    picked.push(first);
  const second = ranked.find((r) => !picked.includes(r) && r.score > 0);
  if (second && picked.reduce((n, r) => n + r.p.length, 0) + second.p.length <= PASSAGE_BUDGET) picked.push(second);
  // a paragraph that leads into a list ("…on the Subscription page:") brings the list
  for (const r of [...picked]) {
    const list = rows.find((x) => x.n === r.n + 1);
    if (r.p.endsWith(":") && list && !picked.includes(list)) picked.push(list);
  }
  return picked
    .sort((a, b) => a.n - b.n)
    .map((r) => r.p)
    .join("\n\n");
}

/** A paragraph whose opening names the asker's side is about what they do: its score is multiplied by this. */
const SIDE_BOOST = 1.25;
/** A paragraph whose opening names the other side is about what they do: its score is multiplied by this. */
const OTHER_SIDE_PARAGRAPH = 0.8;

/** A block as shown: a paragraph whole, a short list whole, a long list its best-matching lines. */
function shownBlock(b: Block): string {
  if (b.items.length < 2) return b.p;
  const whole = b.items.map((it) => it.p).join("\n");
  if (whole.length <= LONG_LIST || b.score <= 0) return whole;
  const top = [...b.items].sort((x, y) => y.score - x.score).slice(0, 2);
  return b.items
    .filter((it) => top.includes(it) && it.score >= b.score * 0.6)
    .map((it) => it.p)
    .join("\n");
}
