"use client";
// What the education and work-experience sign-up steps share: the list with add/edit/delete, the
// "at least one" check, Back/Continue, and the 700px entry modal with its years and description.
// Each step only names its fields, labels and neighbouring routes.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { FormActions, Modal } from "@/components/ui/modal";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { YearSelect } from "@/components/profile/year-select";
import { HistoryList, type HistoryItem } from "@/components/auth/history-list";
import { StepActions } from "@/components/auth/signup-step-shell";
import { useRequiredDraft } from "@/components/auth/use-required-draft";
import { useZodForm } from "@/hooks/use-zod-form";
import type { DraftEducation, DraftEmployment, SignupDraft } from "@/hooks/use-signup-draft";

type Lists = { educations: DraftEducation; employments: DraftEmployment };

/** Sign-up list step: entries (at least one), each added or edited in a modal. */
export function HistoryStep<K extends keyof Lists>({
  list,
  noun,
  empty,
  missing,
  back,
  next: nextRoute,
  toRow,
  deleteName,
  modal,
}: {
  list: K;
  /** "education" / "work experience": names the list, its buttons and dialogs */
  noun: string;
  empty: string;
  /** shown on Continue with no entries */
  missing: string;
  back: string;
  next: string;
  toRow: (e: Lists[K]) => HistoryItem;
  deleteName: (e: Lists[K]) => string;
  modal: Omit<EntryModalConfig<Lists[K]>, "title">;
}) {
  const router = useRouter();
  const { draft, update } = useRequiredDraft();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [listError, setListError] = useState("");

  if (!draft) return <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy />;
  const items = draft[list] as Lists[K][];
  const initial = typeof editing === "number" ? items[editing] : undefined;
  const write = (entries: Lists[K][]) => update({ [list]: entries } as Partial<SignupDraft>);

  const save = (e: Lists[K]) => {
    const next = editing === "new" || editing === null ? [...items, e] : items.map((x, i) => (i === editing ? e : x));
    write(next);
    setListError("");
    setEditing(null);
  };

  const onContinue = () => {
    if (!items.length) return setListError(missing);
    router.push(nextRoute);
  };

  return (
    <div>
      <HistoryList
        kind={noun.charAt(0).toUpperCase() + noun.slice(1)}
        items={items.map(toRow)}
        onEdit={(i) => setEditing(i)}
        onRemove={(i) => setRemoving(i)}
        empty={empty}
      />
      <Button variant="secondary" className="mt-4" onClick={() => setEditing("new")}>
        + Add {noun}
      </Button>
      {listError && (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {listError}
        </p>
      )}
      <StepActions>
        <Button variant="ghost" onClick={() => router.push(back)}>
          ← Back
        </Button>
        <Button size="lg" onClick={onContinue}>
          Continue
        </Button>
      </StepActions>

      {editing !== null && (
        <EntryModal
          {...modal}
          initial={initial}
          title={`${initial ? "Edit" : "Add"} ${noun}`}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete ${noun}`}
        message={removing !== null && items[removing] ? `Are you sure you want to delete "${deleteName(items[removing])}"?` : ""}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          write(items.filter((_, i) => i !== removing));
          setRemoving(null);
        }}
      />
    </div>
  );
}

/** Form values as the inputs hold them (years as select text). */
export type EntryValues = Record<string, string>;
export type EntryFieldsProps = { register: UseFormRegister<EntryValues>; errors: FieldErrors<EntryValues> };

type EntryModalConfig<T> = {
  /** the shared schema: the inputs' text in, the entry out (years as numbers, `to` null when empty) */
  schema: z.ZodType<T, FieldValues>;
  /** the blank form; its keys name the fields (keep it at module level: the form resets when it changes) */
  blank: EntryValues;
  title: string;
  formId: string;
  /** the blank "To year" choice */
  toEmpty: string;
  fields: (f: EntryFieldsProps) => React.ReactNode;
};

/** The add/edit modal of one entry: the step's own fields, then From/To year and a description. */
function EntryModal<T>({
  initial,
  onClose,
  onSave,
  schema,
  blank,
  title,
  formId,
  toEmpty,
  fields,
}: EntryModalConfig<T> & { initial?: T; onClose: () => void; onSave: (e: T) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm<typeof schema, EntryValues>(schema, { defaultValues: blank });

  useEffect(() => {
    reset(initial ? entryValues(initial, blank) : blank);
  }, [initial, reset, blank]);

  // handleSubmit hands over the parsed entry (years as numbers, `to` null when empty)
  const submit = handleSubmit(onSave);

  return (
    <Modal open onClose={onClose} width={700} title={title} footer={<FormActions form={formId} onCancel={onClose} />}>
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {fields({ register, errors })}
        <div className="grid gap-4 sm:grid-cols-2">
          <YearSelect label="From year" emptyLabel="Select a year" error={errors.from?.message} {...register("from")} />
          <YearSelect label="To year" emptyLabel={toEmpty} error={errors.to?.message} {...register("to")} />
        </div>
        <Textarea label="Description (optional)" rows={3} maxLength={2000} {...register("description")} />
      </form>
    </Modal>
  );
}

/** An entry as form text: years as strings, a missing end year or description as "". */
function entryValues(entry: unknown, blank: EntryValues): EntryValues {
  const e = entry as Record<string, unknown>;
  return Object.fromEntries(Object.keys(blank).map((k) => [k, e[k] == null ? "" : String(e[k])]));
}
