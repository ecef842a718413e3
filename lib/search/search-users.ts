// search/users: people who are not deleted (employees by default for employers, employers for employees),
// from their trigger-kept search document (UserSearch), filtered by keyword, hourly rate, categories
// (only my industry) and distance, ranked by text relevance, rating and completed jobs, and distance.
// The caller never finds themself. Nobody's e-mail or phone is in the document or in the answer.
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";
import type { UserQuery } from "@/lib/search/parse-filter";
import { rankedPage, TEXT_WEIGHTS, userScore } from "@/lib/search/ranking";
import { prepareText } from "@/lib/search/text-query";
import { milesSql, nearestFirstSql, withinBoxSql, withinCellsSql } from "@/lib/geo/distance";
import { expandCategories } from "@/lib/search/categories";
import { loadUserCards, type UserCard } from "@/lib/search/user-cards";
import { typeCondition } from "@/lib/search/suggestions";

export type UserCandidate = { id: string; quality: number; textRank: number | null; miles: number | null };

export type UserSearchResult = {
  users: UserCard[];
  hasMore: boolean;
  words: { word: string; correction: string | null }[];
  relaxed: boolean;
};

export async function searchUsers(q: UserQuery, viewerId: string | null): Promise<UserSearchResult> {
  const [text, categories] = await Promise.all([
    q.keyword ? prepareText(q.keyword, "users") : Promise.resolve(null),
    q.categories.length ? expandCategories(q.categories) : Promise.resolve([]),
  ]);
  const score = (c: UserCandidate) => userScore({ textRank: c.textRank, miles: c.miles, quality: c.quality });
  let tsquery = text?.all ?? null;
  const run = () =>
    rankedPage((offset, count) => fetchUserCandidates(q, tsquery, categories, viewerId, offset, count), score, q.page, q.limit);
  let page = await run();
  let relaxed = false;
  if (page.rows.length === 0 && text && text.words.length > 1) {
    const anyWithAll = q.page === 1 ? [] : await fetchUserCandidates(q, text.all, categories, viewerId, 0, 1);
    if (anyWithAll.length === 0) {
      tsquery = text.any;
      relaxed = true;
      page = await run();
    }
  }
  const users = await loadUserCards(page.rows, { text, categories });
  return { users, hasMore: page.hasMore, words: text?.words ?? [], relaxed };
}

export function fetchUserCandidates(
  q: UserQuery,
  tsquery: string | null,
  categories: string[],
  viewerId: string | null,
  offset: number,
  count: number,
) {
  return query<UserCandidate>(userCandidateSql(q, tsquery, categories, viewerId, offset, count));
}

/** The candidate query (exported for the benchmark's EXPLAIN). */
export function userCandidateSql(
  q: UserQuery,
  tsquery: string | null,
  categories: string[],
  viewerId: string | null,
  offset: number,
  count: number,
) {
  const c = q.center;
  const conds: Prisma.Sql[] = [];
  conds.push(typeCondition(q.types));
  if (tsquery) conds.push(Prisma.sql`s."searchVector" @@ to_tsquery('english', ${tsquery})`);
  if (q.minRateCents !== null) conds.push(Prisma.sql`s."hourlyRate" >= ${q.minRateCents}`);
  if (q.maxRateCents !== null) conds.push(Prisma.sql`s."hourlyRate" <= ${q.maxRateCents}`);
  if (categories.length) conds.push(Prisma.sql`s."categories" && ${categories}::text[]`);
  if (c && q.radiusMiles !== null)
    conds.push(tsquery ? withinCellsSql("s", c.lat, c.lng, q.radiusMiles) : withinBoxSql("s", c.lat, c.lng, q.radiusMiles));
  if (c) conds.push(Prisma.sql`s."lat" IS NOT NULL AND s."lng" IS NOT NULL`);
  if (viewerId) conds.push(Prisma.sql`s."userId" <> ${viewerId}`);
  const textRank = tsquery
    ? Prisma.sql`ts_rank(${`{${TEXT_WEIGHTS.join(",")}}`}::float4[], s."searchVector", to_tsquery('english', ${tsquery}), 32)::float8`
    : Prisma.sql`NULL::float8`;
  const miles = c ? milesSql("s", c.lat, c.lng) : Prisma.sql`NULL::float8`;
  const order = c && !tsquery ? nearestFirstSql("s", c.lat, c.lng) : Prisma.sql`s."rankScore" DESC, s."userId"`;
  return Prisma.sql`
    SELECT s."userId" AS "id", s."rankScore" AS "quality", ${textRank} AS "textRank", ${miles} AS "miles"
    FROM "UserSearch" s
    WHERE ${Prisma.join(conds, " AND ")}
    ORDER BY ${order}
    OFFSET ${offset} LIMIT ${count}`;
}
