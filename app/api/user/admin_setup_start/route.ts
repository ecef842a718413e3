// POST /api/user/admin_setup_start – the token of an admin set-up link → { email, secret, otpauthUrl, qrSvg }
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { adminSetupStartSchema } from "@/lib/auth/mfa/schemas";
import { startAdminSetup } from "@/lib/auth/mfa/admin-setup";

export const POST = route({ auth: false, input: adminSetupStartSchema }, async ({ req, input }) =>
  startAdminSetup(input.token, clientIp(req)),
);
