// POST /api/user/login_mfa – the challenge of user/login (or login_with_social) and a TOTP or recovery code → { user, token }
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { loginMfaSchema } from "@/lib/auth/mfa/schemas";
import { finishLoginChallenge } from "@/lib/auth/mfa/login-challenge";

export const POST = route({ auth: false, input: loginMfaSchema }, async ({ req, input }) => {
  return finishLoginChallenge(input, { ip: clientIp(req), userAgent: req.headers.get("user-agent") ?? "" });
});
