// POST /api/global/get_data – categories (with sub-categories, by position), fee percent, ads, shift policy and
// payout settings (the instant payout fee).
// No sign-in needed: the sign-up category step reads it too. GET answers the same for convenience.
// The answer is the same for everyone, so no session is read (auth: false), and its JSON is serialised and
// encoded once per cache fill (lib/settings/global-data.ts), with an ETag: If-None-Match with it answers 304.
import { route } from "@/lib/http/route";
import { getGlobalDataBody, type GlobalData } from "@/lib/settings/global-data";
import type { JsonResponse } from "@/lib/http/route";

// the body is GlobalData's JSON (a 304 has none: the browser answers it from its cache)
const handler = route({ auth: false }, async ({ req }): Promise<JsonResponse<Partial<GlobalData>>> => {
  const { bytes, etag } = await getGlobalDataBody();
  // no-cache (not no-store): a client may keep the answer but asks every time; an unchanged answer is a 304
  const headers = { etag, "cache-control": "no-cache" };
  if (matchesEtag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { ...headers, "content-type": "application/json" } });
});

function matchesEtag(header: string | null, etag: string) {
  return !!header && (header.trim() === "*" || header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag));
}

export const POST = handler;
export const GET = handler;
