"use client";
// The employer's company profile on Edit Profile: the logo (uploaded as the profile photo is, use-image-upload.ts:
// JPEG, PNG or WebP up to 5 MB, saved at once), and in a modal the about text (plain text, up to 2,000
// characters) and the website (http/https; "example.com" is saved as https://example.com/). Saved through
// user/update_customer.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormActions, Modal } from "@/components/ui/modal";
import { Input, Textarea } from "@/components/ui/field";
import { Icon } from "@/components/dashboard/icons";
import { CompanyAbout, CompanyLogo } from "@/components/profile/company-profile";
import { logoFileError } from "@/components/profile/file-checks";
import { ImageFileInput, UploadSpinner } from "@/components/profile/image-upload-parts";
import { useImageUpload } from "@/components/profile/use-image-upload";
import { PROFILE_UPDATED, useUpdateProfile } from "@/hooks/use-update-profile";
import { useZodForm } from "@/hooks/use-zod-form";
import { COMPANY_DESCRIPTION_MAX, companyProfileSchema } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

type Props = { user: SelfUserDto; name: string; onSaved: (u: SelfUserDto) => void };

export function CompanyProfileSection({ user, name, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Company profile</h2>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label="Edit company profile">
          <Icon name="pencil" className="h-4 w-4" />
          Edit
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-500">Shown on your profile and on your job pages, including the public ones.</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <LogoUpload user={user} name={name} onSaved={onSaved} />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">About</p>
          {user.companyDescription || user.website ? (
            <CompanyAbout description={user.companyDescription} website={user.website} limit={700} className="mt-1" />
          ) : (
            <p className="mt-1 text-sm text-slate-400">Not set</p>
          )}
        </div>
      </div>
      {open && <CompanyProfileModal user={user} onSaved={onSaved} onClose={() => setOpen(false)} />}
    </div>
  );
}

function LogoUpload({ user, name, onSaved }: Props) {
  const { input, preview, pending, pick, save, choose } = useImageUpload({
    user,
    onSaved,
    field: "companyLogo",
    fileError: logoFileError,
    uploaded: "Company logo updated",
  });

  const src = preview ?? (user.companyLogo || null);
  return (
    <div className="flex items-center gap-3 sm:flex-col sm:items-start">
      <div className="relative">
        <CompanyLogo src={src} name={name} size={88} />
        {pending && <UploadSpinner rounded="rounded-xl" />}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={choose} disabled={pending}>
          {user.companyLogo ? "Change logo" : "Upload logo"}
        </Button>
        {user.companyLogo && (
          <Button size="sm" variant="ghost" onClick={() => save({ removeCompanyLogo: true }, "Company logo removed")} disabled={pending}>
            Remove
          </Button>
        )}
      </div>
      <ImageFileInput inputRef={input} testId="logo-input" label="Company logo file" onPick={pick} />
    </div>
  );
}

function CompanyProfileModal({ user, onSaved, onClose }: { user: SelfUserDto; onSaved: (u: SelfUserDto) => void; onClose: () => void }) {
  const update = useUpdateProfile(user, {
    success: PROFILE_UPDATED,
    onSuccess: (u) => {
      onSaved(u);
      onClose();
    },
  });
  const form = useZodForm(companyProfileSchema, {
    defaultValues: { companyDescription: user.companyDescription, website: user.website },
  });
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const length = String(watch("companyDescription") ?? "").length;

  const submit = handleSubmit((v) => update.mutate({ companyDescription: v.companyDescription, website: v.website }));

  return (
    <Modal
      open
      onClose={onClose}
      title="Company profile"
      width={700}
      footer={<FormActions form="company-profile-form" onCancel={onClose} loading={update.isPending} />}
    >
      <form id="company-profile-form" onSubmit={submit} noValidate className="grid gap-4">
        <Textarea
          label="About the company"
          rows={8}
          maxLength={COMPANY_DESCRIPTION_MAX + 200}
          hint={`What you do, where you work, what it is like to work with you. Plain text, up to 2,000 characters (${length.toLocaleString("en-US")} used).`}
          error={errors.companyDescription?.message}
          {...register("companyDescription")}
        />
        <Input
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          hint="Shown as a link on your profile and job pages."
          error={errors.website?.message}
          {...register("website")}
        />
      </form>
    </Modal>
  );
}
