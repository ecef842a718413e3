"use client";
// The job filter's "When": two days (From, To) that keep dated jobs whose shift starts within them, in the
// job's own time zone; either may stay empty. Employees can also keep only the jobs that fit their published
// availability and their booked shifts. Two columns fit 360 px.
import { useId } from "react";
import { Toggle } from "@/components/search/filter-controls";
import { SEARCH_MSG } from "@/lib/search/messages";

export type When = { from: string; to: string; fits: boolean };

/** The range's problem in the words of the search call (lib/search/messages.ts), or null. */
export function whenProblem(w: When): string | null {
  return w.from && w.to && w.to < w.from ? SEARCH_MSG.DayOrder : null;
}

const input =
  "w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export function WhenFilter({ value, onChange, worker }: { value: When; onChange: (w: When) => void; worker: boolean }) {
  const id = useId();
  const problem = whenProblem(value);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">When</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
          From
          <input type="date" className={input} value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
          To
          <input
            type="date"
            className={input}
            value={value.to}
            min={value.from || undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-slate-500">
          Dated shifts starting on these days, in the job&apos;s time zone. Ongoing jobs are left out.
        </p>
      )}
      {worker && (
        <Toggle
          label="Fits my availability"
          description="Dated shifts inside your published availability that don't overlap your booked shifts."
          checked={value.fits}
          onChange={(fits) => onChange({ ...value, fits })}
        />
      )}
    </fieldset>
  );
}
