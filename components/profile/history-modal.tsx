"use client";
// The add/edit modal (700px) shared by the Education and Work Experience tabs: the entry's own fields,
// then From/To year and a description. Each modal names only its fields, titles and form id.
import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { useZodForm } from "@/hooks/use-zod-form";
import { FormActions, Modal } from "@/components/ui/modal";
import { Textarea } from "@/components/ui/field";
import { YearSelect } from "@/components/profile/year-select";

/** Form values as the inputs hold them (years as select text). */
export type HistoryFormValues = Record<string, string>;
export type HistoryFieldsProps = { register: UseFormRegister<HistoryFormValues>; errors: FieldErrors<HistoryFormValues> };

export type HistoryModalProps<Item, Input> = {
  open: boolean;
  item: Item | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (v: Input) => void;
};

type FrameProps<Item, Input> = HistoryModalProps<Item, Input> & {
  /** the shared schema: the inputs' text in (years as select text), the entry out */
  schema: z.ZodType<Input, FieldValues>;
  /** the blank form (when adding); its keys name the fields */
  blank: HistoryFormValues;
  title: string;
  formId: string;
  fields: (f: HistoryFieldsProps) => React.ReactNode;
};

export function HistoryModal<Item, Input>(props: FrameProps<Item, Input>) {
  return props.open ? <HistoryForm {...props} /> : null;
}

function HistoryForm<Item, Input>({
  open,
  item,
  saving,
  onClose,
  onSubmit,
  schema,
  blank,
  title,
  formId,
  fields,
}: FrameProps<Item, Input>) {
  // years arrive as select text; the shared schema turns them into numbers and checks their order
  const { register, handleSubmit, formState } = useZodForm<typeof schema, HistoryFormValues>(schema, {
    defaultValues: item ? formValues(item, blank) : blank,
  });
  const errors = formState.errors;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={700}
      footer={<FormActions form={formId} onCancel={onClose} loading={saving} />}
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        {fields({ register, errors })}
        <YearSelect label="From" emptyLabel="Select year" error={errors.from?.message} {...register("from")} />
        <YearSelect label="To" emptyLabel="Present" error={errors.to?.message} {...register("to")} />
        <Textarea
          label="Description (optional)"
          className="sm:col-span-2"
          rows={3}
          error={errors.description?.message}
          {...register("description")}
        />
      </form>
    </Modal>
  );
}

/** An entry as form text: years as strings, a missing end year or description as "". */
function formValues(item: unknown, blank: HistoryFormValues): HistoryFormValues {
  const e = item as Record<string, unknown>;
  return Object.fromEntries(Object.keys(blank).map((k) => [k, e[k] == null ? "" : String(e[k])]));
}
