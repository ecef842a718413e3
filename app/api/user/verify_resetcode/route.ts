// POST /api/user/verify_resetcode – checks the e-mailed code → { message, token, expiresAt } (a one-time reset token)
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { verifyCodeSchema } from "@/lib/accounts/schemas";
import { verifyResetCode } from "@/lib/auth/reset-password";

export const POST = route({ auth: false, input: verifyCodeSchema }, async ({ req, input }) => {
  return verifyResetCode(input.email, input.code, clientIp(req));
});
