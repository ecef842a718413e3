// GET /api/search/get_result?query=&type=job|user|category|location|all&page=&limit= → "See all results":
// {query, type, page, limit, jobs, users, hasMore, hasMoreJobs, hasMoreUsers}.
import { route } from "@/lib/http/route";
import { getResultSchema } from "@/lib/search/schemas";
import { getResult } from "@/lib/search/get-result";

export const GET = route({ input: getResultSchema }, async ({ user, input }) => getResult(input, user));
