"use client";
// "Confirm it's you": the current password, and the second-step code while two-step sign-in is on. Used by
// every change to how the account signs in (e-mail, sign out everywhere else, two-step sign-in itself).
import { z } from "zod";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/field";
import { PasswordInput } from "@/components/auth/password-input";
import { MSG } from "@/lib/accounts/messages";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { CURRENT_PASSWORD_REQUIRED, SECOND_STEP_CODE_REQUIRED } from "@/lib/accounts/security-schemas";

export type ReauthValues = { password: string; code: string };

/** The form's schema: the password always, the code only when two-step sign-in is on. */
export function reauthFormSchema(codeRequired: boolean) {
  return z.object({
    password: z.string().min(1, CURRENT_PASSWORD_REQUIRED),
    code: codeRequired ? z.string().trim().min(1, SECOND_STEP_CODE_REQUIRED).max(64) : z.string().trim().max(64),
  });
}

type Registered = UseFormRegisterReturn;

/** The two fields, registered by the caller's own form (`register("password")`, `register("code")`). */
export function ReauthFields({
  password,
  code,
  errors,
  codeRequired,
  passwordLabel = "Current password",
}: {
  password: Registered;
  code: Registered;
  errors: { password?: { message?: string }; code?: { message?: string } };
  codeRequired: boolean;
  passwordLabel?: string;
}) {
  return (
    <>
      <PasswordInput label={passwordLabel} autoComplete="current-password" error={errors.password?.message} {...password} />
      {codeRequired && (
        <Input
          label="Code from your authenticator app"
          hint="6 digits, or one of your recovery codes"
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          error={errors.code?.message}
          {...code}
        />
      )}
    </>
  );
}

/**
 * Puts a refused reauth on its field (true: handled, no toast): a wrong password on the password, a wrong or
 * missing code on the code (when its field is shown; otherwise the toast says it). `put` sets one field's error
 * on the caller's form, e.g. `(field, message) => setError(field, { type: "server", message }, { shouldFocus: true })`.
 */
export function showReauthError(put: (field: keyof ReauthValues, message: string) => void, message: string, codeShown: boolean): boolean {
  if (message === MSG.IncorrectPassword) {
    put("password", message);
    return true;
  }
  if (codeShown && (message === MFA_MSG.IncorrectCode || message === MFA_MSG.CodeRequired)) {
    put("code", message);
    return true;
  }
  return false;
}
