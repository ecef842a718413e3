"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useZodForm } from "@/hooks/use-zod-form";
import { api } from "@/lib/api-client";
import { MSG } from "@/lib/accounts/messages";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { adminSetupFormSchema } from "@/lib/auth/mfa/schemas";
import type { finishAdminSetup, startAdminSetup } from "@/lib/auth/mfa/admin-setup";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/auth/password-input";
import { MfaRecoveryCodes } from "@/components/auth/mfa-recovery-codes";

type Started = Awaited<ReturnType<typeof startAdminSetup>>;
type Finished = Awaited<ReturnType<typeof finishAdminSetup>>;

/** Refusals that belong on a field (the admin fixes the field, not the link). */
const PASSWORD_ERRORS: string[] = [MSG.CommonPassword, MSG.ContextPassword, MSG.BlankPassword];

/**
 * /admin-setup?token=…: an admin's one-time link from `npm run admin:create`. It shows the account and a new
 * authenticator secret (QR code and text), asks a new password and a code, then shows the recovery codes once.
 */
export function MfaAdminSetup({ token }: { token: string }) {
  const [started, setStarted] = useState<Started | null>(null);
  const [failed, setFailed] = useState("");
  const [finished, setFinished] = useState<Finished | null>(null);
  const asked = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(adminSetupFormSchema, { defaultValues: { password: "", confirmPassword: "", code: "" } });

  // once per page (React's development double effects included): every start shows a new secret
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    api("user/admin_setup_start", { token }).then(setStarted, (err: Error) => setFailed(err.message || MFA_MSG.SetupLinkInvalid));
  }, [token]);

  const finish = useApiMutation((v: { password: string; code: string }) => api("user/admin_setup_finish", { token, ...v }), {
    refresh: false,
    fallbackError: "The set-up could not be finished",
    onSuccess: (data) => setFinished(data),
    onError: (err) => {
      if (PASSWORD_ERRORS.includes(err.message)) setError("password", { message: err.message });
      else if (err.message === MFA_MSG.SetupCodeMismatch) setError("code", { message: err.message });
      else setFailed(err.message);
      return true;
    },
  });
  const onSubmit = handleSubmit(async ({ password, code }) => {
    await finish.run({ password, code });
  });

  if (finished) {
    return (
      <section aria-labelledby="admin-setup-done" className="flex flex-col gap-4">
        <h2 id="admin-setup-done" className="text-lg font-semibold text-slate-900">
          Two-step sign-in is on
        </h2>
        <MfaRecoveryCodes codes={finished.recoveryCodes} email={finished.email} />
        <Link
          href={`/login?email=${encodeURIComponent(finished.email)}`}
          className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-6 py-3 text-base font-medium text-white hover:bg-brand-700"
        >
          I saved them, sign in
        </Link>
      </section>
    );
  }
  if (failed) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failed}
        </p>
        <Link href="/login" className="text-sm font-semibold text-brand-600 hover:underline">
          ← Back to Sign In
        </Link>
      </div>
    );
  }
  if (!started) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Checking your set-up link…
      </p>
    );
  }

  const code = register("code");
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Admin set-up">
      <p className="text-sm text-slate-600">
        Admin account <span className="break-all font-semibold text-slate-800">{started.email}</span>
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">1. Choose a password</legend>
        <PasswordInput label="New password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">2. Add Gigline to your authenticator app</legend>
        <p className="text-sm text-slate-600">
          Scan the QR code with an app such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis, or type the key.
        </p>
        <div
          role="img"
          aria-label="QR code of the authenticator key"
          className="mx-auto w-48 max-w-full rounded-lg border border-slate-200 bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
          // an SVG drawn on our server by the qrcode package from the key URI: no script, no outside data
          dangerouslySetInnerHTML={{ __html: started.qrSvg }}
        />
        <div className="flex flex-col gap-1">
          <span id="admin-setup-key" className="text-sm font-medium text-slate-700">
            Key
          </span>
          <code
            aria-labelledby="admin-setup-key"
            className="break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm tracking-wider text-slate-800"
          >
            {started.secret.replace(/(.{4})/g, "$1 ").trim()}
          </code>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">3. Enter the code the app shows</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor="admin-setup-code" className="text-sm font-medium text-slate-700">
            6-digit code
          </label>
          <input
            id="admin-setup-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            aria-invalid={!!errors.code}
            aria-describedby={errors.code ? "admin-setup-code-error" : undefined}
            className={`w-full rounded-xl border bg-white px-4 py-3 text-center font-mono text-xl tracking-[0.3em] outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
              errors.code ? "border-red-500" : "border-slate-300"
            }`}
            {...code}
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, "").slice(0, 6);
              void code.onChange(e);
            }}
          />
          {errors.code?.message && (
            <p id="admin-setup-code-error" role="alert" className="text-xs text-red-600">
              {errors.code.message}
            </p>
          )}
        </div>
      </fieldset>
      <Button type="submit" size="lg" loading={finish.isPending} className="w-full">
        Finish set-up
      </Button>
    </form>
  );
}
