// search/get_result: "See all results" for what was typed in the search box — the full (paged) lists
// behind the suggestions: jobs and/or people for a keyword, jobs in a category, jobs near a place.
import { badRequest } from "@/lib/http/errors";
import type { User } from "@/lib/generated/prisma/client";
import { resolvePlaceText } from "@/lib/search/resolve-place";
import { SEARCH_MSG } from "@/lib/search/messages";
import { DEFAULT_DISTANCE, type GetResultInput } from "@/lib/search/schemas";
import type { JobQuery, UserQuery } from "@/lib/search/parse-filter";
import { searchJobs } from "@/lib/search/search-jobs";
import { searchUsers } from "@/lib/search/search-users";

export async function getResult(input: GetResultInput, user: User) {
  const { query, type, page, limit } = input;
  const base: JobQuery = {
    keyword: "",
    categories: [],
    payType: null,
    jobType: null,
    center: null,
    radiusMiles: null,
    when: null,
    fitsMyAvailability: false,
    page,
    limit,
  };
  let jobQuery: JobQuery | null = null;
  let userQuery: UserQuery | null = null;
  if (type === "job" || type === "all") jobQuery = { ...base, keyword: query };
  if (type === "category") jobQuery = { ...base, categories: query ? [query] : [] };
  if (type === "location") {
    const center = query ? await resolvePlaceText(query) : null;
    if (!center) throw badRequest(SEARCH_MSG.InvalidLocation);
    jobQuery = { ...base, center, radiusMiles: DEFAULT_DISTANCE };
  }
  if (type === "user" || type === "all") {
    const other = user.type === "provider" ? "customer" : "provider";
    userQuery = {
      keyword: query,
      types: [other],
      center: null,
      radiusMiles: null,
      minRateCents: null,
      maxRateCents: null,
      categories: [],
      page,
      limit,
    };
  }
  const [jobs, users] = await Promise.all([
    jobQuery ? searchJobs(jobQuery, user.id) : null,
    userQuery ? searchUsers(userQuery, user.id) : null,
  ]);
  return {
    query,
    type,
    page,
    limit,
    jobs: jobs?.jobs ?? [],
    users: users?.users ?? [],
    hasMoreJobs: jobs?.hasMore ?? false,
    hasMoreUsers: users?.hasMore ?? false,
    hasMore: Boolean(jobs?.hasMore || users?.hasMore),
  };
}
