// POST /api/user/register_provider (multipart) – an employee signs up with their whole draft:
// personal info, categories, service details, educations, employments, resume PDF and optional photo.
import { route } from "@/lib/http/route";
import { REGISTER_UPLOAD_BODY } from "@/lib/uploads/limit-request-size";
import { clientIp, enforce } from "@/lib/http/rate-limit";
import { registerProviderSchema } from "@/lib/profiles/schemas";
import { registerProvider } from "@/lib/profiles/register-provider";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";
import { signUpLimits } from "@/lib/accounts/attempt-limits";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { signApiToken } from "@/lib/session/tokens";

export const POST = route({ auth: false, input: registerProviderSchema, ...REGISTER_UPLOAD_BODY }, async ({ req, input }) => {
  const ip = clientIp(req);
  await enforce(signUpLimits(ip), "sign-ups from this network");
  assertPasswordNotCommon(input.password ?? "", input);
  const user = await registerProvider(input);
  const token = await signApiToken(user, { ip, userAgent: req.headers.get("user-agent") ?? "" });
  return { user: toSelfUserDto(user, await jobStatisticsOf(user.id)), token };
});
