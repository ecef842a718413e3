// POST /api/user/reset_newpassword – email, password and the token from verify_resetcode (or the verified
// code) → { message }; ends every session and e-mails the owner
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { resetPasswordSchema } from "@/lib/accounts/schemas";
import { resetPassword } from "@/lib/auth/reset-password";

export const POST = route({ auth: false, input: resetPasswordSchema }, async ({ req, input }) => {
  return resetPassword(input, clientIp(req));
});
