"use client";
import { Button } from "@/components/ui/button";

export type HistoryItem = { title: string; subtitle: string; years: string; description?: string };

/** The entries of the education or work-experience step, each with Edit and Delete. */
export function HistoryList({
  items,
  kind,
  onEdit,
  onRemove,
  empty,
}: {
  items: HistoryItem[];
  kind: string;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  empty: React.ReactNode;
}) {
  if (!items.length) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-500">
        {empty}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={kind}>
      {items.map((it, i) => (
        <li key={i} className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden
            className="mt-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 font-bold text-brand-700"
          >
            {it.title.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{it.title}</p>
            <p className="text-sm text-slate-600">{it.subtitle}</p>
            <p className="text-sm text-slate-400">{it.years}</p>
            {it.description && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{it.description}</p>}
          </div>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="sm" onClick={() => onEdit(i)} aria-label={`Edit ${it.title}`}>
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRemove(i)}
              aria-label={`Delete ${it.title}`}
              className="text-red-600 hover:bg-red-50"
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
