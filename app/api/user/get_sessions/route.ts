// POST /api/user/get_sessions – signed in → { sessions: [{ id, kind, browser, os, device, ip, createdAt, lastUsedAt, current }] }
// (the user's live browser sessions and API tokens; the one of this request first, flagged current)
import { route } from "@/lib/http/route";
import { getRequestClaims } from "@/lib/session/current-user";
import { listSessions } from "@/lib/accounts/sessions-list";

export const POST = route({}, async ({ req, user }) => {
  const claims = await getRequestClaims(req);
  return { sessions: await listSessions(user.id, claims?.sid ?? null) };
});
