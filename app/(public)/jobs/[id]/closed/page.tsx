// The page of a job that has ended (completed or cancelled), answered with 410 Gone: proxy.ts rewrites
// /jobs/{id} here with that status when the job has ended, and answers this path asked for directly with a 404
// otherwise. Rendered per request (never cached: a cached page can only answer 200 or 404) and kept out of
// search indexes; it names the job and its employer and links to similar open jobs.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getClosedPublicJob, jobPath, listSimilarOpenJobs } from "@/lib/public-jobs/queries";
import { idFromParam, placeLabel } from "@/lib/public-profiles/format";
import { formatPrice } from "@/lib/money/amounts/format";
import { IndexCard, SkillChips } from "../../../_components/public-index";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const loadJob = cache(async (param: string) => {
  const id = idFromParam(param);
  return id ? getClosedPublicJob(id) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await loadJob((await params).id);
  return {
    title: { absolute: job ? `${job.title}: no longer open | Gigline` : "Job not found | Gigline" },
    robots: { index: false },
  };
}

export default async function ClosedJobPage({ params }: Props) {
  const job = await loadJob((await params).id);
  if (!job) notFound();
  const similar = await listSimilarOpenJobs(job);
  const place = placeLabel(job.city, job.state);

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <Link href="/jobs" className="hover:text-slate-800">
          Jobs
        </Link>
        <span aria-hidden> / </span>
        <span className="text-slate-700">{job.title}</span>
      </nav>

      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="closed-job">
        <p className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
          {job.completed ? "Completed" : "Cancelled"}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">This job is no longer open</h1>
        <p className="mt-3 break-words text-slate-700">
          <span className="font-semibold text-slate-900" data-testid="closed-job-title">
            {job.title}
          </span>{" "}
          by <span className="font-semibold text-slate-900">{job.employerName}</span>
          {place ? ` in ${place}` : ""} {job.completed ? "has been completed" : "was cancelled by the employer"} and takes no more
          proposals.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            href="/jobs"
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Browse open jobs
          </Link>
          <Link
            href="/role"
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Create a free account
          </Link>
        </div>
      </section>

      <section className="mt-8" aria-labelledby="similar-jobs">
        <h2 id="similar-jobs" className="text-lg font-semibold text-slate-900">
          Similar open jobs
        </h2>
        {similar.length === 0 ? (
          <p className="mt-2 text-slate-600">
            No similar jobs are open right now.{" "}
            <Link href="/jobs" className="font-medium text-brand-700 hover:underline">
              See every open job
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-jobs">
            {similar.map((j) => {
              const where = placeLabel(j.city, j.state);
              return (
                <IndexCard key={j.id} href={jobPath(j.id, j.title)}>
                  <h3 className="break-words font-semibold text-slate-900">{j.title}</h3>
                  <p className="mt-1 text-xs text-slate-500">
                    {j.employer.name} · Posted {j.postedAgo}
                    {where ? ` · ${where}` : ""}
                  </p>
                  <p className="mt-3 text-sm font-semibold text-slate-900">
                    {j.payType === "Hourly" ? formatPrice(j.price, j.payType) : `${formatPrice(j.price, j.payType)} fixed`} · {j.type}
                  </p>
                  <SkillChips skills={j.skills} />
                </IndexCard>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
