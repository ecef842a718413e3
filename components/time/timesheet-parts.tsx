"use client";
// A timesheet's parts: the job's heading, the hour figures, a week of the work diary and the Paid badge.
import { Button } from "@/components/ui/button";
import { formatDollars, formatRateDollars } from "@/lib/money/amounts/format";
import { JOB_STATUS_LABEL } from "@/lib/jobs/states";
import { dateText, dayKeyText, durationText, hoursText, timeOfDayText } from "@/lib/time/format";
import type { TimeEntryDto } from "@/lib/timesheets/queries";
import { addDays } from "@/lib/time/zone";
import { canEditEntry } from "@/lib/time/states";
import type { useTimesheet } from "@/components/time/use-timesheet";

type Job = NonNullable<ReturnType<typeof useTimesheet>["job"]>;

export function SheetHeading({ job, employer, tz }: { job: Job; employer: boolean; tz: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="break-words text-lg font-semibold text-slate-900">{job.title}</p>
      <p className="text-sm text-slate-600">
        {employer ? `Employee: ${job.hire.user.name}` : `Employer: ${job.creator.name}`} ·{" "}
        {job.payType === "Hourly" ? formatRateDollars(job.price) : formatDollars(job.price)} ·{" "}
        {JOB_STATUS_LABEL[job.status as keyof typeof JOB_STATUS_LABEL] ?? ""} · hired {dateText(job.hire.createdAt, tz)}
      </p>
      {job.timer.tracking && job.timer.startAt && (
        <p className="text-sm font-medium text-emerald-700">Clocked in since {timeOfDayText(job.timer.startAt, tz)}</p>
      )}
    </div>
  );
}

export function SheetFigures({ job, employer }: { job: Job; employer: boolean }) {
  const r = job.report;
  const figures: [string, number, string][] = [
    ...(employer ? ([["Today", r.todaySeconds, "sheet-today"]] as [string, number, string][]) : []),
    ["This week", r.weekSeconds, "sheet-week"],
    ["Since start", r.sinceStartSeconds, "sheet-since"],
  ];
  return (
    <dl className={`grid gap-3 ${employer ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-2"}`}>
      {figures.map(([label, secs, id]) => (
        <div key={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid={id}>
            {durationText(secs)}
          </dd>
          <dd className="text-xs text-slate-600">{hoursText(secs)} hrs</dd>
        </div>
      ))}
    </dl>
  );
}

export function DiaryWeek({
  w,
  tz,
  canEdit,
  onRemove,
}: {
  w: Job["diary"][number];
  tz: string;
  canEdit: boolean;
  onRemove: (e: TimeEntryDto) => void;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 className="flex flex-wrap justify-between gap-2 border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800">
        <span>
          Week of {dayKeyText(w.week)} – {dayKeyText(addDays(w.week, 6))}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {durationText(w.seconds)} ({hoursText(w.seconds)} hrs)
          <PaidBadge
            paidAt={w.unpaidSeconds === 0 ? w.paidAt : null}
            partly={w.paidAt !== null && w.unpaidSeconds > 0}
            tz={tz}
            testId="sheet-week-paid"
          />
        </span>
      </h3>
      <ul className="divide-y divide-slate-100">
        {w.entries.map((e) => (
          <li
            key={e._id}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="sheet-entry"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {dateText(e.start, tz)}, {timeOfDayText(e.start, tz)} – {timeOfDayText(e.end, tz)} · {durationText(e.seconds)}
                <span
                  className={`ml-2 rounded px-1.5 py-0.5 text-xs ${e.type === "track" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
                >
                  {e.type === "track" ? "Tracked" : "Manual"}
                </span>
                <PaidBadge paidAt={e.paidAt} tz={tz} testId="sheet-entry-paid" className="ml-2" />
                {"outsideSchedule" in e && e.outsideSchedule && (
                  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-900" data-testid="sheet-entry-outside">
                    Outside the schedule
                  </span>
                )}
              </p>
              {e.memo && <p className="break-words text-slate-600">{e.memo}</p>}
            </div>
            {canEdit && canEditEntry(e) && (
              <Button
                variant="link"
                className="self-start text-sm text-red-700 sm:self-center"
                onClick={() => onRemove(e)}
                aria-label={`Remove ${timeOfDayText(e.start, tz)} – ${timeOfDayText(e.end, tz)} on ${dateText(e.start, tz)}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Paid (date) or Unpaid; a week with both says Partly paid. */
function PaidBadge({
  paidAt,
  partly,
  tz,
  testId,
  className = "",
}: {
  paidAt: string | null;
  partly?: boolean;
  tz: string;
  testId: string;
  className?: string;
}) {
  const [text, tone] = paidAt
    ? [`Paid ${dateText(paidAt, tz)}`, "bg-green-100 text-green-800"]
    : partly
      ? ["Partly paid", "bg-sky-100 text-sky-900"]
      : ["Unpaid", "bg-slate-100 text-slate-700"];
  return (
    <span className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${tone} ${className}`} data-testid={testId}>
      {text}
    </span>
  );
}
