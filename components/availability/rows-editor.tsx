"use client";
// One day's rows of start–end in 30-minute steps: change, remove, and add (the next row starts where the
// last ends and adds at most 60 minutes; none after a 23:00 start in no-repeat).
import { Button } from "@/components/ui/button";
import { END_OPTIONS, START_OPTIONS, nextRow, type Kind, type Row } from "@/lib/availability/time";

const select =
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export function RowsEditor({ label, rows, kind, onChange }: { label: string; rows: Row[]; kind: Kind; onChange: (rows: Row[]) => void }) {
  const next = nextRow(rows, kind);
  const set = (i: number, patch: Partial<Row>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="flex flex-col gap-2">
      {rows.map((r, i) => (
        <div key={i} className="flex items-center gap-2" data-testid="availability-row">
          <select
            aria-label={`${label} start ${i + 1}`}
            className={select}
            value={r.start}
            onChange={(e) => set(i, { start: e.target.value })}
          >
            {START_OPTIONS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          <span className="text-slate-400" aria-hidden>
            –
          </span>
          <select aria-label={`${label} end ${i + 1}`} className={select} value={r.end} onChange={(e) => set(i, { end: e.target.value })}>
            {END_OPTIONS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          <button
            type="button"
            aria-label={`Remove ${label} time ${i + 1}`}
            title="Remove"
            className="shrink-0 rounded-lg px-2 py-1 text-lg leading-none text-slate-400 hover:bg-slate-100 hover:text-red-600"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      <div>
        <Button
          variant="link"
          size="sm"
          disabled={!next}
          onClick={() => next && onChange([...rows, next])}
          aria-label={`Add time to ${label}`}
        >
          <span aria-hidden>+</span> Add time
        </Button>
      </div>
    </div>
  );
}
