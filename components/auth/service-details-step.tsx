"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { useZodForm } from "@/hooks/use-zod-form";
import { MAX_HOURLY_RATE, serviceDetailsSchema } from "@/lib/profiles/schemas";
import { numberField } from "@/components/jobs/number-input";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import { TagInput } from "@/components/auth/tag-input";
import { StepActions } from "@/components/auth/signup-step-shell";
import { useRequiredDraft } from "@/components/auth/use-required-draft";

type Values = { title: string; overview: string; skills: string[]; hourlyRate: string };

/** Sign-up: title, overview, hourly rate (digits only) and skills as tags. */
export function ServiceDetailsStep() {
  const router = useRouter();
  const { draft, update } = useRequiredDraft();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useZodForm<typeof serviceDetailsSchema, Values>(serviceDetailsSchema, {
    defaultValues: { title: "", overview: "", skills: [], hourlyRate: "" },
  });

  useEffect(() => {
    if (draft) reset({ title: draft.title, overview: draft.overview, skills: draft.skills, hourlyRate: draft.hourlyRate });
  }, [draft, reset]);

  // Save what was typed even when going back, so nothing is lost between steps.
  const save = () => {
    const v = watch();
    update({ title: v.title, overview: v.overview, skills: v.skills, hourlyRate: v.hourlyRate });
  };

  const onContinue = handleSubmit(() => {
    save();
    router.push("/education-history");
  });

  if (!draft) return <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy />;
  const overview = watch("overview") ?? "";
  const rate = register("hourlyRate");

  return (
    <form onSubmit={onContinue} noValidate className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Input
        label="Title"
        placeholder="e.g. Experienced bartender and event server"
        maxLength={120}
        error={errors.title?.message}
        {...register("title")}
      />
      <Textarea
        label="Overview"
        rows={6}
        maxLength={5000}
        placeholder="Describe your experience, the kind of work you like and what employers can count on you for."
        hint={`${overview.length} / 5000`}
        error={errors.overview?.message}
        {...register("overview")}
      />
      <div className="grid gap-5 sm:grid-cols-[200px_1fr]">
        <div className="flex flex-col gap-1">
          <label htmlFor="hourly-rate" className="text-sm font-medium text-slate-700">
            Hourly rate
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">$</span>
            <input
              id="hourly-rate"
              inputMode="decimal"
              maxLength={String(MAX_HOURLY_RATE).length + 3}
              placeholder="25"
              aria-invalid={!!errors.hourlyRate}
              className={`w-full rounded-lg border bg-white py-2 pl-7 pr-12 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
                errors.hourlyRate ? "border-red-500" : "border-slate-300"
              }`}
              {...numberField(rate)}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400">/ hr</span>
          </div>
          {errors.hourlyRate && (
            <p className="text-xs text-red-600" role="alert">
              {errors.hourlyRate.message}
            </p>
          )}
        </div>
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <TagInput
              label="Skills"
              value={field.value ?? []}
              onChange={field.onChange}
              placeholder="e.g. Customer service, press Enter"
              hint="Press Enter or a comma after each skill."
              error={errors.skills?.message}
              suggestions={draft.categories}
            />
          )}
        />
      </div>
      <StepActions>
        <Button
          variant="ghost"
          onClick={() => {
            save();
            router.push("/category-select");
          }}
        >
          ← Back
        </Button>
        <Button type="submit" size="lg">
          Continue
        </Button>
      </StepActions>
    </form>
  );
}
