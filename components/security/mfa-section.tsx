"use client";
// Two-step sign-in (TOTP): its status, turning it on (password → QR code and secret → a code from the app
// → recovery codes shown once), new recovery codes, and turning it off (password and a code; admins keep it).
import { useMemo, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { FormActions, Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { PasswordInput } from "@/components/auth/password-input";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { api } from "@/lib/api-client";
import { MSG } from "@/lib/accounts/messages";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import type { MfaSetupAnswer, MfaStatus } from "@/lib/auth/mfa/manage";
import { CURRENT_PASSWORD_REQUIRED } from "@/lib/accounts/security-schemas";
import { ReauthFields, reauthFormSchema, showReauthError } from "@/components/security/reauth-fields";
import { MFA_QUERY_KEY, useMfaStatus } from "@/components/security/use-mfa-status";
import { signedInText } from "@/components/security/format";

type Dialog = "on" | "off" | "codes" | null;

export function MfaSection({ initial }: { initial: MfaStatus }) {
  const status = useMfaStatus(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="mfa-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="mfa-title" className="text-lg font-semibold text-slate-900">
          Two-step sign-in
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.enabled ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
        >
          {status.enabled ? "On" : "Off"}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        After your password, Gigline asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft
        Authenticator, 1Password…).
      </p>

      {status.enabled ? (
        <>
          <p className="mt-3 text-sm text-slate-700">
            On since {status.enabledAt ? signedInText(status.enabledAt) : "—"} ·{" "}
            <span className={status.recoveryCodesLeft <= 2 ? "font-medium text-amber-800" : ""}>
              {status.recoveryCodesLeft} recovery {status.recoveryCodesLeft === 1 ? "code" : "codes"} left
            </span>
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog("codes")}>
              New recovery codes
            </Button>
            {!status.required && (
              <Button variant="secondary" onClick={() => setDialog("off")}>
                Turn off
              </Button>
            )}
          </div>
          {status.required && <p className="mt-3 text-sm text-slate-600">{MFA_MSG.AdminMustKeep}</p>}
        </>
      ) : (
        <div className="mt-4">
          <Button onClick={() => setDialog("on")}>Turn on</Button>
        </div>
      )}

      {dialog === "on" && <TurnOnModal onClose={close} />}
      {dialog === "off" && <TurnOffModal onClose={close} />}
      {dialog === "codes" && <NewCodesModal onClose={close} />}
    </section>
  );
}

const passwordOnly = z.object({ password: z.string().min(1, CURRENT_PASSWORD_REQUIRED) });
const setupCode = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, MFA_MSG.CodeRequired)),
});

/** Turning it on, in three steps: the password, the app (QR code or secret, then a code), the recovery codes. */
function TurnOnModal({ onClose }: { onClose: () => void }) {
  const [setup, setSetup] = useState<MfaSetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Modal open onClose={onClose} title="Turn on two-step sign-in">
      {codes ? (
        <RecoveryCodes codes={codes} onDone={onClose} intro="Two-step sign-in is on." />
      ) : setup ? (
        <SetupStep setup={setup} onEnabled={setCodes} onCancel={onClose} />
      ) : (
        <PasswordStep onReady={setSetup} onCancel={onClose} />
      )}
    </Modal>
  );
}

function PasswordStep({ onReady, onCancel }: { onReady: (s: MfaSetupAnswer) => void; onCancel: () => void }) {
  const { register, handleSubmit, setError, formState } = useZodForm(passwordOnly, { defaultValues: { password: "" } });
  const start = useApiMutation((v: { password: string }) => api("user/mfa_setup", v), {
    refresh: false,
    onError: (err) => {
      if (err.message !== MSG.IncorrectPassword) return false;
      setError("password", { type: "server", message: err.message }, { shouldFocus: true });
      return true;
    },
  });
  const submit = handleSubmit(async (v) => {
    const data = await start.run(v);
    if (data) onReady({ secret: data.secret, otpauthUrl: data.otpauthUrl, qrSvg: data.qrSvg });
  });
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

function SetupStep({ setup, onEnabled, onCancel }: { setup: MfaSetupAnswer; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { register, handleSubmit, setError, formState } = useZodForm(setupCode, { defaultValues: { code: "" } });
  const enable = useApiMutation((v: { code: string }) => api("user/mfa_enable", v), {
    invalidate: [MFA_QUERY_KEY],
    onError: (err) => {
      if (err.message !== MFA_MSG.SetupCodeMismatch && err.message !== MFA_MSG.CodeRequired) return false;
      setError("code", { type: "server", message: err.message }, { shouldFocus: true });
      return true;
    },
  });
  const submit = handleSubmit(async (v) => {
    const data = await enable.run(v);
    if (data) onEnabled(data.recoveryCodes);
  });
  // the SVG is drawn by our own server (lib/auth/mfa/totp.ts); as an image it cannot run anything
  const qr = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`, [setup.qrSvg]);
  const grouped = setup.secret.replace(/(.{4})/g, "$1 ").trim();
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
function RecoveryCodes({ codes, onDone, intro }: { codes: string[]; onDone: () => void; intro: string }) {
  const toast = useToast();
  const [saved, setSaved] = useState(false);
  const text = `Gigline recovery codes\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Recovery codes copied");
    } catch {
      toast.error("Copying did not work here. Download the codes or write them down.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "gigline-recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };
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

function TurnOffModal({ onClose }: { onClose: () => void }) {
  const schema = useMemo(() => reauthFormSchema(true), []);
  const { register, handleSubmit, setError, formState } = useZodForm(schema, { defaultValues: { password: "", code: "" } });
  const off = useApiMutation((v: { password: string; code: string }) => api("user/mfa_disable", v), {
    success: (d) => d.message,
    invalidate: [MFA_QUERY_KEY],
    onSuccess: onClose,
    onError: (err) =>
      showReauthError((field, message) => setError(field, { type: "server", message }, { shouldFocus: true }), err.message, true),
  });
  const submit = handleSubmit(async (v) => {
    await off.run(v);
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Turn off two-step sign-in"
      footer={<FormActions form="mfa-off-form" onCancel={onClose} label="Turn off" danger loading={formState.isSubmitting} />}
    >
      <form id="mfa-off-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">Your account is then protected by your password alone. Your recovery codes stop working.</p>
        <ReauthFields password={register("password")} code={register("code")} errors={formState.errors} codeRequired />
      </form>
    </Modal>
  );
}

function NewCodesModal({ onClose }: { onClose: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const schema = useMemo(() => reauthFormSchema(true), []);
  const { register, handleSubmit, setError, formState } = useZodForm(schema, { defaultValues: { password: "", code: "" } });
  const renew = useApiMutation((v: { password: string; code: string }) => api("user/mfa_recovery_codes", v), {
    invalidate: [MFA_QUERY_KEY],
    onError: (err) =>
      showReauthError((field, message) => setError(field, { type: "server", message }, { shouldFocus: true }), err.message, true),
  });
  const submit = handleSubmit(async (v) => {
    const data = await renew.run(v);
    if (data) setCodes(data.recoveryCodes);
  });
  return (
    <Modal open onClose={onClose} title="New recovery codes">
      {codes ? (
        <RecoveryCodes codes={codes} onDone={onClose} intro="Your old recovery codes no longer work." />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">A new set of 10 codes replaces the old one, used or not.</p>
          <ReauthFields password={register("password")} code={register("code")} errors={formState.errors} codeRequired />
          <Actions onCancel={onClose} label="Make new codes" loading={formState.isSubmitting} />
        </form>
      )}
    </Modal>
  );
}

function Actions({ onCancel, label, loading }: { onCancel: () => void; label: string; loading: boolean }) {
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
