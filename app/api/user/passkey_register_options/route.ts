// POST /api/user/passkey_register_options – signed in, password (and a code when two-step sign-in is on) → { options, ticket }
import { route } from "@/lib/http/route";
import { passkeyRegisterOptionsSchema } from "@/lib/auth/passkeys/schemas";
import { startPasskeyRegistration } from "@/lib/auth/passkeys/register";

export const POST = route({ input: passkeyRegisterOptionsSchema }, async ({ user, input }) => startPasskeyRegistration(user, input));
