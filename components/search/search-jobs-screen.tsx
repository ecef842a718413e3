"use client";
// /dashboard/search-jobs: open jobs for a keyword and a filter, best first, with why each matched. The
// filter starts as the page computed it (the person's saved filter with what the URL names) and lives in
// the URL (?keyword=…, shareable) — replaced in place, so no server round trip per change. The server
// keeps it as the person's searchFilter on every first page. Pages load at 90% scrolled.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/components/search/search-box";
import { JobFilterModal } from "@/components/search/job-filter-modal";
import { SearchJobResult } from "@/components/search/result-cards";
import { FilterButton, FilterChips, ListEnd, ResultSkeleton, SpellingNote, type Chip } from "@/components/search/result-list";
import { targetHref, targetLog, type SearchTarget } from "@/components/search/targets";
import { EMPTY_JOB_FILTER, correctedText, jobFilterCount, jobFilterToParams, type JobFilter } from "@/components/search/filters";
import { useJobSearch } from "@/hooks/use-search-results";
import { useSearchLog } from "@/hooks/use-search-suggestions";
import { useInfiniteScroll } from "@/hooks/use-infinite-scroll";
import { useUrlSync } from "@/components/search/use-url-sync";

type Viewer = { id: string; type: string };

export function SearchJobsScreen({ initialFilter, viewer }: { initialFilter: JobFilter; viewer: Viewer }) {
  const router = useRouter();
  const toast = useToast();
  const log = useSearchLog();
  const [filter, setFilter] = useState(initialFilter);
  const [filterOpen, setFilterOpen] = useState(false);
  const search = useJobSearch(filter);
  const { items, first, error, isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = search;

  useUrlSync(jobFilterToParams(filter));

  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error, toast]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll({ enabled: Boolean(hasNextPage) && !isFetchingNextPage && !error, onLoadMore: loadMore, itemCount: items.length });

  const change = (next: JobFilter) => {
    if (next.keyword && next.keyword !== filter.keyword) log({ keyword: next.keyword });
    setFilter(next);
    window.scrollTo({ top: 0 });
  };

  const pick = (t: SearchTarget) => {
    switch (t.kind) {
      case "keyword":
        return change({ ...filter, keyword: t.keyword.trim() });
      case "job":
        if (!t.id) return change({ ...filter, keyword: t.title });
        break;
      case "category":
        return change({ ...filter, keyword: "", categories: [t.name] });
      case "location":
        return change({ ...filter, keyword: "", location: t.text, lat: t.place?.lat ?? null, lng: t.place?.lng ?? null });
    }
    const entry = targetLog(t);
    if (entry) log(entry);
    router.push(targetHref(t, viewer.type));
  };

  const chips: Chip[] = [
    ...(filter.keyword ? [{ key: "keyword", label: `“${filter.keyword}”`, onRemove: () => change({ ...filter, keyword: "" }) }] : []),
    ...(filter.location
      ? [
          {
            key: "location",
            label: `${filter.distance === 0 ? "Any distance" : `Within ${filter.distance} mi`} of ${filter.location}`,
            onRemove: () => change({ ...filter, location: "", lat: null, lng: null }),
          },
        ]
      : []),
    ...(filter.payType !== "Any" ? [{ key: "pay", label: `${filter.payType} pay`, onRemove: () => change({ ...filter, payType: "Any" }) }] : []),
    ...filter.categories.map((c) => ({ key: `cat-${c}`, label: c, onRemove: () => change({ ...filter, categories: filter.categories.filter((x) => x !== c) }) })),
  ];
  const corrected = correctedText(first?.words);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Search Jobs</h1>
        <p className="text-sm text-slate-500">Open jobs, best matches first: the words you search, how close they are and how recent.</p>
      </header>

      <div className="flex items-center gap-2 sm:gap-3">
        <SearchBox
          key={filter.keyword}
          viewerType={viewer.type}
          label="Search jobs"
          placeholder="Search by title, skill or category"
          initialText={filter.keyword}
          onPick={pick}
          keepText
          className="min-w-0 flex-1"
          testId="page-search"
        />
        <FilterButton count={jobFilterCount(filter)} onClick={() => setFilterOpen(true)} />
      </div>

      <FilterChips chips={chips} onClearAll={() => change({ ...EMPTY_JOB_FILTER })} />

      {!isPending && <SpellingNote corrected={corrected} searched={filter.keyword} relaxed={first?.relaxed} />}

      <section aria-label="Job results">
        {isPending ? (
          <ResultSkeleton />
        ) : error && items.length === 0 ? (
          <EmptyState title="The search did not go through">
            <p>{error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => refetch()}>
              Try again
            </Button>
          </EmptyState>
        ) : items.length === 0 ? (
          <EmptyState title="No jobs match your search">
            <p>Try other words, a wider distance or fewer filters.</p>
            {chips.length > 0 && (
              <Button variant="secondary" className="mt-4" onClick={() => change({ ...EMPTY_JOB_FILTER })}>
                Clear search and filters
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-3" data-testid="job-results">
              {items.map((job) => (
                <SearchJobResult key={job._id} job={job} viewerId={viewer.id} onOpen={(id) => log({ jobId: id })} />
              ))}
            </ul>
            <ListEnd
              loadingMore={isFetchingNextPage}
              hasMore={Boolean(hasNextPage)}
              failed={isFetchNextPageError}
              count={items.length}
              onRetry={() => fetchNextPage()}
              noun={{ one: "job", many: "jobs" }}
            />
          </>
        )}
      </section>

      {filterOpen && (
        <JobFilterModal
          initial={filter}
          onClose={() => setFilterOpen(false)}
          onApply={(f) => {
            setFilterOpen(false);
            change(f);
          }}
        />
      )}
    </div>
  );
}
