// POST /api/user/delete_account – signed in; deletes the caller's own account after the password check
import { route } from "@/lib/http/route";
import { deleteAccountSchema } from "@/lib/accounts/schemas";
import { deleteAccount } from "@/lib/profiles/delete-account";

export const POST = route({ input: deleteAccountSchema }, async ({ user, input }) => {
  return deleteAccount(user, input.pw);
});
