// POST /api/user/mfa_setup – signed in, the password again → { secret, otpauthUrl, qrSvg } (a pending secret to confirm)
import { route } from "@/lib/http/route";
import { mfaSetupSchema } from "@/lib/auth/mfa/schemas";
import { startTotpSetup } from "@/lib/auth/mfa/manage";

export const POST = route({ input: mfaSetupSchema }, async ({ user, input }) => startTotpSetup(user, input.password));
