"use client";
// Change password: current, new (minimum length) and a matching confirmation, the second-step code while
// two-step sign-in is on, and the choice to sign out every other device (checked by default). Signing them
// out ends every session, this one too, and the call answers a fresh token, which becomes this browser's new
// session cookie; keeping them changes the password only.
import { useMemo } from "react";
import { signIn } from "next-auth/react";
import { useZodForm } from "@/hooks/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { PasswordInput } from "@/components/auth/password-input";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { changePasswordOptionsFormSchema, SECOND_STEP_CODE_REQUIRED } from "@/lib/accounts/security-schemas";
import { MSG } from "@/lib/accounts/messages";
import { MFA_MSG } from "@/lib/auth/mfa/messages";

type Vars = { old_password: string; new_password: string; end_other_sessions: boolean; code?: string };

// refusals of the new password itself (the server's checks beyond the form's)
const NEW_PASSWORD_ERRORS: string[] = [MSG.CommonPassword, MSG.BlankPassword, MSG.ContextPassword];

export function ChangePasswordForm({ mfaEnabled = false }: { mfaEnabled?: boolean }) {
  const toast = useToast();
  const schema = useMemo(
    () =>
      mfaEnabled
        ? changePasswordOptionsFormSchema.superRefine((v, ctx) => {
            if (!v.code) ctx.addIssue({ code: "custom", path: ["code"], message: SECOND_STEP_CODE_REQUIRED });
          })
        : changePasswordOptionsFormSchema,
    [mfaEnabled],
  );
  const { register, handleSubmit, reset, setError, formState } = useZodForm(schema, {
    defaultValues: { old_password: "", new_password: "", confirm_password: "", code: "", end_other_sessions: true },
  });
  const errors = formState.errors;

  const change = useApiMutation((v: Vars) => api("user/change_password", v), {
    refresh: false,
    fallbackError: MSG.ChangePasswordFailed,
    onError: (err) => {
      const field = NEW_PASSWORD_ERRORS.includes(err.message)
        ? "new_password"
        : err.message === MSG.IncorrectPassword
          ? "old_password"
          : mfaEnabled && (err.message === MFA_MSG.IncorrectCode || err.message === MFA_MSG.CodeRequired)
            ? "code"
            : null;
      if (!field) return false;
      setError(field, { type: "server", message: err.message }, { shouldFocus: true });
      return true;
    },
  });

  const submit = handleSubmit(async (v) => {
    const data = await change.run({
      old_password: v.old_password,
      new_password: v.new_password,
      end_other_sessions: v.end_other_sessions,
      ...(v.code ? { code: v.code } : {}),
    });
    if (!data) return;
    if (data.token) {
      // the old session died with the change: keep this browser signed in with the new token
      const res = await signIn("token", { token: data.token, redirect: false });
      if (!res || res.error) {
        // eslint-disable-next-line react-hooks/immutability, @next/next/no-location-assign-relative-destination -- /logout is a route handler: a full page load
        window.location.href = "/logout";
        return;
      }
    }
    reset();
    toast.success(data.token ? `${MSG.PasswordChanged}. Your other devices were signed out.` : MSG.PasswordChanged);
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register("old_password")}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors.new_password?.message}
        {...register("new_password")}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register("confirm_password")}
      />
      {mfaEnabled && (
        <Input
          label="Code from your authenticator app"
          hint="6 digits, or one of your recovery codes"
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code?.message}
          {...register("code")}
        />
      )}
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300"
          defaultChecked
          {...register("end_other_sessions")}
        />
        <span>
          Sign out of all other devices
          <span className="block text-xs text-slate-500">Recommended if you think someone else knows your password.</span>
        </span>
      </label>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Change Password
        </Button>
      </div>
    </form>
  );
}
