// POST /api/user/logout – ends the caller's session (Bearer token or the web cookie) on the server → { result: true }
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { unauthorized } from "@/lib/http/errors";
import { getRequestSession } from "@/lib/session/current-user";
import { revokeSession } from "@/lib/session/sessions";
import { clearSessionCookies } from "@/lib/session/cookie";

// auth: false – the session is looked up here (once), since its id is what gets revoked; the wrapper still
// refuses a cross-site post that carries the cookie (lib/http/origin.ts), as for every call
export const POST = route({ auth: false }, async ({ req }) => {
  const current = await getRequestSession(req);
  if (!current) throw unauthorized();
  await revokeSession(current.sessionId);
  return clearSessionCookies(NextResponse.json({ result: true }));
});
