// POST /api/user/login_with_social – a Google/Facebook access token → { user, token }, { mfaRequired, challenge, methods }
// (two-step sign-in on, or an admin) or { needToSignUp, socialToken }
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { socialLoginSchema } from "@/lib/accounts/schemas";
import { signInWithSocial } from "@/lib/auth/sign-in-with-social";

export const POST = route({ auth: false, input: socialLoginSchema }, async ({ req, input }) => {
  return signInWithSocial(input, clientIp(req), { userAgent: req.headers.get("user-agent") ?? "" });
});
