// POST /api/user/mfa_enable – signed in, a code of the pending secret → { recoveryCodes } (shown once)
import { route } from "@/lib/http/route";
import { mfaEnableSchema } from "@/lib/auth/mfa/schemas";
import { enableTotp } from "@/lib/auth/mfa/manage";

export const POST = route({ input: mfaEnableSchema }, async ({ user, input }) => enableTotp(user, input.code));
