"use client";
// Two-step sign-in (TOTP): its status, turning it on (password → QR code and secret → a code from the app
// → recovery codes shown once), new recovery codes, and turning it off (password and a code; admins keep it).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormActions, Modal } from "@/components/ui/modal";
import { api } from "@/lib/api-client";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import type { MfaSetupAnswer, MfaStatus } from "@/lib/auth/mfa/manage";
import { ReauthFields } from "@/components/security/reauth-fields";
import { useMfaStatus } from "@/components/security/use-mfa-status";
import { signedInText } from "@/components/security/format";
import { Actions, PasswordStep, RecoveryCodes, SetupStep } from "@/components/security/mfa-steps";
import { useMfaReauth } from "@/components/security/use-mfa-forms";

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

function TurnOffModal({ onClose }: { onClose: () => void }) {
  const {
    form: { register, formState },
    submit,
  } = useMfaReauth(
    (v) => api("user/mfa_disable", v),
    () => {},
    { success: (d) => d.message, onSuccess: onClose },
  );
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
  const {
    form: { register, formState },
    submit,
  } = useMfaReauth(
    (v) => api("user/mfa_recovery_codes", v),
    (data) => setCodes(data.recoveryCodes),
  );
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
