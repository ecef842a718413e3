"use client";
// Personal info (modal 700px): first and last name, or the company name for company accounts; phone; location.
import { Controller } from "react-hook-form";
import { FormActions, Modal } from "@/components/ui/modal";
import { Input } from "@/components/ui/field";
import { LocationInput } from "@/components/location/location-input";
import { PROFILE_UPDATED, useUpdateProfile } from "@/hooks/use-update-profile";
import { useZodForm } from "@/hooks/use-zod-form";
import { personalInfoSchema } from "@/lib/profiles/schemas";
import { MSG } from "@/lib/accounts/messages";
import type { SelfUserDto } from "@/lib/accounts/dto";

// the shared schema leaves names optional (company accounts have none): require what this account shows
const formSchema = (company: boolean) =>
  personalInfoSchema.superRefine((v, ctx) => {
    if (company) {
      if (!v.company) ctx.addIssue({ code: "custom", path: ["company"], message: MSG.InvalidCompany });
    } else {
      if (!v.firstName) ctx.addIssue({ code: "custom", path: ["firstName"], message: MSG.InvalidFirstname });
      if (!v.lastName) ctx.addIssue({ code: "custom", path: ["lastName"], message: MSG.InvalidLastname });
    }
  });

type Props = { open: boolean; onClose: () => void; user: SelfUserDto; onSaved: (u: SelfUserDto) => void };

/** Mounted only while open, so every opening starts from the saved values without old errors. */
export function PersonalInfoModal(props: Props) {
  return props.open ? <PersonalInfoForm {...props} /> : null;
}

function PersonalInfoForm({ open, onClose, user, onSaved }: Props) {
  const company = user.accountType === "company";
  const update = useUpdateProfile(user, {
    success: PROFILE_UPDATED,
    onSuccess: (u) => {
      onSaved(u);
      onClose();
    },
  });
  const form = useZodForm(formSchema(company), {
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
      phone: user.phone,
      location: user.location,
      city: user.city,
      state: user.state,
      zipcode: user.zipcode,
      country: user.country,
    },
  });
  const { register, handleSubmit, control, setValue, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit((v) => {
    const locationChanged = v.location !== user.location;
    update.mutate({
      ...(company ? { company: v.company } : { firstName: v.firstName, lastName: v.lastName }),
      phone: v.phone,
      location: v.location,
      // a new location replaces the old address parts (a typed "City, ST 12345" fills them again)
      ...(locationChanged
        ? { city: v.city, state: v.state, zipcode: v.zipcode, country: v.country, street_number: "", route: "", county: "" }
        : {}),
    });
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Personal Info"
      width={700}
      footer={<FormActions form="personal-info-form" onCancel={onClose} loading={update.isPending} />}
    >
      <form id="personal-info-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {company ? (
          <Input label="Company name" className="sm:col-span-2" error={errors.company?.message} {...register("company")} />
        ) : (
          <>
            <Input label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
            <Input label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
          </>
        )}
        <Input label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocationInput
              ref={field.ref}
              value={String(field.value ?? "")}
              onBlur={field.onBlur}
              error={errors.location?.message}
              onChange={(loc) => {
                field.onChange(loc.location);
                setValue("city", loc.city);
                setValue("state", loc.state);
                setValue("zipcode", loc.zipcode);
                setValue("country", loc.country ?? "");
              }}
            />
          )}
        />
      </form>
    </Modal>
  );
}
