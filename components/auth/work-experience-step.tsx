"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MSG } from "@/lib/accounts/messages";
import { employmentSchema, yearOptions } from "@/lib/profiles/schemas";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { HistoryList } from "@/components/auth/history-list";
import { StepActions } from "@/components/auth/signup-step-shell";
import { useRequiredDraft } from "@/components/auth/use-required-draft";
import type { DraftEmployment } from "@/hooks/use-signup-draft";

type Values = { company: string; role: string; description: string; from: string; to: string };
const BLANK: Values = { company: "", role: "", description: "", from: "", to: "" };

/** Sign-up: work experience entries (at least one), each added or edited in a 700px modal. */
export function WorkExperienceStep() {
  const router = useRouter();
  const { draft, update } = useRequiredDraft();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [listError, setListError] = useState("");

  if (!draft) return <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy />;
  const items = draft.employments;

  const save = (e: DraftEmployment) => {
    const next = editing === "new" || editing === null ? [...items, e] : items.map((x, i) => (i === editing ? e : x));
    update({ employments: next });
    setListError("");
    setEditing(null);
  };

  const onContinue = () => {
    if (!items.length) return setListError(MSG.AddWorkExperience);
    router.push("/resume");
  };

  return (
    <div>
      <HistoryList
        kind="Work experience"
        items={items.map((e) => ({
          title: e.role,
          subtitle: e.company,
          years: `${e.from} – ${e.to ?? "Present"}`,
          description: e.description,
        }))}
        onEdit={(i) => setEditing(i)}
        onRemove={(i) => setRemoving(i)}
        empty="Add the jobs, gigs and roles you have held. Recent and relevant ones count most."
      />
      <Button variant="secondary" className="mt-4" onClick={() => setEditing("new")}>
        + Add work experience
      </Button>
      {listError && (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {listError}
        </p>
      )}
      <StepActions>
        <Button variant="ghost" onClick={() => router.push("/education-history")}>
          ← Back
        </Button>
        <Button size="lg" onClick={onContinue}>
          Continue
        </Button>
      </StepActions>

      {editing !== null && (
        <EmploymentModal
          initial={typeof editing === "number" ? items[editing] : undefined}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete work experience"
        message={removing !== null && items[removing] ? `Are you sure you want to delete "${items[removing].role} at ${items[removing].company}"?` : ""}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          update({ employments: items.filter((_, i) => i !== removing) });
          setRemoving(null);
        }}
      />
    </div>
  );
}

function EmploymentModal({ initial, onClose, onSave }: { initial?: DraftEmployment; onClose: () => void; onSave: (e: DraftEmployment) => void }) {
  const years = yearOptions();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(employmentSchema) as unknown as Resolver<Values>, defaultValues: BLANK });

  useEffect(() => {
    reset(
      initial
        ? { company: initial.company, role: initial.role, description: initial.description ?? "", from: String(initial.from), to: initial.to ? String(initial.to) : "" }
        : BLANK,
    );
  }, [initial, reset]);

  // The resolver hands over the parsed entry (years as numbers, `to` null when empty).
  const submit = handleSubmit((v) => onSave(v as unknown as DraftEmployment));

  return (
    <Modal
      open
      onClose={onClose}
      width={700}
      title={initial ? "Edit work experience" : "Add work experience"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="employment-form">
            Save
          </Button>
        </>
      }
    >
      <form id="employment-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Company" placeholder="e.g. Hyatt Regency Austin" error={errors.company?.message} {...register("company")} />
          <Input label="Role" placeholder="e.g. Banquet Server" error={errors.role?.message} {...register("role")} />
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
            <option value="">Present</option>
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
