// /dashboard/job: the New Job form, or the Edit Job form with ?id=<jobId> (the owner's open jobs only:
// another person's job or an unknown id is not found; a job that is no longer open goes to its detail).
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { JobForm } from "@/components/jobs/job-form/job-form";
import { getJobDto } from "@/lib/jobs/queries";
import type { Viewer } from "@/lib/jobs/dto";
import { AppError } from "@/lib/http/errors";
import { isJobOpen } from "@/lib/jobs/states";
import { requireUser } from "@/app/dashboard/_lib/session";
import { hiringAllowanceOf } from "@/app/dashboard/_lib/hiring-allowance";

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: (await searchParams).id ? "Edit Job" : "Post a Job" };
}

export default async function JobFormPage({ searchParams }: Props) {
  const user = await requireUser();
  const raw = (await searchParams).id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  // posting is the employer's part; employees have nothing to do here
  if (user.type !== "customer") redirect("/dashboard/home");
  // before posting: hiring needs a hire credit or a paid plan (posting itself is free)
  if (!id) return <JobForm allowance={await hiringAllowanceOf(user)} />;

  const job = await loadOwnJob(id, user);
  if (!job) notFound();
  if (!isJobOpen(job.status)) redirect(`/dashboard/detail-job/${job._id}`);
  return <JobForm job={job} />;
}

async function loadOwnJob(id: string, user: Viewer) {
  if (id.length > 64) return null;
  try {
    const job = await getJobDto(id, user);
    return job.isOwner ? job : null;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}
