"use client";
// The account's e-mail address and its change: the new address with the current password (and the
// second-step code while two-step sign-in is on) → a 6-digit code goes to the new address → the code
// switches it (user/change_email, user/confirm_email_change). The old address is told of the change.
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { api } from "@/lib/api-client";
import { emailField } from "@/lib/accounts/schemas";
import { confirmEmailChangeSchema } from "@/lib/accounts/security-schemas";
import { EMAIL_MSG } from "@/lib/accounts/security-messages";
import { ReauthFields, reauthFormSchema, showReauthError } from "@/components/security/reauth-fields";
import { useMfaStatus } from "@/components/security/use-mfa-status";
import type { MfaStatus } from "@/lib/auth/mfa/manage";

type Props = { email: string; hasPassword: boolean; mfa: MfaStatus; pending: { email: string } | null };

export function EmailSection({ email, hasPassword, mfa, pending: initialPending }: Props) {
  const mfaEnabled = useMfaStatus(mfa).enabled;
  const [mode, setMode] = useState<"view" | "edit" | "confirm">(initialPending ? "confirm" : "view");
  const [pending, setPending] = useState(initialPending?.email ?? "");

  return (
    <section aria-labelledby="email-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="email-title" className="text-lg font-semibold text-slate-900">
        E-mail address
      </h2>
      <p className="mt-1 text-sm text-slate-600">You sign in with this address, and we send your codes and receipts to it.</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 break-all font-medium text-slate-900">{email}</p>
        {mode === "view" && (
          <Button variant="secondary" onClick={() => setMode("edit")} disabled={!hasPassword}>
            Change e-mail
          </Button>
        )}
      </div>
      {!hasPassword && mode === "view" && (
        <p className="mt-2 text-sm text-slate-600">
          Your account signs in with Google or Facebook and has no password yet. Set one with Forgot Password first.
        </p>
      )}
      {mode === "edit" && (
        <ChangeEmailForm
          mfaEnabled={mfaEnabled}
          onCancel={() => setMode(pending ? "confirm" : "view")}
          onSent={(next) => {
            setPending(next);
            setMode("confirm");
          }}
        />
      )}
      {mode === "confirm" && pending && (
        <ConfirmEmailForm pending={pending} onRestart={() => setMode("edit")} onDone={() => setMode("view")} />
      )}
    </section>
  );
}

function ChangeEmailForm({ mfaEnabled, onCancel, onSent }: { mfaEnabled: boolean; onCancel: () => void; onSent: (email: string) => void }) {
  const schema = useMemo(() => reauthFormSchema(mfaEnabled).extend({ email: emailField }), [mfaEnabled]);
  const { register, handleSubmit, setError, formState } = useZodForm(schema, { defaultValues: { email: "", password: "", code: "" } });
  const send = useApiMutation((v: { email: string; password: string; code?: string }) => api("user/change_email", v), {
    refresh: false,
    success: (d) => d.message,
    onError: (err) => {
      if (showReauthError((field, message) => setError(field, { type: "server", message }, { shouldFocus: true }), err.message, mfaEnabled))
        return true;
      if (err.message === EMAIL_MSG.taken || err.message === EMAIL_MSG.same || err.message === EMAIL_MSG.invalid) {
        setError("email", { type: "server", message: err.message }, { shouldFocus: true });
        return true;
      }
    },
  });
  const submit = handleSubmit(async (v) => {
    const data = await send.run({ email: v.email, password: v.password, ...(v.code ? { code: v.code } : {}) });
    if (data) onSent(data.email);
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid max-w-md gap-4 border-t border-slate-100 pt-4"
      aria-label="Change e-mail address"
    >
      <Input
        label="New e-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <ReauthFields password={register("password")} code={register("code")} errors={formState.errors} codeRequired={mfaEnabled} />
      <p className="text-sm text-slate-600">We send a 6-digit code to the new address. Your address changes once you enter it.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={formState.isSubmitting}>
          Send code
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ConfirmEmailForm({ pending, onRestart, onDone }: { pending: string; onRestart: () => void; onDone: () => void }) {
  const { register, handleSubmit, setError, formState } = useZodForm(confirmEmailChangeSchema, { defaultValues: { code: "" } });
  const confirm = useApiMutation((v: { code: string }) => api("user/confirm_email_change", v), {
    // the page re-reads the account: the new address shows at the top
    success: (d) => d.message,
    onSuccess: onDone,
    onError: (err) => {
      if (err.message.startsWith("Incorrect code")) {
        setError("code", { type: "server", message: err.message }, { shouldFocus: true });
        return true;
      }
    },
  });
  const submit = handleSubmit(async (v) => {
    await confirm.run({ code: v.code });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid max-w-md gap-4 border-t border-slate-100 pt-4"
      aria-label="Confirm the new e-mail address"
    >
      <p className="text-sm text-slate-700">
        Enter the 6-digit code we sent to <span className="break-all font-medium">{pending}</span>. It expires in 15 minutes.
      </p>
      <Input
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={formState.isSubmitting}>
          Confirm new address
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          Use another address or send a new code
        </Button>
      </div>
    </form>
  );
}
