import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { DetailTabs } from "@/components/profile/detail-tabs";
import { Fact, ProfileHeader } from "@/components/profile/profile-header";
import { Stars } from "@/components/profile/stars";
import { shortLocation } from "@/components/profile/format";
import { employerFacts, FactList } from "@/components/profile/employer-facts";
import { CompanyAbout, CompanyLogo } from "@/components/profile/company-profile";
import { displayName } from "@/lib/accounts/dto";
import { JobCard } from "@/components/jobs/job-card";
import { getUserDetailForPage } from "@/lib/profiles/user-detail";
import { ENDED_JOB_STATUSES, JOB_STATUS } from "@/lib/jobs/states";
import type { JobDto } from "@/lib/jobs/dto";
import { requireUser } from "@/app/dashboard/_lib/session";
import { listEmployerReviews, type EmployerReviewList } from "@/lib/reviews/employer-reviews";
import { ReportReviewButton } from "@/components/reviews/report-review-button";
import { EMPLOYER_REVIEW_WINDOW_DAYS } from "@/lib/jobs/review-window";
import { Avatar } from "@/components/ui/avatar";
import { StarRow } from "@/components/jobs/review/star-input";
import { formatLongDate } from "@/components/profile/format";
import { employerReliability } from "@/lib/reliability/employer";
import { EmployerReliabilityNote } from "@/components/reliability/employer-reliability-note";

type Props = { params: Promise<{ id: string }> };

const FALLBACK_NAME = "Unnamed Employer";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = await getUserDetailForPage((await params).id, await requireUser());
  return { title: detail ? displayName(detail.user) || FALLBACK_NAME : "Profile not found" };
}

// An employer as others see it: the jobs by status (completed and canceled grouped), the workers' published
// reviews of them with their rating, and the about box.
export default async function EmployerDetailPage({ params }: Props) {
  const { id } = await params;
  const viewer = await requireUser();
  // the user, statistics and projects in one composed read (lib/profiles/user-detail.ts, as user/get_user_detail)
  const [detail, reviews] = await Promise.all([getUserDetailForPage(id, viewer), listEmployerReviews(id, new Date(), viewer.id)]);
  // how reliable the employer is, from real shifts and payments (docs/booking-and-time.md (Reliability))
  const reliability = detail?.type === "customer" ? await employerReliability(id) : null;
  if (!detail) notFound();
  if (detail.type !== "customer") redirect(`/dashboard/detail-employee/${id}`);
  const user = detail.user;
  const own = viewer.id === user._id;
  const name = displayName(user) || FALLBACK_NAME;
  const s = user.statistics;
  // the employer's projects (user/get_user_detail's list): completed and canceled are grouped
  const { projects } = detail;
  const jobs = {
    open: projects.filter((j) => j.status === JOB_STATUS.open),
    active: projects.filter((j) => j.status === JOB_STATUS.progressing),
    completed: projects.filter((j) => ENDED_JOB_STATUSES.includes(j.status)),
  };

  const about = employerFacts(user.location, s, user.createdAt);

  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader
        userId={user._id}
        own={own}
        name={name}
        avatar={user.avatar}
        subtitle={user.accountType === "company" ? "Company" : "Employer"}
      >
        {shortLocation(user) && <Fact icon="mapPin">{shortLocation(user)}</Fact>}
        <Fact icon="briefcase">{s.jobsPosted === 1 ? "1 job posted" : `${s.jobsPosted} jobs posted`}</Fact>
        <Stars score={reviews.rating} count={reviews.count} />
      </ProfileHeader>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailTabs
            tabs={[
              {
                value: "open",
                label: `Open (${jobs.open.length})`,
                content: (
                  <JobList jobs={jobs.open}>
                    <EmptyState title="No open jobs.">
                      {own ? "Jobs you post appear here while they take proposals." : `${name} has no jobs open right now.`}
                    </EmptyState>
                  </JobList>
                ),
              },
              {
                value: "active",
                label: `Active (${jobs.active.length})`,
                content: (
                  <JobList jobs={jobs.active}>
                    <EmptyState title="No active jobs.">Jobs with someone hired appear here until they are completed.</EmptyState>
                  </JobList>
                ),
              },
              {
                value: "completed",
                label: `Completed (${jobs.completed.length})`,
                content: (
                  <JobList jobs={jobs.completed}>
                    <EmptyState title="No completed jobs.">Completed and cancelled jobs appear here.</EmptyState>
                  </JobList>
                ),
              },
            ]}
          />
          {reliability && <EmployerReliabilityNote figures={reliability} name={name} />}
          <ReviewList list={reviews} own={own} />
        </div>
        <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="about-employer">
          <div className="flex items-center gap-3">
            {user.companyLogo && <CompanyLogo src={user.companyLogo} name={name} size={48} />}
            <h2 id="about-employer" className="min-w-0 break-words font-semibold text-slate-900">
              About {name}
            </h2>
          </div>
          <CompanyAbout description={user.companyDescription} website={user.website} className="mt-3" />
          {own && !user.companyDescription && !user.website && (
            <p className="mt-2 text-sm text-slate-500">
              Tell job seekers about your business: add a description, logo and website on{" "}
              <Link href="/dashboard/edit-profile" className="font-medium text-brand-700 hover:underline">
                Edit Profile
              </Link>
              .
            </p>
          )}
          <FactList rows={about} testIdPrefix="about" rowClassName="py-2.5" />
        </aside>
      </div>
    </div>
  );
}

/** The tab's jobs as cards, or its empty state (the children). */
function JobList({ jobs, children }: { jobs: JobDto[]; children: React.ReactNode }) {
  if (!jobs.length) return <>{children}</>;
  return (
    <ul className="flex flex-col gap-3">
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}

/** The workers' published reviews of the employer, newest first ("No reviews yet" when none). */
function ReviewList({ list, own }: { list: EmployerReviewList; own: boolean }) {
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="employer-reviews"
      data-testid="employer-reviews"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="employer-reviews" className="font-semibold text-slate-900">
          Reviews from workers
        </h2>
        <Stars score={list.rating} count={list.count} />
      </div>
      {list.reviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          No reviews yet.{" "}
          {own
            ? `Workers can review you for ${EMPLOYER_REVIEW_WINDOW_DAYS} days after a contract ends; a review appears once you have reviewed them, or when those days end.`
            : ""}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {list.reviews.map((r) => (
            <li key={r._id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRow score={r.score} />
                <span className="text-sm text-slate-500">{formatLongDate(r.publishedAt)}</span>
              </div>
              <p className={`mt-1 whitespace-pre-line break-words text-sm ${r.hidden ? "italic text-slate-600" : "text-slate-700"}`}>
                {r.text}
              </p>
              <p className="mt-2 flex min-w-0 items-center gap-2 text-xs text-slate-500">
                <Avatar src={r.writer.avatar || null} name={r.writer.name || "Worker"} size={24} decorative />
                <span className="min-w-0 truncate">
                  {r.writer.name || "A worker"} · {r.jobTitle}
                </span>
              </p>
              {own && <ReportReviewButton reviewId={r._id} reported={r.reported} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
