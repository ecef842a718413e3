"use client";
// The cards of the two result lists. Jobs reuse the job card of every job list (a search result carries
// the list fields of a job, not the detail-only ones, which are filled with their empty values here) with
// the reasons it matched under the details. People get a card of their own: avatar, name, title, rate,
// rating, place, skills (the matched ones highlighted and first), distance. Opening either is remembered
// in the search log ("Recently viewed").
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { Stars } from "@/components/profile/stars";
import { formatRate, shortLocation } from "@/components/profile/format";
import { MatchInfo } from "@/components/search/match-info";
import { userDetailHref } from "@/components/search/targets";
import type { SearchJob, SearchUser } from "@/lib/search/answers";
import { JobCard, type CardJob } from "@/components/jobs/job-card";

/** A search result as the job card's input: a result lists open jobs with no proposal or invite of the viewer's. */
export function asCardJob(j: SearchJob, viewerId: string): CardJob {
  return { ...j, isOwner: j.creator._id === viewerId, myProposal: null, myInvite: null };
}

/** Runs `fn` when a click inside the element followed a link (the card's overlay link or another). */
function onLinkClick(fn: () => void) {
  return (e: React.MouseEvent) => {
    if ((e.target as HTMLElement).closest("a")) fn();
  };
}

export function SearchJobResult({ job, viewerId, onOpen }: { job: SearchJob; viewerId: string; onOpen: (id: string) => void }) {
  return (
    <li onClick={onLinkClick(() => onOpen(job._id))}>
      <JobCard job={asCardJob(job, viewerId)}>
        <p className="mt-2 text-xs text-slate-500">
          {job.creator.name}
          {job.creator.employerRatingCount > 0 && ` · ★ ${job.creator.employerRating.toFixed(1)} (${job.creator.employerRatingCount})`}
          {job.type ? ` · ${job.type}` : ""}
        </p>
        {/* a remote job's card says "Remote"; how far its employer's address is would mislead */}
        <MatchInfo match={job.remote && job.match ? { ...job.match, distance: null } : job.match} />
      </JobCard>
    </li>
  );
}

export function SearchUserResult({ user, onOpen }: { user: SearchUser; onOpen: (id: string) => void }) {
  const href = userDetailHref(user._id, user.type);
  const matched = new Set(user.match?.skills ?? []);
  const skills = [...user.skills].sort((a, b) => Number(matched.has(b)) - Number(matched.has(a)));
  const place = shortLocation(user);
  const employee = user.type !== "customer";
  const name = user.name || (employee ? "Unnamed" : "Unnamed Employer");
  return (
    <li onClick={onLinkClick(() => onOpen(user._id))}>
      <article
        className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500/50 hover:shadow-md sm:p-5"
        data-testid="user-card"
        data-user-id={user._id}
        aria-label={name}
      >
        <Avatar src={user.avatar || null} name={name} size={56} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <h2 className="text-base font-semibold leading-snug text-slate-900">
                <Link href={href} className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700">
                  {name}
                </Link>
              </h2>
              {user.title && <p className="truncate text-sm text-slate-600">{user.title}</p>}
            </div>
            {employee && (
              <p className="shrink-0 text-sm font-semibold text-slate-900" data-testid="user-rate">
                {formatRate(user.hourlyRate)}
              </p>
            )}
          </div>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
            <Stars score={user.reviewScore} count={user.reviewCount} />
            {place && <span data-testid="user-location">{place}</span>}
            {employee ? (
              user.completedJobs > 0 && (
                <span>
                  {user.completedJobs} job{user.completedJobs === 1 ? "" : "s"} completed
                </span>
              )
            ) : (
              <span>{user.accountType === "company" ? "Company" : "Personal account"}</span>
            )}
          </div>
          {skills.length > 0 && (
            <ul className="mt-2.5 flex flex-wrap gap-1.5" aria-label="Skills">
              {skills.slice(0, 6).map((s) => (
                <li
                  key={s}
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${matched.has(s) ? "bg-amber-100 font-semibold text-amber-800" : "bg-slate-100 text-slate-700"}`}
                >
                  {s}
                </li>
              ))}
              {skills.length > 6 && <li className="px-1 text-xs text-slate-400">+{skills.length - 6}</li>}
            </ul>
          )}
          {/* the skills above already show which ones matched */}
          <MatchInfo match={user.match} showSkills={false} />
        </div>
      </article>
    </li>
  );
}
