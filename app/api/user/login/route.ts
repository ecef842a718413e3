// POST /api/user/login – e-mail and password → { user, token }, or { mfaRequired, challenge, methods } (two-step sign-in on, or an admin)
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { loginSchema } from "@/lib/accounts/schemas";
import { signInWithPassword } from "@/lib/auth/sign-in";

export const POST = route({ auth: false, input: loginSchema }, async ({ req, input }) => {
  return signInWithPassword(input, clientIp(req), { userAgent: req.headers.get("user-agent") ?? "" });
});
