"use client";
// What the Search Jobs and Search Users screens share: the filter state kept in the URL, the search
// suggestions' picks, infinite scroll and error toasts (useSearchScreen, use-search-screen.ts), and the page
// around the results (SearchScreen): header, search box with the filter button, chips, spelling note,
// results or their empty states, and the filter modal.
import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/components/search/search-box";
import { FilterButton, FilterChips, ListEnd, ResultSkeleton, SpellingNote, type Chip } from "@/components/search/result-list";
import { correctedText } from "@/components/search/filters";
import type { BaseFilter, Screen } from "@/components/search/use-search-screen";

export { useSearchScreen, type ScreenSearch } from "@/components/search/use-search-screen";

export function SearchScreen<F extends BaseFilter, T>({
  screen,
  viewerType,
  empty,
  title,
  intro,
  searchLabel,
  placeholder,
  filterCount,
  chips,
  resultsLabel,
  noun,
  listTestId,
  renderItem,
  renderFilter,
}: {
  screen: Screen<F, T>;
  viewerType: string;
  /** the filter "Clear all" goes back to */
  empty: F;
  title: string;
  intro: React.ReactNode;
  searchLabel: string;
  placeholder: string;
  filterCount: number;
  chips: Chip[];
  resultsLabel: string;
  noun: { one: string; many: string };
  listTestId: string;
  renderItem: (item: T) => React.ReactNode;
  /** the filter modal, mounted only while open */
  renderFilter: (p: { initial: F; onClose: () => void; onApply: (f: F) => void }) => React.ReactNode;
}) {
  const { filter, change, pick, search } = screen;
  const { items, first, error, isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = search;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-500">{intro}</p>
      </header>

      <div className="flex items-center gap-2 sm:gap-3">
        <SearchBox
          key={filter.keyword}
          viewerType={viewerType}
          label={searchLabel}
          placeholder={placeholder}
          initialText={filter.keyword}
          onPick={pick}
          keepText
          className="min-w-0 flex-1"
          testId="page-search"
        />
        <FilterButton count={filterCount} onClick={screen.openFilter} />
      </div>

      {screen.savedInUse && chips.length > 0 && (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-4 py-2.5 text-sm text-slate-700"
          data-testid="saved-filter-note"
        >
          <span>Showing results for your last search and filters.</span>
          <button type="button" onClick={() => change({ ...empty })} className="font-semibold text-brand-700 hover:underline">
            Clear search and filters
          </button>
        </div>
      )}

      <FilterChips chips={chips} onClearAll={() => change({ ...empty })} />

      {!isPending && <SpellingNote corrected={correctedText(first?.words)} searched={filter.keyword} relaxed={first?.relaxed} />}

      <section aria-label={resultsLabel}>
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
              <Button variant="secondary" className="mt-4" onClick={() => change({ ...empty })}>
                Clear search and filters
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-3" data-testid={listTestId}>
              {items.map(renderItem)}
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

      {screen.filterOpen &&
        renderFilter({
          initial: filter,
          onClose: screen.closeFilter,
          onApply: (f) => {
            screen.closeFilter();
            change(f);
          },
        })}
    </div>
  );
}
