"use client";
// The Education and Work Experience tabs of the employee profile editor: the list, add, edit and delete.
// Each change sends the whole list (update_provider replaces the list with what is sent).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { Icon } from "@/components/dashboard/icons";
import { EducationEntry, EmploymentEntry } from "@/components/profile/history-entries";
import { EducationModal, type EducationItem } from "@/components/profile/education-modal";
import { EmploymentModal, type EmploymentItem } from "@/components/profile/employment-modal";
import { useUpdateProfile } from "@/hooks/use-update-profile";
import type { EducationInput, EmploymentInput } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

type SectionProps = { user: SelfUserDto; onSaved: (u: SelfUserDto) => void };

export function EducationSection({ user, onSaved }: SectionProps) {
  const list = useHistoryList(user, onSaved, "educations");
  return (
    <HistoryShell
      title="Education"
      addLabel="Add Education"
      empty="No education added yet. Add your schools, courses and certificates."
      onAdd={list.openNew}
      count={user.educations.length}
      entries={user.educations.map((e) => (
        <EducationEntry key={e._id} item={e} actions={<RowActions label={e.name} onEdit={() => list.openEdit(e)} onDelete={() => list.askDelete(e)} />} />
      ))}
    >
      <EducationModal open={list.editing !== undefined} item={list.editing ?? null} saving={list.saving} onClose={list.close} onSubmit={(v) => list.save(v)} />
      <ConfirmDialog
        open={!!list.deleting}
        title="Delete education"
        message={`Are you sure you want to delete "${list.deleting?.name ?? ""}"?`}
        danger
        loading={list.saving}
        onClose={list.cancelDelete}
        onConfirm={list.confirmDelete}
      />
    </HistoryShell>
  );
}

export function EmploymentSection({ user, onSaved }: SectionProps) {
  const list = useHistoryList(user, onSaved, "employments");
  return (
    <HistoryShell
      title="Work Experience"
      addLabel="Add Work Experience"
      empty="No work experience added yet. Add the jobs that show what you can do."
      onAdd={list.openNew}
      count={user.employments.length}
      entries={user.employments.map((e) => (
        <EmploymentEntry key={e._id} item={e} actions={<RowActions label={e.company} onEdit={() => list.openEdit(e)} onDelete={() => list.askDelete(e)} />} />
      ))}
    >
      <EmploymentModal open={list.editing !== undefined} item={list.editing ?? null} saving={list.saving} onClose={list.close} onSubmit={(v) => list.save(v)} />
      <ConfirmDialog
        open={!!list.deleting}
        title="Delete work experience"
        message={`Are you sure you want to delete "${list.deleting?.company ?? ""}"?`}
        danger
        loading={list.saving}
        onClose={list.cancelDelete}
        onConfirm={list.confirmDelete}
      />
    </HistoryShell>
  );
}

type Kinds = {
  educations: { item: EducationItem; input: EducationInput };
  employments: { item: EmploymentItem; input: EmploymentInput };
};

/** Modal and confirmation state of one list, and the save that sends the whole new list. */
function useHistoryList<K extends keyof Kinds>(user: SelfUserDto, onSaved: (u: SelfUserDto) => void, kind: K) {
  type Item = Kinds[K]["item"];
  const items = user[kind] as Item[];
  const toast = useToast();
  const update = useUpdateProfile(user);
  // undefined: closed; null: adding; an item: editing it
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const send = (next: unknown[], done: string, after: () => void) =>
    update.mutate(
      { [kind]: next },
      {
        onSuccess: (u) => {
          onSaved(u);
          toast.success(done);
          after();
        },
        onError: (err) => toast.error(err.message),
      },
    );

  return {
    editing,
    deleting,
    saving: update.isPending,
    openNew: () => setEditing(null),
    openEdit: (item: Item) => setEditing(item),
    close: () => setEditing(undefined),
    askDelete: (item: Item) => setDeleting(item),
    cancelDelete: () => setDeleting(null),
    save: (v: Kinds[K]["input"]) => {
      const entry = { ...v, _id: editing?._id };
      const next = editing ? items.map((i) => (i._id === editing._id ? entry : i)) : [...items, entry];
      send(next, editing ? "Changes saved" : kind === "educations" ? "Education added" : "Work experience added", () => setEditing(undefined));
    },
    confirmDelete: () => {
      if (!deleting) return;
      send(
        items.filter((i) => i._id !== deleting._id),
        kind === "educations" ? "Education deleted" : "Work experience deleted",
        () => setDeleting(null),
      );
    },
  };
}

function HistoryShell({
  title,
  addLabel,
  empty,
  onAdd,
  count,
  entries,
  children,
}: {
  title: string;
  addLabel: string;
  empty: string;
  onAdd: () => void;
  count: number;
  entries: React.ReactNode;
  /** the dialogs */
  children: React.ReactNode;
}) {
  return (
    <section>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Button size="sm" onClick={onAdd}>
          <Icon name="plus" className="h-4 w-4" />
          {addLabel}
        </Button>
      </div>
      {count === 0 && <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{empty}</p>}
      <div className="divide-y divide-slate-100">{entries}</div>
      {children}
    </section>
  );
}

function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <button type="button" onClick={onEdit} aria-label={`Edit ${label}`} title="Edit" className="rounded-lg p-2 text-slate-400 hover:bg-slate-100 hover:text-brand-700">
        <Icon name="pencil" className="h-4 w-4" />
      </button>
      <button type="button" onClick={onDelete} aria-label={`Delete ${label}`} title="Delete" className="rounded-lg p-2 text-slate-400 hover:bg-red-50 hover:text-red-600">
        <Icon name="trash" className="h-4 w-4" />
      </button>
    </>
  );
}
