// POST /api/user/mfa_disable – signed in, password and a TOTP or recovery code → { message }; admins keep it on
import { route } from "@/lib/http/route";
import { mfaReauthSchema } from "@/lib/auth/mfa/schemas";
import { disableTotp } from "@/lib/auth/mfa/manage";

export const POST = route({ input: mfaReauthSchema }, async ({ user, input }) => disableTotp(user, input));
