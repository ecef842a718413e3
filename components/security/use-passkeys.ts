"use client";
// The passkeys of the account: the list (user/get_passkeys), whether this browser can make one, and the forms
// that add (password, code while two-step sign-in is on, then the browser's prompt), rename and remove one.
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { api } from "@/lib/api-client";
import type { PasskeyDto } from "@/lib/auth/passkeys/manage";
import { PASSKEY_NAME_MAX } from "@/lib/auth/passkeys/schemas";
import { reauthFormSchema, showReauthError } from "@/components/security/reauth-fields";
import { passkeyCancelled } from "@/components/auth/passkey-errors";

export const PASSKEYS_QUERY_KEY = ["user", "passkeys"] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: () => api("user/get_passkeys").then((r) => r.passkeys),
  });
}

/** null until the browser has been asked (server render), then whether it can do WebAuthn at all. */
export function useWebAuthnSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    import("@simplewebauthn/browser").then((m) => live && setSupported(m.browserSupportsWebAuthn()));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

const nameField = z.string().trim().max(PASSKEY_NAME_MAX, `A name has at most ${PASSKEY_NAME_MAX} characters.`);

type AddVars = { name: string; password: string; code: string };

async function addPasskey(v: AddVars) {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const { options, ticket } = await api("user/passkey_register_options", {
    password: v.password,
    ...(v.code ? { code: v.code } : {}),
  });
  let response;
  try {
    response = await startRegistration({ optionsJSON: options });
  } catch (e) {
    throw new Error(
      passkeyCancelled(e) ? "No passkey was added: the request was cancelled or timed out." : "This device could not create a passkey.",
    );
  }
  // the JSON the browser made, as the call's plain object
  return api("user/passkey_register_verify", {
    ticket,
    response: { ...response, response: { ...response.response } },
    ...(v.name ? { name: v.name } : {}),
  });
}

export function useAddPasskey(mfaEnabled: boolean, onClose: () => void) {
  const schema = useMemo(() => reauthFormSchema(mfaEnabled).extend({ name: nameField }), [mfaEnabled]);
  const form = useZodForm(schema, { defaultValues: { name: "", password: "", code: "" } });
  const add = useApiMutation(addPasskey, {
    refresh: false,
    success: (d) => `Passkey "${d.passkey.name}" added.`,
    invalidate: [PASSKEYS_QUERY_KEY],
    onSuccess: onClose,
    onError: (err) =>
      showReauthError(
        (field, message) => form.setError(field, { type: "server", message }, { shouldFocus: true }),
        err.message,
        mfaEnabled,
      ),
  });
  const submit = form.handleSubmit(async (v) => {
    await add.run({ name: v.name, password: v.password, code: v.code });
  });
  return { form, submit };
}

export function useRenamePasskey(passkey: PasskeyDto, onClose: () => void) {
  const schema = useMemo(() => z.object({ name: nameField.min(1, "Give the passkey a name.") }), []);
  const form = useZodForm(schema, { defaultValues: { name: passkey.name } });
  const rename = useApiMutation((v: { id: string; name: string }) => api("user/passkey_rename", v), {
    refresh: false,
    success: (d) => d.message,
    invalidate: [PASSKEYS_QUERY_KEY],
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (v) => {
    await rename.run({ id: passkey.id, name: v.name });
  });
  return { form, submit };
}

export function useRemovePasskey(passkey: PasskeyDto, mfaEnabled: boolean, onClose: () => void) {
  const schema = useMemo(() => reauthFormSchema(mfaEnabled), [mfaEnabled]);
  const form = useZodForm(schema, { defaultValues: { password: "", code: "" } });
  const remove = useApiMutation((v: { id: string; password: string; code?: string }) => api("user/passkey_delete", v), {
    refresh: false,
    success: (d) => d.message,
    invalidate: [PASSKEYS_QUERY_KEY],
    onSuccess: onClose,
    onError: (err) =>
      showReauthError(
        (field, message) => form.setError(field, { type: "server", message }, { shouldFocus: true }),
        err.message,
        mfaEnabled,
      ),
  });
  const submit = form.handleSubmit(async (v) => {
    await remove.run({ id: passkey.id, password: v.password, ...(v.code ? { code: v.code } : {}) });
  });
  return { form, submit };
}
