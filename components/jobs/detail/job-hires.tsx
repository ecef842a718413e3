// A posting for several workers, as its employer sees it: "3 of 6 hired" and each hire, linking to the job of
// their contract (the posting itself for the first hire, a seat for each later one).
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import type { JobDto } from "@/lib/jobs/dto";

/** The "Workers" fact of the overview: the employer reads how many are hired, anyone else how many are needed. */
export function workersFact(job: JobDto): [string, string][] {
  if (job.headcount <= 1) return [];
  return [["Workers", job.isOwner ? `${job.hiredCount} of ${job.headcount} hired` : `${job.headcount} needed`]];
}

export function JobHires({ job }: { job: JobDto }) {
  if (!job.isOwner || job.headcount <= 1 || job.hires.length === 0) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="job-hires">
      <h2 id="job-hires" className="font-semibold text-slate-900">
        Hired workers
        <span className="ml-2 text-sm font-normal text-slate-500" data-testid="job-hired-count">
          {job.hiredCount} of {job.headcount} hired
        </span>
      </h2>
      <ul className="mt-3 flex flex-col divide-y divide-slate-100">
        {job.hires.map((h) => (
          <li key={h._id} className="flex min-w-0 items-center justify-between gap-3 py-2">
            <span className="flex min-w-0 items-center gap-2">
              <Avatar src={h.user.avatar} name={h.user.name} size={32} decorative />
              <span className="truncate text-sm font-medium text-slate-800">{h.user.name}</span>
            </span>
            <span className="flex shrink-0 items-center gap-3 text-sm">
              <span className="text-slate-500">{h.statusLabel}</span>
              <Link
                href={`/dashboard/detail-job/${h.jobId}`}
                className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
              >
                Contract
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
