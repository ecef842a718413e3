"use client";
import { MSG } from "@/lib/accounts/messages";
import { educationSchema } from "@/lib/profiles/schemas";
import { Input } from "@/components/ui/field";
import { HistoryStep, type EntryValues } from "@/components/auth/history-step";

// The step's subtitle and its empty list say different things (the subtitle once repeated the empty list's sentence)
export const EDUCATION_INTRO = "Employers like to see where you learned your craft. Add at least one entry.";
export const EDUCATION_EMPTY = "Add the schools, colleges, trade programs or certificates you have attended.";

const BLANK: EntryValues = { name: "", degree: "", fieldOfStudy: "", description: "", from: "", to: "" };

/** Sign-up: education entries (at least one), each added or edited in a 700px modal. */
export function EducationStep() {
  return (
    <HistoryStep
      list="educations"
      noun="education"
      empty={EDUCATION_EMPTY}
      missing={MSG.AddEducation}
      back="/service-details"
      next="/work-experience"
      toRow={(e) => ({
        title: e.name,
        subtitle: `${e.degree}, ${e.fieldOfStudy}`,
        years: `${e.from} – ${e.to ?? "In progress"}`,
        description: e.description,
      })}
      deleteName={(e) => e.name}
      modal={{
        schema: educationSchema,
        blank: BLANK,
        formId: "education-form",
        toEmpty: "In progress",
        fields: ({ register, errors }) => (
          <>
            <Input label="School" placeholder="e.g. Austin Community College" error={errors.name?.message} {...register("name")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                label="Degree"
                placeholder="e.g. Associate of Applied Science"
                error={errors.degree?.message}
                {...register("degree")}
              />
              <Input
                label="Field of study"
                placeholder="e.g. Culinary Arts"
                error={errors.fieldOfStudy?.message}
                {...register("fieldOfStudy")}
              />
            </div>
          </>
        ),
      }}
    />
  );
}
