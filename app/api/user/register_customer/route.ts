// POST /api/user/register_customer – a new employer account (JSON) → { user, token }
import { route } from "@/lib/http/route";
import { clientIp, enforce } from "@/lib/http/rate-limit";
import { registerCustomerSchema } from "@/lib/accounts/schemas";
import { registerCustomer } from "@/lib/auth/register-customer";
import { issueSession } from "@/lib/auth/issue-session";
import { signUpLimits } from "@/lib/accounts/attempt-limits";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";

export const POST = route({ auth: false, input: registerCustomerSchema }, async ({ req, input }) => {
  const ip = clientIp(req);
  await enforce(signUpLimits(ip), "sign-ups from this network");
  assertPasswordNotCommon(input.password, input);
  const userId = await registerCustomer(input);
  return issueSession(userId, {}, { ip, userAgent: req.headers.get("user-agent") ?? "" });
});
