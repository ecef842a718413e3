"use client";
// The passkey modals: add one (a name, the password and a code, then the browser's prompt), rename, remove.
import { Input } from "@/components/ui/field";
import { FormActions, Modal } from "@/components/ui/modal";
import type { PasskeyDto } from "@/lib/auth/passkeys/manage";
import { PASSKEY_NAME_MAX } from "@/lib/auth/passkeys/schemas";
import { ReauthFields } from "@/components/security/reauth-fields";
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from "@/components/security/use-passkeys";

export function AddModal({ mfaEnabled, onClose }: { mfaEnabled: boolean; onClose: () => void }) {
  const {
    form: { register, formState },
    submit,
  } = useAddPasskey(mfaEnabled, onClose);
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

export function RenameModal({ passkey, onClose }: { passkey: PasskeyDto; onClose: () => void }) {
  const {
    form: { register, formState },
    submit,
  } = useRenamePasskey(passkey, onClose);
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

export function RemoveModal({ passkey, mfaEnabled, onClose }: { passkey: PasskeyDto; mfaEnabled: boolean; onClose: () => void }) {
  const {
    form: { register, formState },
    submit,
  } = useRemovePasskey(passkey, mfaEnabled, onClose);
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
