"use client";
import { useRouter } from "next/navigation";
import { useZodForm } from "@/hooks/use-zod-form";
import { forgotPasswordSchema } from "@/lib/accounts/schemas";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";

/** Password reset, step 1: the e-mail address that gets a 6-digit code. */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(forgotPasswordSchema, { defaultValues: { email: email ?? "" } });

  const send = useApiMutation((v: { email: string }) => api("user/forgot_password", v), {
    // forgot password shows the server's message
    success: (data) => data.message || "We sent a verification code to your e-mail address.",
    refresh: false,
    fallbackError: "Could not send the code",
    onSuccess: (_, v) => router.push(`/verify-code?email=${encodeURIComponent(v.email)}`),
  });
  // busy until the next step is shown
  const busy = send.isPending || send.isSuccess;
  const onSubmit = handleSubmit(async (v) => {
    await send.run({ email: v.email });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Forgot password">
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        Send code
      </Button>
    </form>
  );
}
