"use client";
// The week bar: Sunday to Saturday of the current week in the viewer's zone, today marked, one day selected.
import { WEEK_DAYS } from "@/lib/time/constants";
import { durationText } from "@/lib/time/format";

export function WeekBar({
  days,
  today,
  selected,
  onSelect,
  seconds,
}: {
  days: string[];
  today: string;
  selected: string;
  onSelect: (day: string) => void;
  /** seconds worked per day, when shown */
  seconds?: Record<string, number>;
}) {
  return (
    <div role="group" aria-label="Days of this week" className="grid grid-cols-7 gap-1">
      {days.map((d, i) => {
        const active = d === selected;
        const future = d > today;
        return (
          <button
            key={d}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(d)}
            className={`flex min-w-0 flex-col items-center rounded-lg border px-0.5 py-2 text-xs transition ${
              active
                ? "border-brand-600 bg-brand-600 text-white"
                : future
                  ? "border-slate-200 bg-white text-slate-500"
                  : "border-slate-200 bg-white text-slate-800 hover:bg-slate-50"
            }`}
          >
            {/* the name is the visible text (day, date, hours), with spaces between the parts */}
            <span className="font-semibold">{WEEK_DAYS[i]}</span>{" "}
            <span className={d === today && !active ? "font-bold text-brand-700" : ""}>{Number(d.slice(8))}</span>
            {d === today && <span className="sr-only"> (today)</span>}
            {seconds && (
              <>
                {" "}
                <span className="hidden sm:block">{durationText(seconds[d] ?? 0)}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
