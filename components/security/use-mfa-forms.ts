"use client";
// The forms of two-step sign-in: the password that starts the setup, the first code from the app, the
// password and code that turn it off or make new recovery codes, and copying or downloading the codes.
import { useMemo, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { z } from "zod";
import { useApiMutation, type ApiMutationOptions } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { api } from "@/lib/api-client";
import { MSG } from "@/lib/accounts/messages";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import type { MfaSetupAnswer } from "@/lib/auth/mfa/manage";
import { CURRENT_PASSWORD_REQUIRED } from "@/lib/accounts/security-schemas";
import { reauthFormSchema, showReauthError } from "@/components/security/reauth-fields";
import { MFA_QUERY_KEY } from "@/components/security/use-mfa-status";

const passwordOnly = z.object({ password: z.string().min(1, CURRENT_PASSWORD_REQUIRED) });
const setupCode = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, MFA_MSG.CodeRequired)),
});

export function usePasswordStep(onReady: (s: MfaSetupAnswer) => void) {
  const form = useZodForm(passwordOnly, { defaultValues: { password: "" } });
  const start = useApiMutation((v: { password: string }) => api("user/mfa_setup", v), {
    refresh: false,
    onError: (err) => {
      if (err.message !== MSG.IncorrectPassword) return false;
      form.setError("password", { type: "server", message: err.message }, { shouldFocus: true });
      return true;
    },
  });
  const submit = form.handleSubmit(async (v) => {
    const data = await start.run(v);
    if (data) onReady({ secret: data.secret, otpauthUrl: data.otpauthUrl, qrSvg: data.qrSvg });
  });
  return { form, submit };
}

export function useSetupStep(setup: MfaSetupAnswer, onEnabled: (codes: string[]) => void) {
  const form = useZodForm(setupCode, { defaultValues: { code: "" } });
  const enable = useApiMutation((v: { code: string }) => api("user/mfa_enable", v), {
    invalidate: [MFA_QUERY_KEY],
    onError: (err) => {
      if (err.message !== MFA_MSG.SetupCodeMismatch && err.message !== MFA_MSG.CodeRequired) return false;
      form.setError("code", { type: "server", message: err.message }, { shouldFocus: true });
      return true;
    },
  });
  const submit = form.handleSubmit(async (v) => {
    const data = await enable.run(v);
    if (data) onEnabled(data.recoveryCodes);
  });
  // the SVG is drawn by our own server (lib/auth/mfa/totp.ts); as an image it cannot run anything
  const qr = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`, [setup.qrSvg]);
  const grouped = setup.secret.replace(/(.{4})/g, "$1 ").trim();
  return { form, submit, qr, grouped };
}

type ReauthValues = { password: string; code: string };

/**
 * Password and a code, then `call` (turn off, or new recovery codes); `then` gets the answer once it
 * succeeded. The mutation's own options (success toast, onSuccess) pass through.
 */
export function useMfaReauth<T>(
  call: (v: ReauthValues) => Promise<T>,
  then: (data: T) => void,
  options: Pick<ApiMutationOptions<ReauthValues, T>, "success" | "onSuccess"> = {},
) {
  const schema = useMemo(() => reauthFormSchema(true), []);
  const form = useZodForm(schema, { defaultValues: { password: "", code: "" } });
  const mutation = useApiMutation(call, {
    ...options,
    invalidate: [MFA_QUERY_KEY],
    onError: (err) =>
      showReauthError((field, message) => form.setError(field, { type: "server", message }, { shouldFocus: true }), err.message, true),
  });
  const submit = form.handleSubmit(async (v) => {
    const data = await mutation.run(v);
    if (data) then(data);
  });
  return { form, submit };
}

/** Copying and downloading recovery codes, and the box that says they are kept. */
export function useRecoveryCodes(codes: string[]) {
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
  return { saved, setSaved, copy, download };
}
