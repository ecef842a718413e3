import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { Icon } from "@/components/dashboard/icons";
import { ChipList } from "@/components/profile/chip-list";
import { DetailTabs } from "@/components/profile/detail-tabs";
import { EducationEntry, EmploymentEntry } from "@/components/profile/history-entries";
import { OverviewText } from "@/components/profile/overview-text";
import { Fact, ProfileHeader } from "@/components/profile/profile-header";
import { Stars } from "@/components/profile/stars";
import { formatBytes, formatLongDate, formatRate, shortLocation } from "@/components/profile/format";
import { displayName } from "@/lib/accounts/dto";
import { JobCard } from "@/components/jobs/job-card";
import { getUserDetailForPage } from "@/lib/profiles/user-detail";
import type { JobDto } from "@/lib/jobs/dto";
import { requireUser } from "@/app/dashboard/_lib/session";
import { AvailabilityTab } from "@/components/availability/availability-tab";
import { EmployerActions } from "@/components/profile/employer-actions";
import { inviteChoices } from "@/lib/proposals/invite-choices";
import { RosterActions } from "@/components/roster/roster-actions";
import { rosterKindOf } from "@/lib/roster/list";
import { workerReliability } from "@/lib/reliability/queries";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = await getUserDetailForPage((await params).id, await requireUser());
  return { title: detail ? displayName(detail.user) || "Employee" : "Profile not found" };
}

// What a signed-in person sees of an employee: the public view only (never e-mail or phone).
export default async function EmployeeDetailPage({ params }: Props) {
  const { id } = await params;
  const viewer = await requireUser();
  // the user, statistics and projects in one composed read (lib/profiles/user-detail.ts, as user/get_user_detail)
  const detail = await getUserDetailForPage(id, viewer);
  if (!detail) notFound();
  if (detail.type === "customer") redirect(`/dashboard/detail-employer/${id}`);
  const user = detail.user;
  const own = viewer.id === user._id;
  const name = displayName(user) || "Gigline member";
  // Job History: the contracts that ended, newest first, with the employer's review (user/get_user_detail)
  const { projects: history } = detail;
  // an employer may invite this person to one of their open jobs, or book them for a shift
  const employerView = viewer.type === "customer" && !own;
  const [openJobs, rosterKind, reliability] = await Promise.all([
    employerView ? inviteChoices(viewer.id, user._id) : [],
    employerView ? rosterKindOf(viewer.id, user._id) : null,
    workerReliability(user._id),
  ]);

  const overview = (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_280px]">
      <div className="flex flex-col gap-8">
        <section>
          <h2 className="text-lg font-semibold text-slate-900">Overview</h2>
          <div className="mt-2">
            {user.overview ? <OverviewText text={user.overview} /> : <p className="text-sm text-slate-400">No overview yet.</p>}
          </div>
        </section>
        <ChipList label="Skills" items={user.skills} />
        <ChipList label="Categories" items={user.categories} tone="slate" />
        <section>
          <h2 className="text-lg font-semibold text-slate-900">Education</h2>
          {user.educations.length ? (
            <div className="divide-y divide-slate-100">
              {user.educations.map((e) => (
                <EducationEntry key={e._id} item={e} />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-400">No education listed.</p>
          )}
        </section>
        <section>
          <h2 className="text-lg font-semibold text-slate-900">Work Experience</h2>
          {user.employments.length ? (
            <div className="divide-y divide-slate-100">
              {user.employments.map((e) => (
                <EmploymentEntry key={e._id} item={e} />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-400">No work experience listed.</p>
          )}
        </section>
      </div>
      <aside className="flex flex-col gap-4">
        <div className="rounded-xl border border-slate-200 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Hourly rate</p>
          <p className="mt-1 text-2xl font-bold text-slate-900">{formatRate(user.hourlyRate)}</p>
          <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-400">Location</p>
          <p className="mt-1 text-slate-700">{user.location || "Not set"}</p>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Resume</p>
          {user.resume ? (
            <div className="mt-2 flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600">
                <Icon name="file" className="h-5 w-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800">{user.resume.name}</p>
                <p className="text-xs text-slate-400">{formatBytes(user.resume.size)}</p>
              </div>
              <a
                href={user.resume.url}
                download={user.resume.name}
                aria-label="Download resume"
                title="Download resume"
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
              >
                <Icon name="download" className="h-5 w-5" />
              </a>
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-400">No resume uploaded.</p>
          )}
        </div>
      </aside>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader
        userId={user._id}
        own={own}
        name={name}
        avatar={user.avatar}
        subtitle={user.title || undefined}
        actions={
          employerView ? (
            <>
              <EmployerActions employee={{ _id: user._id, name }} jobs={openJobs} />
              <RosterActions worker={{ _id: user._id, name }} kind={rosterKind} />
            </>
          ) : undefined
        }
      >
        {shortLocation(user) && <Fact icon="mapPin">{shortLocation(user)}</Fact>}
        <Fact icon="dollar">{formatRate(user.hourlyRate)}</Fact>
        <Fact icon="calendar">Member since {formatLongDate(user.createdAt)}</Fact>
        <Stars score={user.reviewScore} count={user.reviewCount} />
        <span className="inline-flex items-center gap-1.5" data-testid="worker-reliability">
          <Icon name="shield" className="h-4 w-4 text-slate-400" />
          {reliability.line}
        </span>
      </ProfileHeader>
      <DetailTabs
        tabs={[
          { value: "overview", label: "Overview", content: overview },
          {
            value: "history",
            label: `Job History (${history.length})`,
            content: history.length ? (
              <JobHistory jobs={history} />
            ) : (
              <EmptyState title="No job history yet.">Completed jobs and their reviews will appear here.</EmptyState>
            ),
          },
          {
            value: "availability",
            label: "Availability",
            content: <AvailabilityTab availability={detail.availability} name={name} own={own} />,
          },
        ]}
      />
    </div>
  );
}

/** Finished contracts with the employer's review (or a quiet note when none was written). */
function JobHistory({ jobs }: { jobs: JobDto[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Job history">
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard job={job}>
            <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2.5 text-sm" data-testid="job-review">
              <p className="text-xs text-slate-500">
                {job.creator.name || "Unnamed Employer"}
                {job.completedAt
                  ? ` · Completed ${formatLongDate(job.completedAt)}`
                  : job.canceledAt
                    ? ` · Cancelled ${formatLongDate(job.canceledAt)}`
                    : ""}
              </p>
              {job.review ? (
                <div className="mt-1.5">
                  <span
                    className="inline-flex items-center gap-1 font-semibold text-amber-500"
                    aria-label={`Rated ${job.review.score} out of 5`}
                  >
                    {"★".repeat(job.review.score)}
                    <span className="text-slate-300">{"★".repeat(5 - job.review.score)}</span>
                    <span className="ml-1 text-slate-700">{job.review.score.toFixed(1)}</span>
                  </span>
                  <p className="mt-1 whitespace-pre-line text-slate-700">&ldquo;{job.review.text}&rdquo;</p>
                </div>
              ) : (
                <p className="mt-1 text-slate-400">No review yet.</p>
              )}
            </div>
          </JobCard>
        </li>
      ))}
    </ul>
  );
}
