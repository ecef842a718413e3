"use client";
// The New / Edit Job form's terms: pay type, price, duration, job type, location and remote.
import { Field, Select } from "@/components/ui/field";
import { LocationInput, type LocationValue } from "@/components/location/location-input";
import { JOB_TYPES, PAY_TYPES } from "@/lib/jobs/constants";
import { hasShift, keepNumberChars, type JobFormValues } from "@/components/jobs/job-form/job-form-values";
import type { JobSectionProps } from "@/components/jobs/job-form/use-job-form";

export function JobTermsSection({ values, errors, set, setPlace }: JobSectionProps & { setPlace: (next: LocationValue) => void }) {
  const hourly = values.payType === "Hourly";
  // an hourly one-time job with a shift lasts the shift's hours (the schedule section shows them)
  const shiftSetsHours = hourly && hasShift(values);
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
          value={shiftSetsHours ? "" : values.duration}
          disabled={shiftSetsHours}
          placeholder={shiftSetsHours ? "The shift's hours" : undefined}
          aria-invalid={!!errors.duration}
          onChange={(e) => set("duration", keepNumberChars(e.target.value))}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.duration ? "border-red-500" : "border-slate-300"}`}
        />
      </Field>

      <Field label="Workers needed" htmlFor="job-headcount" error={errors.headcount}>
        <input
          id="job-headcount"
          inputMode="numeric"
          maxLength={2}
          value={values.headcount}
          aria-invalid={!!errors.headcount}
          aria-describedby="job-headcount-hint"
          onChange={(e) => set("headcount", e.target.value.replace(/\D/g, ""))}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${errors.headcount ? "border-red-500" : "border-slate-300"}`}
          data-testid="job-headcount"
        />
        <span id="job-headcount-hint" className="mt-1 block text-xs text-slate-500">
          Each worker you hire gets their own contract.
        </span>
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
