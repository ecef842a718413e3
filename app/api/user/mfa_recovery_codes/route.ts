// POST /api/user/mfa_recovery_codes – signed in, password and a TOTP or recovery code → { recoveryCodes } (a new set)
import { route } from "@/lib/http/route";
import { mfaReauthSchema } from "@/lib/auth/mfa/schemas";
import { renewRecoveryCodes } from "@/lib/auth/mfa/manage";

export const POST = route({ input: mfaReauthSchema }, async ({ user, input }) => renewRecoveryCodes(user, input));
