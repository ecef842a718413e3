// From what a person typed to a PostgreSQL tsquery. Words are split on anything but letters and digits (so
// the text can never inject tsquery operators); a word that is neither in the vocabulary (SearchWord) nor
// found in any document is corrected to its nearest vocabulary word by trigram similarity, through the
// trigram index of the (small) vocabulary — never by a trigram scan over the jobs.
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";
import { OPEN_STATUS_SQL } from "@/lib/search/open-status";

export const MAX_QUERY_WORDS = 8;
/** shorter words are not corrected: too many neighbours */
export const MIN_CORRECTABLE = 4;

export type QueryWord = { word: string; correction: string | null };
export type PreparedText = {
  words: QueryWord[];
  /** all words must match (each word or its correction) */
  all: string;
  /** any word may match: the fallback when `all` finds nothing, and what match explanations test */
  any: string;
  corrected: boolean;
};

export function tokenize(text: string): string[] {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 40);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** tsquery text for to_tsquery('english', …): (word | correction) & next … */
export function buildTsQuery(words: QueryWord[], op: "&" | "|"): string {
  return words.map((w) => (w.correction && w.correction !== w.word ? `(${w.word} | ${w.correction})` : w.word)).join(` ${op} `);
}

type Scope = "jobs" | "users";

/**
 * One round trip: which words are stop words, which are known, and for the unknown ones that find no
 * document, the nearest vocabulary word (pg_trgm `%` with KNN `<->` on the GiST index).
 */
export async function prepareText(text: string, scope: Scope): Promise<PreparedText | null> {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const byWord = new Map<string, Inspect>();
  const missing: string[] = [];
  for (const tok of tokens) {
    const hit = cached(scope, tok);
    if (hit) byWord.set(tok, hit);
    else missing.push(tok);
  }
  if (missing.length) {
    const rows = scope === "jobs" ? await inspectForJobs(missing, MIN_CORRECTABLE) : await inspectForUsers(missing, MIN_CORRECTABLE);
    for (const r of rows) {
      byWord.set(r.tok, r);
      remember(scope, r);
    }
  }
  const words: QueryWord[] = [];
  for (const tok of tokens) {
    const r = byWord.get(tok);
    if (!r || r.stop) continue;
    words.push({ word: tok, correction: r.fix && r.fix !== tok ? r.fix : null });
  }
  if (words.length === 0) return null;
  return { words, all: buildTsQuery(words, "&"), any: buildTsQuery(words, "|"), corrected: words.some((w) => w.correction) };
}

type Inspect = { tok: string; stop: boolean; fix: string | null };

// What a word is (stop word, known, or its correction) changes slowly, and most searches repeat words:
// remembering it for a minute saves a round trip per search. A stale entry cannot hide results — a
// correction is only ever an alternative to the word itself — and ages out.
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 5000;
const wordCache = new Map<string, { value: Inspect; at: number }>();

function cached(scope: Scope, tok: string): Inspect | null {
  const e = wordCache.get(`${scope}:${tok}`);
  if (!e || Date.now() - e.at > CACHE_TTL_MS) return null;
  return e.value;
}

function remember(scope: Scope, value: Inspect) {
  if (wordCache.size >= CACHE_MAX) wordCache.delete(wordCache.keys().next().value!);
  wordCache.set(`${scope}:${value.tok}`, { value, at: Date.now() });
}

// The CASE keeps the work lazy: known words cost one primary-key probe, unknown ones one GIN probe, and
// only words that find nothing at all are looked up by similarity.
function inspectForJobs(tokens: string[], minLen: number) {
  return query<Inspect>(Prisma.sql`
    SELECT t.tok,
           to_tsvector('english', t.tok) = ''::tsvector AS stop,
           CASE
             WHEN length(t.tok) < ${minLen} OR to_tsvector('english', t.tok) = ''::tsvector THEN NULL
             WHEN EXISTS (SELECT 1 FROM "SearchWord" w WHERE w.word = t.tok AND w.ndoc > 0) THEN NULL
             WHEN EXISTS (SELECT 1 FROM "Job" j WHERE j.status = ${OPEN_STATUS_SQL} AND j."searchVector" @@ plainto_tsquery('english', t.tok)) THEN NULL
             ELSE (SELECT w.word FROM "SearchWord" w WHERE w.word % t.tok AND w.ndoc > 0 ORDER BY w.word <-> t.tok, w.ndoc DESC LIMIT 1)
           END AS fix
    FROM unnest(${tokens}::text[]) AS t(tok)`);
}

function inspectForUsers(tokens: string[], minLen: number) {
  return query<Inspect>(Prisma.sql`
    SELECT t.tok,
           to_tsvector('english', t.tok) = ''::tsvector AS stop,
           CASE
             WHEN length(t.tok) < ${minLen} OR to_tsvector('english', t.tok) = ''::tsvector THEN NULL
             WHEN EXISTS (SELECT 1 FROM "SearchWord" w WHERE w.word = t.tok AND w.ndoc > 0) THEN NULL
             WHEN EXISTS (SELECT 1 FROM "UserSearch" s WHERE s."searchVector" @@ plainto_tsquery('english', t.tok)) THEN NULL
             WHEN EXISTS (SELECT 1 FROM "UserSearch" s WHERE s."nameVector" @@ plainto_tsquery('simple', t.tok)) THEN NULL
             ELSE (SELECT w.word FROM "SearchWord" w WHERE w.word % t.tok AND w.ndoc > 0 ORDER BY w.word <-> t.tok, w.ndoc DESC LIMIT 1)
           END AS fix
    FROM unnest(${tokens}::text[]) AS t(tok)`);
}
