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
import type { HistoryModalProps } from "@/components/profile/history-modal";
import { useUpdateProfile } from "@/hooks/use-update-profile";
import type { EducationInput, EmploymentInput } from "@/lib/profiles/schemas";
import type { SelfUserDto } from "@/lib/accounts/dto";

type SectionProps = { user: SelfUserDto; onSaved: (u: SelfUserDto) => void };

export function EducationSection({ user, onSaved }: SectionProps) {
  return (
    <HistorySection
      user={user}
      onSaved={onSaved}
      kind="educations"
      title="Education"
      empty="No education added yet. Add your schools, courses and certificates."
      nameOf={(e) => e.name}
      entry={(e, actions) => <EducationEntry key={e._id} item={e} actions={actions} />}
      modal={(p) => <EducationModal {...p} />}
    />
  );
}

export function EmploymentSection({ user, onSaved }: SectionProps) {
  return (
    <HistorySection
      user={user}
      onSaved={onSaved}
      kind="employments"
      title="Work Experience"
      empty="No work experience added yet. Add the jobs that show what you can do."
      nameOf={(e) => e.company}
      entry={(e, actions) => <EmploymentEntry key={e._id} item={e} actions={actions} />}
      modal={(p) => <EmploymentModal {...p} />}
    />
  );
}

/** One tab: the list with edit/delete per entry, the add/edit modal and the delete confirmation. */
function HistorySection<K extends keyof Kinds>({
  user,
  onSaved,
  kind,
  title,
  empty,
  nameOf,
  entry,
  modal,
}: SectionProps & {
  kind: K;
  /** names the tab, its Add button ("Add …") and the delete confirmation ("Delete …") */
  title: string;
  empty: string;
  /** how an entry is named in its Edit/Delete labels and the confirmation */
  nameOf: (item: Kinds[K]["item"]) => string;
  entry: (item: Kinds[K]["item"], actions: React.ReactNode) => React.ReactNode;
  modal: (p: HistoryModalProps<Kinds[K]["item"], Kinds[K]["input"]>) => React.ReactNode;
}) {
  const list = useHistoryList(user, onSaved, kind);
  const items = user[kind] as Kinds[K]["item"][];
  return (
    <HistoryShell
      title={title}
      addLabel={`Add ${title}`}
      empty={empty}
      onAdd={list.openNew}
      count={items.length}
      entries={items.map((e) =>
        entry(e, <RowActions label={nameOf(e)} onEdit={() => list.openEdit(e)} onDelete={() => list.askDelete(e)} />),
      )}
    >
      {modal({
        open: list.editing !== undefined,
        item: list.editing ?? null,
        saving: list.saving,
        onClose: list.close,
        onSubmit: (v) => list.save(v),
      })}
      <ConfirmDialog
        open={!!list.deleting}
        title={`Delete ${title.toLowerCase()}`}
        message={`Are you sure you want to delete "${list.deleting ? nameOf(list.deleting) : ""}"?`}
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
      send(next, editing ? "Changes saved" : kind === "educations" ? "Education added" : "Work experience added", () =>
        setEditing(undefined),
      );
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
      {count === 0 && (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{empty}</p>
      )}
      <div className="divide-y divide-slate-100">{entries}</div>
      {children}
    </section>
  );
}

function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${label}`}
        title="Edit"
        className="rounded-lg p-2 text-slate-400 hover:bg-slate-100 hover:text-brand-700"
      >
        <Icon name="pencil" className="h-4 w-4" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${label}`}
        title="Delete"
        className="rounded-lg p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
      >
        <Icon name="trash" className="h-4 w-4" />
      </button>
    </>
  );
}
