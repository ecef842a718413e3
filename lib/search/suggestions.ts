// search/get_suggestions: what to offer while a person types (from the 3rd character), of four
// kinds: jobs (titles of open jobs with a word starting as typed), people (by name, the other side of the
// marketplace, best first), categories and places (gazetteer or Google). No query scans the jobs.
import { Prisma } from "@/lib/generated/prisma/client";
import { query as select } from "@/lib/search/sql";
import { displayName } from "@/lib/accounts/dto";
import { findPlaces } from "@/lib/geo/places";
import { SUGGEST_MIN_CHARS } from "@/lib/search/schemas";
import { MIN_CORRECTABLE, tokenize } from "@/lib/search/text-query";

export type SuggestionType = "user" | "job" | "category" | "location";
export type Suggestion = {
  type: SuggestionType;
  _id?: string;
  text: string;
  subtext?: string;
  /** location suggestions carry the picked place, so a filter can use it without another lookup */
  place?: { city: string; state: string; county: string; zipcode: string; lat: number; lng: number };
};

type Options = {
  query: string;
  type: SuggestionType | "all";
  field?: "title" | "skills" | "name";
  limit?: number;
  /** people suggestions show the other side of the marketplace (as search/users does) */
  userTypes: ("provider" | "customer")[];
};

export async function getSuggestions(o: Options): Promise<Suggestion[]> {
  const query = o.query.trim();
  if (query.length < SUGGEST_MIN_CHARS) return [];
  const per = o.limit ?? (o.type === "all" ? 3 : 5);
  const want = (t: SuggestionType) => o.type === "all" || o.type === t;
  const [jobs, users, categories, places] = await Promise.all([
    want("job") ? suggestJobs(query, o.field === "skills" ? "skills" : "title", per) : [],
    want("user") ? suggestUsers(query, o.userTypes, per) : [],
    want("category") ? suggestCategories(query, per) : [],
    want("location") ? suggestPlaces(query, per) : [],
  ]);
  return [...jobs, ...users, ...categories, ...places];
}

/**
 * Titles (or skills) of open jobs with a word starting with what is being typed, most common first
 * ("Event Bartender — 1,204 open jobs"): from SearchPhrase, a table of distinct phrases far smaller than
 * Job. When nothing starts with the last word, it is corrected (word similarity against the vocabulary)
 * and tried once more. No _id: a suggestion stands for all the open jobs with that title.
 */
async function suggestJobs(query: string, field: "title" | "skills", n: number): Promise<Suggestion[]> {
  const words = tokenize(query);
  const last = words.pop();
  if (!last) return [];
  const kind = field === "skills" ? "skill" : "title";
  let rows = await phrasesFor(kind, [...words, `${last}:*`].join(" & "), n);
  if (rows.length === 0 && last.length >= MIN_CORRECTABLE) {
    const fixed = await correctPrefix(last);
    if (fixed) rows = await phrasesFor(kind, [...words, `${fixed}:*`].join(" & "), n);
  }
  return rows.map((r) => ({
    type: "job" as const,
    text: r.text,
    subtext: `${r.openJobs.toLocaleString("en-US")} open job${r.openJobs === 1 ? "" : "s"}`,
  }));
}

function phrasesFor(kind: "title" | "skill", tsq: string, n: number) {
  return select<{ text: string; openJobs: number }>(Prisma.sql`
    SELECT "text", "openJobs" FROM "SearchPhrase"
    WHERE "kind" = ${kind} AND "openJobs" > 0 AND "vector" @@ to_tsquery('simple', ${tsq})
    ORDER BY "openJobs" DESC, "norm"
    LIMIT ${n}`);
}

/** The vocabulary word that what is being typed most likely starts ("bartnd" → "bartender"). */
export async function correctPrefix(prefix: string): Promise<string | null> {
  const rows = await select<{ word: string }>(Prisma.sql`
    SELECT "word" FROM "SearchWord"
    WHERE ${prefix} <% "word" AND "ndoc" > 0
    ORDER BY ${prefix} <<-> "word", "ndoc" DESC
    LIMIT 1`);
  return rows[0]?.word ?? null;
}

/**
 * People whose name has every typed word, the last one as a prefix, best first. Words are looked up in
 * the name vocabulary of that side (SearchName) first: the prefix becomes at most 8 whole names, a prefix
 * or word nobody has ends it there, and the counts pick the plan — one common name walks the best-first
 * index and stops after a few rows; rare names (or several words) take the GIN bitmap and sort the few.
 */
async function suggestUsers(query: string, types: ("provider" | "customer")[], n: number): Promise<Suggestion[]> {
  const words = tokenize(query);
  const last = words.pop();
  if (!last) return [];
  const vocab = await select<{ token: string; ndoc: number; whole: boolean }>(Prisma.sql`
    (SELECT "token", sum("ndoc")::int AS "ndoc", false AS "whole" FROM "SearchName"
      WHERE "type" = ANY(${types}::"UserType"[]) AND "token" LIKE ${escapeLike(last) + "%"} AND "ndoc" > 0
      GROUP BY "token" ORDER BY 2 DESC, 1 LIMIT 8)
    UNION ALL
    (SELECT "token", sum("ndoc")::int, true FROM "SearchName"
      WHERE "type" = ANY(${types}::"UserType"[]) AND "token" = ANY(${words}::text[]) AND "ndoc" > 0 GROUP BY "token")`);
  const completions = vocab.filter((v) => !v.whole);
  const known = vocab.filter((v) => v.whole);
  if (completions.length === 0 || known.length < words.length) return [];
  const tsq = [...words, `(${completions.map((x) => x.token).join(" | ")})`].join(" & ");
  const common = words.length === 0 && completions.reduce((sum, c) => sum + c.ndoc, 0) > COMMON_NAME;
  const matches = common
    ? Prisma.sql`SELECT s."userId", s."rankScore" FROM "UserSearch" s
        WHERE s."nameVector" @@ to_tsquery('simple', ${tsq}) AND ${typeCondition(types)}
        ORDER BY s."rankScore" DESC, s."userId" LIMIT ${n}`
    : Prisma.sql`SELECT m."userId", m."rankScore" FROM (
          SELECT s."userId", s."rankScore" FROM "UserSearch" s
          WHERE s."nameVector" @@ to_tsquery('simple', ${tsq}) AND ${typeCondition(types)} OFFSET 0
        ) m ORDER BY m."rankScore" DESC, m."userId" LIMIT ${n}`;
  const rows = await select<{
    id: string;
    firstName: string;
    lastName: string;
    company: string;
    accountType: string | null;
    title: string | null;
    city: string;
  }>(Prisma.sql`
    SELECT u."id", u."firstName", u."lastName", u."company", u."accountType"::text AS "accountType", p."title", u."city"
    FROM (${matches}) top
    JOIN "User" u ON u."id" = top."userId"
    LEFT JOIN "ProviderProfile" p ON p."userId" = u."id"
    ORDER BY top."rankScore" DESC, top."userId"`);
  return rows.map((r) => ({ type: "user" as const, _id: r.id, text: displayName(r), subtext: r.title || r.city || undefined }));
}

/** above this many people, a single name is "common": walking the best-first index finds n at once */
const COMMON_NAME = 2000;

async function suggestCategories(query: string, n: number): Promise<Suggestion[]> {
  const rows = await select<{ id: string; name: string; parent: string | null }>(Prisma.sql`
    SELECT c."id", c."name", p."name" AS "parent"
    FROM "Category" c LEFT JOIN "Category" p ON p."id" = c."parentId"
    WHERE c."name" ILIKE ${"%" + escapeLike(query) + "%"}
    ORDER BY (c."name" ILIKE ${escapeLike(query) + "%"}) DESC, (c."parentId" IS NULL) DESC, c."position", c."name"
    LIMIT ${n}`);
  return rows.map((r) => ({ type: "category" as const, _id: r.id, text: r.name, subtext: r.parent ?? "Category" }));
}

async function suggestPlaces(query: string, n: number): Promise<Suggestion[]> {
  const places = await findPlaces(query, n);
  return places.map((p) => ({
    type: "location" as const,
    text: p.description,
    subtext: p.zipcode && p.description.includes(p.zipcode) ? "ZIP code" : "City",
    place: { city: p.city, state: p.state, county: p.county, zipcode: p.zipcode, lat: p.lat, lng: p.lng },
  }));
}

/** one type as `=` (the rank index leads with it, so the walk comes out in rank order) */
export function typeCondition(types: ("provider" | "customer")[], alias = "s") {
  const t = Prisma.raw(alias);
  return types.length === 1 ? Prisma.sql`${t}."type" = ${types[0]}::"UserType"` : Prisma.sql`${t}."type" = ANY(${types}::"UserType"[])`;
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}
