"use client";
// /dashboard/search-users: employers search employees, employees search employers (spec §2). Keyword,
// place and distance, hourly rate (employees), only my industry, nearby me; best first (words, rating and
// completed jobs, distance), with why each matched. The filter lives in the URL and, on the server, in
// the person's searchUserFilter. Pages load at 90% scrolled.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/components/search/search-box";
import { UserFilterModal } from "@/components/search/user-filter-modal";
import { SearchUserResult } from "@/components/search/result-cards";
import { FilterButton, FilterChips, ListEnd, ResultSkeleton, SpellingNote, type Chip } from "@/components/search/result-list";
import { targetHref, targetLog, type SearchTarget } from "@/components/search/targets";
import { EMPTY_USER_FILTER, USER_DISTANCES, correctedText, rateLabel, userFilterCount, userFilterToParams, type UserFilter } from "@/components/search/filters";
import { useUserSearch } from "@/hooks/use-search-results";
import { useSearchLog } from "@/hooks/use-search-suggestions";
import { useInfiniteScroll } from "@/hooks/use-infinite-scroll";
import { useUrlSync } from "@/components/search/use-url-sync";

type Viewer = { id: string; type: string };

export function SearchUsersScreen({ initialFilter, viewer }: { initialFilter: UserFilter; viewer: Viewer }) {
  const router = useRouter();
  const toast = useToast();
  const log = useSearchLog();
  // employers search employees; employees (and admins, who use the employee screens) search employers
  const side = viewer.type === "customer" ? "provider" : "customer";
  const employees = side === "provider";
  const [filter, setFilter] = useState(initialFilter);
  const [filterOpen, setFilterOpen] = useState(false);
  const search = useUserSearch(filter, side);
  const { items, first, error, isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = search;

  useUrlSync(userFilterToParams(filter));

  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error, toast]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll({ enabled: Boolean(hasNextPage) && !isFetchingNextPage && !error, onLoadMore: loadMore, itemCount: items.length });

  const change = (next: UserFilter) => {
    if (next.keyword && next.keyword !== filter.keyword) log({ keyword: next.keyword });
    setFilter(next);
    window.scrollTo({ top: 0 });
  };

  const pick = (t: SearchTarget) => {
    switch (t.kind) {
      case "keyword":
        return change({ ...filter, keyword: t.keyword.trim() });
      case "job":
        // a job title is a good word to find people by
        if (!t.id) return change({ ...filter, keyword: t.title });
        break;
      case "category":
        return change({ ...filter, keyword: "", categories: [t.name] });
      case "location":
        return change({ ...filter, keyword: "", isNearbyMe: false, location: t.text, lat: t.place?.lat ?? null, lng: t.place?.lng ?? null });
    }
    const entry = targetLog(t);
    if (entry) log(entry);
    router.push(targetHref(t, viewer.type));
  };

  const distance = USER_DISTANCES.find((d) => d.value === filter.distance && d.value !== "all");
  const hasRate = employees && (filter.minHourlyRate !== null || filter.maxHourlyRate !== null);
  const chips: Chip[] = [
    ...(filter.keyword ? [{ key: "keyword", label: `“${filter.keyword}”`, onRemove: () => change({ ...filter, keyword: "" }) }] : []),
    ...(filter.isNearbyMe ? [{ key: "nearby", label: "Nearby me", onRemove: () => change({ ...filter, isNearbyMe: false }) }] : []),
    ...(filter.location && !filter.isNearbyMe ? [{ key: "location", label: `Near ${filter.location}`, onRemove: () => change({ ...filter, location: "", lat: null, lng: null }) }] : []),
    ...(distance ? [{ key: "distance", label: `Within ${distance.label}`, onRemove: () => change({ ...filter, distance: "all" }) }] : []),
    ...(hasRate
      ? [{ key: "rate", label: rateLabel(filter.minHourlyRate, filter.maxHourlyRate), onRemove: () => change({ ...filter, minHourlyRate: null, maxHourlyRate: null }) }]
      : []),
    ...(filter.isOnlyIndustry ? [{ key: "industry", label: "Only my industry", onRemove: () => change({ ...filter, isOnlyIndustry: false }) }] : []),
    ...filter.categories.map((c) => ({ key: `cat-${c}`, label: c, onRemove: () => change({ ...filter, categories: filter.categories.filter((x) => x !== c) }) })),
  ];
  const title = employees ? "Search Employees" : "Search Employers";
  const noun = employees ? { one: "employee", many: "employees" } : { one: "employer", many: "employers" };

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-500">
          {employees
            ? "People ready to work, best matches first: skills and title, rating and finished jobs, and distance."
            : "Employers on Gigline, best matches first: the words you search, their rating and how close they are."}
        </p>
      </header>

      <div className="flex items-center gap-2 sm:gap-3">
        <SearchBox
          key={filter.keyword}
          viewerType={viewer.type}
          label={title}
          placeholder={employees ? "Search by name, title or skill" : "Search by name or company"}
          initialText={filter.keyword}
          onPick={pick}
          keepText
          className="min-w-0 flex-1"
          testId="page-search"
        />
        <FilterButton count={userFilterCount(filter, side)} onClick={() => setFilterOpen(true)} />
      </div>

      <FilterChips chips={chips} onClearAll={() => change({ ...EMPTY_USER_FILTER })} />

      {!isPending && <SpellingNote corrected={correctedText(first?.words)} searched={filter.keyword} relaxed={first?.relaxed} />}

      <section aria-label={`${title} results`}>
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
          <EmptyState title={`No ${noun.many} match your search`}>
            <p>Try other words, a wider distance or fewer filters.</p>
            {chips.length > 0 && (
              <Button variant="secondary" className="mt-4" onClick={() => change({ ...EMPTY_USER_FILTER })}>
                Clear search and filters
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-3" data-testid="user-results">
              {items.map((u) => (
                <SearchUserResult key={u._id} user={u} onOpen={(id) => log({ userId: id })} />
              ))}
            </ul>
            <ListEnd
              loadingMore={isFetchingNextPage}
              hasMore={Boolean(hasNextPage)}
              failed={isFetchNextPageError}
              count={items.length}
              onRetry={() => fetchNextPage()}
              noun={noun}
            />
          </>
        )}
      </section>

      {filterOpen && (
        <UserFilterModal
          initial={filter}
          side={side}
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
