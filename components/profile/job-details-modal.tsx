"use client";
// Job details of an employee profile (modal 800px): title, overview, skills, hourly rate and categories, with
// the rules of jobDetailsSchema (shared with the server).
import { Controller } from "react-hook-form";
import { FormActions, Modal } from "@/components/ui/modal";
import { Field, Input, Textarea } from "@/components/ui/field";
import { TagInput } from "@/components/auth/tag-input";
import { CategoryPicker } from "@/components/categories/category-picker";
import { useGlobalData } from "@/hooks/use-global-data";
import { PROFILE_UPDATED, useUpdateProfile } from "@/hooks/use-update-profile";
import { useZodForm } from "@/hooks/use-zod-form";
import { jobDetailsSchema } from "@/lib/profiles/schemas";
import { amountInputText, numberField } from "@/components/jobs/number-input";
import type { SelfUserDto } from "@/lib/accounts/dto";

type Props = { open: boolean; onClose: () => void; user: SelfUserDto; onSaved: (u: SelfUserDto) => void };
type FormIn = { title: string; overview: string; skills: string[]; hourlyRate: string; categories: string[] };

export function JobDetailsModal(props: Props) {
  return props.open ? <JobDetailsForm {...props} /> : null;
}

function JobDetailsForm({ open, onClose, user, onSaved }: Props) {
  const update = useUpdateProfile(user, {
    success: PROFILE_UPDATED,
    onSuccess: (u) => {
      onSaved(u);
      onClose();
    },
  });
  const globals = useGlobalData();
  // the schema's list/number fields take `unknown` input (they also parse comma text); the form holds real arrays
  const { register, handleSubmit, control, formState } = useZodForm<typeof jobDetailsSchema, FormIn>(jobDetailsSchema, {
    defaultValues: {
      title: user.title,
      overview: user.overview,
      skills: user.skills,
      hourlyRate: user.hourlyRate ? amountInputText(user.hourlyRate) : "",
      categories: user.categories,
    },
  });
  const errors = formState.errors;

  const submit = handleSubmit((v) =>
    update.mutate({ title: v.title, overview: v.overview, skills: v.skills, hourlyRate: v.hourlyRate, categories: v.categories }),
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Job Details"
      width={800}
      footer={<FormActions form="job-details-form" onCancel={onClose} loading={update.isPending} />}
    >
      <form id="job-details-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_180px]">
          <Input label="Title" placeholder="e.g. Experienced Bartender" error={errors.title?.message} {...register("title")} />
          <Field label="Hourly rate" htmlFor="hourly-rate" error={errors.hourlyRate?.message}>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">$</span>
              <input
                id="hourly-rate"
                inputMode="decimal"
                aria-invalid={!!errors.hourlyRate}
                {...numberField(register("hourlyRate"))}
                className={`w-full rounded-lg border bg-white py-2 pl-7 pr-10 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
                  errors.hourlyRate ? "border-red-500" : "border-slate-300"
                }`}
              />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400">/hr</span>
            </div>
          </Field>
        </div>
        <Textarea
          label="Overview"
          rows={6}
          placeholder="Tell employers about your experience, what you do best and when you can work."
          error={errors.overview?.message}
          {...register("overview")}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <TagInput label="Skills" value={field.value ?? []} onChange={field.onChange} error={errors.skills?.message} />
          )}
        />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-700">Categories</span>
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <CategoryPicker
                categories={globals.data?.categories ?? []}
                loading={globals.isLoading}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.categories?.message}
              />
            )}
          />
        </div>
      </form>
    </Modal>
  );
}
