"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useZodForm } from "@/hooks/use-zod-form";
import { MIN_PASSWORD, resetPasswordFormSchema } from "@/lib/accounts/schemas";
import { MSG } from "@/lib/accounts/messages";
import { RESET_MSG, RESET_TOKEN_TTL_MINUTES } from "@/lib/accounts/reset-messages";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/auth/password-input";
import { clearResetToken, readResetToken } from "@/components/auth/reset-token-store";

/** Refusals that belong on the password field (the person changes the password, not the request). */
const PASSWORD_ERRORS: string[] = [MSG.CommonPassword, MSG.ContextPassword, MSG.BlankPassword];

const noSubscription = () => () => {};

/**
 * Password reset, step 3: the new password twice, sent with the reset token /verify-code kept in this tab;
 * then back to sign-in with a success notice. Without a live token it sends the person for a new code.
 */
export function ResetPasswordForm({ email }: { email: string }) {
  const router = useRouter();
  // undefined while rendering on the server (the token lives in the tab), then the token or null
  const stored = useSyncExternalStore(
    noSubscription,
    () => readResetToken(email),
    () => undefined,
  );
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(resetPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });

  const resetPassword = useApiMutation("user/reset_newpassword", {
    refresh: false,
    fallbackError: "Could not reset the password",
    onSuccess: () => {
      clearResetToken(email);
      router.replace(`/?notice=reset&email=${encodeURIComponent(email)}`);
    },
    onError: (err) => {
      if (err.message === RESET_MSG.badToken) {
        clearResetToken(email);
        setExpired(true);
        return true;
      }
      // the field says so too, so the person knows what to change
      if (PASSWORD_ERRORS.includes(err.message)) setError("password", { type: "server", message: err.message }, { shouldFocus: true });
    },
  });
  // busy until the sign-in page has replaced this one
  const busy = resetPassword.isPending || resetPassword.isSuccess;
  const onSubmit = handleSubmit(async ({ password }) => {
    if (stored) await resetPassword.run({ email, token: stored, password });
  });

  if (stored === null || expired) return <RequestNewCode email={email} />;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        autoFocus
        placeholder={`At least ${MIN_PASSWORD} characters`}
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" size="lg" loading={busy} disabled={stored === undefined} className="w-full">
        Reset password
      </Button>
    </form>
  );
}

function RequestNewCode({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900" role="alert">
      <p className="font-semibold">This password reset has expired or was already used.</p>
      <p>
        For your safety, a verified code is good for {RESET_TOKEN_TTL_MINUTES} minutes and only in the browser tab where you entered it.
        Please request a new code to choose your password.
      </p>
      <Link
        href={`/forgot-password?email=${encodeURIComponent(email)}`}
        className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-6 py-3 text-base font-medium text-white hover:bg-brand-700"
      >
        Request a new code
      </Link>
    </div>
  );
}
