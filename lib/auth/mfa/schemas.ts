import { z } from "zod";
import { newPasswordField } from "@/lib/accounts/schemas";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { MSG } from "@/lib/accounts/messages";

const MAX_PASSWORD = 128;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces are allowed, the checks normalise them. */
export const codeField = z.string({ error: MFA_MSG.CodeRequired }).trim().min(1, MFA_MSG.CodeRequired).max(32, MFA_MSG.IncorrectCode);
const totpField = z
  .string({ error: MFA_MSG.CodeRequired })
  .trim()
  .min(1, MFA_MSG.CodeRequired)
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MSG.CodeRequired));
const passwordField = z.string({ error: "Password is required" }).min(1, "Password is required").max(MAX_PASSWORD);
const tokenField = (what: string) => z.string({ error: what }).min(1, what).max(200, what);

export const loginMfaSchema = z.object({ challenge: tokenField(MFA_MSG.ChallengeExpired), code: codeField });
export const mfaSetupSchema = z.object({ password: passwordField });
export const mfaEnableSchema = z.object({ code: totpField });
export const mfaReauthSchema = z.object({ password: passwordField, code: codeField.optional() });
export const adminSetupStartSchema = z.object({ token: tokenField(MFA_MSG.SetupLinkInvalid) });
export const adminSetupFinishSchema = z.object({
  token: tokenField(MFA_MSG.SetupLinkInvalid),
  password: newPasswordField(),
  code: totpField,
});
/** The admin set-up form: the new password twice and the code. */
export const adminSetupFormSchema = z
  .object({ password: newPasswordField(), confirmPassword: z.string().min(1, MSG.InvalidConfirmPassword), code: totpField })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: MSG.InvalidPasswordNotMatch });

export type LoginMfaInput = z.infer<typeof loginMfaSchema>;
