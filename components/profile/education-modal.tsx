"use client";
// Add or edit one education (modal 700px): school, degree, field of study, years, description.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import { YearSelect } from "@/components/profile/year-select";
import { educationSchema, type EducationInput } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

export type EducationItem = SelfUserDto["educations"][number];
type FormIn = { name: string; degree: string; fieldOfStudy: string; description: string; from: string; to: string };

type Props = { open: boolean; item: EducationItem | null; saving: boolean; onClose: () => void; onSubmit: (v: EducationInput) => void };

export function EducationModal(props: Props) {
  return props.open ? <EducationForm {...props} /> : null;
}

function EducationForm({ open, item, saving, onClose, onSubmit }: Props) {
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, EducationInput>({
    // years arrive as select text; the shared schema turns them into numbers and checks their order
    resolver: zodResolver(educationSchema) as unknown as Resolver<FormIn, unknown, EducationInput>,
    defaultValues: {
      name: item?.name ?? "",
      degree: item?.degree ?? "",
      fieldOfStudy: item?.fieldOfStudy ?? "",
      description: item?.description ?? "",
      from: item?.from ? String(item.from) : "",
      to: item?.to ? String(item.to) : "",
    },
  });
  const errors = formState.errors;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={item ? "Edit Education" : "Add Education"}
      width={700}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="education-form" loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="education-form" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <Input label="School" className="sm:col-span-2" placeholder="e.g. Austin Community College" error={errors.name?.message} {...register("name")} />
        <Input label="Degree" placeholder="e.g. Associate's degree" error={errors.degree?.message} {...register("degree")} />
        <Input label="Field of study" placeholder="e.g. Hospitality Management" error={errors.fieldOfStudy?.message} {...register("fieldOfStudy")} />
        <YearSelect label="From" emptyLabel="Select year" error={errors.from?.message} {...register("from")} />
        <YearSelect label="To" emptyLabel="Present" error={errors.to?.message} {...register("to")} />
        <Textarea label="Description (optional)" className="sm:col-span-2" rows={3} error={errors.description?.message} {...register("description")} />
      </form>
    </Modal>
  );
}
