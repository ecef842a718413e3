"use client";
// My Availability's lists: the weekly hours and the specific dates as saved.
import { Button } from "@/components/ui/button";
import { rangeText } from "@/components/availability/format";
import type { Day } from "@/lib/availability/sheet";

/** One saved part (weekly hours or specific dates) with its zone, a Clear button and, for dates, Remove. */
export function PartList(props: {
  title: string;
  days: Day[];
  dayLabel: (date: string) => string;
  testId: string;
  note: string;
  empty: string;
  clearLabel: string;
  clearing: boolean;
  onClear: () => void;
  onRemove?: (date: string) => void;
}) {
  const { days, dayLabel, onRemove } = props;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{props.title}</h3>
        {days.length > 0 && (
          <Button variant="ghost" size="sm" loading={props.clearing} onClick={props.onClear}>
            {props.clearLabel}
          </Button>
        )}
      </div>
      {days.length ? (
        <>
          <ul className="mt-2 divide-y divide-slate-100" data-testid={props.testId}>
            {days.map((d) => (
              <li key={d.date} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                <span className="w-36 font-medium text-slate-800">{dayLabel(d.date)}</span>
                <span className="flex-1 text-slate-600">{rangeText(d.timesheet)}</span>
                {onRemove && (
                  <Button variant="ghost" size="sm" aria-label={`Remove ${dayLabel(d.date)}`} onClick={() => onRemove(d.date)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-500">{props.note}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{props.empty}</p>
      )}
    </div>
  );
}
