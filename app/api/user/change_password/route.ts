// POST /api/user/change_password – signed in; { old_password, new_password, end_other_sessions?, code? } →
// { message, token } (every other session and token ends; the default) or { message } (end_other_sessions
// false: every session lives on). `code`: the second-step code, when two-step sign-in is on.
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { changePasswordCallSchema } from "@/lib/accounts/security-schemas";
import { changePassword } from "@/lib/auth/change-password";

export const POST = route({ input: changePasswordCallSchema }, async ({ req, user, input }) => {
  return changePassword(user, input, { ip: clientIp(req), userAgent: req.headers.get("user-agent") ?? "" });
});
