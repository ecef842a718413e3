// The Overview tab: summary, price, duration, job type, posted-ago, the schedule (with the location's zone) and,
// for the employer and the hired worker only, the arrival details; screening questions
// (the owner sees them as the ones they set, a provider as the ones to answer), skills, categories, the
// activity box and the location card. A posting for several workers shows how many it needs, and its employer
// how many are hired and who. A provider who applied also sees their own proposal here.
import type { JobDto } from "@/lib/jobs/dto";
import { questionBadge } from "@/lib/jobs/screen-questions";
import { isJobOpen } from "@/lib/jobs/states";
import { NOT_SELECTED } from "@/lib/jobs/constants";
import { ChipList } from "@/components/profile/chip-list";
import { formatLongDate } from "@/components/profile/format";
import { LocationCard } from "@/components/jobs/location/location-card";
import { ActivityBox } from "@/components/jobs/detail/activity-box";
import { durationLabel, priceLabel } from "@/components/jobs/detail/labels";
import type { Viewer } from "@/components/jobs/detail/job-detail";
import { isProposalDeclined } from "@/lib/jobs/proposal-states";
import { ArrivalInfo } from "@/components/jobs/arrival-fields";
import { JobHires, workersFact } from "@/components/jobs/detail/job-hires";

export function JobOverview({ job, viewer, mapsKey }: { job: JobDto; viewer: Viewer; mapsKey: string }) {
  const open = isJobOpen(job.status);
  const facts: [string, string][] = [
    [open ? "Price" : "Final price", `${priceLabel(job.price, job.payType)} (${job.payType === "Hourly" ? "Hourly" : "Fixed"})`],
    ["Duration", durationLabel(job.duration, job.payType)],
    ["Job type", job.type],
    ...workersFact(job),
    ["Posted", job.postedAgo],
    ...(job.scheduleText ? ([["Schedule", job.scheduleText]] as [string, string][]) : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="job-summary">
        <h2 id="job-summary" className="font-semibold text-slate-900">
          Summary
        </h2>
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700">{job.description}</p>
        <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-slate-100 pt-4 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
              <dd className="mt-1 text-sm font-medium text-slate-800" data-testid={`job-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {job.arrival && (
          <div className="mt-4">
            <ArrivalInfo value={job.arrival} />
          </div>
        )}
      </section>

      <JobHires job={job} />

      {job.myProposal && viewer.type === "provider" && <MyProposal job={job} />}

      <ScreeningQuestions job={job} viewer={viewer} />

      <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <ChipList label="Skills" items={job.skills} />
        <ChipList label="Categories" items={job.categories} tone="slate" />
      </section>

      <ActivityBox job={job} />

      <LocationCard job={job} mapsKey={mapsKey} />
    </div>
  );
}

function ScreeningQuestions({ job, viewer }: { job: JobDto; viewer: Viewer }) {
  const questions = job.screenQuestions;
  if (!questions.length) return null;
  const note = job.isOwner
    ? "The questions you set for applicants."
    : viewer.type === "provider" && isJobOpen(job.status) && !job.myProposal
      ? "You will answer these questions when you apply."
      : "Applicants answer these questions.";
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="screening-questions">
      <h2 id="screening-questions" className="font-semibold text-slate-900">
        Screening questions
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">{note}</p>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        {questions.map((q, i) => (
          <li key={i}>
            {q.question}
            {!q.required && <span className="ml-1 text-slate-500">(optional)</span>}
            {job.isOwner && questionBadge(q) === "AI" && (
              <span className="ml-2 rounded bg-violet-50 px-1.5 py-0.5 text-[11px] font-semibold text-violet-700">AI</span>
            )}
            {job.isOwner && questionBadge(q) === "Suggested" && (
              <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-700">Suggested</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function MyProposal({ job }: { job: JobDto }) {
  const p = job.myProposal!;
  const declined = isProposalDeclined(p.status);
  return (
    <section
      className={`rounded-2xl border p-5 shadow-sm ${declined ? "border-slate-200 bg-slate-50" : "border-emerald-200 bg-emerald-50/40"}`}
      aria-labelledby="my-proposal"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-proposal" className="font-semibold text-slate-900">
          Your proposal
          {declined && (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{NOT_SELECTED}</span>
          )}
        </h2>
        <span className="text-sm text-slate-500">Sent {formatLongDate(p.createdAt)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {priceLabel(p.price, job.payType)} · {durationLabel(p.duration, job.payType)}
        {p.isInvite && <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-700">Invited</span>}
      </p>
      {declined && (
        <p className="mt-2 text-sm text-slate-600">The employer chose not to go ahead with this proposal. Thank you for applying.</p>
      )}
      <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{p.coverText}</p>
      {p.screenAnswers.length > 0 && (
        <dl className="mt-3 flex flex-col gap-2 text-sm">
          {p.screenAnswers.map((a, i) => (
            <div key={i}>
              <dt className="font-medium text-slate-800">{job.screenQuestions[i]?.question ?? `Question ${i + 1}`}</dt>
              <dd className="whitespace-pre-line text-slate-600">
                {a || <span className="italic text-slate-500">Not answered (optional)</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
