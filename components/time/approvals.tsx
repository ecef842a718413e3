"use client";
// Approval of submitted hours (docs/money.md, Approval). The employer's list (/dashboard/approvals): every
// timesheet waiting for a decision with its countdown to the automatic approval, Approve, Adjust (other
// hours with a reason) and bulk approval with checkboxes. On a contract's timesheet screen the same rows for
// that job, and for the worker the status of each submitted timesheet (approved, adjusted with the reason,
// what it earned).
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useRealtime } from "@/hooks/use-realtime";
import { isTimesheetChange } from "@/lib/timesheets/live";
import { useNow } from "@/components/time/use-time-zone";
import { formatDollars, formatRateDollars } from "@/lib/money/amounts/format";
import { dateText, durationText, timeOfDayText } from "@/lib/time/format";
import { autoApproveText } from "@/lib/time/timesheet-states";
import { AdjustForm } from "@/components/time/adjust-form";
import { TimesheetDisputeForm } from "@/components/disputes/dispute-form";
import type { TimesheetDto } from "@/lib/timesheets/approval-queries";

const PENDING_KEY = ["timesheets", "pending"];

function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["timesheets"] });
}

/** /dashboard/approvals: the employer's pending hours, with bulk approval. */
export function ApprovalsBoard({ tz }: { tz: string }) {
  const { data, error, isPending } = useQuery({
    queryKey: PENDING_KEY,
    queryFn: () => api("timesheet/list_pending", {}, { method: "GET" }).then((r) => r.timesheets),
  });
  const [picked, setPicked] = useState<string[]>([]);
  const reload = useReload();
  // hours a worker submits, and hours approved automatically or waiting for funds, show without a reload
  useRealtime((e) => {
    if (isTimesheetChange(e)) void reload();
  });
  const bulk = useApiMutation("timesheet/approve", {
    refresh: false,
    success: "Hours approved and paid.",
    onSuccess: () => {
      setPicked([]);
      void reload();
    },
  });
  if (error) return <EmptyState title="The hours to approve could not be loaded.">{error.message}</EmptyState>;
  if (isPending || !data) return <p className="text-sm text-slate-500">Loading…</p>;
  if (data.length === 0)
    return <EmptyState title="Nothing to approve.">When a worker clocks out of an hourly shift, the hours wait for you here.</EmptyState>;
  const ids = data.map((t) => t._id);
  const all = picked.length === ids.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={all} onChange={() => setPicked(all ? [] : ids)} />
          Select all
        </label>
        <Button size="sm" disabled={!picked.length} loading={bulk.isPending} onClick={() => bulk.run({ ids: picked })}>
          Approve selected ({picked.length})
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {data.map((t) => (
          <TimesheetRow
            key={t._id}
            t={t}
            tz={tz}
            employer
            showJob
            checked={picked.includes(t._id)}
            onCheck={(on) => setPicked((p) => (on ? [...p, t._id] : p.filter((x) => x !== t._id)))}
          />
        ))}
      </ul>
    </div>
  );
}

/** A contract's submitted timesheets (the timesheet screen), for its employer or worker. */
export function JobTimesheets({ jobId, tz }: { jobId: string; tz: string }) {
  const { data, error } = useQuery({
    queryKey: ["timesheets", "job", jobId],
    queryFn: () => api("timesheet/list", { jobId }, { method: "GET" }),
  });
  if (error || !data || data.timesheets.length === 0) return null;
  const employer = data.role === "employer";
  return (
    <section aria-labelledby="approval-title" className="flex flex-col gap-3">
      <h2 id="approval-title" className="text-lg font-semibold text-slate-900">
        Submitted hours
      </h2>
      <ul className="flex flex-col gap-3">
        {data.timesheets.map((t) => (
          <TimesheetRow key={t._id} t={t} tz={tz} employer={employer} />
        ))}
      </ul>
    </section>
  );
}

function TimesheetRow({
  t,
  tz,
  employer,
  showJob,
  checked,
  onCheck,
}: {
  t: TimesheetDto;
  tz: string;
  employer: boolean;
  showJob?: boolean;
  checked?: boolean;
  onCheck?: (on: boolean) => void;
}) {
  const now = useNow(30_000);
  const [adjusting, setAdjusting] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const disputable = !employer && t.disputeUntil !== null && new Date(t.disputeUntil).getTime() > now;
  const until = t.disputeUntil ? `${dateText(t.disputeUntil, tz)}, ${timeOfDayText(t.disputeUntil, tz)}` : "";
  const reload = useReload();
  const approve = useApiMutation("timesheet/approve", { refresh: false, success: "Hours approved.", onSuccess: () => void reload() });
  const when =
    t.start && t.end
      ? `${dateText(t.start, tz)}, ${timeOfDayText(t.start, tz)} – ${timeOfDayText(t.end, tz)}`
      : dateText(t.submittedAt, tz);
  const name = showJob ? `${t.worker.name} on ${t.title}` : `${durationText(t.minutes * 60)} on ${dateText(t.submittedAt, tz)}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="timesheet-row">
      <div className="flex items-start gap-3">
        {onCheck && t.canDecide && (
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
            checked={!!checked}
            onChange={(e) => onCheck(e.target.checked)}
          />
        )}
        <div className="min-w-0 flex-1">
          {showJob && (
            <p className="break-words font-semibold text-slate-900">
              {t.title} · {t.worker.name}
            </p>
          )}
          <p className="text-sm text-slate-700">{when}</p>
          <p className="text-sm text-slate-900">
            Submitted: <strong>{durationText(t.minutes * 60)}</strong> at {formatRateDollars(t.rate)}
            {t.approvedMinutes !== t.minutes && (
              <>
                {" "}
                · Approved: <strong>{durationText(t.approvedMinutes * 60)}</strong>
              </>
            )}
          </p>
          {t.breaks && <p className="text-sm text-slate-600">Breaks: {t.breaks}</p>}
          {t.adjustReason && <p className="break-words text-sm text-slate-700">Reason: {t.adjustReason}</p>}
          <p className="text-sm font-medium text-slate-900" data-testid="timesheet-status">
            {t.label}
            {t.canDecide ? ` · ${autoApproveText(t.autoApproveAt, now)}` : ""}
            {!t.canDecide &&
              (t.paid ? (t.earned !== null ? ` · Paid ${formatDollars(t.earned)}` : " · Paid") : " · Payment waiting for funds")}
          </p>
        </div>
      </div>
      {employer && t.canDecide && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={approve.isPending} onClick={() => approve.run({ ids: [t._id] })} aria-label={`Approve ${name}`}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAdjusting((a) => !a)} aria-expanded={adjusting}>
            Adjust
          </Button>
        </div>
      )}
      {employer && t.canDecide && adjusting && <AdjustForm t={t} onDone={() => setAdjusting(false)} />}
      {t.disputeId && <p className="text-sm font-medium text-amber-800">Disputed: see Disputes above.</p>}
      {disputable && !disputing && (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary" onClick={() => setDisputing(true)} aria-expanded={false}>
            Dispute
          </Button>
          <span className="text-sm text-slate-700">You can dispute these hours until {until}.</span>
        </div>
      )}
      {disputable && disputing && <TimesheetDisputeForm id={t._id} until={until} onDone={() => setDisputing(false)} />}
    </li>
  );
}
