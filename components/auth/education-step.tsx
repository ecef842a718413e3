"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MSG } from "@/lib/accounts/messages";
import { educationSchema, yearOptions } from "@/lib/profiles/schemas";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { HistoryList } from "@/components/auth/history-list";
import { StepActions } from "@/components/auth/signup-step-shell";
import { useRequiredDraft } from "@/components/auth/use-required-draft";
import type { DraftEducation } from "@/hooks/use-signup-draft";

type Values = { name: string; degree: string; fieldOfStudy: string; description: string; from: string; to: string };
const BLANK: Values = { name: "", degree: "", fieldOfStudy: "", description: "", from: "", to: "" };

/** Sign-up: education entries (at least one), each added or edited in a 700px modal. */
export function EducationStep() {
  const router = useRouter();
  const { draft, update } = useRequiredDraft();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [listError, setListError] = useState("");

  if (!draft) return <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy />;
  const items = draft.educations;

  const save = (e: DraftEducation) => {
    const next = editing === "new" || editing === null ? [...items, e] : items.map((x, i) => (i === editing ? e : x));
    update({ educations: next });
    setListError("");
    setEditing(null);
  };

  const onContinue = () => {
    if (!items.length) return setListError(MSG.AddEducation);
    router.push("/work-experience");
  };

  return (
    <div>
      <HistoryList
        kind="Education"
        items={items.map((e) => ({
          title: e.name,
          subtitle: `${e.degree}, ${e.fieldOfStudy}`,
          years: `${e.from} – ${e.to ?? "In progress"}`,
          description: e.description,
        }))}
        onEdit={(i) => setEditing(i)}
        onRemove={(i) => setRemoving(i)}
        empty="Add the schools, colleges, trade programs or certificates you have attended."
      />
      <Button variant="secondary" className="mt-4" onClick={() => setEditing("new")}>
        + Add education
      </Button>
      {listError && (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {listError}
        </p>
      )}
      <StepActions>
        <Button variant="ghost" onClick={() => router.push("/service-details")}>
          ← Back
        </Button>
        <Button size="lg" onClick={onContinue}>
          Continue
        </Button>
      </StepActions>

      {editing !== null && (
        <EducationModal
          initial={typeof editing === "number" ? items[editing] : undefined}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete education"
        message={removing !== null && items[removing] ? `Are you sure you want to delete "${items[removing].name}"?` : ""}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          update({ educations: items.filter((_, i) => i !== removing) });
          setRemoving(null);
        }}
      />
    </div>
  );
}

function EducationModal({ initial, onClose, onSave }: { initial?: DraftEducation; onClose: () => void; onSave: (e: DraftEducation) => void }) {
  const years = yearOptions();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(educationSchema) as unknown as Resolver<Values>, defaultValues: BLANK });

  useEffect(() => {
    reset(
      initial
        ? { name: initial.name, degree: initial.degree, fieldOfStudy: initial.fieldOfStudy, description: initial.description ?? "", from: String(initial.from), to: initial.to ? String(initial.to) : "" }
        : BLANK,
    );
  }, [initial, reset]);

  // The resolver hands over the parsed entry (years as numbers, `to` null when empty).
  const submit = handleSubmit((v) => onSave(v as unknown as DraftEducation));

  return (
    <Modal
      open
      onClose={onClose}
      width={700}
      title={initial ? "Edit education" : "Add education"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="education-form">
            Save
          </Button>
        </>
      }
    >
      <form id="education-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input label="School" placeholder="e.g. Austin Community College" error={errors.name?.message} {...register("name")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Degree" placeholder="e.g. Associate of Applied Science" error={errors.degree?.message} {...register("degree")} />
          <Input label="Field of study" placeholder="e.g. Culinary Arts" error={errors.fieldOfStudy?.message} {...register("fieldOfStudy")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="From year" error={errors.from?.message} {...register("from")}>
            <option value="">Select a year</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
          <Select label="To year" error={errors.to?.message} {...register("to")}>
            <option value="">In progress</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        <Textarea label="Description (optional)" rows={3} maxLength={2000} {...register("description")} />
      </form>
    </Modal>
  );
}
