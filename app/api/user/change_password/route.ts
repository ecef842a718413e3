// POST /api/user/change_password – signed in; → { message, token } (every other session and token ends)
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { changePasswordSchema } from "@/lib/accounts/schemas";
import { changePassword } from "@/lib/accounts/change-password";

export const POST = route({ input: changePasswordSchema }, async ({ req, user, input }) => {
  return changePassword(user, input, { ip: clientIp(req), userAgent: req.headers.get("user-agent") ?? "" });
});
