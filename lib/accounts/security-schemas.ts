// The inputs of the sign-in security calls (sessions, e-mail change, password change's options), shared by
// the route handlers and the forms of /dashboard/security. Calls that change how the account signs in ask for
// the current password again, and for a second-step code when two-step sign-in is on (lib/auth/reauth.ts).
import { z } from "zod";
import { MSG } from "@/lib/accounts/messages";
import { MAX_PASSWORD, changePasswordSchema, codeField, emailField } from "@/lib/accounts/schemas";

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";

const currentPassword = z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(MAX_PASSWORD);

/** The authenticator app's 6-digit code or a recovery code; which one, and whether it is needed, is reauth's to say. */
const secondStepCode = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => v || undefined);

/** A JSON boolean, or its spelling in a form post ("true"/"false", "on"); absent: `fallback`. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === "true" || v === "on" || v === "1" ? true : v === "false" || v === "0" ? false : v),
    z.boolean().optional().default(fallback),
  );

export const reauthSchema = z.object({ password: currentPassword, code: secondStepCode });
export type ReauthInput = z.infer<typeof reauthSchema>;

export const revokeSessionSchema = z.object({ id: z.string({ error: "id is required" }).trim().min(1, "id is required").max(64) });

export const revokeOtherSessionsSchema = reauthSchema;

/**
 * user/change_password with its options: `end_other_sessions` (default true, the spec's behaviour) and the
 * second-step `code` when two-step sign-in is on.
 */
export const changePasswordCallSchema = changePasswordSchema.extend({ end_other_sessions: flag(true), code: secondStepCode });
export type ChangePasswordCallInput = z.infer<typeof changePasswordCallSchema>;

/** The change-password form: the call's fields (the same password rules) with a confirmation, the option as a checkbox. */
export const changePasswordOptionsFormSchema = changePasswordSchema
  .extend({
    confirm_password: z.string().min(1, MSG.InvalidConfirmPassword),
    code: z.string().trim().max(64),
    end_other_sessions: z.boolean(),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ["confirm_password"], message: MSG.InvalidPasswordNotMatch });

export const changeEmailSchema = z.object({ email: emailField, password: currentPassword, code: secondStepCode });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const confirmEmailChangeSchema = z.object({ code: codeField });

/** The second-step code as a form field: required when two-step sign-in is on. */
export const SECOND_STEP_CODE_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code";
