// POST /api/user/reset_newpassword – the verified code plus a new password → { message }; ends every session
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { resetPasswordSchema } from "@/lib/accounts/schemas";
import { resetPassword } from "@/lib/accounts/reset-password";

export const POST = route({ auth: false, input: resetPasswordSchema }, async ({ req, input }) => {
  return resetPassword(input, clientIp(req));
});
