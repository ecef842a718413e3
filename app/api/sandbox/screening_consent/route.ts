// POST /api/sandbox/screening_consent – invitationId, fullName, dateOfBirth, ssn, consent: the sandbox screening
// partner's hosted page (only while it runs; else 404). The signed-in worker answers their own invitation.
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/http/errors";
import { sandboxConsentSchema } from "@/lib/screening/schemas";
import { submitSandboxConsent } from "@/lib/screening/sandbox-partner";
import { screeningSandboxOn } from "@/lib/screening/partner";
import { ownInvitationCheck } from "@/lib/screening/sandbox-page";
import { SCREENING_MSG } from "@/lib/screening/messages";

export const POST = route({ role: "provider", input: sandboxConsentSchema }, async ({ user, input }) => {
  if (!screeningSandboxOn()) throw new AppError(404, SCREENING_MSG.SandboxOff);
  if (!(await ownInvitationCheck(user.id, input.invitationId))) throw new AppError(404, SCREENING_MSG.NotFound);
  await submitSandboxConsent(input);
  return { message: "Thank you. Your background check has started." };
});
