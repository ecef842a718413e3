"use client";
import { useRouter } from "next/navigation";
import { useZodForm } from "@/hooks/use-zod-form";
import { MIN_PASSWORD, resetPasswordFormSchema } from "@/lib/accounts/schemas";
import { MSG } from "@/lib/accounts/messages";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/auth/password-input";

/** Password reset, step 3: the new password twice; then back to sign-in with a success notice. */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(resetPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });

  const resetPassword = useApiMutation("user/reset_newpassword", {
    refresh: false,
    fallbackError: "Could not reset the password",
    onSuccess: () => router.replace(`/?notice=reset&email=${encodeURIComponent(email)}`),
    onError: (err) => {
      // a common password: the field says so too, so the person knows what to change
      if (err.message === MSG.CommonPassword) setError("password", { type: "server", message: err.message }, { shouldFocus: true });
    },
  });
  // busy until the sign-in page has replaced this one
  const busy = resetPassword.isPending || resetPassword.isSuccess;
  const onSubmit = handleSubmit(async ({ password }) => {
    await resetPassword.run({ email, code, password });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
      <PasswordInput label="New password" autoComplete="new-password" autoFocus placeholder={`At least ${MIN_PASSWORD} characters`} error={errors.password?.message} {...register("password")} />
      <PasswordInput label="Confirm password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register("confirmPassword")} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        Reset password
      </Button>
    </form>
  );
}
