// POST /api/searchlog/create {keyword} | {userId} | {jobId} → {log}: remember a search or an opened
// person/job for the caller's "recent" list (de-duplicated, newest first, capped).
import { route } from "@/lib/http/route";
import { searchLogCreateSchema } from "@/lib/search/schemas";
import { createSearchLog } from "@/lib/search/search-log";

export const POST = route({ input: searchLogCreateSchema }, async ({ user, input }) => ({ log: await createSearchLog(user.id, input) }));
