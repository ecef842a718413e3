// POST /api/user/check_password – would a new password be accepted? (the employee sign-up asks on its
// first step, since the account itself is only created on the last one) → { acceptable: true } or 400
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { checkPasswordSchema } from "@/lib/accounts/schemas";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { checkPasswordLimits, countAttempt } from "@/lib/accounts/attempt-limits";

export const POST = route({ auth: false, input: checkPasswordSchema }, async ({ req, input }) => {
  await countAttempt(checkPasswordLimits(clientIp(req)), "password checks");
  assertPasswordNotCommon(input.password);
  return { acceptable: true };
});
