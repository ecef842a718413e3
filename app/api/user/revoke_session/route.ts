// POST /api/user/revoke_session – signed in; { id } of another live session of the user → { message }
// (someone else's, an ended or an unknown id: 404; the request's own session: 400, user/logout ends that)
import { route } from "@/lib/http/route";
import { getRequestClaims } from "@/lib/session/current-user";
import { revokeSessionSchema } from "@/lib/accounts/security-schemas";
import { revokeOwnSession } from "@/lib/accounts/sessions-list";

export const POST = route({ input: revokeSessionSchema }, async ({ req, user, input }) => {
  const claims = await getRequestClaims(req);
  return revokeOwnSession(user.id, input.id, claims?.sid ?? null);
});
