// POST /api/user/confirm_email_change – signed in; { code } (sent to the new address by user/change_email)
// → { message, email } (the account's address is now the new one; the old address is told)
import { route } from "@/lib/http/route";
import { confirmEmailChangeSchema } from "@/lib/accounts/security-schemas";
import { confirmEmailChange } from "@/lib/auth/change-email";

export const POST = route({ input: confirmEmailChangeSchema }, async ({ user, input }) => confirmEmailChange(user, input.code));
