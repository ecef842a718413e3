// POST /api/search/users {query, page, limit, type, filter, distance, lat, lng, city, county, state, zipcode}
// → {users, page, limit, hasMore}: people ranked by relevance, rating and completed jobs, and distance,
// each with `match`; never their e-mail or phone. The caller's filter is kept as their searchUserFilter.
import { route } from "@/lib/http/route";
import { searchUsersSchema } from "@/lib/search/schemas";
import { parseUserQuery } from "@/lib/search/parse-filter";
import { searchUsers } from "@/lib/search/search-users";
import { saveUserFilter } from "@/lib/search/save-filter";
import { viewerFor } from "@/lib/search/viewer";

export const POST = route({ input: searchUsersSchema }, async ({ user, input }) => {
  const viewer = await viewerFor(user, Boolean(input.filter?.isOnlyIndustry));
  const query = await parseUserQuery(input, viewer);
  const [result] = await Promise.all([searchUsers(query, user.id), query.page === 1 ? saveUserFilter(user.id, query.saved) : null]);
  return {
    users: result.users,
    page: query.page,
    limit: query.limit,
    hasMore: result.hasMore,
    words: result.words,
    relaxed: result.relaxed,
    filter: query.saved,
  };
});
