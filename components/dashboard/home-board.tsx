"use client";
// Home (spec §2): employers get OPEN / ACTIVE / COMPLETED with Post A Job; employees (and admins) get FOR YOU,
// PROPOSED (open invitations first) and SAVED (components/dashboard/home-tabs.ts). The server page renders the
// open tab's jobs; the others load when opened (components/dashboard/use-home-board.ts). The search box looks
// in every tab, not only the open one: what people expect of "search my jobs". Matches are listed grouped by
// tab, the open tab's group first, each group named with its tab and count. For employees Enter also opens
// the full job search with the keyword.
import Link from "next/link";
import { Tabs } from "@/components/ui/tabs";
import { Icon } from "@/components/dashboard/icons";
import { useHomeBoard } from "@/components/dashboard/use-home-board";
import { HomeEmpty, HomeJobList, HomeSearchResults, HomeTabLoading } from "@/components/dashboard/home-board-parts";
import type { HomeBoardData } from "@/lib/matching/home-tabs";

export function HomeBoard({ data }: { data: HomeBoardData }) {
  const { tabs, current, setTab, keyword, setKeyword, text, searching, groups, search } = useHomeBoard(data);
  const employer = data.employer;
  const canSave = data.canSave;

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
                  className={`rounded-full px-1.5 py-0.5 text-xs sm:px-2 ${t.value === current.value ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-500"}`}
                  data-testid={`count-${t.value}`}
                >
                  {t.count}
                </span>
              </span>
            ),
          }))}
          value={current.value}
          onChange={setTab}
        />
      </div>
      <div
        role="tabpanel"
        aria-label={current.label}
        aria-busy={searching || (!text && !current.jobs && !current.failed)}
        className="p-4 sm:p-5"
      >
        {text ? (
          searching ? (
            <HomeTabLoading label="Searching every tab…" />
          ) : (
            <HomeSearchResults groups={groups} tabs={tabs} current={current} text={text} canSave={canSave} onOpenTab={setTab} />
          )
        ) : current.failed ? (
          <p role="alert" className="rounded-xl border border-dashed border-rose-200 px-6 py-10 text-center text-sm text-rose-700">
            These jobs could not be loaded. Reload the page to try again.
          </p>
        ) : !current.jobs ? (
          <HomeTabLoading label={`Loading ${current.label} jobs…`} />
        ) : current.jobs.length === 0 ? (
          <HomeEmpty tab={current} />
        ) : (
          <HomeJobList jobs={current.jobs} label={`${current.label} jobs`} canSave={canSave} />
        )}
      </div>
    </div>
  );
}
