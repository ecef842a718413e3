// POST /api/admin/end_sessions {userId, reason (10–1000)} – admins with two-step sign-in only: ends every
// session of the account and writes the audit row (lib/admin/end-sessions.ts).
import { route } from "@/lib/http/route";
import { endSessionsSchema } from "@/lib/admin/schemas";
import { endUserSessions } from "@/lib/admin/end-sessions";

export const POST = route({ role: "admin", input: endSessionsSchema }, async ({ user, input }) => {
  return await endUserSessions(user, input);
});
