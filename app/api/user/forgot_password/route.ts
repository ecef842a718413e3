// POST /api/user/forgot_password – e-mails a 6-digit reset code → { message }
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { forgotPasswordSchema } from "@/lib/accounts/schemas";
import { sendResetCode } from "@/lib/accounts/send-reset-code";

export const POST = route({ auth: false, input: forgotPasswordSchema }, async ({ req, input }) => {
  return sendResetCode(input.email, clientIp(req));
});
