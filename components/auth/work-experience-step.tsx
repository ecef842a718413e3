"use client";
import { MSG } from "@/lib/accounts/messages";
import { employmentSchema } from "@/lib/profiles/schemas";
import { Input } from "@/components/ui/field";
import { HistoryStep, type EntryValues } from "@/components/auth/history-step";

const BLANK: EntryValues = { company: "", role: "", description: "", from: "", to: "" };

/** Sign-up: work experience entries (at least one), each added or edited in a 700px modal. */
export function WorkExperienceStep() {
  return (
    <HistoryStep
      list="employments"
      noun="work experience"
      empty="Add the jobs, gigs and roles you have held. Recent and relevant ones count most."
      missing={MSG.AddWorkExperience}
      back="/education-history"
      next="/resume"
      toRow={(e) => ({ title: e.role, subtitle: e.company, years: `${e.from} – ${e.to ?? "Present"}`, description: e.description })}
      deleteName={(e) => `${e.role} at ${e.company}`}
      modal={{
        schema: employmentSchema,
        blank: BLANK,
        formId: "employment-form",
        toEmpty: "Present",
        fields: ({ register, errors }) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label="Company" placeholder="e.g. Hyatt Regency Austin" error={errors.company?.message} {...register("company")} />
            <Input label="Role" placeholder="e.g. Banquet Server" error={errors.role?.message} {...register("role")} />
          </div>
        ),
      }}
    />
  );
}
