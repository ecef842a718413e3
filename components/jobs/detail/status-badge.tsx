import type { JobDto } from "@/lib/jobs/dto";
import { JOB_STATUS, type JobStatus } from "@/lib/jobs/states";

const tone: Record<JobStatus, string> = {
  [JOB_STATUS.open]: "bg-brand-50 text-brand-700",
  [JOB_STATUS.progressing]: "bg-sky-50 text-sky-700",
  [JOB_STATUS.completed]: "bg-emerald-50 text-emerald-700",
  [JOB_STATUS.canceled]: "bg-slate-100 text-slate-600",
};

/** The job's status as the spec names it (Open, Active, Completed, Cancelled). */
export function StatusBadge({ job }: { job: Pick<JobDto, "status" | "statusLabel"> }) {
  return (
    <span
      data-testid="job-status"
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[job.status] ?? tone[JOB_STATUS.open]}`}
    >
      {job.statusLabel}
    </span>
  );
}
