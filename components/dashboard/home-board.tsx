"use client";
// Home (spec §2): employers get OPEN / ACTIVE / COMPLETED (completed and canceled together) with Post A
// Job; employees (and admins) get FOR YOU (job/get_recommend_jobs), PROPOSED (job/get_apply_jobs, open
// invitations first) and SAVED (job/get_favorite_jobs). The lists come from the server page.
//
// The open tab is in the URL (?tab=completed, replaced in place like the search screens' filters), so a
// reload or Back from a job lands on the tab the person left. The search box looks in every tab, not only
// the open one: what people expect of "search my jobs". Matches are listed grouped by tab, the open tab's
// group first, each group named with its tab and count. For employees Enter also opens the full job search
// with the keyword.
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Tabs } from "@/components/ui/tabs";
import { Button } from "@/components/ui/button";
import { Icon, type IconName } from "@/components/dashboard/icons";
import { JobCard, type CardJob } from "@/components/jobs/job-card";
import { homeSearchGroups } from "@/components/dashboard/home-search";
import { employerOpenEmpty } from "@/components/dashboard/home-empty";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { JOB_STATUS } from "@/lib/jobs/states";

/** A job of the lists: what its card shows, its categories (the search looks in them) and, FOR YOU, why it is there
 *  (app/dashboard/home/page.tsx reads them with lib/jobs/cards.ts). */
export type HomeJob = CardJob & { categories: string[]; score?: number; reasons?: string[] };

export type HomeData =
  | {
      employer: true;
      open: HomeJob[];
      active: HomeJob[];
      completed: HomeJob[];
      counts: { open: number; active: number; completed: number };
    }
  | { employer: false; canSave: boolean; forYou: HomeJob[]; forYouTotal: number; proposed: HomeJob[]; saved: HomeJob[] };

type TabDef = {
  value: string;
  label: string;
  icon: IconName;
  title: string;
  text: string;
  action?: { href: string; label: string };
  jobs: HomeJob[];
  count: number;
};

const EMPTY = {
  open: {
    icon: "briefcase",
    // the title, text and action depend on whether the employer has posted before (employerOpenEmpty)
    title: "",
    text: "",
  },
  active: {
    icon: "clock",
    title: "No active jobs.",
    text: "When you hire someone for one of your open jobs, the contract shows up here.",
    action: { href: "/dashboard/search-users", label: "Find employees" },
  },
  completed: {
    icon: "check",
    title: "No completed jobs.",
    text: "Completed and cancelled contracts are kept here, with their payments and reviews.",
  },
  "for-you": {
    icon: "sparkle",
    title: "No jobs for you yet.",
    text: "Jobs that match your categories and skills appear here. A complete profile gets better matches.",
    action: { href: "/dashboard/edit-profile", label: "Complete your profile" },
  },
  proposed: {
    icon: "file",
    title: "No proposals yet.",
    text: "Jobs you apply to appear here, so you can follow their progress.",
    action: { href: "/dashboard/search-jobs", label: "Browse jobs" },
  },
  saved: {
    icon: "heart",
    title: "No saved jobs.",
    text: "Save the jobs you like while browsing to come back to them later.",
  },
} satisfies Record<string, Omit<TabDef, "value" | "label" | "jobs" | "count">>;

function tabsFor(data: HomeData): TabDef[] {
  if (data.employer) {
    return [
      { value: "open", label: "OPEN", ...EMPTY.open, ...employerOpenEmpty(data.counts), jobs: data.open, count: data.counts.open },
      { value: "active", label: "ACTIVE", ...EMPTY.active, jobs: data.active, count: data.counts.active },
      { value: "completed", label: "COMPLETED", ...EMPTY.completed, jobs: data.completed, count: data.counts.completed },
    ];
  }
  return [
    { value: "for-you", label: "FOR YOU", ...EMPTY["for-you"], jobs: data.forYou, count: data.forYouTotal },
    { value: "proposed", label: "PROPOSED", ...EMPTY.proposed, jobs: data.proposed, count: data.proposed.length },
    { value: "saved", label: "SAVED", ...EMPTY.saved, jobs: data.saved, count: data.saved.length },
  ];
}

export function HomeBoard({ data, initialTab }: { data: HomeData; initialTab?: string }) {
  const employer = data.employer;
  const tabs = tabsFor(data);
  const valid = (v: string | null | undefined): v is string => Boolean(v && tabs.some((t) => t.value === v));
  const urlTab = useSearchParams().get("tab");
  const [tab, setTabState] = useState(valid(urlTab) ? urlTab : valid(initialTab) ? initialTab : tabs[0].value);
  // Back/Forward (or a link) to another ?tab= shows that tab
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the URL (Back/Forward) while clicks set the tab first
    if (valid(urlTab)) setTabState(urlTab);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlTab]);
  const setTab = (value: string) => {
    setTabState(value);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    // the native history API: Next keeps its router in step and asks the server for nothing
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  };
  const [keyword, setKeyword] = useState("");
  const router = useRouter();
  const current = tabs.find((t) => t.value === tab) ?? tabs[0];
  const text = keyword.trim();
  // a search looks in every tab: the open tab first, then the others in their order
  const groups = homeSearchGroups(tabs, current, text);
  const found = groups.filter((g) => g.jobs.length > 0);

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    // employers filter their own lists; employees can take the keyword to the full job search
    if (!text || employer) return;
    router.push(`/dashboard/search-jobs?keyword=${encodeURIComponent(text)}`);
  };

  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <form role="search" onSubmit={search} className="relative w-full sm:max-w-sm">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            <Icon name="search" className="h-4 w-4" />
          </span>
          <input
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            aria-label={employer ? "Search your jobs" : "Search jobs"}
            placeholder={employer ? "Search all your jobs by title or skill" : "Search jobs by title or skill"}
            className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pl-9 pr-3 text-sm outline-none transition focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
          />
        </form>
        {employer && (
          <Link
            href="/dashboard/job"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            <Icon name="plus" className="h-4 w-4" />
            Post A Job
          </Link>
        )}
      </div>
      <div className="overflow-x-auto px-4 sm:px-5">
        <Tabs
          tabs={tabs.map((t) => ({
            value: t.value,
            label: (
              <span className="inline-flex items-center gap-1.5 sm:gap-2">
                {t.label}
                <span
                  className={`rounded-full px-1.5 py-0.5 text-xs sm:px-2 ${t.value === tab ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-500"}`}
                  data-testid={`count-${t.value}`}
                >
                  {t.count}
                </span>
              </span>
            ),
          }))}
          value={tab}
          onChange={setTab}
        />
      </div>
      <div role="tabpanel" aria-label={current.label} className="p-4 sm:p-5">
        {text ? (
          found.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-200 px-6 py-10 text-center text-sm text-slate-500">
              <p>No jobs match &ldquo;{text}&rdquo;.</p>
              <p className="mt-1 text-xs">Searched in {tabs.map((t) => t.label).join(", ")}.</p>
            </div>
          ) : (
            <div className="flex flex-col gap-5" data-testid="home-search-results">
              <p className="text-sm text-slate-500">
                {found.reduce((n, g) => n + g.jobs.length, 0)}{" "}
                {found.reduce((n, g) => n + g.jobs.length, 0) === 1 ? "job matches" : "jobs match"} &ldquo;{text}&rdquo; in all tabs
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
                        onClick={() => setTab(g.tab.value)}
                        className="ml-1 font-semibold normal-case tracking-normal text-brand-700 hover:underline"
                      >
                        Open tab
                      </button>
                    )}
                  </h3>
                  <JobList jobs={g.jobs} label={`${g.tab.label} jobs`} data={data} />
                </section>
              ))}
            </div>
          )
        ) : current.jobs.length === 0 ? (
          <Empty tab={current} />
        ) : (
          <JobList jobs={current.jobs} label={`${current.label} jobs`} data={data} />
        )}
      </div>
    </div>
  );
}

function JobList({ jobs, label, data }: { jobs: HomeJob[]; label: string; data: HomeData }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard
            job={job}
            actions={!data.employer && data.canSave && job.status === JOB_STATUS.open ? <SaveButton job={job} /> : undefined}
          >
            {job.reasons && job.reasons.length > 0 && <Reasons score={job.score ?? 0} reasons={job.reasons} />}
          </JobCard>
        </li>
      ))}
    </ul>
  );
}

function Empty({ tab }: { tab: TabDef }) {
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

/** Save / unsave an open job (job/favorite, job/unfavorite), then the page's lists reload. */
function SaveButton({ job }: { job: HomeJob }) {
  const [saved, setSaved] = useState(job.isFavorite);
  const save = useApiMutation((favorite: boolean) => api(favorite ? "job/favorite" : "job/unfavorite", { id: job._id }), {
    onSuccess: (_, favorite) => setSaved(favorite),
  });
  const busy = save.isPending;
  const toggle = () => save.run(!saved);
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggle}
      loading={busy}
      aria-pressed={saved}
      aria-label={saved ? `Unsave ${job.title} (Saved)` : `Save ${job.title}`}
    >
      {!busy && <Icon name="heart" className={`h-4 w-4 ${saved ? "fill-current text-rose-600" : ""}`} />}
      {saved ? "Saved" : "Save"}
    </Button>
  );
}
