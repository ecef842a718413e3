"use client";
// Change password: current, new (minimum length) and a matching confirmation. The call ends every
// other session and answers a fresh token, which becomes this browser's new session cookie.
import { signIn } from "next-auth/react";
import { useZodForm } from "@/hooks/use-zod-form";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { PasswordInput } from "@/components/auth/password-input";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { changePasswordFormSchema } from "@/lib/accounts/schemas";
import { MSG } from "@/lib/accounts/messages";
import type { changePassword } from "@/lib/accounts/change-password";

export function ChangePasswordForm() {
  const toast = useToast();
  const { register, handleSubmit, reset, setError, formState } = useZodForm(changePasswordFormSchema, {
    defaultValues: { old_password: "", new_password: "", confirm_password: "" },
  });
  const errors = formState.errors;

  const change = useApiMutation(
    (v: { old_password: string; new_password: string }) => api<Awaited<ReturnType<typeof changePassword>>>("user/change_password", v),
    {
      refresh: false,
      fallbackError: MSG.ChangePasswordFailed,
      onError: (err) => {
        if (err.message === MSG.CommonPassword) setError("new_password", { type: "server", message: err.message }, { shouldFocus: true });
      },
    },
  );

  const submit = handleSubmit(async (v) => {
    const data = await change.run({ old_password: v.old_password, new_password: v.new_password });
    if (!data) return;
    const token = data.token;
    // the old session died with the change: keep this browser signed in with the new token
    const res = await signIn("token", { token, redirect: false });
    if (!res || res.error) {
      // eslint-disable-next-line react-hooks/immutability, @next/next/no-location-assign-relative-destination -- /logout is a route handler: a full page load
      window.location.href = "/logout";
      return;
    }
    reset();
    toast.success(MSG.PasswordChanged);
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <PasswordInput label="Current password" autoComplete="current-password" error={errors.old_password?.message} {...register("old_password")} />
      <PasswordInput label="New password" autoComplete="new-password" hint="At least 8 characters" error={errors.new_password?.message} {...register("new_password")} />
      <PasswordInput label="Confirm new password" autoComplete="new-password" error={errors.confirm_password?.message} {...register("confirm_password")} />
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Change Password
        </Button>
      </div>
    </form>
  );
}
