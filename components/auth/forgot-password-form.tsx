"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "@/hooks/use-zod-form";
import { forgotPasswordSchema } from "@/lib/accounts/schemas";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";

/** Password reset, step 1: the e-mail address that gets a 6-digit code. */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(forgotPasswordSchema, { defaultValues: { email: email ?? "" } });

  const onSubmit = handleSubmit(async (v) => {
    setBusy(true);
    try {
      const data = await api<{ message?: string }>("user/forgot_password", { email: v.email });
      // marketplace.md §8: forgot password shows the server's message
      toast.success(data.message || "We sent a verification code to your e-mail address.");
      router.push(`/verify-code?email=${encodeURIComponent(v.email)}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not send the code");
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Forgot password">
      <Input label="Email" type="email" autoComplete="email" inputMode="email" autoFocus placeholder="you@example.com" error={errors.email?.message} {...register("email")} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        Send code
      </Button>
    </form>
  );
}
