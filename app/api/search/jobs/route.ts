// POST /api/search/jobs {query, page, limit, type, filter, distance, lat, lng, city, county, state, zipcode}
// → {jobs, page, limit, hasMore}: open jobs ranked by relevance, distance and recency, each with `match`.
// job/search_jobs is the same call. The caller's filter is kept as their searchFilter.
import { route } from "@/lib/http/route";
import { searchJobsSchema } from "@/lib/search/schemas";
import { parseJobQuery } from "@/lib/search/parse-filter";
import { searchJobs } from "@/lib/search/search-jobs";
import { saveJobFilter } from "@/lib/search/save-filter";

export const POST = route({ input: searchJobsSchema }, async ({ user, input }) => {
  const query = await parseJobQuery(input);
  const [result] = await Promise.all([searchJobs(query, user.id), query.page === 1 ? saveJobFilter(user.id, query.saved) : null]);
  return {
    jobs: result.jobs,
    page: query.page,
    limit: query.limit,
    hasMore: result.hasMore,
    /** the searched words and their spelling corrections ("bartnder" → "bartender") */
    words: result.words,
    relaxed: result.relaxed,
    filter: query.saved,
  };
});
