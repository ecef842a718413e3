"use client";
// /dashboard/time-sheet?project={jobId}: this week's and since-start hours (and today's, the employer's
// report), the work diary by week (newest first) in the viewer's zone, Add Time and Remove (with a
// confirmation) for the hired provider while the job is active, and for the employer the way to pay.
import Link from "next/link";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { formatDollars, formatRateDollars } from "@/lib/money/format";
import { JOB_STATUS, JOB_STATUS_LABEL } from "@/lib/jobs/states";
import { dateText, dayKeyText, durationText, hoursText, timeOfDayText } from "@/lib/time/format";
import type { TimeEntryDto } from "@/lib/timesheets/queries";
import { addDays, dayKey } from "@/lib/time/zone";
import { ManualTimeModal } from "@/components/time/manual-time-modal";
import { useTimeZone } from "@/components/time/use-time-zone";
import { useRealtime } from "@/hooks/use-realtime";
import { isPaymentReceived } from "@/lib/wallet/live";
import { canEditEntry } from "@/lib/time/states";

export function Timesheet({ project }: { project: string }) {
  const tz = useTimeZone();
  const queryClient = useQueryClient();
  const {
    data: job,
    error,
    isPending,
  } = useQuery({
    queryKey: ["timesheet", project, tz],
    enabled: !!tz,
    queryFn: () => api("job/get_timesheet", { id: project, timezone: tz! }).then((r) => r.job),
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TimeEntryDto | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ["timesheet", project] });
  // the employee's entries turn Paid as soon as a payment for this job commits
  useRealtime((e) => {
    if (isPaymentReceived(e, project)) void reload();
  });
  const remove = useApiMutation("job/remove_timesheet", {
    refresh: false,
    success: "Time entry removed",
    onSuccess: () => {
      setRemoving(null);
      reload();
    },
  });

  if (error) return <EmptyState title="This timesheet could not be loaded.">{error.message}</EmptyState>;
  if (isPending || !job || !tz) return <p className="text-sm text-slate-500">Loading…</p>;

  const r = job.report;
  const todayKey = dayKey(new Date(), tz);
  // the days the server accepts: this week's, from the hire (the contract's start) up to today
  const hireKey = dayKey(new Date(job.hire.createdAt), tz);
  const pickable = r.days.map((d) => d.date).filter((d) => d <= todayKey && d >= hireKey);
  const employer = job.viewerRole === "employer";
  const figures: [string, number, string][] = [
    ...(employer ? ([["Today", r.todaySeconds, "sheet-today"]] as [string, number, string][]) : []),
    ["This week", r.weekSeconds, "sheet-week"],
    ["Since start", r.sinceStartSeconds, "sheet-since"],
  ];

  return (
    <div className="flex flex-col gap-5">
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

      <div className="flex flex-wrap gap-2">
        {job.canEdit && pickable.length > 0 && <Button onClick={() => setAdding(true)}>Add Time</Button>}
        {employer && job.status === JOB_STATUS.progressing && job.payType === "Hourly" && (
          <Link
            href={`/dashboard/pay/${job._id}`}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Pay for tracked hours
          </Link>
        )}
        <Link
          href="/dashboard/time-clock-manager"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Time Clock Manager
        </Link>
      </div>

      <section aria-labelledby="diary-title" className="flex flex-col gap-3">
        <h2 id="diary-title" className="text-lg font-semibold text-slate-900">
          Work diary
        </h2>
        {job.diary.length === 0 ? (
          <EmptyState title="No time yet.">
            {job.canEdit ? "Clock in from the Time Clock Manager or add time by hand." : "Tracked and added time shows here."}
          </EmptyState>
        ) : (
          job.diary.map((w) => (
            <div key={w.week} className="rounded-xl border border-slate-200 bg-white shadow-sm">
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
                      </p>
                      {e.memo && <p className="break-words text-slate-600">{e.memo}</p>}
                    </div>
                    {job.canEdit && canEditEntry(e) && (
                      <Button
                        variant="link"
                        className="self-start text-sm text-red-700 sm:self-center"
                        onClick={() => setRemoving(e)}
                        aria-label={`Remove ${timeOfDayText(e.start, tz)} – ${timeOfDayText(e.end, tz)} on ${dateText(e.start, tz)}`}
                      >
                        Remove
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>

      {job.canEdit && (
        <ManualTimeModal
          open={adding}
          jobId={job._id}
          days={pickable}
          hiredAt={job.hire.createdAt}
          tz={tz}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title="Remove time"
        message={
          removing
            ? `Remove ${durationText(removing.seconds)} (${dateText(removing.start, tz)}, ${timeOfDayText(removing.start, tz)} – ${timeOfDayText(removing.end, tz)}) from the timesheet?`
            : ""
        }
        confirmLabel="Remove"
        cancelLabel="Cancel"
        danger
        loading={remove.isPending}
        onConfirm={() => removing && remove.run({ id: removing._id, projectId: job._id, timezone: tz })}
        onClose={() => setRemoving(null)}
      />
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
