"use client";
// The steps of turning on two-step sign-in (password, the app, recovery codes) and the modals' buttons.
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { PasswordInput } from "@/components/auth/password-input";
import type { MfaSetupAnswer } from "@/lib/auth/mfa/manage";
import { usePasswordStep, useRecoveryCodes, useSetupStep } from "@/components/security/use-mfa-forms";

export function PasswordStep({ onReady, onCancel }: { onReady: (s: MfaSetupAnswer) => void; onCancel: () => void }) {
  const {
    form: { register, formState },
    submit,
  } = usePasswordStep(onReady);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">First, confirm it&apos;s you.</p>
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <Actions onCancel={onCancel} label="Continue" loading={formState.isSubmitting} />
    </form>
  );
}

export function SetupStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: MfaSetupAnswer;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const {
    form: { register, formState },
    submit,
    qr,
    grouped,
  } = useSetupStep(setup, onEnabled);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of our own QR code, nothing to optimise */}
      <img
        src={qr}
        alt="QR code to add Gigline to your authenticator app"
        width={180}
        height={180}
        className="mx-auto h-44 w-44 rounded-lg border border-slate-200"
      />
      <div>
        <p className="text-sm font-medium text-slate-700" id="mfa-secret-label">
          Key for typing in
        </p>
        <p
          aria-labelledby="mfa-secret-label"
          className="mt-1 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm tracking-wide text-slate-900"
        >
          {grouped}
        </p>
      </div>
      <Input
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Actions onCancel={onCancel} label="Turn on" loading={formState.isSubmitting} />
    </form>
  );
}

/** Recovery codes, shown once: copy, download, and confirm they are kept before closing. */
export function RecoveryCodes({ codes, onDone, intro }: { codes: string[]; onDone: () => void; intro: string }) {
  const { saved, setSaved, copy, download } = useRecoveryCodes(codes);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {intro} Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          Copy
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          Download (.txt)
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="h-5 w-5 rounded border-slate-300" checked={saved} onChange={(e) => setSaved(e.target.checked)} />I
        saved my recovery codes
      </label>
      <div className="flex justify-end">
        <Button onClick={onDone} disabled={!saved}>
          Done
        </Button>
      </div>
    </div>
  );
}

export function Actions({ onCancel, label, loading }: { onCancel: () => void; label: string; loading: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {label}
      </Button>
    </div>
  );
}
