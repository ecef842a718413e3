// POST /api/user/change_email – signed in; { email, password, code? } → { message, email }
// (the new address must be valid and free; a 6-digit code goes to it, and user/confirm_email_change with that
// code makes the switch. `code`: the second-step code, when two-step sign-in is on.)
import { route } from "@/lib/http/route";
import { changeEmailSchema } from "@/lib/accounts/security-schemas";
import { requestEmailChange } from "@/lib/auth/change-email";

export const POST = route({ input: changeEmailSchema }, async ({ user, input }) => requestEmailChange(user, input));
