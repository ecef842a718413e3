// POST /api/user/passkey_login_verify – the ticket and the browser's assertion → { user, token } as user/login answers
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { passkeyLoginVerifySchema } from "@/lib/auth/passkeys/schemas";
import { finishPasskeySignIn } from "@/lib/auth/passkeys/sign-in";

export const POST = route({ auth: false, input: passkeyLoginVerifySchema }, async ({ req, input }) =>
  finishPasskeySignIn(input, { ip: clientIp(req), userAgent: req.headers.get("user-agent") ?? "" }),
);
