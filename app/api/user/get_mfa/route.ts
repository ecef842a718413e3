// POST /api/user/get_mfa – signed in → { enabled, enabledAt, required, recoveryCodesLeft }
import { route } from "@/lib/http/route";
import { getMfaStatus } from "@/lib/auth/mfa/manage";

export const POST = route({ body: ["json", "none"] }, async ({ user }) => getMfaStatus(user));
