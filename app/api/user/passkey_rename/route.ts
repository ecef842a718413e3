// POST /api/user/passkey_rename – signed in, one of the account's passkeys and a new name → { message }
import { route } from "@/lib/http/route";
import { passkeyRenameSchema } from "@/lib/auth/passkeys/schemas";
import { renamePasskey } from "@/lib/auth/passkeys/manage";

export const POST = route({ input: passkeyRenameSchema }, async ({ user, input }) => renamePasskey(user.id, input));
