// POST /api/global/get_data – categories (with sub-categories, by position), fee percent and ads.
// No sign-in needed: the sign-up category step reads it too. GET answers the same for convenience.
import { route } from "@/lib/http/route";
import { getGlobalData } from "@/lib/settings/global-data";

const handler = route({ auth: "optional" }, async () => getGlobalData());

export const POST = handler;
export const GET = handler;
