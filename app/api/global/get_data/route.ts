// POST /api/global/get_data – categories (with sub-categories, by position), fee percent and ads.
// No sign-in needed: the sign-up category step reads it too. GET answers the same for convenience.
// The answer is the same for everyone, so no session is read (auth: false), and its JSON is serialised once
// per cache fill (lib/settings/global-data.ts).
import { route } from "@/lib/http/route";
import { getGlobalDataBody } from "@/lib/settings/global-data";

const handler = route(
  { auth: false },
  async () => new Response(await getGlobalDataBody(), { headers: { "content-type": "application/json", "cache-control": "no-store" } }),
);

export const POST = handler;
export const GET = handler;
