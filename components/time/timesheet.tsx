"use client";
// /dashboard/time-sheet?project={jobId}: this week's and since-start hours (and today's, the employer's
// report), the work diary by week (newest first) in the viewer's zone, Add Time and Remove (with a
// confirmation) for the hired provider while the job is active, the submitted hours and their approval
// (components/time/approvals.tsx), and for the employer the way to pay.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { JOB_STATUS } from "@/lib/jobs/states";
import { dateText, durationText, timeOfDayText } from "@/lib/time/format";
import { ManualTimeModal } from "@/components/time/manual-time-modal";
import { JobTimesheets } from "@/components/time/approvals";
import { JobDisputes } from "@/components/disputes/job-disputes";
import { DiaryWeek, SheetFigures, SheetHeading } from "@/components/time/timesheet-parts";
import { useTimesheet } from "@/components/time/use-timesheet";
import { useRealtime } from "@/hooks/use-realtime";
import { isPaymentReceived } from "@/lib/money/ledger/live";
import { isTimesheetChange } from "@/lib/timesheets/live";
import { useDisputeUpdates } from "@/components/disputes/use-dispute-updates";
import { useQueryClient } from "@tanstack/react-query";

export function Timesheet({ project }: { project: string }) {
  const { tz, job, error, isPending, pickable, adding, setAdding, added, removing, setRemoving, remove, reload } = useTimesheet(project);
  const queryClient = useQueryClient();
  // the entries turn Paid as soon as a payment for this job commits, and submitted hours show their decision
  useRealtime((e) => {
    if (isPaymentReceived(e, project)) void reload();
    if (isTimesheetChange(e, project)) void queryClient.invalidateQueries({ queryKey: ["timesheets"] });
  });
  // a dispute opened, answered or decided shows at once, with the hours and payments it moved
  useDisputeUpdates(project, () => {
    void reload();
    void queryClient.invalidateQueries({ queryKey: ["timesheets"] });
  });

  if (error) return <EmptyState title="This timesheet could not be loaded.">{error.message}</EmptyState>;
  if (isPending || !job || !tz) return <p className="text-sm text-slate-500">Loading…</p>;

  const employer = job.viewerRole === "employer";

  return (
    <div className="flex flex-col gap-5">
      <SheetHeading job={job} employer={employer} tz={tz} />

      <SheetFigures job={job} employer={employer} />

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

      <JobDisputes jobId={job._id} viewer={employer ? "employer" : "worker"} />

      <JobTimesheets jobId={job._id} tz={tz} />

      <section aria-labelledby="diary-title" className="flex flex-col gap-3">
        <h2 id="diary-title" className="text-lg font-semibold text-slate-900">
          Work diary
        </h2>
        {job.diary.length === 0 ? (
          <EmptyState title="No time yet.">
            {job.canEdit ? "Clock in from the Time Clock Manager or add time by hand." : "Tracked and added time shows here."}
          </EmptyState>
        ) : (
          job.diary.map((w) => <DiaryWeek key={w.week} w={w} tz={tz} canEdit={job.canEdit} onRemove={setRemoving} />)
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
          onAdded={added}
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
