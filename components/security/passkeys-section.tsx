"use client";
// Passkeys: the account's list (name, when added and last used, synced or on one device), adding one (a name,
// the password and, while two-step sign-in is on, a code, then the browser's own passkey prompt), renaming
// and removing one (password and code again).
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { FormActions, Modal } from "@/components/ui/modal";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useZodForm } from "@/hooks/use-zod-form";
import { api } from "@/lib/api-client";
import type { MfaStatus } from "@/lib/auth/mfa/manage";
import type { PasskeyDto } from "@/lib/auth/passkeys/manage";
import { PASSKEY_NAME_MAX } from "@/lib/auth/passkeys/schemas";
import { ReauthFields, reauthFormSchema, showReauthError } from "@/components/security/reauth-fields";
import { lastSeenText, signedInText } from "@/components/security/format";
import { useMfaStatus } from "@/components/security/use-mfa-status";
import { passkeyCancelled } from "@/components/auth/passkey-errors";

export const PASSKEYS_QUERY_KEY = ["user", "passkeys"] as const;

type Dialog = { kind: "add" } | { kind: "rename" | "remove"; passkey: PasskeyDto } | null;

export function PasskeysSection({ mfa }: { mfa: MfaStatus }) {
  const mfaEnabled = useMfaStatus(mfa).enabled;
  const supported = useWebAuthnSupport();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: () => api("user/get_passkeys").then((r) => r.passkeys),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="passkeys-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="passkeys-title" className="text-lg font-semibold text-slate-900">
            Passkeys
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Sign in with your fingerprint, face or screen lock instead of your password. A passkey counts as both steps of two-step sign-in.
          </p>
        </div>
        {supported && <Button onClick={() => setDialog({ kind: "add" })}>Add a passkey</Button>}
      </div>
      {supported === false && (
        <p className="mt-3 text-sm text-slate-600">This browser cannot create passkeys. Open this page in a current browser to add one.</p>
      )}

      {isPending ? (
        <p className="mt-4 text-sm text-slate-500" role="status">
          Loading your passkeys…
        </p>
      ) : error ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
          {error.message || "Your passkeys could not be loaded."}
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Your passkeys">
          {data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1 basis-48">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="break-words">{p.name}</span>
                  {p.backedUp && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Synced</span>}
                </p>
                <p className="mt-0.5 text-sm text-slate-500">
                  Added {signedInText(p.createdAt)} · {p.lastUsedAt ? `Last used ${lastSeenText(p.lastUsedAt)}` : "Not used yet"}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDialog({ kind: "rename", passkey: p })}
                  aria-label={`Rename ${p.name}`}
                >
                  Rename
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDialog({ kind: "remove", passkey: p })}
                  aria-label={`Remove ${p.name}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {dialog?.kind === "add" && <AddModal mfaEnabled={mfaEnabled} onClose={close} />}
      {dialog?.kind === "rename" && <RenameModal passkey={dialog.passkey} onClose={close} />}
      {dialog?.kind === "remove" && <RemoveModal passkey={dialog.passkey} mfaEnabled={mfaEnabled} onClose={close} />}
    </section>
  );
}

/** null until the browser has been asked (server render), then whether it can do WebAuthn at all. */
function useWebAuthnSupport(): boolean | null {
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

function AddModal({ mfaEnabled, onClose }: { mfaEnabled: boolean; onClose: () => void }) {
  const schema = useMemo(() => reauthFormSchema(mfaEnabled).extend({ name: nameField }), [mfaEnabled]);
  const { register, handleSubmit, setError, formState } = useZodForm(schema, { defaultValues: { name: "", password: "", code: "" } });
  const add = useApiMutation(addPasskey, {
    refresh: false,
    success: (d) => `Passkey "${d.passkey.name}" added.`,
    invalidate: [PASSKEYS_QUERY_KEY],
    onSuccess: onClose,
    onError: (err) =>
      showReauthError((field, message) => setError(field, { type: "server", message }, { shouldFocus: true }), err.message, mfaEnabled),
  });
  const submit = handleSubmit(async (v) => {
    await add.run({ name: v.name, password: v.password, code: v.code });
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Add a passkey"
      footer={<FormActions form="add-passkey-form" onCancel={onClose} label="Continue" loading={formState.isSubmitting} />}
    >
      <form id="add-passkey-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">Confirm it&apos;s you, then follow your browser&apos;s prompt to create the passkey.</p>
        <Input
          label="Name (optional)"
          hint="For example “Work laptop” or “My phone”"
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          error={formState.errors.name?.message}
          {...register("name")}
        />
        <ReauthFields password={register("password")} code={register("code")} errors={formState.errors} codeRequired={mfaEnabled} />
      </form>
    </Modal>
  );
}

function RenameModal({ passkey, onClose }: { passkey: PasskeyDto; onClose: () => void }) {
  const schema = useMemo(() => z.object({ name: nameField.min(1, "Give the passkey a name.") }), []);
  const { register, handleSubmit, formState } = useZodForm(schema, { defaultValues: { name: passkey.name } });
  const rename = useApiMutation((v: { id: string; name: string }) => api("user/passkey_rename", v), {
    refresh: false,
    success: (d) => d.message,
    invalidate: [PASSKEYS_QUERY_KEY],
    onSuccess: onClose,
  });
  const submit = handleSubmit(async (v) => {
    await rename.run({ id: passkey.id, name: v.name });
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Rename passkey"
      footer={<FormActions form="rename-passkey-form" onCancel={onClose} label="Save" loading={formState.isSubmitting} />}
    >
      <form id="rename-passkey-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input label="Name" maxLength={PASSKEY_NAME_MAX} autoComplete="off" error={formState.errors.name?.message} {...register("name")} />
      </form>
    </Modal>
  );
}

function RemoveModal({ passkey, mfaEnabled, onClose }: { passkey: PasskeyDto; mfaEnabled: boolean; onClose: () => void }) {
  const schema = useMemo(() => reauthFormSchema(mfaEnabled), [mfaEnabled]);
  const { register, handleSubmit, setError, formState } = useZodForm(schema, { defaultValues: { password: "", code: "" } });
  const remove = useApiMutation((v: { id: string; password: string; code?: string }) => api("user/passkey_delete", v), {
    refresh: false,
    success: (d) => d.message,
    invalidate: [PASSKEYS_QUERY_KEY],
    onSuccess: onClose,
    onError: (err) =>
      showReauthError((field, message) => setError(field, { type: "server", message }, { shouldFocus: true }), err.message, mfaEnabled),
  });
  const submit = handleSubmit(async (v) => {
    await remove.run({ id: passkey.id, password: v.password, ...(v.code ? { code: v.code } : {}) });
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Remove passkey"
      footer={<FormActions form="remove-passkey-form" onCancel={onClose} label="Remove passkey" loading={formState.isSubmitting} />}
    >
      <form id="remove-passkey-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="break-words text-sm text-slate-600">
          “{passkey.name}” can no longer sign in to your account. Also remove it from the device or password manager that keeps it.
        </p>
        <ReauthFields password={register("password")} code={register("code")} errors={formState.errors} codeRequired={mfaEnabled} />
      </form>
    </Modal>
  );
}
