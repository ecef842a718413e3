"use client";
// Add or edit one education (modal 700px): school, degree, field of study, years, description.
import { Input } from "@/components/ui/field";
import { HistoryModal, type HistoryModalProps } from "@/components/profile/history-modal";
import { educationSchema, type EducationInput } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

export type EducationItem = SelfUserDto["educations"][number];

const BLANK = { name: "", degree: "", fieldOfStudy: "", description: "", from: "", to: "" };

export function EducationModal(props: HistoryModalProps<EducationItem, EducationInput>) {
  return (
    <HistoryModal
      {...props}
      schema={educationSchema}
      blank={BLANK}
      title={props.item ? "Edit Education" : "Add Education"}
      formId="education-form"
      fields={({ register, errors }) => (
        <>
          <Input
            label="School"
            className="sm:col-span-2"
            placeholder="e.g. Austin Community College"
            error={errors.name?.message}
            {...register("name")}
          />
          <Input label="Degree" placeholder="e.g. Associate's degree" error={errors.degree?.message} {...register("degree")} />
          <Input
            label="Field of study"
            placeholder="e.g. Hospitality Management"
            error={errors.fieldOfStudy?.message}
            {...register("fieldOfStudy")}
          />
        </>
      )}
    />
  );
}
