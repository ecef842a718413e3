// POST /api/user/passkey_delete – signed in, a passkey, the password (and a code when two-step sign-in is on) → { message }
import { route } from "@/lib/http/route";
import { passkeyDeleteSchema } from "@/lib/auth/passkeys/schemas";
import { deletePasskey } from "@/lib/auth/passkeys/manage";

export const POST = route({ input: passkeyDeleteSchema }, async ({ user, input }) => deletePasskey(user, input));
