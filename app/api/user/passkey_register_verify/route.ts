// POST /api/user/passkey_register_verify – signed in, the ticket and the browser's answer (and a name) → { passkey }
import { route } from "@/lib/http/route";
import { passkeyRegisterVerifySchema } from "@/lib/auth/passkeys/schemas";
import { finishPasskeyRegistration } from "@/lib/auth/passkeys/register";

export const POST = route({ input: passkeyRegisterVerifySchema }, async ({ user, input }) => finishPasskeyRegistration(user, input));
