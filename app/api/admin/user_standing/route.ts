// POST /api/admin/user_standing {userId, action: warn|suspend|ban|lift, days? (suspend: 1–365), reason (10–1000)}
// – admins with two-step sign-in only: changes the account's standing, ends its sessions on suspend and ban,
// writes the audit row and tells the person (lib/admin/set-standing.ts).
import { route } from "@/lib/http/route";
import { userStandingSchema } from "@/lib/admin/schemas";
import { setUserStanding } from "@/lib/admin/set-standing";

export const POST = route({ role: "admin", input: userStandingSchema }, async ({ user, input }) => {
  return { standing: await setUserStanding(user, input) };
});
