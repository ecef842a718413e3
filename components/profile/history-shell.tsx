"use client";
// The frame of a profile history tab (Education, Work Experience): the title with its Add button, the empty
// note, the entries and the dialogs; and the Edit / Delete buttons of one entry.
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/dashboard/icons";

/** One tab: the heading and Add button, the entries (or the empty note), then the dialogs. */
export function HistoryShell({
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

export function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
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
