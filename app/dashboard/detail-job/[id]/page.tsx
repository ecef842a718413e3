import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { hiringAllowanceOf } from "@/app/dashboard/_lib/hiring-allowance";
import { JobDetail } from "@/components/jobs/detail/job-detail";
import { tabIndexFromPage } from "@/components/jobs/detail/tabs";
import { AppError } from "@/lib/http/errors";
import { getJobDto } from "@/lib/jobs/queries";
import { publicEnv } from "@/lib/public-env";
import { rosterKindOf } from "@/lib/roster/list";
import { BackfillPanel } from "@/components/booking/backfill-panel";
import { employerReliability } from "@/lib/reliability/employer";
import { EmployerReliabilityNote } from "@/components/reliability/employer-reliability-note";

export const metadata: Metadata = { title: "Job Details" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string | string[] }> };

// The job as the signed-in person may see it (lib/jobs/queries decides: the owner gets every proposal, a
// provider only their own). The layout is kept across client navigations, so the page checks the session itself.
export default async function JobDetailPage({ params, searchParams }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const { page } = await searchParams;
  const job = await getJobDto(id, { id: user.id, type: user.type }).catch((err) => {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  });
  // the owner can add the hired worker to their team from the contract
  const rosterKind = job.isOwner && job.hire ? await rosterKindOf(user.id, job.hire.user._id) : undefined;
  // a worker sees how reliable the employer is (docs/booking-and-time.md (Reliability))
  const employer = user.type === "provider" && !job.isOwner ? await employerReliability(job.creator._id) : null;
  const detail = (
    <JobDetail
      // a fresh tab choice when the URL's page changes (e.g. the pay page's link back to the contract)
      key={`${job._id}:${tabIndexFromPage(page)}`}
      job={job}
      viewer={{ id: user.id, type: user.type }}
      initialTab={tabIndexFromPage(page)}
      // read at request time, so a key set in the environment works without a rebuild
      mapsKey={publicEnv.googleMapsKey}
      // the owner's credit or plan, shown in the Hire dialog
      hiring={job.isOwner ? await hiringAllowanceOf(user) : undefined}
      rosterKind={rosterKind}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      {/* the owner also sees a replacement search for a dropped shift of this job, live (nothing when there is none) */}
      {job.isOwner && <BackfillPanel jobId={job._id} />}
      {/* an admin hid the job: only its employer (and admins) can open it, and reads why */}
      {job.hiddenNotice && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {job.hiddenNotice}
        </p>
      )}
      {employer && <EmployerReliabilityNote figures={employer} name={job.creator.name || undefined} />}
      {detail}
    </div>
  );
}
