// The nearest example question: each article lists the ways people ask for it (`asked:` in its front matter,
// "how do i know when someone applies | turn off notifications"). A question worded like one of them, small
// words included ("how do I know if I got the job" keeps "know" and "got", which the full-text search drops
// as filler), names that article. Words are spelling-corrected and folded to a plain form on both sides;
// each counts by its rarity among all the example questions ("premium" outweighs "how"), and the similarity is
// the cosine of the two weighted word sets, 0..1. Pure functions over the bundled articles.
import { allArticles, getArticle } from "@/lib/assistant/help/articles";
import { correctSpelling, tokenize } from "@/lib/assistant/help/query";

/** a question at least this similar to an example question is answered by that example's article */
export const ASKED_MIN = 0.72;
/** …and the nearest example of any other article must be this much less similar */
export const ASKED_MARGIN = 0.08;

/** Words that carry nothing even in an example question. */
const NOISE = new Set("a an the please gigline hi hello hey thanks thank ok okay so um uh pls plz".split(" "));

/** A word's plain form, the same on both sides: "applies"/"applied"/"applying" → "appli"… → one key. */
export function fold(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("es") && !w.endsWith("ses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.endsWith("y") && w.length > 3) w = `${w.slice(0, -1)}i`;
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  // a doubled final consonant: "logged" → "logg" → "log"
  if (w.length > 3 && w.at(-1) === w.at(-2) && !/[aeiou]/.test(w.at(-1)!)) w = w.slice(0, -1);
  return w;
}

export function foldedWords(text: string): string[] {
  return [
    ...new Set(
      tokenize(correctSpelling(text.toLowerCase()))
        .filter((w) => !NOISE.has(w))
        .map(fold),
    ),
  ];
}

type Example = { slug: string; words: string[] };
let cache: { examples: Example[]; idf: Map<string, number>; unseen: number } | null = null;

function examples() {
  if (cache) return cache;
  const list: Example[] = [];
  for (const a of allArticles())
    for (const phrase of a.asked.split("|")) {
      const words = foldedWords(phrase);
      if (words.length) list.push({ slug: a.slug, words });
    }
  const df = new Map<string, number>();
  for (const e of list) for (const w of e.words) df.set(w, (df.get(w) ?? 0) + 1);
  const n = list.length;
  const idf = new Map([...df].map(([w, c]) => [w, Math.log(1 + n / c)]));
  cache = { examples: list, idf, unseen: Math.log(1 + n / 0.5) };
  return cache;
}

export type AskedMatch = { slug: string; similarity: number; runnerUp: number };

/**
 * The article whose example question is nearest to the question, with the similarity and the best similarity
 * of any other article; null when no example shares a word. An article written for the other side of the
 * asker is left out ("who applied to my job" of an employee is not theirs to answer).
 */
export function nearestAsked(question: string, asker: "employer" | "employee" | null = null): AskedMatch | null {
  const { examples: list, idf, unseen } = examples();
  const q = foldedWords(question);
  if (!q.length) return null;
  const weight = (w: string) => idf.get(w) ?? unseen;
  const qNorm = Math.sqrt(q.reduce((s, w) => s + weight(w) ** 2, 0));
  const bySlug = new Map<string, number>();
  for (const e of list) {
    const audience = asker ? getArticle(e.slug)?.audience : "";
    if (audience && audience !== asker) continue;
    let dot = 0;
    for (const w of e.words) if (q.includes(w)) dot += weight(w) ** 2;
    if (!dot) continue;
    const eNorm = Math.sqrt(e.words.reduce((s, w) => s + weight(w) ** 2, 0));
    const sim = dot / (qNorm * eNorm);
    if (sim > (bySlug.get(e.slug) ?? 0)) bySlug.set(e.slug, sim);
  }
  const ranked = [...bySlug].sort((a, b) => b[1] - a[1]);
  if (!ranked.length) return null;
  return { slug: ranked[0][0], similarity: ranked[0][1], runnerUp: ranked[1]?.[1] ?? 0 };
}

/** The article a question is near enough to one of its example questions to answer it outright, or null. */
export function matchAsked(question: string, asker: "employer" | "employee" | null = null): string | null {
  const m = nearestAsked(question, asker);
  return m && m.similarity >= ASKED_MIN && m.similarity - m.runnerUp >= ASKED_MARGIN ? m.slug : null;
}
