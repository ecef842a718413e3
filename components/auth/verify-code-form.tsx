"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useZodForm } from "@/hooks/use-zod-form";
import { codeField } from "@/lib/accounts/schemas";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { saveResetToken } from "@/components/auth/reset-token-store";
import { z } from "zod";

const formSchema = z.object({ code: codeField });
const RESEND_SECONDS = 30;

/** Password reset, step 2: the 6-digit code from the e-mail, with a resend link; keeps the answered reset token for step 3. */
export function VerifyCodeForm({ email }: { email: string }) {
  const router = useRouter();
  const [wait, setWait] = useState(RESEND_SECONDS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(formSchema, { defaultValues: { code: "" } });

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const verify = useApiMutation((code: string) => api("user/verify_resetcode", { email, code }), {
    success: (data) => data.message || "Code verified. Choose a new password.",
    refresh: false,
    fallbackError: "Could not verify the code",
    onSuccess: (data) => {
      // the token goes to the next step through this tab's storage, never the URL
      saveResetToken(email, data.token, data.expiresAt);
      router.push(`/reset-password?email=${encodeURIComponent(email)}`);
    },
  });
  // busy until the next step is shown
  const busy = verify.isPending || verify.isSuccess;
  const onSubmit = handleSubmit(async ({ code }) => {
    await verify.run(code);
  });

  const sendAgain = useApiMutation(() => api("user/forgot_password", { email }), {
    success: (data) => data.message || "We sent you a new code.",
    refresh: false,
    fallbackError: "Could not send the code",
  });
  const resend = () => {
    setWait(RESEND_SECONDS);
    void sendAgain.run();
  };

  const code = register("code");
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Verify code">
      <div className="flex flex-col gap-1">
        <label htmlFor="reset-code" className="text-sm font-medium text-slate-700">
          Verification code
        </label>
        <input
          id="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          placeholder="••••••"
          aria-invalid={!!errors.code}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-center font-mono text-2xl tracking-[0.6em] outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
            errors.code ? "border-red-500" : "border-slate-300"
          }`}
          {...code}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, "").slice(0, 6);
            void code.onChange(e);
          }}
        />
        {errors.code && (
          <p className="text-xs text-red-600" role="alert">
            {errors.code.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" loading={busy} className="w-full">
        Verify
      </Button>
      <p className="text-center text-sm text-slate-600">
        Didn&apos;t get it? Check your spam folder or{" "}
        {wait > 0 ? (
          <span className="text-slate-400">resend in {wait}s</span>
        ) : (
          <button type="button" onClick={resend} className="font-semibold text-brand-600 hover:underline">
            resend the code
          </button>
        )}
        .
      </p>
    </form>
  );
}
