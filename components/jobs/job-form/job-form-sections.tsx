"use client";
// The New / Edit Job form's sections: what the work is (title, description, categories, skills) and its
// terms (pay type, price, duration, job type, location, remote).
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { Icon } from "@/components/dashboard/icons";
import { TagInput } from "@/components/auth/tag-input";
import { CategoryPicker } from "@/components/categories/category-picker";
import { LocationInput, type LocationValue } from "@/components/location/location-input";
import { useGlobalData } from "@/hooks/use-global-data";
import { JOB_MSG } from "@/lib/jobs/messages";
import { JOB_TYPES, PAY_TYPES } from "@/lib/jobs/constants";
import { keepNumberChars, type JobFormErrors, type JobFormValues } from "@/components/jobs/job-form/job-form-values";
import type { SetJobField } from "@/components/jobs/job-form/use-job-form";

/** The longest job title (lib/jobs/schemas.ts refuses more with "Please input a valid title"). */
const TITLE_MAX = 120;

type SectionProps = { values: JobFormValues; errors: JobFormErrors; set: SetJobField };

export function JobWorkSection({
  values,
  errors,
  set,
  titleFlag,
  descriptionFlag,
  draftLabel,
  drafting,
  onWriteWithAi,
}: SectionProps & {
  titleFlag: boolean;
  descriptionFlag: boolean;
  draftLabel: string | null;
  drafting: boolean;
  onWriteWithAi: () => void;
}) {
  const globals = useGlobalData();
  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        {/* no maxLength: a longer title is shown with the counter and refused with the message, never cut */}
        <Input
          label="Job title"
          placeholder="e.g. Bartender for a 120-guest wedding"
          value={values.title}
          onChange={(e) => set("title", e.target.value)}
          error={errors.title ?? (values.title.length > TITLE_MAX ? JOB_MSG.InvalidTitle : undefined)}
          aria-describedby={titleFlag ? "job-title-count job-title-violation" : "job-title-count"}
        />
        <p
          id="job-title-count"
          data-testid="title-count"
          className={`mt-1 text-right text-xs ${values.title.length > TITLE_MAX ? "font-semibold text-red-700" : "text-slate-500"}`}
        >
          {values.title.length}/{TITLE_MAX}
        </p>
        {titleFlag && <Violation id="job-title-violation" />}
      </div>

      <div>
        <div className="mb-1 flex items-center justify-between gap-3">
          <label htmlFor="job-description" className="text-sm font-medium text-slate-700">
            Description
          </label>
          <Button variant="secondary" size="sm" onClick={onWriteWithAi} loading={drafting}>
            {!drafting && <Icon name="sparkle" className="h-4 w-4 text-violet-600" />}
            Write with AI
          </Button>
        </div>
        <Textarea
          id="job-description"
          rows={9}
          placeholder="What needs doing, when and where, and what a great applicant brings."
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          error={errors.description}
          aria-describedby={descriptionFlag ? "job-description-violation" : undefined}
        />
        {descriptionFlag && <Violation id="job-description-violation" />}
        {draftLabel && values.description.trim() && (
          <p className="mt-1.5 text-xs text-slate-500" data-testid="draft-label">
            {draftLabel}
          </p>
        )}
      </div>

      <div
        className="flex flex-col gap-2"
        data-error={errors.categories ? "true" : undefined}
        tabIndex={errors.categories ? -1 : undefined}
      >
        <span className="text-sm font-medium text-slate-700">Categories</span>
        <CategoryPicker
          categories={globals.data?.categories ?? []}
          loading={globals.isLoading}
          value={values.categories}
          onChange={(v) => set("categories", v)}
          error={errors.categories}
          max={10}
        />
      </div>

      <TagInput
        label="Skills"
        value={values.skills}
        onChange={(v) => set("skills", v)}
        error={errors.skills}
        max={30}
        placeholder="Type a skill and press Enter"
      />
    </section>
  );
}

export function JobTermsSection({ values, errors, set, setPlace }: SectionProps & { setPlace: (next: LocationValue) => void }) {
  const hourly = values.payType === "Hourly";
  return (
    <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-700">Pay type</legend>
        <div className="mt-2 flex gap-3" role="radiogroup">
          {PAY_TYPES.map((p) => (
            <label
              key={p}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium transition ${
                values.payType === p ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"
              }`}
            >
              <input
                type="radio"
                name="payType"
                value={p}
                checked={values.payType === p}
                onChange={() => set("payType", p)}
                className="accent-brand-600"
              />
              {p}
            </label>
          ))}
        </div>
      </fieldset>

      <Field label={hourly ? "Hourly rate" : "Fixed price"} htmlFor="job-price" error={errors.price}>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">$</span>
          <input
            id="job-price"
            inputMode="decimal"
            value={values.price}
            aria-invalid={!!errors.price}
            onChange={(e) => set("price", keepNumberChars(e.target.value))}
            className={`w-full rounded-lg border bg-white py-2 pl-7 pr-12 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.price ? "border-red-500" : "border-slate-300"}`}
          />
          {hourly && <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400">/hr</span>}
        </div>
      </Field>

      <Field label={hourly ? "Duration (hours)" : "Duration (days)"} htmlFor="job-duration" error={errors.duration}>
        <input
          id="job-duration"
          inputMode="decimal"
          maxLength={9}
          value={values.duration}
          aria-invalid={!!errors.duration}
          onChange={(e) => set("duration", keepNumberChars(e.target.value))}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.duration ? "border-red-500" : "border-slate-300"}`}
        />
      </Field>

      <Select
        label="Job type"
        value={values.type}
        onChange={(e) => set("type", e.target.value as JobFormValues["type"])}
        error={errors.type}
      >
        <option value="">Select a job type</option>
        {JOB_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </Select>

      <LocationInput
        value={values.place.location}
        onChange={setPlace}
        error={errors.location}
        hint="The city and state, e.g. Austin, TX 78701"
      />

      <label className="flex min-h-6 items-start gap-3 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
          checked={values.remote}
          onChange={(e) => set("remote", e.target.checked)}
          data-testid="job-remote"
        />
        <span>
          <span className="font-medium">Remote work (can be done from anywhere)</span>
          <span className="block text-xs text-slate-500">
            Recommended to people wherever they live; in-person jobs go to people nearby first.
          </span>
        </span>
      </label>
    </section>
  );
}

function Violation({ id }: { id?: string }) {
  return (
    <p
      id={id}
      className="mt-1.5 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800"
      role="alert"
      data-testid="violation-warning"
    >
      <span aria-hidden>⚠</span>
      {JOB_MSG.ViolationWarning}
    </p>
  );
}
