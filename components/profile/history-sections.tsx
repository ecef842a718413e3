"use client";
// The Education and Work Experience tabs of the employee profile editor: the list, add, edit and delete.
// Each change sends the whole list (update_provider replaces the list with what is sent).
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EducationEntry, EmploymentEntry } from "@/components/profile/history-entries";
import { EducationModal } from "@/components/profile/education-modal";
import { EmploymentModal } from "@/components/profile/employment-modal";
import type { HistoryModalProps } from "@/components/profile/history-modal";
import { HistoryShell, RowActions } from "@/components/profile/history-shell";
import { useHistoryList, type HistoryKinds as Kinds } from "@/components/profile/use-history-list";
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
