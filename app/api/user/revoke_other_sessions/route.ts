// POST /api/user/revoke_other_sessions – signed in; { password, code? } → { message, count }
// ("Sign out everywhere else": every other browser session and API token of the user ends; this one stays.
// The password again, and the second-step code when two-step sign-in is on.)
import { route } from "@/lib/http/route";
import { unauthorized } from "@/lib/http/errors";
import { getRequestClaims } from "@/lib/session/current-user";
import { assertReauth } from "@/lib/auth/reauth";
import { revokeOtherSessionsSchema } from "@/lib/accounts/security-schemas";
import { revokeAllOtherSessions } from "@/lib/accounts/sessions-list";

export const POST = route({ input: revokeOtherSessionsSchema }, async ({ req, user, input }) => {
  const claims = await getRequestClaims(req);
  if (!claims) throw unauthorized();
  await assertReauth(user, input);
  return revokeAllOtherSessions(user, claims.sid);
});
