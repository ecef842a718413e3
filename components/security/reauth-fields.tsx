"use client";
// "Confirm it's you": the current password, and the second-step code while two-step sign-in is on. Used by
// every change to how the account signs in (e-mail, sign out everywhere else, two-step sign-in itself).
import { z } from "zod";
import type { FieldErrors, UseFormRegister, UseFormSetError } from "react-hook-form";
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form whose values include the two fields
type AnyValues = ReauthValues & Record<string, any>;

export function ReauthFields<T extends AnyValues>({
  register,
  errors,
  codeRequired,
  passwordLabel = "Current password",
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  codeRequired: boolean;
  passwordLabel?: string;
}) {
  const reg = register as unknown as UseFormRegister<ReauthValues>;
  const errs = errors as FieldErrors<ReauthValues>;
  return (
    <>
      <PasswordInput label={passwordLabel} autoComplete="current-password" error={errs.password?.message} {...reg("password")} />
      {codeRequired && (
        <Input
          label="Code from your authenticator app"
          hint="6 digits, or one of your recovery codes"
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          error={errs.code?.message}
          {...reg("code")}
        />
      )}
    </>
  );
}

/**
 * Puts a refused reauth on its field (true: handled, no toast): a wrong password on the password, a wrong or
 * missing code on the code (when its field is shown; otherwise the toast says it).
 */
export function showReauthError<T extends AnyValues>(setError: UseFormSetError<T>, message: string, codeShown: boolean): boolean {
  const set = setError as unknown as UseFormSetError<ReauthValues>;
  if (message === MSG.IncorrectPassword) {
    set("password", { type: "server", message }, { shouldFocus: true });
    return true;
  }
  if (codeShown && (message === MFA_MSG.IncorrectCode || message === MFA_MSG.CodeRequired)) {
    set("code", { type: "server", message }, { shouldFocus: true });
    return true;
  }
  return false;
}
