"use client";
// Add or edit one work experience (modal 700px): company, role, years (no end year = present), description.
import { Input } from "@/components/ui/field";
import { HistoryModal, type HistoryModalProps } from "@/components/profile/history-modal";
import { employmentSchema, type EmploymentInput } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

export type EmploymentItem = SelfUserDto["employments"][number];

const BLANK = { company: "", role: "", description: "", from: "", to: "" };

export function EmploymentModal(props: HistoryModalProps<EmploymentItem, EmploymentInput>) {
  return (
    <HistoryModal
      {...props}
      schema={employmentSchema}
      blank={BLANK}
      title={props.item ? "Edit Work Experience" : "Add Work Experience"}
      formId="employment-form"
      fields={({ register, errors }) => (
        <>
          <Input label="Company" placeholder="e.g. Hilton Downtown" error={errors.company?.message} {...register("company")} />
          <Input label="Role" placeholder="e.g. Banquet Server" error={errors.role?.message} {...register("role")} />
        </>
      )}
    />
  );
}
