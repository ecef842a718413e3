"use client";
// What the Search Jobs and Search Users screens share: the filter state kept in the URL, the search
// suggestions' picks, infinite scroll and error toasts.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { targetHref, targetLog, type SearchTarget } from "@/components/search/targets";
import type { correctedText } from "@/components/search/filters";
import { useSearchLog } from "@/hooks/use-search-suggestions";
import { useInfiniteScroll } from "@/hooks/use-infinite-scroll";
import { useUrlSync } from "@/components/search/use-url-sync";

export type BaseFilter = { keyword: string; location: string; lat: number | null; lng: number | null; categories: string[] };

/** The parts of a search result hook (use-search-results) the screen reads. */
export type ScreenSearch<T> = {
  items: T[];
  first?: { words?: Parameters<typeof correctedText>[0]; relaxed?: boolean };
  error: Error | null;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (o?: { cancelRefetch?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

export function useSearchScreen<F extends BaseFilter, T>({
  initialFilter,
  fromSaved = false,
  viewerType,
  useResults,
  toParams,
  placePatch,
}: {
  initialFilter: F;
  /** the screen opened with the person's saved filter (a bare address): said on the screen until changed */
  fromSaved?: boolean;
  viewerType: string;
  /** the result hook of this screen (called on every render, as hooks are) */
  useResults: (f: F) => ScreenSearch<T>;
  toParams: (f: F) => URLSearchParams;
  /** also set when a place is picked from the suggestions */
  placePatch?: Partial<F>;
}) {
  const router = useRouter();
  const toast = useToast();
  const log = useSearchLog();
  const [filter, setFilter] = useState(initialFilter);
  const [savedInUse, setSavedInUse] = useState(fromSaved);
  const [filterOpen, setFilterOpen] = useState(false);
  const search = useResults(filter);
  const { items, error, hasNextPage, isFetchingNextPage, fetchNextPage } = search;

  useUrlSync(toParams(filter));

  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error, toast]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll({ enabled: Boolean(hasNextPage) && !isFetchingNextPage && !error, onLoadMore: loadMore, itemCount: items.length });

  const change = (next: F) => {
    if (next.keyword && next.keyword !== filter.keyword) log({ keyword: next.keyword });
    setFilter(next);
    setSavedInUse(false);
    window.scrollTo({ top: 0 });
  };

  const pick = (t: SearchTarget) => {
    switch (t.kind) {
      case "keyword":
        return change({ ...filter, keyword: t.keyword.trim() });
      case "job":
        // a job title is a good word to find jobs and people by
        if (!t.id) return change({ ...filter, keyword: t.title });
        break;
      case "category":
        return change({ ...filter, keyword: "", categories: [t.name] });
      case "location":
        return change({ ...filter, keyword: "", ...placePatch, location: t.text, lat: t.place?.lat ?? null, lng: t.place?.lng ?? null });
    }
    const entry = targetLog(t);
    if (entry) log(entry);
    router.push(targetHref(t, viewerType));
  };

  return {
    filter,
    change,
    pick,
    search,
    log,
    savedInUse,
    filterOpen,
    openFilter: () => setFilterOpen(true),
    closeFilter: () => setFilterOpen(false),
  };
}

export type Screen<F, T> = ReturnType<typeof useSearchScreen<F & BaseFilter, T>>;
