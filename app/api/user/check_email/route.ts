// POST /api/user/check_email – is this e-mail free for a new account? (the register form asks before sign-up)
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/rate-limit";
import { checkEmailSchema } from "@/lib/accounts/schemas";
import { assertEmailAvailable } from "@/lib/accounts/assert-email-available";
import { checkEmailLimits, countAttempt } from "@/lib/accounts/attempt-limits";

export const POST = route({ auth: false, input: checkEmailSchema }, async ({ req, input }) => {
  await countAttempt(checkEmailLimits(clientIp(req)), "e-mail checks");
  await assertEmailAvailable(input.email);
  return { available: true };
});
