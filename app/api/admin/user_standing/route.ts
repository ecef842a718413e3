// POST /api/admin/user_standing {userId, action: warn|suspend|ban|lift, days? (suspend: 1–365), reason (10–1000)}
// – admins with two-step sign-in only: warn, suspend and lift change the account's standing at once (sessions
// ended and commitments released on suspend, the audit row, the person told: lib/admin/set-standing.ts) and
// answer {standing, approval: null}; a ban needs a second admin and answers {standing: null, approval} with
// the pending request (lib/admin/ops/approvals.ts).
import { route } from "@/lib/http/route";
import { userStandingSchema } from "@/lib/admin/schemas";
import { STANDING_ACTION } from "@/lib/admin/states";
import { setUserStanding } from "@/lib/admin/set-standing";
import { requestBan } from "@/lib/admin/ops/approvals";

export const POST = route({ role: "admin", input: userStandingSchema }, async ({ user, input }) => {
  if (input.action === STANDING_ACTION.ban) return { standing: null, approval: await requestBan(user, input) };
  return { standing: await setUserStanding(user, input), approval: null };
});
