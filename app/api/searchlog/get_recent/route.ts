// GET /api/searchlog/get_recent → {keywords: [...], users: [public people recently opened], jobs: [...]}
// for the search screen before anything is typed. Only the caller's own log.
import { route } from "@/lib/http/route";
import { getRecent } from "@/lib/search/search-log";

export const GET = route({}, async ({ user }) => getRecent(user.id, user.id));
