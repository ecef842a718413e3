// Public job page: an OPEN job readable without signing in, server-rendered with real metadata and a
// schema.org JobPosting. Unknown jobs are not found; completed and cancelled ones are answered 410 by proxy.ts
// with ./closed (this page never sees them). The query behind it (lib/public-jobs/queries.ts) reads no
// contact details (lib/public-jobs/queries.ts); applying happens after signing in.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getCachedPublicJob, jobPath } from "@/lib/public-jobs/queries";
import { jobPostingJsonLd } from "@/lib/public-jobs/json-ld";
import { idFromParam, placeLabel } from "@/lib/public-profiles/format";
import { jsonLdScript } from "@/lib/public-profiles/json-ld";
import { siteUrl } from "@/lib/public-profiles/site-url";
import { formatPrice } from "@/lib/money/amounts/format";
import { formatDate } from "@/lib/format/intl";
import { CompanyAbout, CompanyLogo } from "@/components/profile/company-profile";
import { Stars } from "@/components/profile/stars";

// Cached (ISR): rendered on the first request, then served from Next's cache until a change expires its
// tag (lib/public-pages/cache.ts) or 30 s (PUBLIC_PAGE_REVALIDATE) pass. The CSP nonce is put on its
// scripts per response by scripts/server.mjs (scripts/lib/nonce-html.mjs).
export const dynamic = "force-static";
export const revalidate = 30;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same job: one query per request
const loadJob = cache(async (param: string) => {
  const id = idFromParam(param);
  return id ? getCachedPublicJob(id) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await loadJob((await params).id);
  if (!job) return { title: "Job not found", robots: { index: false } };
  const place = placeLabel(job.city, job.state);
  const title = `${job.title}${place ? ` in ${place}` : ""} | Gigline`;
  const description = `${payLabel(job)} · ${job.type}. ${job.summary}`.slice(0, 300);
  const url = siteUrl(jobPath(job.id, job.title));
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    robots: { index: true, follow: true },
    openGraph: { type: "website", title, description, url, siteName: "Gigline" },
    twitter: { card: "summary", title, description },
  };
}

export default async function PublicJobPage({ params }: Props) {
  const job = await loadJob((await params).id);
  if (!job) notFound();
  const place = placeLabel(job.city, job.state);

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jobPostingJsonLd(job)) }} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <Link href="/jobs" className="hover:text-slate-800">
          Jobs
        </Link>
        <span aria-hidden> / </span>
        <span className="text-slate-700">{job.title}</span>
      </nav>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="space-y-6">
          <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-medium text-brand-700">{job.categories.join(" · ") || "Temporary work"}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{job.title}</h1>
            <p className="mt-2 text-sm text-slate-500">
              Posted {job.postedAgo} by {job.employer.name}
              {place ? ` · ${place}` : ""}
            </p>
            <dl className="mt-5 grid gap-4 border-t border-slate-100 pt-5 text-sm sm:grid-cols-4">
              <Fact label={job.payType === "Hourly" ? "Hourly rate" : "Fixed price"} value={payLabel(job)} />
              <Fact
                label="Duration"
                value={`${job.duration} ${job.payType === "Hourly" ? "hour" : "day"}${job.duration === 1 ? "" : "s"}`}
              />
              <Fact label="Job type" value={job.type} />
              <Fact label="Proposals" value={job.proposalsLabel} />
            </dl>
          </section>

          <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">About the job</h2>
            <div className="whitespace-pre-line text-slate-700">{job.description}</div>
          </section>

          {job.skills.length > 0 && (
            <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="mb-3 text-lg font-semibold text-slate-900">Skills</h2>
              <ul className="flex flex-wrap gap-2">
                {job.skills.map((s) => (
                  <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {s}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>

        <aside className="lg:sticky lg:top-6 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-2xl font-bold text-slate-900">{payLabel(job)}</p>
            <p className="mt-1 text-sm text-slate-600">
              {job.payType === "Hourly" ? "Hourly" : "Fixed price"}
              {place ? ` · ${place}` : ""}
            </p>
            <Link
              href="/"
              className="mt-5 flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Sign in to apply
            </Link>
            <Link
              href="/role"
              className="mt-2 flex w-full items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Create a free account
            </Link>
            <p className="mt-3 text-xs text-slate-500">
              Proposals are sent inside Gigline
              {job.questionCount
                ? `, with answers to the employer's ${job.questionCount} screening question${job.questionCount === 1 ? "" : "s"}`
                : ""}
              . Already signed in?{" "}
              <Link href={`/dashboard/detail-job/${job.id}`} className="font-medium text-brand-700 hover:underline">
                Open the job in your dashboard
              </Link>
              .
            </p>
          </div>
          <section
            className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            aria-labelledby="about-employer"
            data-testid="employer-card"
          >
            <h2 id="about-employer" className="text-xs font-semibold uppercase tracking-wide text-slate-400">
              About the employer
            </h2>
            <div className="mt-3 flex items-center gap-3">
              <CompanyLogo src={job.employer.logo || null} name={job.employer.name} size={48} />
              <p className="min-w-0 break-words font-semibold text-slate-900" data-testid="employer-name">
                {job.employer.name}
              </p>
            </div>
            <CompanyAbout description={job.employer.description} website={job.employer.website} limit={400} className="mt-3" />
            <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-500">Rating</dt>
                <dd className="text-right">
                  <Stars score={job.employer.rating} count={job.employer.ratingCount} />
                </dd>
              </div>
              <Row label="Member since" value={formatDate(job.employer.memberSince, { month: "long", year: "numeric", timeZone: "UTC" })} />
            </dl>
          </section>
        </aside>
      </div>
    </main>
  );
}

function payLabel(job: { payType: string; price: number }) {
  return formatPrice(job.price, job.payType);
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}
