// The one job card of every job list (home tabs, My Jobs, profile tabs, search results). It has no hooks,
// so server and client components can both render it. The whole card links to the job (an overlay link on
// the title); `actions` sit above that overlay, so their buttons stay clickable.
// Props are kept stable: { job, href?, actions? } (+ optional children: extra lines under the details).
import Link from "next/link";
import type { CardJob } from "@/lib/jobs/cards";
import { JOB_STATUS, JOB_STATUS_LABEL } from "@/lib/jobs/states";
import { NOT_SELECTED } from "@/lib/jobs/constants";
import { durationLabel, priceLabel } from "@/components/jobs/detail/labels";
import { jobDistanceLabel } from "@/lib/geo/distance-label";
import { isProposalDeclined, isInvitePending } from "@/lib/jobs/proposal-states";

export type { CardJob };

type Props = {
  job: CardJob;
  /** where the card leads; the job detail by default */
  href?: string;
  /** buttons or links shown at the card's bottom right (e.g. Save, Withdraw) */
  actions?: React.ReactNode;
  /** extra content under the details, e.g. why the job is recommended */
  children?: React.ReactNode;
};

export function JobCard({ job, href, actions, children }: Props) {
  const marker = jobMarker(job);
  const place = [job.city, job.state].filter(Boolean).join(", ") || job.location;
  // "Remote", or how far the job is from the viewer when the list knows it ("12 mi away")
  const away = jobDistanceLabel(job);
  return (
    <article
      className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500/50 hover:shadow-md sm:p-5"
      data-testid="job-card"
      data-job-id={job._id}
    >
      {/* on a phone the marker wraps under the title rather than squeezing it to a word per line */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          {/* h2: cards sit right under a page's h1, and a skipped level (h1 → h3) confuses screen readers */}
          <h2 className="text-base font-semibold leading-snug text-slate-900">
            <Link
              href={href ?? `/dashboard/detail-job/${job._id}`}
              className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
            >
              {job.title}
            </Link>
          </h2>
          <p className="mt-1 text-xs text-slate-500">
            Posted {job.postedAgo}
            {place ? ` · ${place}` : ""}
            {away && (
              <>
                {" · "}
                <span
                  className={`whitespace-nowrap font-semibold ${job.remote ? "text-sky-700" : "text-slate-700"}`}
                  data-testid="job-distance"
                >
                  {away}
                </span>
              </>
            )}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${MARKER_TONE[marker.tone]}`}
          data-testid="job-marker"
          title={marker.label}
        >
          <BookmarkIcon />
          {marker.label}
        </span>
      </div>
      {job.hiddenNotice && (
        <p
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm break-words text-amber-900"
          data-testid="job-hidden"
        >
          {job.hiddenNotice}
        </p>
      )}

      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="sr-only">Price</dt>
          <dd className="font-semibold text-slate-900">{priceLabel(job.price, job.payType)}</dd>
        </div>
        <div>
          <dt className="sr-only">Pay type</dt>
          <dd className="text-slate-600">{job.payType === "Hourly" ? "Hourly" : "Fixed price"}</dd>
        </div>
        <div>
          <dt className="sr-only">Duration</dt>
          <dd className="text-slate-600">{durationLabel(job.duration, job.payType)}</dd>
        </div>
        {(job.headcount ?? 1) > 1 && (
          <div>
            <dt className="sr-only">Workers</dt>
            <dd className="font-medium text-slate-700" data-testid="job-headcount">
              {job.headcount} workers needed
            </dd>
          </div>
        )}
        {job.scheduleText && (
          <div>
            <dt className="sr-only">Schedule</dt>
            <dd className="text-slate-700" data-testid="job-schedule">
              {job.scheduleText}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline text-slate-500">Proposals: </dt>
          <dd className="inline font-medium text-slate-700" data-testid="job-proposals">
            {job.proposalsLabel}
          </dd>
        </div>
      </dl>

      {job.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{job.description}</p>}

      {children}

      {(job.skills.length > 0 || actions) && (
        <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
          <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
            {job.skills.slice(0, 5).map((s) => (
              <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {s}
              </li>
            ))}
            {job.skills.length > 5 && <li className="px-1 text-xs text-slate-400">+{job.skills.length - 5}</li>}
          </ul>
          {actions && <div className="relative z-10 flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
    </article>
  );
}

type Tone = "brand" | "amber" | "green" | "slate" | "violet";

const MARKER_TONE: Record<Tone, string> = {
  brand: "bg-brand-50 text-brand-700",
  amber: "bg-amber-50 text-amber-700",
  green: "bg-emerald-50 text-emerald-700",
  slate: "bg-slate-100 text-slate-600",
  violet: "bg-violet-50 text-violet-700",
};

/**
 * The bookmark marker: completed, canceled, progressing, or proposals received (the owner of an open
 * job). Others looking at an open job see whether they were invited, applied or saved it.
 */
export function jobMarker(job: Pick<CardJob, "status" | "isOwner" | "proposalsCount" | "myProposal" | "myInvite" | "isFavorite">): {
  label: string;
  tone: Tone;
} {
  switch (job.status) {
    case JOB_STATUS.progressing:
      return { label: JOB_STATUS_LABEL[JOB_STATUS.progressing], tone: "amber" };
    case JOB_STATUS.completed:
      return { label: JOB_STATUS_LABEL[JOB_STATUS.completed], tone: "green" };
    case JOB_STATUS.canceled:
      return { label: JOB_STATUS_LABEL[JOB_STATUS.canceled], tone: "slate" };
  }
  if (job.isOwner) {
    return job.proposalsCount > 0 ? { label: "Proposals received", tone: "brand" } : { label: "Open", tone: "brand" };
  }
  if (job.myProposal)
    return isProposalDeclined(job.myProposal.status) ? { label: NOT_SELECTED, tone: "slate" } : { label: "Applied", tone: "violet" };
  if (isInvitePending(job.myInvite?.status)) return { label: "Invited", tone: "violet" };
  if (job.isFavorite) return { label: "Saved", tone: "brand" };
  return { label: "Open", tone: "brand" };
}

/** "$45.50/hr" for hourly jobs, "$300.00" for fixed ones; "5.5 hours", "3 days" (components/jobs/detail/labels.ts). */
export { durationLabel, priceLabel };

function BookmarkIcon() {
  return (
    <svg viewBox="0 0 20 20" width="12" height="12" fill="currentColor" aria-hidden className="-mt-0.5 mr-1 inline-block">
      <path d="M5 2.5h10a1 1 0 0 1 1 1V18l-6-3.5L4 18V3.5a1 1 0 0 1 1-1Z" />
    </svg>
  );
}
