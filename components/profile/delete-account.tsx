"use client";
// Delete account: confirmed with the password (at least 8 characters); success signs out,
// clears stored data and goes to the start page. Accounts made through Google/Facebook have no password
// and confirm with their e-mail address instead (what user/delete_account accepts for them).
import { useState } from "react";
import { useZodForm } from "@/hooks/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { FormActions, Modal } from "@/components/ui/modal";
import { PasswordInput } from "@/components/auth/password-input";
import { signOutAndClear } from "@/components/dashboard/sign-out";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { deleteAccountSchema } from "@/lib/accounts/schemas";
import { MSG } from "@/lib/accounts/messages";

export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      {open && <DeleteAccountModal hasPassword={hasPassword} onClose={() => setOpen(false)} />}
    </>
  );
}

function DeleteAccountModal({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const remove = useApiMutation("user/delete_account", { refresh: false, fallbackError: MSG.DeleteAccountFailed });
  const { register, handleSubmit, formState } = useZodForm(deleteAccountSchema, { defaultValues: { pw: "" } });

  const submit = handleSubmit(async ({ pw }) => {
    if (!(await remove.run({ pw }))) return;
    setLeaving(true);
    await signOutAndClear("/?notice=deleted");
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Delete Account"
      footer={
        <FormActions
          form="delete-account-form"
          onCancel={onClose}
          cancelDisabled={leaving}
          label="Delete my account"
          danger
          loading={formState.isSubmitting || leaving}
        />
      }
    >
      <form id="delete-account-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          This permanently deletes your account, your profile and your sign-in. Jobs and contracts you took part in stay visible to the
          other party. This cannot be undone.
        </p>
        {hasPassword ? (
          <PasswordInput label="Password" autoComplete="current-password" error={formState.errors.pw?.message} {...register("pw")} />
        ) : (
          <Input
            label="Type your e-mail address to confirm"
            type="email"
            autoComplete="email"
            error={formState.errors.pw?.message}
            {...register("pw")}
          />
        )}
      </form>
    </Modal>
  );
}
