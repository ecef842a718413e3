"use client";
// The home board's parts (components/dashboard/home-board.tsx): a tab's job list with FOR YOU's reasons and
// the save button, its empty state, its loading state and the search's matches grouped by tab.
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/dashboard/icons";
import { JobCard } from "@/components/jobs/job-card";
import { HOME_TAB_KEY, type HomeTabState } from "@/components/dashboard/use-home-board";
import type { HomeTabDef } from "@/components/dashboard/home-tabs";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { JOB_STATUS } from "@/lib/jobs/states";
import type { HomeJob } from "@/lib/matching/home-tabs";

export function HomeJobList({ jobs, label, canSave }: { jobs: HomeJob[]; label: string; canSave: boolean }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard job={job} actions={canSave && job.status === JOB_STATUS.open ? <SaveButton job={job} /> : undefined}>
            {job.reasons && job.reasons.length > 0 && <Reasons score={job.score ?? 0} reasons={job.reasons} />}
          </JobCard>
        </li>
      ))}
    </ul>
  );
}

export function HomeEmpty({ tab }: { tab: HomeTabDef }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-6 py-14 text-center">
      <span className="mb-3 rounded-full bg-brand-50 p-3 text-brand-600">
        <Icon name={tab.icon} className="h-7 w-7" />
      </span>
      <p className="font-semibold text-slate-800">{tab.title}</p>
      <p className="mt-1 max-w-md text-sm text-slate-500">{tab.text}</p>
      {tab.action && (
        <Link href={tab.action.href} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
          {tab.action.label} →
        </Link>
      )}
    </div>
  );
}

/** While a tab's jobs load: card-sized placeholders, so the panel keeps about its height. */
export function HomeTabLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="h-36 animate-pulse rounded-xl border border-slate-100 bg-slate-50" />
      ))}
    </div>
  );
}

type Group = { tab: HomeTabState; jobs: HomeJob[] };

/** The search's matches, grouped by tab (the open tab's first), or what was searched when nothing matches. */
export function HomeSearchResults(props: {
  groups: Group[];
  tabs: HomeTabState[];
  current: HomeTabState;
  text: string;
  canSave: boolean;
  onOpenTab: (value: string) => void;
}) {
  const { groups, tabs, current, text, canSave, onOpenTab } = props;
  const found = groups.filter((g) => g.jobs.length > 0);
  const total = found.reduce((n, g) => n + g.jobs.length, 0);
  if (found.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-200 px-6 py-10 text-center text-sm text-slate-500">
        <p>No jobs match &ldquo;{text}&rdquo;.</p>
        <p className="mt-1 text-xs">Searched in {tabs.map((t) => t.label).join(", ")}.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5" data-testid="home-search-results">
      <p className="text-sm text-slate-500">
        {total} {total === 1 ? "job matches" : "jobs match"} &ldquo;{text}&rdquo; in all tabs
        {groups[0].jobs.length === 0 && <> · none in {current.label}</>}
      </p>
      {found.map((g) => (
        <section key={g.tab.value} aria-label={`${g.tab.label} matches`} data-testid={`matches-${g.tab.value}`}>
          <h3 className="mb-2 flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-slate-500">
            {g.tab.label}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">{g.jobs.length}</span>
            {g.tab.value !== current.value && (
              <button
                type="button"
                onClick={() => onOpenTab(g.tab.value)}
                className="ml-1 font-semibold normal-case tracking-normal text-brand-700 hover:underline"
              >
                Open tab
              </button>
            )}
          </h3>
          <HomeJobList jobs={g.jobs} label={`${g.tab.label} jobs`} canSave={canSave} />
        </section>
      ))}
    </div>
  );
}

/** Why a FOR YOU job is there: the match score and the first reasons of the ranking. */
function Reasons({ score, reasons }: { score: number; reasons: string[] }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600" data-testid="job-reasons">
      <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-bold text-emerald-700">{score}% match</span>
      {reasons.slice(0, 4).map((r, i) => (
        <span key={r} className="inline-flex items-center gap-x-3">
          {i > 0 && (
            <span className="text-slate-300" aria-hidden>
              •
            </span>
          )}
          {r}
        </span>
      ))}
    </div>
  );
}

/** Save / unsave an open job (job/favorite, job/unfavorite), then the page and the other tabs' lists reload. */
function SaveButton({ job }: { job: HomeJob }) {
  const [saved, setSaved] = useState(job.isFavorite);
  const save = useApiMutation((favorite: boolean) => api(favorite ? "job/favorite" : "job/unfavorite", { id: job._id }), {
    onSuccess: (_, favorite) => setSaved(favorite),
    invalidate: [[HOME_TAB_KEY]],
  });
  const busy = save.isPending;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => save.run(!saved)}
      loading={busy}
      aria-pressed={saved}
      aria-label={saved ? `Unsave ${job.title} (Saved)` : `Save ${job.title}`}
    >
      {!busy && <Icon name="heart" className={`h-4 w-4 ${saved ? "fill-current text-rose-600" : ""}`} />}
      {saved ? "Saved" : "Save"}
    </Button>
  );
}
