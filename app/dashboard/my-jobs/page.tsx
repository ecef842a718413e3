// My Jobs (employee menu): the jobs they were hired for. Active: progressing contracts, newest hire first;
// Completed: completed and canceled contracts, newest first (the order of job/get_my_jobs), with a link to
// review the employer while the 14 days after the end run and no review is written.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { DetailTabs } from "@/components/profile/detail-tabs";
import { JobCard } from "@/components/jobs/job-card";
import { formatLongDate } from "@/components/profile/format";
import { listMyJobs } from "@/lib/jobs/list-my-jobs";
import { jobDtoReader } from "@/lib/jobs/queries";
import type { JobDto } from "@/lib/jobs/dto";
import { requireUser } from "@/app/dashboard/_lib/session";

export const metadata: Metadata = { title: "My Jobs" };

export default async function MyJobsPage() {
  const user = await requireUser();
  // employers follow their jobs on the home tabs
  if (user.type === "customer") redirect("/dashboard/home");
  const [active, completed] = await Promise.all([listMyJobs(user, "ACTIVE", jobDtoReader), listMyJobs(user, "COMPLETED", jobDtoReader)]);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">My Jobs</h1>
        <p className="mt-1 text-sm text-slate-500">The jobs you were hired for: contracts in progress and the ones that ended.</p>
      </div>
      <DetailTabs
        tabs={[
          {
            value: "active",
            label: `Active (${active.counts.active})`,
            content: <JobList jobs={active.jobs} empty="No active jobs." hint="When an employer hires you, the contract shows up here." />,
          },
          {
            value: "completed",
            label: `Completed (${completed.counts.completed})`,
            content: (
              <JobList
                jobs={completed.jobs}
                empty="No completed jobs."
                hint="Completed and cancelled contracts are kept here with their reviews."
              />
            ),
          },
        ]}
      />
    </div>
  );
}

function JobList({ jobs, empty, hint }: { jobs: JobDto[]; empty: string; hint: string }) {
  if (!jobs.length) return <EmptyState title={empty}>{hint}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard job={job}>
            {job.hire && (
              <p className="mt-2 text-xs text-slate-500">
                Hired {formatLongDate(job.hire.createdAt)} · {job.creator.name || "Unnamed Employer"} · Total {job.hire.totalLabel}
                {job.hire.completedAt ? ` · Completed ${formatLongDate(job.hire.completedAt)}` : ""}
                {job.hire.canceledAt ? ` · Cancelled ${formatLongDate(job.hire.canceledAt)}` : ""}
              </p>
            )}
            {job.hire?.employerReviewOpen && !job.employerReview && job.hire.employerReviewDeadline && (
              <Link
                href={`/dashboard/detail-job/${job._id}?page=1`}
                className="relative z-10 mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline"
                data-testid="review-employer-link"
              >
                Review the employer by {formatLongDate(job.hire.employerReviewDeadline)}
              </Link>
            )}
          </JobCard>
        </li>
      ))}
    </ul>
  );
}
