"use client";
// Add or edit one work experience (modal 700px): company, role, years (no end year = present), description.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import { YearSelect } from "@/components/profile/year-select";
import { employmentSchema, type EmploymentInput } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

export type EmploymentItem = SelfUserDto["employments"][number];
type FormIn = { company: string; role: string; description: string; from: string; to: string };

type Props = { open: boolean; item: EmploymentItem | null; saving: boolean; onClose: () => void; onSubmit: (v: EmploymentInput) => void };

export function EmploymentModal(props: Props) {
  return props.open ? <EmploymentForm {...props} /> : null;
}

function EmploymentForm({ open, item, saving, onClose, onSubmit }: Props) {
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, EmploymentInput>({
    resolver: zodResolver(employmentSchema) as unknown as Resolver<FormIn, unknown, EmploymentInput>,
    defaultValues: {
      company: item?.company ?? "",
      role: item?.role ?? "",
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
      title={item ? "Edit Work Experience" : "Add Work Experience"}
      width={700}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="employment-form" loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form id="employment-form" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <Input label="Company" placeholder="e.g. Hilton Downtown" error={errors.company?.message} {...register("company")} />
        <Input label="Role" placeholder="e.g. Banquet Server" error={errors.role?.message} {...register("role")} />
        <YearSelect label="From" emptyLabel="Select year" error={errors.from?.message} {...register("from")} />
        <YearSelect label="To" emptyLabel="Present" error={errors.to?.message} {...register("to")} />
        <Textarea label="Description (optional)" className="sm:col-span-2" rows={3} error={errors.description?.message} {...register("description")} />
      </form>
    </Modal>
  );
}
