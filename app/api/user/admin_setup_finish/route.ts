// POST /api/user/admin_setup_finish – the link's token, a new password and a code → { email, recoveryCodes } (the link is used)
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { adminSetupFinishSchema } from "@/lib/auth/mfa/schemas";
import { finishAdminSetup } from "@/lib/auth/mfa/admin-setup";

export const POST = route({ auth: false, input: adminSetupFinishSchema }, async ({ req, input }) => finishAdminSetup(input, clientIp(req)));
