// POST /api/user/passkey_login_options – an e-mail or nothing → { options, ticket } for a passkey sign-in
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { passkeyLoginOptionsSchema } from "@/lib/auth/passkeys/schemas";
import { startPasskeySignIn } from "@/lib/auth/passkeys/sign-in";

export const POST = route({ auth: false, input: passkeyLoginOptionsSchema, body: ["json", "none"] }, async ({ req, input }) =>
  startPasskeySignIn(input, clientIp(req)),
);
