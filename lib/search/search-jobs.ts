// search/jobs and job/search_jobs: open jobs (status 0) of accounts that are not deleted, filtered by
// keyword, categories, pay type, job type and distance, ranked by text relevance, distance and recency.
//
// Plans (docs/search.md has the EXPLAIN output):
// - a keyword: candidates newest first. For a common word PostgreSQL walks the newest-first covering
//   index (index-only) and stops once the window is full; for a rare word it takes the GIN bitmap and
//   sorts the few matches. Near a place the GIN scan intersects the word with the grid cells of the
//   circle, then the exact distance and the other filters are checked on the few rows left.
// - no keyword, near a place: nearest first through the covering GiST index (KNN), inside the earth_box.
// - nothing: newest first.
// - "When" (a date range): the shift's start is checked in the job's zone, under a UTC bound 14 h wider on
//   each side that the partial index on ("shiftStart") WHERE status = 0 answers; "Fits my availability"
//   checks the rows left against the worker's slots and shifts, the slots read once per query into one
//   array (lib/search/schedule-sql.ts).
// A worker never sees the jobs of an employer who blocked them (a NOT EXISTS on RosterEntry's workerId index).
// Only RANK_WINDOW candidates are ranked at a time and `hasMore` comes from one extra row: no count.
import { Prisma } from "@/lib/generated/prisma/client";
import { OPEN_STATUS_SQL } from "@/lib/search/open-status";
import { query } from "@/lib/search/sql";
import type { JobQuery } from "@/lib/search/parse-filter";
import { jobScore, rankedPage, TEXT_WEIGHTS } from "@/lib/search/ranking";
import { prepareText } from "@/lib/search/text-query";
import { milesSql, nearestFirstSql, withinBoxSql, withinCellsSql } from "@/lib/geo/distance";
import { expandCategories } from "@/lib/search/categories";
import { loadJobCards, type JobCard } from "@/lib/search/job-cards";
import { blockedSql } from "@/lib/roster/blocked";
import { openJobFitsWorkerSql } from "@/lib/search/schedule-sql";
import { badRequest } from "@/lib/http/errors";
import { SEARCH_MSG } from "@/lib/search/messages";

export type JobCandidate = { id: string; createdAt: Date; textRank: number | null; miles: number | null };

export type JobSearchResult = {
  jobs: JobCard[];
  hasMore: boolean;
  /** the words searched for, with any spelling correction applied */
  words: { word: string; correction: string | null }[];
  /** true when no job had every word and the list shows jobs with any of them */
  relaxed: boolean;
};

const MS_PER_DAY = 86_400_000;

export async function searchJobs(q: JobQuery, viewerId: string | null): Promise<JobSearchResult> {
  if (q.fitsMyAvailability && !viewerId) throw badRequest(SEARCH_MSG.FitsNeedsWorker);
  const [text, categories] = await Promise.all([
    q.keyword ? prepareText(q.keyword, "jobs") : Promise.resolve(null),
    q.categories.length ? expandCategories(q.categories) : Promise.resolve([]),
  ]);
  const now = Date.now();
  const score = (c: JobCandidate) =>
    jobScore({ textRank: c.textRank, miles: c.miles, ageDays: (now - c.createdAt.getTime()) / MS_PER_DAY });
  let tsquery = text?.all ?? null;
  let page = await rankedPage((offset, count) => fetchCandidates(q, tsquery, categories, offset, count, viewerId), score, q.page, q.limit);
  let relaxed = false;
  // no job has every word: list the jobs with any of them rather than nothing (on later pages, an empty
  // page is the end of the list unless no job had every word in the first place)
  if (page.rows.length === 0 && text && text.words.length > 1) {
    const anyWithAll = q.page === 1 ? [] : await fetchCandidates(q, text.all, categories, 0, 1, viewerId);
    if (anyWithAll.length === 0) {
      tsquery = text.any;
      relaxed = true;
      page = await rankedPage((offset, count) => fetchCandidates(q, tsquery, categories, offset, count, viewerId), score, q.page, q.limit);
    }
  }
  const jobs = await loadJobCards(page.rows, { text, categories, viewerId });
  return { jobs, hasMore: page.hasMore, words: text?.words ?? [], relaxed };
}

/** Candidates in index order (newest first, or nearest first without a keyword), with their signals. */
export function fetchCandidates(
  q: JobQuery,
  tsquery: string | null,
  categories: string[],
  offset: number,
  count: number,
  viewerId: string | null = null,
) {
  return query<JobCandidate>(candidateSql(q, tsquery, categories, offset, count, viewerId));
}

/** The candidate query (exported for the benchmark's EXPLAIN); `viewerId` leaves out the jobs of employers who blocked them. */
export function candidateSql(
  q: JobQuery,
  tsquery: string | null,
  categories: string[],
  offset: number,
  count: number,
  viewerId: string | null = null,
) {
  const c = q.center;
  // a job an admin hid is in no search
  const conds: Prisma.Sql[] = [Prisma.sql`j."status" = ${OPEN_STATUS_SQL}`, Prisma.sql`j."hiddenAt" IS NULL`];
  if (tsquery) conds.push(Prisma.sql`j."searchVector" @@ to_tsquery('english', ${tsquery})`);
  if (q.payType) conds.push(Prisma.sql`j."payType" = ${q.payType}::"PayType"`);
  if (categories.length) conds.push(Prisma.sql`j."categories" && ${categories}::text[]`);
  if (q.jobType) conds.push(Prisma.sql`j."type" = ${q.jobType}`);
  if (c && q.radiusMiles !== null)
    conds.push(tsquery ? withinCellsSql("j", c.lat, c.lng, q.radiusMiles) : withinBoxSql("j", c.lat, c.lng, q.radiusMiles));
  if (q.when) conds.push(...whenSql(q.when));
  if (q.fitsMyAvailability && viewerId) conds.push(openJobFitsWorkerSql(viewerId));
  conds.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = j."creatorId" AND u."deletedAt" IS NOT NULL)`);
  if (viewerId) conds.push(Prisma.sql`NOT ${blockedSql(Prisma.sql`j."creatorId"`, viewerId)}`);
  const textRank = tsquery
    ? Prisma.sql`ts_rank(${`{${TEXT_WEIGHTS.join(",")}}`}::float4[], j."searchVector", to_tsquery('english', ${tsquery}), 32)::float8`
    : Prisma.sql`NULL::float8`;
  const miles = c ? milesSql("j", c.lat, c.lng) : Prisma.sql`NULL::float8`;
  const order = c && !tsquery ? nearestFirstSql("j", c.lat, c.lng) : Prisma.sql`j."createdAt" DESC, j."id" DESC`;
  return Prisma.sql`
    SELECT j."id", j."createdAt", ${textRank} AS "textRank", ${miles} AS "miles"
    FROM "Job" j
    WHERE ${Prisma.join(conds, " AND ")}
    ORDER BY ${order}
    OFFSET ${offset} LIMIT ${count}`;
}

/** Local midnight anywhere lies within 14 h of UTC midnight (UTC−12 … UTC+14). */
const ZONE_SPREAD_MS = 14 * 3_600_000;
const zoneOf = Prisma.sql`coalesce(nullif(j."timezone", ''), 'UTC')`;

/** "When": the shift starts on a day of [from, to] in the job's zone; the UTC bounds let the index answer. */
function whenSql(when: { from: string | null; to: string | null }): Prisma.Sql[] {
  const conds = [Prisma.sql`j."shiftStart" IS NOT NULL AND j."shiftEnd" IS NOT NULL`];
  if (when.from) {
    conds.push(Prisma.sql`j."shiftStart" >= ${new Date(Date.parse(`${when.from}T00:00:00Z`) - ZONE_SPREAD_MS)}::timestamptz`);
    conds.push(Prisma.sql`j."shiftStart" >= (${when.from}::date::timestamp AT TIME ZONE ${zoneOf})`);
  }
  if (when.to) {
    conds.push(Prisma.sql`j."shiftStart" < ${new Date(Date.parse(`${when.to}T00:00:00Z`) + MS_PER_DAY + ZONE_SPREAD_MS)}::timestamptz`);
    conds.push(Prisma.sql`j."shiftStart" < ((${when.to}::date + 1)::timestamp AT TIME ZONE ${zoneOf})`);
  }
  return conds;
}
